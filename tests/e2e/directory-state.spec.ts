import type { Page } from "@playwright/test";
import { expect, test, visit, visitWithoutJs } from "./support/fixtures";
import { countLine, matching, openFilters, option } from "./support/directory";

/**
 * The directory says what it shows (docs/product.md#directory-order-and-filters): the heading and
 * the title follow the filters, with the count, and every active filter is a chip whose link
 * removes it, with and without JavaScript, in both languages and at both widths. Filters only demo
 * agencies match (support/directory.ts), so the counts are fixed.
 */

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const chips = (page: Page, name = "Active filters") => page.getByRole("list", { name });

/**
 * The count beside a service in the filter panel (opened, read, closed again on a phone): how
 * many agencies that service would give with the other filters on.
 */
async function serviceCount(page: Page, label: string, count: number) {
  const panel = await openFilters(page);
  await expect(option(panel, "Services", label)).toHaveAccessibleName(
    new RegExp(`^${label}\\s*${count} agencies$`),
  );
  await page.keyboard.press("Escape");
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });
    const open = javaScript ? visit : visitWithoutJs;

    test("a visitor filters the directory, then removes the filters one chip at a time", async ({
      page,
    }) => {
      await open(page, "/agencies?service=SEO+Services&location=Dubai");
      await expect(heading(page)).toHaveText("SEO Services Agencies in Dubai (2)");
      await expect(page).toHaveTitle("SEO Services Agencies in Dubai | Wakala");
      await expect(countLine(page)).toHaveText(matching(2));
      // The counts follow the query: SEO Services with Dubai on, then with nothing else on.
      await serviceCount(page, "SEO Services", 2);
      await expect(chips(page).getByRole("link")).toHaveText([
        "SEO Services",
        "Dubai",
        "Clear All",
      ]);

      await chips(page).getByRole("link", { name: "Remove Dubai" }).click();
      await expect(page).toHaveURL("/agencies?service=SEO+Services");
      await expect(heading(page)).toHaveText("SEO Services Agencies in the UAE (7)");
      await expect(page).toHaveTitle("SEO Services Agencies in the UAE | Wakala");
      await expect(countLine(page)).toHaveText(matching(7));
      await expect(chips(page).getByRole("link")).toHaveText(["SEO Services"]);
      await serviceCount(page, "SEO Services", 7);

      await chips(page).getByRole("link", { name: "Remove SEO Services" }).click();
      await expect(page).toHaveURL("/agencies");
      await expect(heading(page)).toHaveText("Browse Agencies");
      await expect(chips(page)).toHaveCount(0);
    });
  });
}

test("the search is a chip too, and Arabic pages write the state in Arabic", async ({ page }) => {
  await visit(page, "/ar/agencies?q=drone&location=Dubai");
  await expect(heading(page)).toHaveText(/^وكالات في دبي تطابق «\u2068drone\u2069» \(.+\)$/);
  const active = chips(page, "عوامل التصفية المفعّلة");
  await expect(active.getByRole("link")).toHaveText(["«\u2068drone\u2069»", "دبي", "امسح الكل"]);
  await active.getByRole("link", { name: "إزالة «\u2068drone\u2069»" }).click();
  await expect(page).toHaveURL("/ar/agencies?location=Dubai");
  await expect(heading(page)).toHaveText(/^وكالات في دبي \(.+\)$/);
  await expect(page).toHaveTitle(/^وكالات في دبي \|/);
});

test("no filter group scrolls on its own: the panel scrolls once, and a ticked choice is in it", async ({
  page,
}) => {
  await visit(page, "/agencies?location=Sharjah&industry=Technology");
  const panel = await openFilters(page);
  const boxes = panel.getByRole("group").locator("> div");
  expect(await boxes.count()).toBeGreaterThanOrEqual(3);
  for (const box of await boxes.all()) {
    const { overflowY, hidden } = await box.evaluate((element) => ({
      overflowY: getComputedStyle(element).overflowY,
      hidden: element.scrollHeight - element.clientHeight,
    }));
    expect(overflowY).toBe("visible");
    expect(hidden).toBeLessThanOrEqual(1);
  }
  for (const [group, label] of [
    ["Location", "Sharjah"],
    ["Industries", "Technology"],
  ] as const) {
    const ticked = option(panel, group, label);
    await expect(ticked).toBeChecked();
    await ticked.scrollIntoViewIfNeeded();
    await expect(ticked).toBeInViewport();
  }
});

test("the directory says why Pro agencies come first, and that the rating order is not for sale", async ({
  page,
}) => {
  await visit(page, "/agencies");
  await expect(
    page.getByText("Pro agencies pay to be listed first and carry the Pro mark"),
  ).toBeVisible();
  await visit(page, "/agencies?sort=rating");
  await expect(page.getByText("Pro agencies pay to be listed first")).toHaveCount(0);
  await expect(page.getByText("Pro status never changes a rating or its order.")).toBeVisible();
});
