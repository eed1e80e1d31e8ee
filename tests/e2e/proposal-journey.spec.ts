import type { Page } from "@playwright/test";
import "~/domain/catalogues";
import { format, getMessages } from "~/domain/i18n";
import type { Locale } from "~/domain/locales";
import { expect, test, visit } from "./support/fixtures";
import { emailFor, unique } from "./support/forms";

/**
 * The proposal journey, in English and Arabic, on a phone and a desktop: a visitor lands on
 * the home page, opens a featured agency, reads its facts and what Verified means, asks it for a
 * proposal with the call to action that stays in view, and sends the brief the form names it in.
 * (tests/e2e/requested-agency.spec.ts follows the brief to the operator's match board.)
 */
for (const locale of ["en", "ar"] as const) {
  test(`a visitor asks a featured agency for a proposal from the home page (${locale})`, async ({
    page,
  }) => {
    const m = getMessages(locale);
    const prefix = locale === "ar" ? "/ar" : "";
    await visit(page, prefix || "/");

    const featured = page
      .getByRole("main")
      .getByRole("region", { name: m.publicPages.home.hero.featured.title })
      .getByRole("article")
      .first()
      .getByRole("link");
    const name = (await featured.textContent())!.trim();
    await featured.click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/agencies/[^/]+$`));
    const slug = new URL(page.url()).pathname.split("/").pop()!;
    const profile = m.directory.profile;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("region", { name: format(profile.facts, { name }) })).toBeVisible();
    await expect(page.getByRole("heading", { name: profile.verifiedTitle })).toBeAttached();

    // The call to action is on screen at the top, and still on screen at the reviews.
    const cta = page.getByRole("link", { name: format(profile.getProposal, { name }) });
    await expect(cta.filter({ visible: true }).first()).toBeInViewport();
    await page.locator("#reviews").scrollIntoViewIfNeeded();
    const inView = cta.filter({ visible: true }).last();
    await expect(inView).toBeInViewport();
    await inView.click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/submit\\?agency=${slug}$`));
    await sendBrief(page, locale, name);
  });
}

/** Fills the brief the form names the agency in, and sends it. */
async function sendBrief(page: Page, locale: Locale, agency: string) {
  const brief = getMessages(locale).submissions.brief;
  await expect(page.getByText(format(brief.requested, { agency }))).toBeVisible();
  const company = unique(locale === "ar" ? "مطاعم الخليج" : "Gulf Kitchens");
  const fields = brief.fields;
  await page.getByLabel(fields.companyName).fill(company);
  await page.getByLabel(fields.contactName).fill("Omar Khalil");
  // An address of Latin letters: an Arabic company name makes none.
  await page.getByLabel(fields.email).fill(emailFor(unique("Gulf Kitchens")));
  await page.getByLabel(fields.projectType).selectOption("website");
  await page.getByLabel(fields.budget).selectOption("30k-50k");
  await page.getByLabel(fields.timeline).selectOption("1-month");
  await page.getByLabel(fields.emirate).selectOption("Dubai");
  await page
    .getByLabel(fields.description)
    .fill("A bilingual ordering website for our four restaurants in Dubai.");
  await page.getByRole("button", { name: brief.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${locale === "ar" ? "/ar" : ""}/thank-you-brief$`));
}
