import type { Page } from "@playwright/test";
import { formGuardFields } from "~/domain/form-guard";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { fillBrief, fillListing, signFormStarts, unique } from "./forms";

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

test.describe("a form sent at once", () => {
  // The refusal is a 400, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("a form sent sooner than a person could fill it is refused, and goes through later", async ({
    page,
  }) => {
    const contact = forms[0]!;
    await visit(page, contact.path);
    const name = unique("Quick");
    await contact.fill(page, name);
    // A start time 30 s ahead is too fast however slow this machine is (the guard allows a minute
    // of clock skew, so it is not taken for forged or expired).
    await signFormStarts(page, () => Date.now() + 30_000);
    await page.getByRole("button", { name: contact.button }).click();
    await expect(page.getByRole("alert")).toContainText(
      "That was quick! Please check your details and submit again.",
    );
    await expect(contact.kept(page)).toHaveValue(name);

    await signFormStarts(page);
    await page.getByRole("button", { name: contact.button }).click();
    await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();
  });
});
