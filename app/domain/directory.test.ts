import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  directoryPageHref,
  directorySearch,
  emirateFromSlug,
  facetOptions,
  landingFor,
  landingPath,
  noFilters,
  pageLinks,
  parseApiPaging,
  parseDirectoryQuery,
  serviceFromSlug,
} from "./directory";
import { emirates, services } from "./value-sets";

const parse = (query: string) => parseDirectoryQuery(new URLSearchParams(query));
const messages = { limit: "limit 1-{max}", offset: "offset" };

describe("parseDirectoryQuery", () => {
  it("reads every filter, normalising either reading and keeping the value sets' order", () => {
    expect(
      parse(
        "service=SEO+Services&service=web-development&location=rak&location=Dubai&industry=retail&pro=1&q=++digital+++agency+&page=3",
      ),
    ).toEqual({
      filters: {
        pro: true,
        services: ["Website Development", "SEO Services"],
        locations: ["Dubai", "Ras Al Khaimah"],
        industries: ["Retail"],
        q: "digital agency",
        sort: "default",
      },
      page: 3,
    });
  });

  it("drops unknown values, duplicates and bad page numbers instead of failing", () => {
    expect(
      parse("service=Nope&service=SEO+Services&service=seo-services&page=-2&pro=maybe"),
    ).toEqual({
      filters: { ...noFilters, services: ["SEO Services"] },
      page: 1,
    });
    for (const page of ["0", "abc", "1e3", "99999999999", ""])
      expect(parse(`page=${page}`).page).toBe(1);
  });

  it("reads the rating sort, and takes any other sort for the default order", () => {
    expect(parse("sort=rating").filters.sort).toBe("rating");
    expect(parse("sort=+rating+").filters.sort).toBe("rating");
    for (const sort of ["", "default", "RATING", "rating;drop", "pro", "__proto__"]) {
      expect(parse(`sort=${encodeURIComponent(sort)}`).filters.sort).toBe("default");
    }
  });

  it("cuts a long search to 100 characters", () => {
    expect(parse(`q=${"a".repeat(500)}`).filters.q).toHaveLength(100);
  });

  it("round-trips through the canonical query string", () => {
    const query = parse("industry=Retail&pro=on&service=SEO+Services&q=web&page=2");
    expect(directorySearch(query.filters, query.page)).toBe(
      "?q=web&pro=1&service=SEO+Services&industry=Retail&page=2",
    );
    expect(parse(directorySearch(query.filters, query.page).slice(1))).toEqual(query);
    expect(directorySearch(noFilters)).toBe("");
    const sorted = parse("sort=rating&location=Dubai&page=2");
    expect(directorySearch(sorted.filters, sorted.page)).toBe("?location=Dubai&sort=rating&page=2");
    expect(parse(directorySearch(sorted.filters, sorted.page).slice(1))).toEqual(sorted);
  });
});

describe("activeFilterCount", () => {
  it("counts each ticked choice, not the search", () => {
    expect(
      activeFilterCount(
        parse("pro=1&service=SEO+Services&service=PPC+Advertising&location=Dubai&q=x").filters,
      ),
    ).toBe(4);
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount(parse("sort=rating").filters)).toBe(0);
  });
});

describe("pageLinks", () => {
  it("lists every page when there are few", () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the first, the last and the neighbours, with gaps", () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageLinks(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageLinks(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageLinks(20, 4167)).toEqual([1, null, 19, 20, 21, null, 4167]);
  });
});

describe("landing pages", () => {
  it("map emirates and services to slugs and back", () => {
    expect(landingPath({ location: "Ras Al Khaimah" })).toBe("/agencies/in/ras-al-khaimah");
    expect(landingPath({ service: "Branding & Design" })).toBe("/agencies/for/branding-and-design");
    expect(landingPath({ location: "Dubai", service: "UI/UX Design" })).toBe(
      "/agencies/in/dubai/for/uiux-design",
    );
    expect(emirateFromSlug("umm-al-quwain")).toBe("Umm Al Quwain");
    expect(serviceFromSlug("uiux-design")).toBe("UI/UX Design");
    expect(emirateFromSlug("paris")).toBeUndefined();
  });

  it("name the landing page a filter set equals, if any", () => {
    expect(landingFor(parse("location=Dubai").filters)).toEqual({
      location: "Dubai",
      service: undefined,
    });
    expect(landingFor(parse("location=Dubai&service=SEO+Services").filters)).toEqual({
      location: "Dubai",
      service: "SEO Services",
    });
    expect(landingFor(parse("location=Dubai&location=Ajman").filters)).toBeUndefined();
    expect(landingFor(parse("location=Dubai&pro=1").filters)).toBeUndefined();
    expect(landingFor(noFilters)).toBeUndefined();
    // The order is not a filter: the sorted page's canonical is the landing page.
    expect(landingFor(parse("location=Dubai&sort=rating").filters)).toEqual({
      location: "Dubai",
      service: undefined,
    });
  });

  it("number a landing page's pages on its own address", () => {
    expect(directoryPageHref(noFilters, 3, { location: "Dubai" })).toBe(
      "/agencies/in/dubai?page=3",
    );
    expect(directoryPageHref(parse("pro=1").filters, 2)).toBe("/agencies?pro=1&page=2");
    expect(directoryPageHref(parse("sort=rating").filters, 2, { service: "SEO Services" })).toBe(
      "/agencies/for/seo-services?sort=rating&page=2",
    );
    expect(directoryPageHref(parse("sort=rating").filters, 1, { location: "Dubai" })).toBe(
      "/agencies/in/dubai?sort=rating",
    );
  });
});

describe("parseApiPaging", () => {
  const paging = (query: string) => parseApiPaging(new URLSearchParams(query), messages);

  it("accepts no paging (everything) or a limit with an optional offset", () => {
    expect(paging("")).toEqual({ ok: true, limit: undefined, offset: 0 });
    expect(paging("limit=24")).toEqual({ ok: true, limit: 24, offset: 0 });
    expect(paging("limit=100&offset=4800")).toEqual({ ok: true, limit: 100, offset: 4800 });
  });

  it("refuses what an API client most likely typed by mistake", () => {
    expect(paging("limit=0")).toEqual({ ok: false, fields: { limit: ["limit 1-100"] } });
    expect(paging("limit=101")).toMatchObject({ ok: false });
    expect(paging("limit=ten")).toMatchObject({ ok: false });
    expect(paging("limit=5&offset=-1")).toEqual({ ok: false, fields: { offset: ["offset"] } });
    expect(paging("offset=10")).toEqual({ ok: false, fields: { offset: ["offset"] } });
  });
});

describe("facetOptions", () => {
  const counts = emirates.values.map((value, i) => ({ value, count: i + 1 }));

  it("labels the choices in the page's locale, sorted with its collation", () => {
    const arabic = facetOptions(emirates, counts, [], "ar");
    expect(arabic.map((o) => o.label)).toEqual([
      "أبوظبي",
      "الشارقة",
      "الفجيرة",
      "أم القيوين",
      "دبي",
      "رأس الخيمة",
      "عجمان",
    ]);
    expect(arabic.find((o) => o.value === "Dubai")).toEqual({
      value: "Dubai",
      label: "دبي",
      count: 2,
    });
    expect(facetOptions(emirates, counts, [], "en").map((o) => o.label)).toEqual([
      "Abu Dhabi",
      "Ajman",
      "Dubai",
      "Fujairah",
      "Ras Al Khaimah",
      "Sharjah",
      "Umm Al Quwain",
    ]);
  });

  it("keeps a chosen value no agency carries any more, with no agencies", () => {
    const options = facetOptions(
      services,
      [{ value: "SEO Services", count: 3 }],
      ["UI/UX Design"],
      "ar",
    );
    expect(options).toEqual([
      { value: "SEO Services", label: "تحسين محركات البحث (SEO)", count: 3 },
      { value: "UI/UX Design", label: "تصميم واجهات وتجربة المستخدم (UI/UX)", count: 0 },
    ]);
  });
});
