import type { Page } from "@playwright/test";
import { FORM_MIN_FILL_MS, formGuardFields } from "~/domain/form-guard";
import { issueFormToken } from "~/services/form-guard.server";

/** A name no other test (or earlier run) uses, so each test's records and e-mails stand apart. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const emailFor = (name: string) => `${name.toLowerCase().replace(/\W+/g, ".")}@example.ae`;

/**
 * The public forms' pages (both addresses of each, the review page and the saved-search forms),
 * whose posts carry a signed start time.
 */
const PUBLIC_FORMS =
  /\/(contact|submit|submit-brief|list|submit-agency|reviews\/[\w-]+|alerts|alerts\/new)(\.data)?(\?|$)/;

/**
 * The server refuses a public form sent sooner than FORM_MIN_FILL_MS after its page issued the
 * signed start time in it (services/form-guard.server.ts). Rather than wait that long before
 * every post, this page's form posts get a start time issued at `issuedAt()` (by default old
 * enough), signed with the e2e server's secret as the server signs its own (playwright.config.ts):
 * the server still checks the signature and the age. Set on the way out, because React puts the
 * page's own value back into the hidden field whenever the form renders again.
 *
 * A test's own `page.route` for these posts must end in `route.fallback()`, not `continue()`, so
 * that this one still runs.
 */
export async function signFormStarts(
  page: Page,
  issuedAt = () => Date.now() - FORM_MIN_FILL_MS - 1_000,
) {
  const secret = { sessionSecrets: [process.env.E2E_SESSION_SECRET!] };
  await page.unroute(PUBLIC_FORMS);
  await page.route(PUBLIC_FORMS, async (route) => {
    const request = route.request();
    const form = new URLSearchParams(request.postData() ?? "");
    if (request.method() !== "POST" || !form.has(formGuardFields.startedAt)) {
      return route.fallback();
    }
    form.set(formGuardFields.startedAt, issueFormToken(secret, issuedAt()));
    return route.fallback({ postData: form.toString() });
  });
}

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
