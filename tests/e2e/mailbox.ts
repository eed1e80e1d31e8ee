import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./fixtures";

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
    .filter({ hasText: subject })
    .filter({ hasText: `To ${to}` });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(link).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await link.click();
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 2 }).first()).toHaveText(subject);
  // The framed HTML part is checked too, so wait until it has loaded.
  await expect(page.frameLocator("iframe").locator("body")).not.toBeEmpty();
  await check(page);
  return article;
}
