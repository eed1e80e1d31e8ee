import type { BrowserContext } from "@playwright/test";
import { createToastHeaders } from "~/services/toast.server";
import { expect, expectAccessible, test } from "./fixtures";

/** Flashes a 'Brief received' toast on the next page, as an action calling redirectWithToast would. */
async function flashToast(context: BrowserContext, baseURL: string) {
  // Signed with the e2e server's secret (see playwright.config.ts).
  const config = { sessionSecret: process.env.E2E_SESSION_SECRET!, siteUrl: baseURL };
  const setCookie = (
    await createToastHeaders({ type: "success", title: "Brief received" }, config)
  ).get("Set-Cookie")!;
  const value = setCookie.slice("toast=".length, setCookie.indexOf(";"));
  await context.addCookies([{ name: "toast", value, url: baseURL }]);
}

test("a toast flashed by the server shows once, at most 420 px wide", async ({
  page,
  context,
  baseURL,
}) => {
  await flashToast(context, baseURL!);

  // Not visit(): its accessibility scan can outlast the toast's 5 s on a busy machine.
  await page.goto("/");
  const toast = page.getByRole("listitem").filter({ hasText: "Brief received" });
  // sonner pauses a toast while the pointer is on it, so it stays for the checks below.
  await toast.hover();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const screen = page.viewportSize()!.width;
  // The spec's 420 px limit holds from md (768 px) up; on a narrower screen (a phone's 360 px,
  // where 420 could never fail) the toast stays within the screen instead.
  if (screen >= 768) {
    expect(box.width).toBeLessThanOrEqual(420);
  } else {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screen);
  }
  await expectAccessible(page);
  // The root loader cleared the cookie, so a reload shows nothing.
  expect((await context.cookies()).map((c) => c.name)).not.toContain("toast");
});

test("a toast goes away by itself after about 5 s", async ({ page, context, baseURL }) => {
  await flashToast(context, baseURL!);
  await page.goto("/");
  const toast = page.getByRole("listitem").filter({ hasText: "Brief received" });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  // The spec shows a toast for 5000 ms; the bounds leave room for a busy machine.
  await page.waitForTimeout(3_000);
  expect(await toast.isVisible(), "still there 3 s after it showed").toBe(true);
  await expect(toast, "gone within 9 s of showing").toBeHidden({
    timeout: 9_000 - (Date.now() - shownAt),
  });
});
