import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { formatCls, goalMisses, summarise, type PageSummary } from "./lighthouse-goals";

const passing: PageSummary = {
  scores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  cls: 0,
  tbtMs: 50,
  transfer: { document: 1, script: 2, stylesheet: 3, font: 0, image: 0, total: 6 },
};

describe("goalMisses", () => {
  it("passes a page exactly at every goal", () => {
    expect(goalMisses(passing)).toEqual([]);
  });

  it("lists every goal missed", () => {
    expect(
      goalMisses({
        ...passing,
        scores: { performance: 97, accessibility: 99, "best-practices": 96, seo: 92 },
        lcpMs: 1501,
        cls: 0.0004,
        tbtMs: 51,
      }),
    ).toEqual([
      "performance 97 < 98",
      "accessibility 99 < 100",
      "best practices 96 < 100",
      "SEO 92 < 100",
      "LCP 1501 ms > 1500 ms",
      "CLS 0.00040 > 0",
      "TBT 51 ms > 50 ms",
    ]);
  });

  it("counts a page Lighthouse could not measure as missing", () => {
    expect(
      goalMisses({
        ...passing,
        scores: { ...passing.scores, performance: null },
        lcpMs: null,
        runtimeError: "The page returned 404",
      }),
    ).toEqual([
      "Lighthouse error: The page returned 404",
      "performance: no score",
      "LCP: not measured",
    ]);
  });
});

describe("summarise", () => {
  it("reads scores, metrics and transfer sizes from a Lighthouse result", () => {
    const lhr = {
      categories: {
        performance: { score: 0.934 },
        accessibility: { score: 1 },
        "best-practices": { score: 0.965 },
        seo: { score: null },
      },
      audits: {
        "largest-contentful-paint": { numericValue: 2497.2 },
        "cumulative-layout-shift": { numericValue: 0.012 },
        "total-blocking-time": { numericValue: 87 },
        "resource-summary": {
          details: {
            type: "table",
            items: [
              { resourceType: "total", transferSize: 222_000 },
              { resourceType: "script", transferSize: 198_000 },
              { resourceType: "document", transferSize: 8_400 },
              { resourceType: "third-party", transferSize: 0 },
            ],
          },
        },
      },
    } as unknown as Result;
    expect(summarise(lhr)).toEqual({
      scores: { performance: 93, accessibility: 100, "best-practices": 97, seo: null },
      lcpMs: 2497.2,
      cls: 0.012,
      tbtMs: 87,
      transfer: {
        document: 8_400,
        script: 198_000,
        stylesheet: 0,
        font: 0,
        image: 0,
        total: 222_000,
      },
    });
  });
});

describe("formatCls", () => {
  it("shows a small shift as not zero", () => {
    expect([0, 0.1, 0.0123, 0.00012].map(formatCls)).toEqual(["0", "0.100", "0.012", "0.00012"]);
  });
});
