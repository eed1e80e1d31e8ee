import type { APIRequestContext, Page } from "@playwright/test";
import "~/domain/catalogues";
import { format, getMessages, type Locale } from "~/domain/i18n";
import { listApprovedAgency, type TestAgency } from "./support/agencies";
import { match, submitBrief } from "./support/briefs";
import {
  expect,
  expectAccessible,
  expectAccessibleWithoutJs,
  test,
  visit,
  visitWithoutJs,
} from "./support/fixtures";
import { openMail, readMail } from "./support/mailbox";
import { logInAdmin, signInAsAgency } from "./support/sign-in";

/**
 * Verified reviews (docs/decisions/014), in English at desktop width and in Arabic at phone width: the
 * operator matches a brief with an agency; the client's review link arrives in the development
 * mailbox (the e2e server invites at once: REVIEW_INVITE_DAYS=0); the client reviews through the
 * form, which needs no JavaScript; the operator approves it; the profile and the directory's card
 * show it with the right average; the agency replies from its dashboard, and once the operator
 * approves the reply, the profile shows it.
 */

/** The review link the client received for `agency`. */
async function reviewLink(request: APIRequestContext, locale: Locale, email: string) {
  const text = await readMail(request, {
    subject: getMessages(locale).reviews.emails.invitation.one.subject,
    to: email,
  });
  const link = /https?:\/\/[^\s]+\/reviews\/[\w-]{43}/.exec(text)?.[0];
  expect(link, "a review link in the invitation").toBeDefined();
  return new URL(link!).pathname;
}

async function chooseStars(page: Page, locale: Locale, score: string, stars: number) {
  const m = getMessages(locale).reviews;
  await page
    .getByRole("group", { name: score })
    .getByRole("radio", { name: format(m.starsLabel, { stars }) })
    .check();
}

// The form sent with nothing chosen is answered 400, the used link 409; the browser logs them.
test.use({ allowedConsoleErrors: [/status of 40[09]/] });

for (const locale of ["en", "ar"] as const) {
  const m = getMessages(locale);
  const prefix = locale === "ar" ? "/ar" : "";

  test(`a matched client reviews an agency, the operator publishes it and the agency replies (${locale})`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow(); // a whole journey: the match, the invitation, the form, moderation, the reply
    const adminContext = await browser.newContext();
    const adminApi = adminContext.request;
    await logInAdmin(adminApi);
    const agency = await reviewedAgency(request, adminApi);
    const brief = await submitBrief(request, locale);
    await match(adminApi, brief.id, agency);

    // The invitation is in the client's language; its link opens the form without JavaScript.
    const mail = await openMail(page, {
      subject: m.reviews.emails.invitation.one.subject,
      to: brief.email,
    });
    await expect(mail).toContainText(
      format(m.reviews.emails.reviewLink, { agencyName: agency.name }),
    );
    const path = await reviewLink(request, locale, brief.email);
    expect(path.startsWith(`${prefix}/reviews/`)).toBe(true);
    await visitWithoutJs(page, path);
    const form = m.reviews.form;
    await expect(
      page.getByRole("heading", {
        level: 1,
        name: format(form.title, { agencyName: agency.name }),
      }),
    ).toBeVisible();
    await expectAccessibleWithoutJs(page);

    // Whether the project went ahead is asked once, marked required like the scores; the box
    // below only offers not to review.
    const wentAhead = page.getByRole("group", {
      name: format(form.wentAhead, { agencyName: agency.name }),
    });
    await expect(wentAhead.locator("legend")).toHaveText(
      `${format(form.wentAhead, { agencyName: agency.name })}*`,
    );
    await expect(
      page.getByRole("group", { name: m.reviews.scores.overall }).locator("legend"),
    ).toHaveText(`${m.reviews.scores.overall}*`);
    await expect(page.getByRole("radio", { name: form.no, exact: true })).toHaveCount(1);
    await expect(page.getByRole("button", { name: form.decline })).toBeVisible();

    // Sent at once with nothing chosen: the server says what is missing (nothing of the spam
    // guard) and keeps the text.
    await page.getByLabel(form.reviewTitle).fill("Clear plan, delivered on time");
    await page.getByRole("button", { name: form.submit }).evaluate((button: HTMLButtonElement) => {
      button.form!.noValidate = true;
    });
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(m.reviews.validation.score).first()).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(m.forms.fixFields);
    await expect(page.getByLabel(form.reviewTitle)).toHaveValue("Clear plan, delivered on time");

    await chooseStars(page, locale, m.reviews.scores.overall, 4);
    await chooseStars(page, locale, m.reviews.scores.quality, 5);
    await chooseStars(page, locale, m.reviews.scores.communication, 4);
    await chooseStars(page, locale, m.reviews.scores.value, 3);
    await chooseStars(page, locale, m.reviews.scores.timeliness, 4);
    await page
      .getByLabel(new RegExp(`^${form.body}`))
      .fill(
        "They planned the shop with us, answered every question and launched on the agreed day.",
      );
    await page.getByRole("radio", { name: form.yes, exact: true }).check();
    await expect(page.getByLabel(form.budget)).toHaveValue("30k-50k");
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: form.submit }).click();
    // Saved: a redirect to the thanks, which is a success (not the used link's 409).
    expect((await saved).status()).toBe(303);
    await expect(
      page.getByRole("heading", { level: 1, name: m.reviews.thanks.title }),
    ).toBeVisible();
    expect((await page.reload())?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: m.reviews.thanks.title }),
    ).toBeVisible();

    // The link works once.
    await visitWithoutJs(page, path);
    await expect(
      page.getByRole("heading", { level: 1, name: m.reviews.refusals.usedTitle }),
    ).toBeVisible();

    // The operator publishes it from the console's Reviews tab.
    const admin = await adminContext.newPage();
    await approveInConsole(admin, "newReview", agency);
    await expectPublished(page, prefix, locale, agency);

    // The agency replies once from its dashboard; the reply waits for the operator too.
    await signInAsAgency(page, agency.email);
    await visit(page, `${prefix}/dashboard`);
    const reviews = page.getByRole("region", { name: m.dashboard.reviews.title });
    await expect(reviews).toContainText("Clear plan, delivered on time");
    const replyText = "Thank you, Sara: it was a pleasure to build the shop with your team.";
    await reviews.getByLabel(m.dashboard.reviews.replyLabel).fill(replyText);
    await reviews.getByRole("button", { name: m.dashboard.reviews.submit }).click();
    await expect(toast(page, m.dashboard.reviews.sent)).toBeVisible();
    await expect(reviews).toContainText(m.dashboard.reviews.replyPending);
    await expect(reviews.getByLabel(m.dashboard.reviews.replyLabel)).toHaveCount(0);
    await expectAccessible(page);

    await visitWithoutJs(page, agencyProfile(prefix, agency));
    await expect(page.getByText(replyText)).toHaveCount(0);
    await approveInConsole(admin, "newReply", agency);
    await visitWithoutJs(page, agencyProfile(prefix, agency));
    await expect(page.getByText(replyText)).toBeVisible();
    await adminContext.close();
  });
}

test("a client who would rather not review says so once, and is thanked", async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // a match and the invitation mail before the page
  const m = getMessages("en");
  const adminContext = await browser.newContext();
  await logInAdmin(adminContext.request);
  const agency = await reviewedAgency(request, adminContext.request);
  const brief = await submitBrief(request, "en");
  await match(adminContext.request, brief.id, agency);
  const path = await reviewLink(request, "en", brief.email);
  await adminContext.close();

  await visitWithoutJs(page, path);
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: m.reviews.form.decline }).click();
  expect((await saved).status()).toBe(303);
  await expect(
    page.getByRole("heading", { level: 1, name: m.reviews.thanks.declinedTitle }),
  ).toBeVisible();
  await visitWithoutJs(page, path);
  await expect(
    page.getByRole("heading", { level: 1, name: m.reviews.refusals.declinedTitle }),
  ).toBeVisible();
});

const toast = (page: Page, title: string) => page.getByRole("listitem").filter({ hasText: title });

/** Approves the waiting review (or reply) of `agency` in the operator console. */
async function approveInConsole(admin: Page, kind: "newReview" | "newReply", agency: ListedAgency) {
  const texts = getMessages("en").adminConsole.reviews;
  await visit(admin, "/admin?tab=reviews");
  const card = admin
    .getByRole("article")
    .filter({ hasText: format(texts[kind], { agency: agency.name }) });
  await card.getByRole("button", { name: texts.approve }).click();
  await expect(
    toast(admin, kind === "newReview" ? texts.toasts.approved : texts.toasts.replyApproved),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
}

type ListedAgency = TestAgency & { slug: string };

const agencyProfile = (prefix: string, agency: ListedAgency) => `${prefix}/agencies/${agency.slug}`;

/** An approved agency of the test's own, with its profile's slug. */
async function reviewedAgency(request: APIRequestContext, adminApi: APIRequestContext) {
  const agency = await listApprovedAgency(request, adminApi, "Reviewed Studio");
  const response = await adminApi.get(`/api/admin/agencies?q=${agency.word}`);
  const [row] = (await response.json()) as { slug: string }[];
  return { ...agency, slug: row!.slug };
}

/**
 * The profile shows the review with its stars, the average, the count and the distribution; the
 * directory's card shows the average and the count.
 */
async function expectPublished(page: Page, prefix: string, locale: Locale, agency: ListedAgency) {
  const texts = getMessages(locale).reviewDisplay;
  await visitWithoutJs(page, agencyProfile(prefix, agency));
  const section = page.getByRole("region", { name: texts.heading });
  await expect(section).toContainText("Clear plan, delivered on time");
  await expect(section).toContainText(format(texts.count, { count: "1" }));
  await expect(section).toContainText(format(texts.average, { average: "4.0" }));
  await expect(section.getByRole("list", { name: texts.distribution })).toContainText(
    format(texts.distributionRow, { stars: "4", count: "1" }),
  );
  await expect(section).toContainText(texts.proNote);
  await expectAccessibleWithoutJs(page);

  await visitWithoutJs(page, `${prefix}/agencies?q=${agency.word}`);
  await expect(
    page.getByLabel(format(texts.cardRating, { average: "4.0", count: "1" })),
  ).toBeVisible();
}
