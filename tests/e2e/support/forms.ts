import type { Page } from "@playwright/test";

/** A name no other test (or earlier run) uses, so each test's records and e-mails stand apart. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const emailFor = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}@example.ae`;

/** Fills the brief form at /submit with a valid brief from `company`. */
export async function fillBrief(page: Page, company: string, phone = "+971 50 123 4567") {
  await page.getByLabel("Company Name").fill(company);
  await page.getByLabel("Contact Name").fill("Omar Khalil");
  await page.getByLabel("Email Address").fill(emailFor(company));
  await page.getByLabel("Phone Number").fill(phone);
  await page.getByLabel("Project Type").selectOption({ label: "Mobile App" });
  await page.getByLabel("Budget (AED)").selectOption({ label: "100,000+" });
  await page.getByLabel("Timeline").selectOption({ label: "6+ months" });
  await page.getByLabel("Project Description").fill("A delivery app for our cafe chain.");
}

/** Fills the agency form at /list, all but the services (which some tests check on their own). */
export async function fillListing(page: Page, agency: string, email = emailFor(agency)) {
  await page.getByLabel("Agency Name").fill(agency);
  await page.getByLabel("Contact Name").fill("Layla Haddad");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("+971 4 123 4567");
  await page.getByLabel("Website", { exact: true }).fill("https://pixelandcode.ae");
  await page.getByLabel("Portfolio").fill("https://www.behance.net/pixelandcode");
  await page.getByLabel("Location").selectOption("Ras Al Khaimah");
  await page.getByRole("checkbox", { name: "Retail" }).check();
  await page.getByLabel("Years of Experience").selectOption({ label: "10+ years" });
  await page.getByLabel("Agency Description").fill("A studio building websites for retailers.");
}
