import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { activeFilterChips, directoryHeading } from "./directory-heading";
import {
  activeFilterCount,
  noFilters,
  parseDirectoryQuery,
  type DirectoryFilters,
} from "./directory";
import { getMessages } from "./i18n";
import { emirates, industries, services } from "./value-sets";

const en = getMessages("en").directory.heading;
const ar = getMessages("ar").directory.heading;
const filters = (change: Partial<DirectoryFilters>): DirectoryFilters => ({
  ...noFilters,
  ...change,
});
const FSI = "\u2068";
const PDI = "\u2069";

describe("directoryHeading", () => {
  it("is undefined without a filter or a search: the page keeps its own title", () => {
    expect(directoryHeading(noFilters, en, "en")).toBeUndefined();
    expect(directoryHeading(filters({ sort: "rating" }), en, "en")).toBeUndefined();
  });

  it("names a service and an emirate as the landing pages always have", () => {
    const branding = filters({ services: ["Branding & Design"], locations: ["Sharjah"] });
    expect(directoryHeading(branding, en, "en")).toBe("Branding & Design Agencies in Sharjah");
    expect(directoryHeading(branding, ar, "ar")).toBe("وكالات الهوية التجارية والتصميم في الشارقة");
    expect(directoryHeading(filters({ locations: ["Dubai"] }), en, "en")).toBe("Agencies in Dubai");
    expect(directoryHeading(filters({ services: ["SEO Services"] }), en, "en")).toBe(
      "SEO Services Agencies in the UAE",
    );
  });

  it("joins the choices of a group with 'or', puts Pro first and the industries before the place", () => {
    const several = filters({
      pro: true,
      services: ["Website Development", "SEO Services"],
      locations: ["Dubai", "Abu Dhabi"],
      industries: ["Retail"],
    });
    expect(directoryHeading(several, en, "en")).toBe(
      "Pro Website Development or SEO Services Agencies for Retail in Dubai or Abu Dhabi",
    );
    expect(directoryHeading(several, ar, "ar")).toBe(
      "وكالات تطوير المواقع الإلكترونية أو تحسين محركات البحث (SEO) Pro لقطاع تجارة التجزئة في دبي أو أبوظبي",
    );
    expect(directoryHeading(filters({ pro: true }), en, "en")).toBe("Pro Agencies in the UAE");
  });

  it("quotes the search isolated, so right-to-left words read whole on an English page", () => {
    expect(directoryHeading(filters({ q: "drone" }), en, "en")).toBe(
      `Agencies matching “${FSI}drone${PDI}”`,
    );
    expect(directoryHeading(filters({ q: "تصوير", locations: ["Dubai"] }), en, "en")).toBe(
      `Agencies in Dubai matching “${FSI}تصوير${PDI}”`,
    );
    expect(directoryHeading(filters({ q: "drone" }), ar, "ar")).toBe(
      `وكالات تطابق «${FSI}drone${PDI}»`,
    );
  });
});

/** Any filter set the page can be asked for. */
const anyFilters = fc.record({
  pro: fc.boolean(),
  services: fc.subarray([...services.values]),
  locations: fc.subarray([...emirates.values]),
  industries: fc.subarray([...industries.values]),
  q: fc.constantFrom("", "drone", "تصميم", "a & b"),
  sort: fc.constantFrom("default" as const, "rating" as const),
});

describe("activeFilterChips", () => {
  it("has one chip per choice and the search, each linking to the same filters without it", () => {
    fc.assert(
      fc.property(anyFilters, (chosen) => {
        const chips = activeFilterChips(chosen, en, "en");
        expect(chips).toHaveLength(activeFilterCount(chosen) + (chosen.q ? 1 : 0));
        expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
        for (const chip of chips) {
          const url = new URL(chip.href, "https://wakala.ae");
          expect(url.pathname).toBe("/agencies");
          const { filters: after, page } = parseDirectoryQuery(url.searchParams);
          expect(page).toBe(1);
          expect(after.sort).toBe(chosen.sort);
          const [group, value] = chip.key.split(":") as [string, string | undefined];
          const expected = {
            ...chosen,
            q: group === "q" ? "" : chosen.q,
            pro: group === "pro" ? false : chosen.pro,
            services: chosen.services.filter((v) => !(group === "service" && v === value)),
            locations: chosen.locations.filter((v) => !(group === "location" && v === value)),
            industries: chosen.industries.filter((v) => !(group === "industry" && v === value)),
          };
          expect(after).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("labels each chip in the page's language", () => {
    const chosen = filters({ pro: true, locations: ["Sharjah"], q: "drone" });
    expect(activeFilterChips(chosen, en, "en").map((c) => c.label)).toEqual([
      `“${FSI}drone${PDI}”`,
      "Pro only",
      "Sharjah",
    ]);
    expect(activeFilterChips(chosen, ar, "ar").map((c) => c.label)).toEqual([
      `«${FSI}drone${PDI}»`,
      "Pro فقط",
      "الشارقة",
    ]);
  });
});
