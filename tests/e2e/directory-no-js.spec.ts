import { expect, expectAccessibleWithoutJs, test, visitWithoutJs } from "./support/fixtures";
import {
  allAgencies,
  cardLocation,
  cardNames,
  cards,
  countLine,
  expectTheRestOnPage2,
  matching,
  openFilters,
  option,
  proMatching,
  results,
  sidebar,
} from "./support/directory";

/**
 * The directory without JavaScript, at both widths: the filters are a plain GET form with an
 * Apply Filters button (a sidebar from lg up, a popover sheet below: both need no script), and
 * the search box and page links are ordinary form and links. Against
 * the demo data the e2e server seeds (what the counts leave room for: support/directory.ts).
 */

test.use({ javaScriptEnabled: false });

test("ticked filters are sent with Apply Filters", async ({ page }) => {
  await visitWithoutJs(page, "/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  const panel = await openFilters(page);
  const contentCreation = option(panel, "Services", "Content Creation");
  const sharjah = option(panel, "Location", "Sharjah");
  await contentCreation.check();
  await sharjah.check();
  // Nothing happens until the form is sent.
  await expect(page).toHaveURL("/agencies");
  await panel.getByRole("button", { name: "Apply Filters" }).click();

  await expect(page).toHaveURL(/\/agencies\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll("service")).toEqual(["Content Creation"]);
  expect(url.searchParams.getAll("location")).toEqual(["Sharjah"]);
  expect(url.searchParams.has("pro")).toBe(false);
  expect(url.searchParams.getAll("industry")).toEqual([]);
  await expect(countLine(page)).toHaveText(matching(4));
  await expect(cardNames(page)).toHaveText([
    "Al Majaz Marketing",
    "Lantern Events & Media",
    "Qasba Creative",
    "بصمة للتصميم",
  ]);
  for (const card of await cards(page).all()) {
    await expect(cardLocation(card)).toHaveText("Sharjah");
    await expect(card.getByRole("listitem").filter({ hasText: /^Content Creation$/ })).toHaveCount(
      1,
    );
  }
  await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  await openFilters(page);
  await expect(contentCreation).toBeChecked();
  await expect(sharjah).toBeChecked();
  await expectAccessibleWithoutJs(page);

  await sidebar(page).getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await expect(sidebar(page).getByRole("checkbox", { checked: true })).toHaveCount(0);
});

test("the search box searches, keeping the ticked filters", async ({ page }) => {
  await visitWithoutJs(page, "/agencies?pro=1");
  await expect(countLine(page)).toHaveText(proMatching);
  const panel = await openFilters(page);
  await expect(panel.getByRole("checkbox", { name: /^Pro agencies only/ })).toBeChecked();
  // Closes the sheet on a phone (a popover closes on Escape without script); nothing on a desktop.
  await page.keyboard.press("Escape");
  const search = page.getByRole("searchbox", { name: "Search agencies" });
  await search.fill("flutter");
  await page.getByRole("button", { name: "Search", exact: true }).click();

  await expect(page).toHaveURL(/\/agencies\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe("flutter");
  expect(url.searchParams.get("pro")).toBe("1");
  await expect(countLine(page)).toHaveText(matching(1));
  await expect(cardNames(page)).toHaveText(["Bluewave Apps"]);
  await expect(search).toHaveValue("flutter");
  await expectAccessibleWithoutJs(page);

  await search.fill("no such agency anywhere");
  await search.press("Enter");
  await expect(countLine(page)).toHaveText(matching(0));
  await expect(page.getByRole("heading", { name: "No agencies match your filters" })).toBeVisible();
  await results(page).getByRole("link", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
});

test("the page links move through the pages", async ({ page }) => {
  await visitWithoutJs(page, "/agencies");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(cards(page)).toHaveCount(24);
  await expect(cardNames(page).first()).toHaveText("Amber & Oud Communications");

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/agencies?page=2");
  await expect(countLine(page)).toHaveText(allAgencies(2));
  await expectTheRestOnPage2(page);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(pages.getByRole("link", { name: "Next" })).toHaveCount(0);
  await expectAccessibleWithoutJs(page);

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(countLine(page)).toHaveText(allAgencies(1));
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL("/agencies?page=2");
  await pages.getByRole("link", { name: "Page 1" }).click();
  await expect(page).toHaveURL("/agencies");
  await expect(cardNames(page).first()).toHaveText("Amber & Oud Communications");

  // A page past the last (the list shrank since the link was made) goes to the last one.
  await visitWithoutJs(page, "/agencies?page=7");
  await expect(page).toHaveURL("/agencies?page=2");
  await expect(countLine(page)).toHaveText(allAgencies(2));
});
