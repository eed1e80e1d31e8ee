import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { getMessages } from "~/domain/i18n";
import { expect, test } from "./support/fixtures";

/**
 * The first touch of a form (docs/decisions/017): a visitor who starts typing at once types into
 * the plain form while its script waits for a pause; nothing typed is lost, the form becomes
 * React's when they pause, and its enhancements work from then on.
 */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

for (const locale of ["en", "ar"] as const) {
  const messages = getMessages(locale);
  const form = messages.publicPages.contact.form;
  const path = locale === "en" ? "/contact" : "/ar/contact";

  test(`${path}: typed at once, every character is kept, and the form is React's after a pause`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(path);
    const name = field(page, form.name);
    const email = field(page, form.email);
    // The first touch is a tap on a phone, a click on a desktop; typing starts right away.
    if (isMobile) await name.tap();
    else await name.click();
    await name.pressSequentially("Layla Haddad", { delay: 60 });
    if (isMobile) await email.tap();
    else await email.click();
    await email.pressSequentially("layla@example", { delay: 60 });

    // The visitor pauses: the page hydrates with no further sign of use.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(name).toHaveValue("Layla Haddad");
    await expect(email).toHaveValue("layla@example");

    // The form's enhancement is there: leaving the e-mail field checks it in the browser.
    const url = page.url();
    await email.blur();
    await expect(email).toHaveAccessibleDescription(messages.forms.invalidEmail);
    expect(page.url()).toBe(url);
  });
}
