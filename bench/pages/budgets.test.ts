import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  describeBreach,
  findBreaches,
  kb,
  limitOf,
  tableProblems,
  type BudgetTable,
  type PageWeight,
} from "./budgets";
import { PUBLIC_PAGES, type PagePath } from "./pages";

const table: BudgetTable = {
  defaults: { javascript: kb(100), css: kb(12) },
  pages: {
    "/agencies": { html: { max: kb(60), reason: "24 cards" } },
    "/submit": { javascript: { max: kb(150), reason: "the form's validation" } },
  },
};

const weight = (page: PageWeight["page"], figures: Partial<PageWeight> = {}): PageWeight => ({
  page,
  path: page,
  htmlBytes: kb(30),
  javascriptBytes: kb(90),
  cssBytes: kb(10),
  ...figures,
});

const FORM_PAGES = new Set<PagePath>(["/submit", "/list", "/contact"]);

describe("findBreaches", () => {
  it("passes pages at or under their limits", () => {
    expect(
      findBreaches(
        [
          weight("/"),
          weight("/agencies", { htmlBytes: kb(60), javascriptBytes: kb(100), cssBytes: kb(12) }),
          weight("/pricing", { htmlBytes: kb(5000) }),
        ],
        table,
      ),
    ).toEqual([]);
  });

  it("names the page, the measure and the bytes over, one byte over being over", () => {
    const breaches = findBreaches(
      [
        weight("/", { javascriptBytes: kb(100) + 1 }),
        weight("/agencies", { htmlBytes: kb(160), cssBytes: kb(13) }),
      ],
      table,
    );
    expect(breaches).toEqual([
      {
        page: "/",
        path: "/",
        measure: "javascript",
        actual: kb(100) + 1,
        limit: { max: kb(100) },
        over: 1,
      },
      {
        page: "/agencies",
        path: "/agencies",
        measure: "css",
        actual: kb(13),
        limit: { max: kb(12) },
        over: kb(1),
      },
      {
        page: "/agencies",
        path: "/agencies",
        measure: "html",
        actual: kb(160),
        limit: { max: kb(60), reason: "24 cards" },
        over: kb(100),
      },
    ]);
  });

  it("applies a page's own budget instead of the default", () => {
    expect(limitOf(table, "/submit", "javascript")).toEqual({
      max: kb(150),
      reason: "the form's validation",
    });
    expect(findBreaches([weight("/submit", { javascriptBytes: kb(140) })], table)).toEqual([]);
    expect(findBreaches([weight("/submit", { javascriptBytes: kb(151) })], table)).toHaveLength(1);
    expect(limitOf(table, "/submit", "html")).toBeUndefined();
  });
});

describe("describeBreach", () => {
  it("says which page, what, how much and against which budget", () => {
    const [breach] = findBreaches(
      [{ ...weight("/agencies/{slug}", { javascriptBytes: kb(150) }), path: "/agencies/x" }],
      table,
    );
    expect(describeBreach(breach!)).toBe(
      "/agencies/{slug} (/agencies/x): JavaScript (gzip) 150.0 KB is 50.0 KB (50%) over the " +
        "budget of 100.0 KB",
    );
    const [own] = findBreaches([weight("/agencies", { htmlBytes: kb(90) })], table);
    expect(describeBreach(own!)).toBe(
      "/agencies: HTML 90.0 KB is 30.0 KB (50%) over its own budget of 60.0 KB (24 cards)",
    );
  });
});

describe("the budget table", () => {
  it("is consistent: every override has a reason and a limit, and names a page of the list", () => {
    expect(tableProblems(BUDGETS)).toEqual([]);
    for (const page of Object.keys(BUDGETS.pages)) expect(PUBLIC_PAGES).toContain(page);
    expect(BUDGETS.defaults).toEqual({ javascript: kb(100), css: kb(12) });
    expect(limitOf(BUDGETS, "/agencies", "html")?.max).toBe(kb(63));
  });

  it("weighs every page in Arabic too, against its English page's budgets (but the directory's HTML and the forms' script)", () => {
    const english = PUBLIC_PAGES.filter((page) => !page.startsWith("/ar"));
    const arabic = PUBLIC_PAGES.filter((page) => page.startsWith("/ar"));
    expect(arabic.map((page) => page.replace(/^\/ar/, "") || "/")).toEqual(english);
    for (const page of english) {
      const inArabic = (page === "/" ? "/ar" : `/ar${page}`) as PagePath;
      for (const measure of ["javascript", "css", "html"] as const) {
        // The Arabic directory's letters are two bytes each in UTF-8 (docs/decisions/013).
        if (inArabic === "/ar/agencies" && measure === "html") continue;
        // The Arabic catalogue the forms load weighs 4 KB gzip more (ARABIC_FORM_JAVASCRIPT).
        if (FORM_PAGES.has(page) && measure === "javascript") continue;
        expect(limitOf(BUDGETS, inArabic, measure), `${inArabic} ${measure}`).toEqual(
          limitOf(BUDGETS, page, measure),
        );
      }
    }
    expect(limitOf(BUDGETS, "/ar/agencies", "html")).toMatchObject({ max: kb(75) });
    for (const page of FORM_PAGES) {
      const inArabic = `/ar${page}` as PagePath;
      expect(limitOf(BUDGETS, inArabic, "javascript")).toMatchObject({ max: kb(212.5) });
      expect(limitOf(BUDGETS, page, "javascript")).toMatchObject({ max: kb(208) });
    }
  });

  it("refuses an override without a reason", () => {
    expect(
      tableProblems({
        defaults: { javascript: kb(100) },
        pages: { "/list": { javascript: { max: kb(140), reason: " " } } },
      }),
    ).toEqual(["/list javascript: no reason given"]);
  });
});
