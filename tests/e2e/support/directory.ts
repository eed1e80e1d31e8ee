import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What the directory specs look at, against the demo data the e2e server seeds
 * (app/db/seed/demo-data.ts): 33 approved agencies, 8 of them Pro; Pro first, then by name, 24 a
 * page. Other specs approve agencies of their own meanwhile (agencies.ts), so a total is never a
 * fixed number here, and a filtered count is checked only for filters those agencies never match.
 */

/** The count line, 'N of M agencies' (with '· Page P of Q' when there is more than one page). */
export const countLine = (page: Page) => page.getByText(/^\d+ of \d+ agencies/);
/** 'N of M agencies' for a filter that only demo agencies match. */
export const matching = (n: number) => new RegExp(`^${n} of \\d+ agencies$`);
/**
 * 'M of M agencies · Page P of 2': nothing filtered out. The demo's 33 fill two pages of 24, and
 * the few agencies of the tests running beside are deleted when each ends (agencies.ts).
 */
export const allAgencies = (page: number) =>
  new RegExp(`^(\\d+) of \\1 agencies · Page ${page} of 2$`);
/**
 * `?pro=1`: the demo's 8 Pro agencies, and the ones agency-journey.spec.ts and arabic.phone.spec.ts make
 * Pro for a while (one each per width).
 */
export const proMatching = /^(?:8|9|10|11|12) of \d+ agencies$/;
/** The Pro filter's box, named with its count as `proMatching` has it. */
export const proFacet = /^Pro agencies only\s*(?:8|9|10|11|12) agencies$/;

export const results = (page: Page) => page.getByRole("region", { name: "Agencies" });
export const cards = (page: Page) => results(page).getByRole("article");
export const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 });
export const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
/** The filter panel: the sidebar from lg up, a popover sheet opened by the Filters button below. */
export const sidebar = (page: Page, name = "Filters") => page.getByRole("complementary", { name });
/** A card's location and experience line (location first). */
export const cardLocation = (card: Locator) => card.locator(".card-meta > span").first();

/**
 * The filter panel, opened first where it is a sheet (small screens); on an Arabic page, with the
 * Arabic names of the button and the panel.
 */
export async function openFilters(
  page: Page,
  buttonName = "Filters",
  panelName = "Filters",
): Promise<Locator> {
  const button = page.getByRole("button", { name: new RegExp(`^${buttonName}`) });
  if (await button.isVisible()) await button.click();
  await expect(sidebar(page, panelName)).toBeVisible();
  return sidebar(page, panelName);
}

/** A filter checkbox; its name is the option's label, then its count ("Dubai 12 agencies"). */
export const option = (scope: Locator, group: string, label: string) =>
  scope.getByRole("group", { name: group }).getByRole("checkbox", {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`),
  });

export const mailto = (email: string) => `mailto:${email}?subject=Project%20Inquiry%20via%20Wakala`;

/** Ticks a filter box and waits until it shows ticked (directory.desktop.spec.ts proves it never flickers). */
export async function tick(box: Locator) {
  await box.click();
  await expect(box).toBeChecked();
}

/**
 * Page 2 holds what page 1's 24 leave of the agencies its count line names, the demo's 25th
 * among them (other specs' agencies may come before it, but never 24 of them).
 */
export async function expectTheRestOnPage2(page: Page) {
  const total = Number((await countLine(page).textContent())!.split(" ")[0]);
  await expect(cards(page)).toHaveCount(total - 24);
  await expect(card(page, "Oasis SEO Lab")).toHaveCount(1);
}
