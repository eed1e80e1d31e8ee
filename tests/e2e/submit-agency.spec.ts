import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";
import { emailFor, fillListing, unique } from "./support/forms";
import { openMail, readMail } from "./support/mailbox";

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/thank-you-agency$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Thank You for Listing Your Agency" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
}

/**
 * The confirmation and the operator's notification reach the mailbox, checked in a page of its own,
 * with JavaScript whatever the test's page has.
 */
async function expectMails(browser: Browser, baseURL: string | undefined, agency: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const page = await context.newPage();
  await openMail(page, { subject: `New agency listing: ${agency}`, to: "hello@wakala.ae" });
  const confirmation = await openMail(page, {
    subject: "We've received your agency listing",
    to: emailFor(agency),
  });
  // A readable summary with the labels the submitter saw.
  await expect(confirmation.locator("pre")).toContainText(
    "Services: Website Development, UI/UX Design",
  );
  await expect(confirmation.locator("pre")).toContainText("Years of Experience: 10+ years");
  await context.close();
}

/** The same two mails, read over HTTP: the test with JavaScript opens them in the mailbox. */
async function expectMailsSent(request: APIRequestContext, agency: string) {
  await readMail(request, { subject: `New agency listing: ${agency}`, to: "hello@wakala.ae" });
  const confirmation = await readMail(request, {
    subject: "We've received your agency listing",
    to: emailFor(agency),
  });
  expect(confirmation).toContain("Services: Website Development, UI/UX Design");
  expect(confirmation).toContain("Years of Experience: 10+ years");
}

test.describe("with JavaScript", () => {
  // The browser logs the refused duplicate's 409 answer as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

  test("an agency lists itself, and the same address cannot list twice", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a whole journey: two pages, a real submission and the mail worker
    const agency = unique("Pixel & Code");
    await visit(page, "/list");
    await expect(page.getByRole("heading", { level: 1, name: "Agency Information" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByLabel("Website", { exact: true })).toHaveAttribute("type", "url");
    await expect(page.getByLabel("Website", { exact: true })).toHaveAttribute(
      "placeholder",
      "https://youragency.ae",
    );
    await expect(page.getByLabel("Portfolio")).toHaveAttribute("type", "url");

    // With no service chosen the form says so and cannot be sent.
    const submit = page.getByRole("button", { name: "Submit Agency Listing" });
    const services = page.getByRole("group", { name: "Services" });
    await expect(services).toHaveAccessibleDescription("Please select at least one service");
    await expect(submit).toBeDisabled();

    await fillListing(page, agency);
    await services.getByRole("checkbox", { name: "UI/UX Design" }).check();
    await services.getByRole("checkbox", { name: "Website Development" }).check();
    await expect(submit).toBeEnabled();
    await expect(services).not.toHaveAccessibleDescription("Please select at least one service");
    await expectAccessible(page);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/list.data*", async (route) => {
      await held;
      await route.fallback();
    });
    await submit.click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expectThankYou(page);
    await expectAccessible(page);

    // The same address in other letters gets a clear message instead of a second listing.
    await page.getByRole("link", { name: "Submit Another Agency" }).click();
    await expect(page).toHaveURL(/\/list$/);
    await fillListing(page, unique("Copycat"), emailFor(agency).toUpperCase());
    await page.getByRole("checkbox", { name: "SEO Services" }).check();
    await page.getByRole("button", { name: "Submit Agency Listing" }).click();
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(
      "An agency with this email address is already listed. Please use another address, or contact us to update your listing.",
    );
    await expect(page).toHaveURL(/\/list$/);

    await expectMails(browser, baseURL, agency);
  });
});

test.describe("without JavaScript", () => {
  // The browser logs the refused form's 400 answer as a failed resource; that is the point here.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test("the form posts, asks for a service with the values kept, then succeeds", async ({
    page,
    request,
  }) => {
    test.slow(); // a whole journey: two pages, a real submission and the mail worker
    const agency = unique("Desert Pixel");
    await visitWithoutJs(page, "/submit-agency");
    await expect(page.getByRole("heading", { level: 1, name: "Agency Information" })).toBeVisible();
    await fillListing(page, agency);
    const submit = page.getByRole("button", { name: "Submit Agency Listing" });
    // Without JavaScript the button stays usable; the server checks the services.
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(page.getByText("Please select at least one service")).toBeVisible();
    await expect(page.getByLabel("Agency Name")).toHaveValue(agency);
    await expect(page.getByRole("checkbox", { name: "Retail" })).toBeChecked();
    await expect(page.getByLabel("Years of Experience")).toHaveValue("10-plus");

    const services = page.getByRole("group", { name: "Services" });
    await services.getByRole("checkbox", { name: "UI/UX Design" }).check();
    await services.getByRole("checkbox", { name: "Website Development" }).check();
    await page.getByRole("button", { name: "Submit Agency Listing" }).click();
    await expectThankYou(page);
    await expectAccessibleWithoutJs(page);
    await expectMailsSent(request, agency);
  });

  test("a website typed without https:// is taken, and stored with it", async ({
    page,
    request,
  }) => {
    const agency = unique("Nakhla Studio");
    await visitWithoutJs(page, "/list");
    await fillListing(page, agency);
    await page.getByLabel("Website", { exact: true }).fill("nakhla.example");
    await page.getByLabel("Portfolio").fill("www.behance.net/nakhla");
    await page.getByRole("checkbox", { name: "Website Development" }).check();
    await page.getByRole("button", { name: "Submit Agency Listing" }).click();
    await expectThankYou(page);
    const notice = await readMail(request, {
      subject: `New agency listing: ${agency}`,
      to: "hello@wakala.ae",
    });
    expect(notice).toContain("https://nakhla.example");
    expect(notice).toContain("https://www.behance.net/nakhla");
  });
});
