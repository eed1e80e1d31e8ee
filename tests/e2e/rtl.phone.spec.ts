import type { Locator } from "@playwright/test";
import { ar } from "~/domain/messages/ar";
import { expect, test, visit } from "./support/fixtures";

/**
 * The phone's sheets come in from the start side of the page: the left in English, the right in
 * Arabic (app.css, .sheet).
 */

/**
 * Opens the menu with its button and tells where the sheet's left edge is halfway through its
 * slide in (0 is the window's left edge). In one step in the page: the slide lasts 200 ms.
 */
function leftEdgeHalfwayIn(menuButton: Locator) {
  return menuButton.evaluate((button) => {
    (button as HTMLButtonElement).click();
    const sheet = document.getElementById(button.getAttribute("commandfor")!)!;
    const [slide] = sheet.getAnimations();
    if (!slide) throw new Error("the sheet did not slide in");
    slide.pause();
    slide.currentTime = 100;
    const x = sheet.getBoundingClientRect().x;
    slide.finish();
    return x;
  });
}

test.describe("with motion", () => {
  // The project turns motion off (playwright.config.ts); the slide is what this test looks at.
  test.use({ reducedMotion: "no-preference" });

  test("the menu slides in from the right in Arabic, from the left in English", async ({
    page,
  }) => {
    await visit(page, "/ar");
    const width = page.viewportSize()!.width;
    // Halfway in from the right, its left edge is near the middle of the window.
    const menuButton = page.getByRole("button", { name: ar.nav.openMenu });
    expect(await leftEdgeHalfwayIn(menuButton)).toBeGreaterThan(width / 4);
    await expect(page.getByRole("dialog", { name: ar.nav.menuTitle })).toBeVisible();

    await visit(page, "/");
    expect(await leftEdgeHalfwayIn(page.getByRole("button", { name: "Open menu" }))).toBeLessThan(
      -width / 4,
    );
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test("the directory's filters open on the right-hand side in Arabic", async ({ page }) => {
  await visit(page, "/ar/agencies");
  await page.getByRole("button", { name: ar.directory.filters.open, exact: true }).click();
  const sheet = page.getByRole("complementary", { name: ar.directory.filters.heading });
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.round(box.x + box.width)).toBe(width);
  expect(box.x).toBeGreaterThan(0);
  // Its close button sits at its far (left) end, the heading at the right.
  const close = (await sheet
    .getByRole("button", { name: ar.directory.filters.close })
    .boundingBox())!;
  const heading = (await sheet
    .getByRole("heading", { name: ar.directory.filters.heading })
    .boundingBox())!;
  expect(close.x).toBeLessThan(heading.x);
});
