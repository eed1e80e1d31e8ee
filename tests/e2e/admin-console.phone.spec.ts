import { listAgency } from "./support/agencies";
import { expect, test, visit } from "./support/fixtures";
import { signInAsAdmin } from "./support/sign-in";

/**
 * The console on a phone (360 px): a row's approval switch is on screen as the page opens, with no
 * sideways scroll of the page or the table, and it works.
 */
test("the approval switch is within a 360 px screen and approves", async ({ page }) => {
  const { name, word } = await listAgency(page.request, "Phone Console");
  await signInAsAdmin(page);
  await visit(page, `/admin?q=${word}`);

  const row = page
    .getByRole("table", { name: "Agency submissions" })
    .getByRole("row")
    .filter({ hasText: name });
  const approval = row.getByRole("switch", { name: `Approve ${name}` });
  await expect(approval).toHaveAttribute("aria-checked", "false");

  // Where it is before anything scrolls sideways: inside the viewport, whole.
  const viewport = page.viewportSize()!;
  const box = (await approval.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  const frame = await page.evaluate(() => ({
    pageScroll: document.documentElement.scrollWidth - window.innerWidth,
    tableScrolled: Math.max(
      0,
      ...[...document.querySelectorAll('[role="region"]')].map((region) => region.scrollLeft),
    ),
  }));
  expect(frame).toEqual({ pageScroll: 0, tableScrolled: 0 });
  // Nothing covers it: the point at its centre is the switch (or its knob).
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="switch"]') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe(true);

  await approval.tap();
  await expect(approval).toHaveAttribute("aria-checked", "true");
  await expect(row).toContainText("Approved");
  const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(after).toBe(0);
});
