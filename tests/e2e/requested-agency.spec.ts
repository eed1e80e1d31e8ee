import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { format, getMessages } from "~/domain/i18n";
import type { Locale } from "~/domain/locales";
import { expect, test, visit } from "./support/fixtures";
import { emailFor, unique } from "./support/forms";
import { signInAsAdmin } from "./support/sign-in";

/**
 * "Get a proposal from {agency}" (docs/product.md#routes-and-screens, P10), in English and
 * Arabic (English at desktop width, Arabic at phone width): a client opens the brief form naming a demo agency, sees it named, sends
 * the brief with its emirate, industry and working language; the operator sees the request on the
 * brief's page and the agency as the first suggestion card, and matches them by clicking that card.
 * Every text the client sees comes from the page's catalogue; the console is English.
 */
const AGENCY = {
  slug: "corniche-creative-co",
  name: { en: "Corniche Creative Co.", ar: "كورنيش للإبداع" },
};
const en = getMessages("en");

async function sendBrief(page: Page, locale: Locale, company: string) {
  const m = getMessages(locale);
  const brief = m.submissions.brief;
  const prefix = locale === "ar" ? "/ar" : "";
  await visit(page, `${prefix}/submit?agency=${AGENCY.slug}`);
  await expect(
    // The name is isolated (<bdi>), so that it keeps its own direction in the sentence.
    page.getByText(format(brief.requested, { agency: AGENCY.name[locale] })),
  ).toBeVisible();
  // Removing it is a link to the plain form, in the page's language.
  await expect(page.getByRole("link", { name: brief.removeRequested })).toHaveAttribute(
    "href",
    `${prefix}/submit`,
  );

  const fields = brief.fields;
  await page.getByLabel(fields.companyName).fill(company);
  await page.getByLabel(fields.contactName).fill("Omar Khalil");
  await page.getByLabel(fields.email).fill(emailFor(unique("corniche client")));
  await page.getByLabel(fields.projectType).selectOption("branding");
  await page.getByLabel(fields.budget).selectOption("30k-50k");
  await page.getByLabel(fields.timeline).selectOption("2-3-months");
  await page.getByLabel(fields.emirate).selectOption("Abu Dhabi");
  await page.getByLabel(fields.industry).selectOption("Events");
  await page.getByLabel(fields.preferredLanguage).selectOption("en");
  await page
    .getByLabel(fields.description)
    .fill("A new identity and signage for our annual culture festival on the corniche.");
  await page.getByRole("button", { name: brief.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/thank-you-brief$`));
}

/** The operator finds the brief in the console's list and opens its page. */
async function openBriefPage(page: Page, company: string) {
  await signInAsAdmin(page);
  await visit(page, `/admin?tab=briefs&q=${encodeURIComponent(company)}`);
  const row = page.getByRole("row").filter({ hasText: company });
  await expect(row).toContainText(en.adminConsole.briefs.requested);
  await row.getByRole("link", { name: new RegExp(company) }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(company) })).toBeVisible();
}

for (const locale of ["en", "ar"] as const) {
  test(`a client asks ${AGENCY.name.en} for a proposal (${locale}); the operator matches it from its card`, async ({
    page,
  }) => {
    test.slow(); // two journeys: the client's and the operator's
    const company = unique(locale === "ar" ? "مهرجان الكورنيش" : "Corniche Festival");
    await sendBrief(page, locale, company);

    await openBriefPage(page, company);
    const request = page.getByText(
      format(en.adminConsole.brief.requested, { agency: AGENCY.name.en }),
    );
    await expect(request).toBeVisible();
    await expect(request.getByRole("link", { name: AGENCY.name.en })).toHaveAttribute(
      "href",
      `/agencies/${AGENCY.slug}`,
    );
    const fields = en.adminConsole.brief.fields;
    for (const [label, value] of [
      [fields.emirate, "Abu Dhabi"],
      [fields.industry, "Events"],
      [fields.preferredLanguage, "English"],
    ]) {
      await expect(page.getByRole("definition").filter({ hasText: value }).first()).toBeVisible();
      await expect(page.getByRole("term").filter({ hasText: label })).toBeVisible();
    }

    // The match board: the agency asked for is the first card, saying so; a click picks it.
    await page.getByRole("link", { name: en.adminConsole.brief.matchLink }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: en.matching.page.heading }),
    ).toBeVisible();
    const card = page.getByRole("article", { name: company });
    const first = card
      .getByRole("list", { name: en.matching.form.suggested })
      .getByRole("listitem")
      .first();
    await expect(first.getByRole("radio")).toHaveAccessibleName(AGENCY.name.en);
    await expect(first).toContainText(en.matching.reasons.requested);
    await expect(first).toContainText("Brief's emirate: Abu Dhabi");
    await expect(first).toContainText("Brief's industry: Events");
    await first.getByText(AGENCY.name.en, { exact: true }).click();
    await expect(first.getByRole("radio")).toBeChecked();
    await card.getByRole("button", { name: en.matching.form.submit }).click();
    // Matched: the card lists it (the toast, which admin-matches.desktop.spec.ts checks, may be gone).
    await expect(card).toContainText("1 of 3");
    await expect(card.getByRole("link", { name: AGENCY.name.en })).toHaveAttribute(
      "href",
      `/agencies/${AGENCY.slug}`,
    );
  });
}
