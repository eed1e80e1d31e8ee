import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { format, getMessages } from "~/domain/i18n";
import { arabicLabels } from "~/domain/value-set-labels-ar";
import { approveAgency, listApprovedAgency, uniqueWord } from "./support/agencies";
import { openFilters, option, tick } from "./support/directory";
import { expect, expectAccessible, test, visit } from "./support/fixtures";
import { emailFor, unique } from "./support/forms";
import { openMail } from "./support/mailbox";

/**
 * The main journeys in Arabic (docs/decisions/013), at phone width (Arabic's journeys run on a
 * phone, English's on a desktop: playwright.config.ts; both widths' layouts are the same pages'):
 * a brief, a listing with an Arabic name, the contact form, the directory's filters, a profile, and
 * an agency's sign-in and upgrade. Every text they look for comes from the Arabic catalogue, so a
 * page that fell back to English fails here.
 */
const ar = getMessages("ar");
// A declined sign-in lookup answers 400; the browser logs it.
test.use({ allowedConsoleErrors: [/status of 40[02]/] });

async function expectArabicPage(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("a client sends a brief in Arabic and is answered in Arabic", async ({ page }) => {
  test.slow(); // a whole journey, and the mail worker
  const company = unique("مطاعم الصقر");
  const email = emailFor(`falcon ${Date.now().toString(36)}`);
  await visit(page, "/ar/submit");
  await expectArabicPage(page);
  await expect(
    page.getByRole("heading", { level: 1, name: ar.pages.submitBrief.title }),
  ).toBeVisible();

  const fields = ar.submissions.brief.fields;
  await page.getByLabel(fields.email).fill("omar@");
  await page.getByLabel(fields.email).blur();
  await expect(page.getByText(ar.forms.invalidEmail)).toBeVisible();

  await page.getByLabel(fields.companyName).fill(company);
  await page.getByLabel(fields.contactName).fill("عمر خليل");
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill("+971 50 123 4567");
  await page.getByLabel(fields.projectType).selectOption("mobile");
  await page.getByLabel(fields.budget).selectOption("100k-plus");
  await page.getByLabel(fields.timeline).selectOption("6-plus-months");
  await page.getByLabel(fields.description).fill("تطبيق توصيل لسلسلة مقاهينا في دبي.");
  await expectAccessible(page);
  await page.getByRole("button", { name: ar.submissions.brief.submit }).click();

  await expect(page).toHaveURL(/\/ar\/thank-you-brief$/);
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: ar.submissions.thankYou.whatNext })).toBeVisible();
  await expectAccessible(page);
  const mail = await openMail(page, {
    subject: ar.submissions.emails.briefConfirmation.subject,
    to: email,
  });
  // The address is not confirmed: the mail says what it is about without quoting the company.
  await expect(mail).toContainText(ar.submissions.emails.briefConfirmation.heading);
  await expect(mail).not.toContainText(company);
});

test("an agency lists itself with an Arabic name, and once approved its card and profile are Arabic", async ({
  page,
  adminApi,
}) => {
  test.slow(); // a whole journey: the form, the approval, the directory and the profile
  const word = uniqueWord();
  const name = `استوديو النخلة ${word}`;
  const fields = ar.submissions.agency.fields;
  await visit(page, "/ar/list");
  await expectArabicPage(page);
  await page.getByLabel(fields.agencyName).fill(name);
  await page.getByLabel(fields.contactName).fill("ليلى حداد");
  await page.getByLabel(fields.email).fill(`${word}@example.ae`);
  // The profile every test's own agency has (tests/e2e/support/agencies.ts): the directory specs, running
  // meanwhile, never filter on it.
  await page.getByLabel(fields.location).selectOption("Umm Al Quwain");
  await page.getByLabel(fields.experience).selectOption("3-5");
  await page
    .getByRole("checkbox", { name: arabicLabels.services["E-commerce Development"] })
    .check();
  await page
    .getByLabel(fields.description)
    .fill(`نصمم المتاجر الإلكترونية للمدارس والمعلمين (${word}).`);
  await page.getByRole("button", { name: ar.submissions.agency.submit }).click();
  await expect(page).toHaveURL(/\/ar\/thank-you/);
  await expectArabicPage(page);
  await expectAccessible(page);

  // The operator approves it (in English, through the console's API).
  const found = await adminApi.get(`/api/admin/agencies?q=${word}`);
  const [agency] = (await found.json()) as { id: number; slug: string }[];
  expect(agency, "the new listing in the console").toBeDefined();
  await approveAgency(adminApi, { id: agency!.id, name, email: "", word });

  await visit(page, `/ar/agencies?q=${word}`);
  await expectArabicPage(page);
  const card = page.getByRole("region", { name: ar.directory.page.results }).getByRole("article");
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
  await expect(card).toContainText(arabicLabels.emirates["Umm Al Quwain"]);
  await card.getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/agencies/${encodeURIComponent(agency!.slug)}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(
    page.getByText(arabicLabels.services["E-commerce Development"]).first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test("the Arabic directory filters by emirate and keeps the page Arabic", async ({ page }) => {
  await visit(page, "/ar/agencies");
  await expectArabicPage(page);
  const panel = await openFilters(page, ar.directory.filters.open, ar.directory.filters.heading);
  await tick(option(panel, ar.directory.filters.location, arabicLabels.emirates.Dubai));
  // On a phone the sheet applies its filters with its button; on a wide screen each tick does.
  const apply = panel.getByRole("button", { name: ar.directory.filters.apply });
  if (await apply.isVisible()) await apply.click();
  await expect(page).toHaveURL(/\/ar\/agencies\?(.+&)?location=Dubai/);
  await expectArabicPage(page);
  const cards = page.getByRole("region", { name: ar.directory.page.results }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText(arabicLabels.emirates.Dubai);
  }
  await expectAccessible(page);
});

test("the Arabic contact form asks, then thanks, in Arabic", async ({ page }) => {
  const contact = ar.publicPages.contact;
  await visit(page, "/ar/contact");
  await expectArabicPage(page);
  const send = page.getByRole("button", { name: contact.form.submit });
  await send.click();
  const name = page.getByRole("textbox", { name: contact.form.name, exact: true });
  await expect(name).toHaveAccessibleDescription(ar.forms.required);
  await name.fill("ليلى حداد");
  await page
    .getByRole("textbox", { name: contact.form.email, exact: true })
    .fill(`${uniqueWord()}@example.ae`);
  await page
    .getByRole("textbox", { name: contact.form.message, exact: true })
    .fill("هل تقترحون وكالات لمواقع ثنائية اللغة؟");
  await send.click();
  await expect(page.getByRole("heading", { name: contact.success.title })).toBeVisible();
  await expectAccessible(page);
});

test("an agency signs in and upgrades to Pro in Arabic", async ({ page, request, adminApi }) => {
  test.slow(); // the mail worker, the checkout and the dashboard
  const agency = await listApprovedAgency(request, adminApi, "Arabic Pro");
  const access = ar.dashboard.access;
  await visit(page, "/ar/dashboard/upgrade");
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: access.title })).toBeVisible();
  await page.getByRole("button", { name: access.submit }).click();
  await expect(page.getByText(access.enterEmail)).toBeVisible();
  await page.getByLabel(access.emailLabel).fill(agency.email);
  await page.getByRole("button", { name: access.submit }).click();
  await expect(page.getByText(access.sentTitle)).toBeVisible();
  await expectAccessible(page);

  const mail = await openMail(page, {
    subject: format(ar.agencyEmails.signInLink.subject, { brand: "Wakala" }),
    to: agency.email,
  });
  const link = (await mail.innerText()).match(
    /https?:\/\/\S+\/ar\/dashboard\/sign-in\?token=[\w-]+/,
  );
  expect(link, "an Arabic sign-in link in the mail").not.toBeNull();
  await visit(page, link![0]);
  await expectArabicPage(page);
  await page.getByRole("button", { name: ar.dashboard.signIn.submit }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard\/upgrade$/);
  await expectArabicPage(page);

  const upgrade = ar.dashboard.upgrade;
  await page.getByRole("button", { name: upgrade.subscribe }).click();
  // The built-in test checkout stands in for Stripe's own page (English, docs/decisions/013).
  await page.getByRole("button", { name: /^Pay AED 499\.00$/ }).click();
  await expect(page).toHaveURL(/\/ar\/dashboard\/upgrade\?welcome=1$/);
  await expectArabicPage(page);
  await expect(page.getByRole("heading", { name: upgrade.welcomeTitle })).toBeVisible();
  await expectAccessible(page);

  // Out of the directory again: the directory specs count the Pro agencies meanwhile.
  const deleted = await adminApi.delete(`/api/admin/agencies/${agency.id}`);
  expect(deleted.status(), "deleting the test's Pro agency").toBe(200);
});
