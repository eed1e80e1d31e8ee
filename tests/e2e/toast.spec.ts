import { createToastHeaders } from "~/services/toast.server";
import { expect, expectAccessible, test } from "./fixtures";

test("a toast flashed by the server shows once, at most 420 px wide", async ({
  page,
  context,
  baseURL,
}) => {
  // Sign the cookie as an action calling redirectWithToast would (see playwright.config.ts).
  const config = { sessionSecret: process.env.E2E_SESSION_SECRET!, siteUrl: baseURL! };
  const setCookie = (
    await createToastHeaders({ type: "success", title: "Brief received" }, config)
  ).get("Set-Cookie")!;
  const value = setCookie.slice("toast=".length, setCookie.indexOf(";"));
  await context.addCookies([{ name: "toast", value, url: baseURL! }]);

  // Not visit(): its accessibility scan can outlast the toast's 5 s on a busy machine.
  await page.goto("/");
  const toast = page.getByRole("listitem").filter({ hasText: "Brief received" });
  // sonner pauses a toast while the pointer is on it, so it stays for the checks below.
  await toast.hover();
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(420);
  await expectAccessible(page);
  // The root loader cleared the cookie, so a reload shows nothing.
  expect((await context.cookies()).map((c) => c.name)).not.toContain("toast");
});
