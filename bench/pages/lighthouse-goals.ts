/**
 * The figures `npm run audit:lighthouse` reads from a Lighthouse result, and the goals each public
 * page must meet. Pure functions, tested in lighthouse-goals.test.ts.
 */
import type { Result } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Resource types of Lighthouse's `resource-summary` audit shown in the table, in order. */
export const RESOURCE_TYPES = [
  "document",
  "script",
  "stylesheet",
  "font",
  "image",
  "total",
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type PageSummary = {
  /** Scores 0-100 as Lighthouse shows them (rounded); null when a category could not be scored. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Bytes transferred (compressed, headers included) by resource type. */
  transfer: Record<ResourceType, number>;
  /** Lighthouse's own error for the run (the page did not load, ...), if any. */
  runtimeError?: string;
};

/** The goals: a page misses one when it is below a minimum score or above a maximum metric. */
export const GOALS = {
  minScore: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
  maxLcpMs: 1500,
  maxCls: 0,
  maxTbtMs: 50,
} as const satisfies {
  minScore: Record<Category, number>;
  maxLcpMs: number;
  maxCls: number;
  maxTbtMs: number;
};

export function summarise(lhr: Result): PageSummary {
  const numeric = (audit: string) => {
    const value = lhr.audits[audit]?.numericValue;
    return typeof value === "number" && Number.isFinite(value) ? value : null;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      return [category, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const transfer = Object.fromEntries(RESOURCE_TYPES.map((type) => [type, 0])) as Record<
    ResourceType,
    number
  >;
  const details = lhr.audits["resource-summary"]?.details;
  if (details?.type === "table") {
    for (const item of details.items) {
      const type = item.resourceType;
      if (typeof type === "string" && type in transfer && typeof item.transferSize === "number") {
        transfer[type as ResourceType] = item.transferSize;
      }
    }
  }
  return {
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    transfer,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.message } : {}),
  };
}

/** The summary of a page Lighthouse could not audit at all (it threw): misses every goal. */
export function failedSummary(message: string): PageSummary {
  return {
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    lcpMs: null,
    cls: null,
    tbtMs: null,
    transfer: Object.fromEntries(RESOURCE_TYPES.map((type) => [type, 0])) as Record<
      ResourceType,
      number
    >,
    runtimeError: message,
  };
}

const CATEGORY_NAMES: Record<Category, string> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "best practices",
  seo: "SEO",
};

/** The goals `summary` misses, one line each ("performance 91 < 98"); empty when it meets all. */
export function goalMisses(summary: PageSummary, goals: typeof GOALS = GOALS): string[] {
  const misses: string[] = [];
  if (summary.runtimeError) misses.push(`Lighthouse error: ${summary.runtimeError}`);
  for (const category of CATEGORIES) {
    const score = summary.scores[category];
    const min = goals.minScore[category];
    if (score === null) misses.push(`${CATEGORY_NAMES[category]}: no score`);
    else if (score < min) misses.push(`${CATEGORY_NAMES[category]} ${score} < ${min}`);
  }
  // Milliseconds are compared as shown, whole; CLS as measured (any shift at all misses 0).
  const metric = (name: string, value: number | null, max: number, ms: boolean) => {
    if (value === null) {
      misses.push(`${name}: not measured`);
    } else if ((ms ? Math.round(value) : value) > max) {
      const show = (v: number) => (ms ? `${Math.round(v)} ms` : formatCls(v));
      misses.push(`${name} ${show(value)} > ${show(max)}`);
    }
  };
  metric("LCP", summary.lcpMs, goals.maxLcpMs, true);
  metric("CLS", summary.cls, goals.maxCls, false);
  metric("TBT", summary.tbtMs, goals.maxTbtMs, true);
  return misses;
}

/** CLS with three decimals, or enough significant digits to tell a small shift from none. */
export function formatCls(cls: number): string {
  if (cls === 0) return "0";
  return cls >= 0.001 ? cls.toFixed(3) : cls.toPrecision(2);
}
