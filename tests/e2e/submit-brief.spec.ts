import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";
import { emailFor, fillBrief, unique } from "./support/forms";
import { openMail, readMail } from "./support/mailbox";

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/thank-you-brief$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank You for Your Brief" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
}

/**
 * The confirmation and the operator's notification reach the mailbox, checked in a page of its own, with JavaScript whatever the test's page has.
 */
async function expectMails(browser: Browser, baseURL: string | undefined, company: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  await openMail(page, { subject: `New brief: ${company}`, to: "hello@wakala.ae" });
  const confirmation = await openMail(page, {
    subject: "We've received your project brief",
    to: emailFor(company),
  });
  // A readable summary with the labels the submitter saw.
  await expect(confirmation.locator("pre")).toContainText("Budget (AED): 100,000+");
  await expect(confirmation.locator("pre")).toContainText("Project Type: Mobile App");
  await context.close();
}

/** The same two mails, read over HTTP: the test with JavaScript opens them in the mailbox. */
async function expectMailsSent(request: APIRequestContext, company: string) {
  await readMail(request, { subject: `New brief: ${company}`, to: "hello@wakala.ae" });
  const confirmation = await readMail(request, {
    subject: "We've received your project brief",
    to: emailFor(company),
  });
  expect(confirmation).toContain("Budget (AED): 100,000+");
  expect(confirmation).toContain("Project Type: Mobile App");
}

test.describe("with JavaScript", () => {
  test("a client sends a brief and lands on the thank-you page", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a whole journey: two pages, a real submission and the mail worker
    const company = unique("Falcon Foods");
    await visit(page, "/submit");
    await expect(page.getByRole("heading", { level: 1, name: "Project Details" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    // A field says what is wrong as soon as it is left.
    await page.getByLabel("Email Address").fill("omar@");
    await page.getByLabel("Email Address").blur();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await fillBrief(page, company);
    await expect(page.getByText("Please enter a valid email address")).toBeHidden();

    // Hold the request to see the button while the form is on its way.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/submit.data*", async (route) => {
      await held;
      await route.fallback();
    });
    await page.getByRole("button", { name: "Submit Brief" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    await expectThankYou(page);
    await expectAccessible(page);
    await expectMails(browser, baseURL, company);
  });
});

test("the form refuses a description too short to act on, in English and Arabic", async ({
  page,
}) => {
  for (const [path, label, message] of [
    ["/submit", "Project Description", "Please describe your project in at least 30 characters"],
    ["/ar/submit", "وصف المشروع", "يرجى وصف مشروعك في 30 حرفًا على الأقل"],
  ] as const) {
    await visit(page, path);
    const description = page.getByLabel(label);
    // Without script the browser holds the form back by itself.
    await expect(description).toHaveAttribute("minlength", "30");
    await description.fill("Need a logo");
    await description.blur();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(description).toHaveAccessibleDescription(new RegExp(message));
    await description.fill("A new logo and brand identity for our cafe chain.");
    await expect(description).not.toHaveAttribute("aria-invalid", "true");
  }
});

test("the brief can be filled and sent with the keyboard alone", async ({ page }) => {
  test.slow(); // a whole journey, one key at a time
  const company = unique("Keyboard Co");
  await visit(page, "/submit");
  const focusedLabel = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      // A required field's label ends with its "*" marker.
      const label = element?.labels?.[0]?.textContent?.replace(/\*$/, "").trim();
      return label ?? element?.textContent?.trim() ?? "";
    });
  // Tab from the top of the page to the first field.
  for (let i = 0; i < 40 && (await focusedLabel()) !== "Company Name"; i++) {
    await page.keyboard.press("Tab");
  }
  expect(await focusedLabel()).toBe("Company Name");
  const typeThenTab = async (label: string, text: string) => {
    expect(await focusedLabel()).toBe(label);
    await page.keyboard.type(text);
    await page.keyboard.press("Tab");
  };
  await typeThenTab("Company Name", company);
  await typeThenTab("Contact Name", "Omar Khalil");
  await typeThenTab("Email Address", emailFor(company));
  await typeThenTab("Phone Number", "+971 50 123 4567");
  // A closed select picks the option whose label starts with what is typed.
  await typeThenTab("Project Type", "Mobile");
  await typeThenTab("Budget (AED)", "100,");
  await typeThenTab("Timeline", "6+");
  // The optional facts: an emirate, an industry and a working language.
  await typeThenTab("Emirate", "Abu");
  await typeThenTab("Industry", "Food");
  await typeThenTab("Working Language", "Arabic");
  await typeThenTab("Project Description", "A delivery app for our cafe chain.");
  await expect(page.getByLabel("Budget (AED)")).toHaveValue("100k-plus");
  await expect(page.getByLabel("Emirate")).toHaveValue("Abu Dhabi");
  await expect(page.getByLabel("Industry")).toHaveValue("Food & Beverage");
  await expect(page.getByLabel("Working Language")).toHaveValue("ar");
  await expect(page.getByRole("button", { name: "Submit Brief" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expectThankYou(page);
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  // The browser logs the refused form's 400 answer as a failed resource; that is the point here.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test("the form posts, shows errors next to the fields with the values kept, then succeeds", async ({
    page,
    request,
  }) => {
    test.slow(); // a whole journey: two pages, a real submission and the mail worker
    const company = unique("Desert Bloom");
    await visitWithoutJs(page, "/submit-brief");
    await expect(page.getByRole("heading", { level: 1, name: "Project Details" })).toBeVisible();
    await fillBrief(page, company, "12ab");
    await page.getByRole("button", { name: "Submit Brief" }).click();

    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    const phone = page.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription(
      "Please enter a valid phone number, such as +971 50 123 4567",
    );
    await expect(phone).toHaveValue("12ab");
    // The page reloaded at the top: the alert links to the first field to correct.
    await page.getByRole("link", { name: "Please correct the highlighted fields." }).click();
    await expect(phone).toBeFocused();
    await expect(page.getByLabel("Company Name")).toHaveValue(company);
    await expect(page.getByLabel("Budget (AED)")).toHaveValue("100k-plus");

    await phone.fill("04 123 4567");
    await page.getByRole("button", { name: "Submit Brief" }).click();
    await expectThankYou(page);
    await expectAccessibleWithoutJs(page);
    await expectMailsSent(request, company);
  });
});
