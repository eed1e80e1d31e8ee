import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { formGuardFields } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import { expect, expectAccessible, test, visit, visitWithoutJs } from "./support/fixtures";
import { emailFor, fillBrief, fillListing, unique } from "./support/forms";

// The aborted request is logged by the browser; surviving it is the point of these tests.
test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

/** Makes the next form post fail as a dropped connection would: no answer at all. */
async function dropNextPost(page: Page) {
  await page.route(/\.data(\?|$)/, (route) =>
    route.request().method() === "POST" ? route.abort("failed") : route.continue(),
  );
}

const forms = [
  {
    path: "/contact",
    button: "Send Message",
    message: "Failed to send message. Please try again.",
    fill: async (page: Page, name: string) => {
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("layla@example.ae");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello there.");
    },
    kept: (page: Page) => page.getByRole("textbox", { name: "Name", exact: true }),
  },
  {
    path: "/submit",
    button: "Submit Brief",
    message: "Failed to submit brief. Please try again.",
    fill: (page: Page, name: string) => fillBrief(page, name),
    kept: (page: Page) => page.getByLabel("Company Name"),
  },
  {
    path: "/list",
    button: "Submit Agency Listing",
    message: "Failed to submit agency listing. Please try again.",
    fill: async (page: Page, name: string) => {
      await fillListing(page, name);
      await page.getByRole("checkbox", { name: "Website Development" }).check();
    },
    kept: (page: Page) => page.getByLabel("Agency Name"),
  },
];

for (const form of forms) {
  test(`${form.path}: a post that gets no answer shows the 'Error' toast and keeps the form`, async ({
    page,
  }) => {
    await visit(page, form.path);
    const name = unique("Dropped");
    await form.fill(page, name);
    await dropNextPost(page);
    await page.getByRole("button", { name: form.button }).click();

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText(form.message);
    // Still the form, with what was typed, ready to send again.
    await expect(form.kept(page)).toHaveValue(name);
    await expect(page.getByRole("button", { name: form.button })).toBeEnabled();
    await expectAccessible(page);
  });
}

test("the spam trap is invisible, so neither people nor their browser's autofill fill it", async ({
  page,
}) => {
  for (const path of ["/contact", "/submit", "/list"]) {
    await visit(page, path);
    await expect(page.locator(`input[name="${formGuardFields.honeypot}"]`)).toBeHidden();
  }
});

test.describe("people never meet the spam guard", () => {
  // Without JavaScript, as a person whose browser runs none; the empty form's 400 is logged.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  for (const locale of ["en", "ar"] as const) {
    const m = getMessages(locale);
    const prefix = locale === "ar" ? "/ar" : "";
    const contact = m.publicPages.contact;
    const field = (page: Page, name: string) =>
      page.getByRole("textbox", { name: new RegExp(`^${name}`) });

    test(`an empty form sent at once gets only its fields' messages; filled at once, it goes through (${locale})`, async ({
      page,
    }) => {
      await visitWithoutJs(page, `${prefix}/contact`);
      await page.getByRole("button", { name: contact.form.submit }).click();
      await expect(field(page, contact.form.name)).toHaveAccessibleDescription(m.forms.required);
      await expect(field(page, contact.form.message)).toHaveAccessibleDescription(m.forms.required);
      // No message about the form as a whole: nothing of the spam guard.
      await expect(page.getByRole("alert")).toHaveCount(0);

      // Filled and sent the moment the page is back, with the token that page issued.
      await field(page, contact.form.name).fill("Layla Haddad");
      await field(page, contact.form.email).fill(emailFor(unique("quick")));
      await field(page, contact.form.message).fill("Do you cover Sharjah?");
      await page.getByRole("button", { name: contact.form.submit }).click();
      await expect(page.getByRole("heading", { name: contact.success.title })).toBeVisible();
    });

    test(`a one-field form filled and sent at once goes through (${locale})`, async ({ page }) => {
      const texts = m.savedSearches.pages.list;
      await visitWithoutJs(page, `${prefix}/alerts`);
      await page.getByRole("textbox", { name: texts.email }).fill(emailFor(unique("fast")));
      await page.getByRole("button", { name: texts.submit }).click();
      await expect(page.getByRole("heading", { name: texts.sentTitle })).toBeVisible();
    });
  }
});
