import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./fixtures";

test("the footer links the pages, the support e-mail and the social pages", async ({ page }) => {
  await visit(page, "/about");
  const footer = page.getByRole("contentinfo");
  const links: Array<[string, string]> = [
    ["Browse Agencies", "/agencies"],
    ["Submit a Brief", "/submit"],
    ["List Your Agency", "/list"],
    ["About", "/about"],
    ["Contact", "/contact"],
    ["How It Works", "/how-it-works"],
    ["Terms of Service", "/terms"],
    ["Privacy Policy", "/privacy"],
    ["Email us at hello@wakala.ae", "mailto:hello@wakala.ae"],
    ["Wakala on Instagram", "https://www.instagram.com/wakala.ae"],
    ["Wakala on LinkedIn", "https://www.linkedin.com/company/wakala-ae"],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText("© 2025 Wakala");
  await expectAccessible(page);
});

/**
 * The alpha of an element's computed background colour (1 when the colour has none), whether
 * the browser writes it as rgba(r, g, b, a) or in the modern form (`oklab(l a b / alpha)`).
 */
const backgroundAlpha = (element: Locator) =>
  element.evaluate((node) => {
    const colour = getComputedStyle(node).backgroundColor;
    const alpha =
      /\/\s*([\d.]+)\s*\)$/.exec(colour)?.[1] ??
      /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour)?.[1];
    return alpha === undefined ? 1 : Number(alpha);
  });

test("the navigation bar turns opaque with a shadow once scrolled past 10 px", async ({ page }) => {
  await visit(page, "/pricing");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("box-shadow", "none");
  const clearAlpha = await backgroundAlpha(header);
  expect(clearAlpha).toBeLessThan(1);

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveCSS("box-shadow", /rgba?\(/);
  // More opaque (the colour eases over 200 ms, so wait for it to get there).
  await expect.poll(() => backgroundAlpha(header)).toBeGreaterThan(clearAlpha + 0.1);

  // 'More than 10 px': exactly 10 is not scrolled yet. Coming back from 11 shows the bar has
  // seen the scroll to 10 (a scroll from the top to 10 would change nothing to wait for).
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("box-shadow", "none");
  await expect.poll(() => backgroundAlpha(header)).toBe(clearAlpha);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test("the skip link is the first tab stop and moves focus to the content", async ({ page }) => {
  await visit(page, "/contact");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await skip.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
