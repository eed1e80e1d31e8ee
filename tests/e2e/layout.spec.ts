import type { Locator } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./support/fixtures";

test("the footer links the pages, the support e-mail and the social pages", async ({ page }) => {
  await visit(page, "/about");
  const footer = page.getByRole("contentinfo");
  const links: Array<[string, string]> = [
    ["Browse Agencies", "/agencies"],
    ["Submit a Brief", "/submit"],
    ["List Your Agency", "/list"],
    ["Agency sign in", "/dashboard"],
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
  // The year from the clock in UAE time (the server renders it; the page hydrates with it).
  const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Dubai" }).format(
    new Date(),
  );
  await expect(footer).toContainText(`© ${year} Wakala`);
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

/** Whether the element casts a shadow that shows (some colour of its box-shadow is not transparent). */
const castsShadow = (locator: Locator) =>
  locator.evaluate((element) =>
    [...getComputedStyle(element).boxShadow.matchAll(/rgba?\(([^)]*)\)/g)].some((m) => {
      const parts = m[1]!.split(",");
      return parts.length < 4 || Number(parts[3]) > 0;
    }),
  );

test("the navigation bar turns opaque with a shadow once scrolled past 10 px", async ({ page }) => {
  // A scroll-driven animation in CSS (app.css, .site-header): no script involved.
  await visit(page, "/pricing");
  const header = page.getByRole("banner");
  expect(await castsShadow(header)).toBe(false);
  const clearAlpha = await backgroundAlpha(header);
  expect(clearAlpha).toBeLessThan(1);

  await page.evaluate(() => window.scrollTo(0, 11));
  await expect.poll(() => castsShadow(header)).toBe(true);
  await expect.poll(() => backgroundAlpha(header)).toBeGreaterThan(clearAlpha + 0.1);

  // 'More than 10 px': exactly 10 is not scrolled yet.
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(10);
  await expect.poll(() => castsShadow(header)).toBe(false);
  await expect.poll(() => backgroundAlpha(header)).toBe(clearAlpha);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => castsShadow(header)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the navigation bar still turns opaque once scrolled", async ({ page }) => {
    await page.goto("/pricing");
    const header = page.getByRole("banner");
    expect(await castsShadow(header)).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => castsShadow(header)).toBe(true);
  });
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

test("the About page's figures line up, whatever their labels' lengths", async ({ page }) => {
  for (const path of ["/about", "/ar/about"]) {
    await visit(page, path);
    const figures = await page.locator("main dl > div").evaluateAll((cards) =>
      cards.map((card) => ({
        cardTop: Math.round(card.getBoundingClientRect().top),
        figureTop: Math.round(card.querySelector("dd")!.getBoundingClientRect().top),
      })),
    );
    expect(figures).toHaveLength(4);
    // Cards side by side share a top; their figures must too.
    for (const a of figures) {
      for (const b of figures.filter((f) => f.cardTop === a.cardTop)) {
        expect(b.figureTop, path).toBe(a.figureTop);
      }
    }
  }
});
