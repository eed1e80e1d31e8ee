import type { APIRequestContext, Browser, Page } from "@playwright/test";
import "~/domain/catalogues";
import { format, getMessages, pluralText } from "~/domain/i18n";
import { listAgency, type TestAgency } from "./support/agencies";
import { expect, expectAccessibleWithoutJs, test, visit, visitWithoutJs } from "./support/fixtures";
import { emailFor, unique } from "./support/forms";
import { openMail, readMail } from "./support/mailbox";
import { logInAdmin } from "./support/sign-in";

/**
 * Saved searches (docs/decisions/015-saved-searches.md), in English at desktop width and in Arabic
 * at phone width, without JavaScript (the /alerts pages are static): a visitor who finds
 * no agency for a search asks to be alerted from the directory's "Alert me" link, confirms the
 * address from the mailed link, and once the operator approves a matching agency, the alert
 * arrives (the e2e server sends instant alerts at the worker's next housekeeping:
 * SAVED_SEARCH_INSTANT_DELAY_SECONDS=0) with its RFC 8058 one-click unsubscribe headers. The
 * search is then unsubscribed: in English as a mail provider does it (the one-click POST), in
 * Arabic as a person does (the link's page and its one button); its manage link then no longer
 * works.
 */

test.use({
  javaScriptEnabled: false,
  // The manage link of a deleted search answers 404; the browser logs it.
  allowedConsoleErrors: [/status of 404/],
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Every address in a mail's text part: each ends its line or is followed by a space (an Arabic
 * mail's lines may carry direction marks, which are not part of it).
 */
const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"\u200e\u200f]+/g) ?? [];

/** The mail's link whose path matches `path` (a pattern from the start of the path). */
function linkIn(text: string, path: RegExp, what: string): URL {
  const link = linksIn(text)
    .map((address) => new URL(address))
    .find((url) => path.test(url.pathname));
  expect(link, what).toBeDefined();
  return link!;
}

for (const locale of ["en", "ar"] as const) {
  const m = getMessages(locale);
  const pages = m.savedSearches.pages;
  const emails = m.savedSearches.emails;
  const prefix = locale === "ar" ? "/ar" : "";
  const oneClick = locale === "en";

  test(`a visitor saves a search, confirms it, is alerted of a new agency and unsubscribes (${locale})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.slow(); // a whole journey: two mails, an approval and the worker's next housekeeping
    const agency = await listAgency(request, "Alert Studio");
    const email = emailFor(unique(`alerts ${locale}`));

    // 1. The directory finds nothing yet; "Alert me" saves the search, without JavaScript.
    await visitWithoutJs(page, `${prefix}/agencies?q=${agency.word}`);
    await expect(
      page.getByText(
        new RegExp(
          `^${escape(m.directory.page.countLine)
            .replace(escape("{shown}"), "0")
            .replace(escape("{total}"), "[\\d,]+")}$`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText(m.directory.states.noMatchTitle)).toBeVisible();
    await page.getByRole("link", { name: m.directory.page.alertMe }).click();
    await expect(page).toHaveURL(`${prefix}/alerts/new?q=${agency.word}`);
    await expect(page.getByRole("heading", { level: 1, name: pages.new.title })).toBeVisible();
    const summary = format(m.savedSearches.filters.text, { q: agency.word });
    await expect(page.getByText(pages.new.search, { exact: true })).toBeVisible();
    await expect(page.getByText(summary, { exact: true })).toBeVisible();
    await expectAccessibleWithoutJs(page);
    await page.getByLabel(pages.new.email).fill(email);
    const frequencies = page.getByRole("group", { name: pages.new.frequency });
    await expect(frequencies.getByRole("radio")).toHaveCount(3);
    await expect(
      frequencies.getByRole("radio", { name: m.savedSearches.frequencies.instant }),
    ).toBeChecked();
    await page.getByRole("button", { name: pages.new.submit }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: pages.new.mailedTitle }),
    ).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessibleWithoutJs(page);

    // 2. The confirmation mail quotes none of the search words; its link opens the address's page,
    //    where the search waits with a Confirm button (a POST) and how often.
    const confirmation = await openMail(
      page,
      { subject: emails.confirm.subject, to: email },
      expectAccessibleWithoutJs,
    );
    await expect(confirmation.locator("pre")).toContainText(m.savedSearches.filters.words);
    const mailText = await readMail(request, { subject: emails.confirm.subject, to: email });
    expect(mailText).not.toContain(agency.word);
    const confirmLink = linkIn(
      mailText,
      new RegExp(`^${prefix}/alerts/address/[\\w.-]+$`),
      "the link to the address's saved searches in the mail",
    );
    await visitWithoutJs(page, confirmLink.pathname);
    await expect(page.getByRole("heading", { level: 1, name: pages.address.title })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: pages.address.pendingHeading }),
    ).toBeVisible();
    await expect(page.getByText(summary, { exact: true })).toBeVisible();
    await expect(page.getByLabel(pages.new.frequency)).toHaveValue("instant");
    await expectAccessibleWithoutJs(page);
    await page.getByRole("button", { name: pages.address.confirm }).click();
    await expect(page.getByText(pages.address.confirmed)).toBeVisible();
    await expect(page.getByRole("link", { name: pages.address.manage })).toBeVisible();
    await expectAccessibleWithoutJs(page);

    // 3. The operator approves the agency in the console.
    await approveInConsole(browser, baseURL, agency);

    // 4. The alert names the agency and carries the one-click unsubscribe headers.
    const subject = pluralText(emails.alert.subject, 1, locale);
    const alert = await openMail(page, { subject, to: email }, expectAccessibleWithoutJs);
    const text = await readMail(request, { subject, to: email });
    expect(text).toContain(agency.name);
    const unsubscribe = linkIn(
      text,
      new RegExp(`^${prefix}/alerts/[\\w.-]+/unsubscribe$`),
      "an unsubscribe link in the alert",
    );
    const manage = linkIn(
      text,
      new RegExp(`^${prefix}/alerts/(?!confirm/|address/)[\\w.-]+$`),
      "a manage link in the alert",
    );
    expect(unsubscribe.pathname).toBe(`${manage.pathname}/unsubscribe`);
    await expect(alert.getByText(`List-Unsubscribe: <${unsubscribe.href}>`)).toBeVisible();
    await expect(
      alert.getByText("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
    ).toBeVisible();

    // 5. Unsubscribed in one click: by the mail provider, or by a person on the link's page.
    if (oneClick) {
      await unsubscribeAsMailProvider(request, unsubscribe.href);
      // The link's page has nothing left to do.
      await visitWithoutJs(page, unsubscribe.pathname);
      await expect(page.getByRole("button", { name: pages.unsubscribe.button })).toHaveCount(0);
    } else {
      await visitWithoutJs(page, unsubscribe.pathname);
      await expect(
        page.getByRole("heading", { level: 1, name: pages.unsubscribe.title }),
      ).toBeVisible();
      await page.getByRole("button", { name: pages.unsubscribe.button }).click();
    }
    await expect(
      page.getByRole("heading", { level: 1, name: pages.unsubscribe.doneTitle }),
    ).toBeVisible();
    await expectAccessibleWithoutJs(page);

    // The search is gone: its manage link no longer works.
    const gone = await visitWithoutJs(page, manage.pathname);
    expect(gone?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: pages.refusals.wrongTitle }),
    ).toBeVisible();
  });
}

/** RFC 8058's one-click POST, as a mail provider sends it: no cookie, no form token. */
async function unsubscribeAsMailProvider(request: APIRequestContext, url: string) {
  const response = await request.post(url, { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status(), "the one-click unsubscribe").toBe(200);
}

/**
 * Approves `agency` as the operator does, in a browser of the operator's own (with JavaScript, as
 * the console needs): the Agency Submissions tab, searched for its name, and its switch.
 */
async function approveInConsole(browser: Browser, baseURL: string | undefined, agency: TestAgency) {
  const texts = getMessages("en").adminConsole;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  try {
    await logInAdmin(context.request);
    const admin = await context.newPage();
    await visit(admin, "/admin");
    await expect(admin.getByRole("link", { name: texts.tabs.agencies })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await admin.getByRole("searchbox", { name: texts.table.searchLabel }).fill(agency.name);
    await admin.getByRole("button", { name: texts.table.searchSubmit, exact: true }).click();
    const approval = admin.getByRole("switch", {
      name: format(texts.agencies.switchLabel, { name: agency.name }),
    });
    await expect(approval).toHaveAttribute("aria-checked", "false");
    await approval.click();
    await expect(toast(admin, texts.approval.successTitle)).toContainText(
      texts.approval.successBody,
    );
    await expect(approval).toHaveAttribute("aria-checked", "true");
  } finally {
    await context.close();
  }
}

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });
