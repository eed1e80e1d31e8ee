import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { expectAccessible } from "./fixtures";

/** The isolates (FSI ... PDI) a subject puts around the names it writes (app/mail/templates/bidi.ts). */
const ISOLATES = /[\u2066-\u2069]/g;

/** A subject as the mailbox shows it: the text asked for, with the isolates around its names. */
function subjectText(subject: string, whole = false): RegExp {
  const chars = [...subject].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const text = chars.join("[\\u2066-\\u2069]*") + "[\\u2066-\\u2069]*";
  return new RegExp(whole ? `^\\s*${text}\\s*$` : text);
}

/**
 * Opens a mail in the development mailbox (the e2e server has no SMTP server), waiting for the
 * outbox worker to deliver it, checks the page with axe (`check`: expectAccessibleWithoutJs on a
 * page without JavaScript) and returns the article showing it (subject, envelope, text part).
 */
export async function openMail(
  page: Page,
  { subject, to }: { subject: string; to: string },
  check = expectAccessible,
) {
  const link = page
    .getByRole("navigation", { name: "Messages" })
    .getByRole("link")
    .filter({ hasText: subjectText(subject) })
    .filter({ hasText: `To ${to}` });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(link).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  // Opened by its address rather than a click: without `?id=` the mailbox already shows the
  // newest mail, which may be this one, so the checks below could pass on the page before the
  // click's navigation and then find it gone (axe's "execution context was destroyed").
  await page.goto(new URL((await link.getAttribute("href"))!, page.url()).href);
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 2 }).first()).toHaveText(
    subjectText(subject, true),
  );
  // The framed HTML part is checked too, so wait until it has loaded.
  await expect(page.frameLocator("iframe").locator("body")).not.toBeEmpty();
  await check(page);
  return article;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!);

/**
 * The text part of a mail in the development mailbox, read over HTTP without a page (for a test
 * that needs a link from a mail, not the mailbox itself), once the outbox worker has delivered it;
 * the newest of those with one of `subject`'s subjects when given several, and, with `containing`,
 * the newest of those whose text contains it (when one person gets several mails of a subject, as
 * a client invited to review the agencies of one brief at different times).
 */
export async function readMail(
  request: APIRequestContext,
  {
    subject,
    to,
    containing,
  }: { subject: string | readonly string[]; to: string; containing?: string },
): Promise<string> {
  const subjects = typeof subject === "string" ? [subject] : subject;
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const inbox = await (await request.get("/dev/mailbox")).text();
        for (const [, mailId, label] of inbox.matchAll(/<a[^>]*\?id=(\d+)"[^>]*>(.*?)<\/a>/gs)) {
          const text = textOf(label!);
          const shown = text.replace(ISOLATES, "");
          if (!subjects.some((x) => shown.includes(x)) || !shown.includes(`To ${to}`)) continue;
          const mail = await (await request.get(`/dev/mailbox?id=${mailId}`)).text();
          const body = textOf(/<pre[^>]*>(.*?)<\/pre>/s.exec(mail)![1]!);
          if (containing === undefined || body.includes(containing)) return (found = body);
        }
        return undefined;
      },
      {
        message: `a mail '${subjects.join("' or '")}' to ${to}${containing ? ` saying '${containing}'` : ""}`,
        timeout: 30_000,
        intervals: [250, 500],
      },
    )
    .toBeDefined();
  return found!;
}
