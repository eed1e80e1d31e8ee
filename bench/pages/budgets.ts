/**
 * The weight budgets of the public pages (`npm run budgets`, run by CI after the build): one
 * table. Weights, unlike timings, do not vary from run to run, so a breach is a real change.
 *
 * - JavaScript: gzip size (zlib level 6, its default, as the server's `compression` and Vite's
 *   build report compress) of every `/assets/*.js` file the page loads at once (script src,
 *   modulepreload, imports in inline scripts, and the chunks those import statically; on a page
 *   that hydrates, its locale's catalogue, which the client entry imports before hydrating), plus
 *   the bytes of the page's inline scripts (uncompressed).
 * - CSS: gzip size (level 6) of every stylesheet linked.
 * - HTML: bytes of the document before compression.
 *
 * 1 KB = 1,024 bytes. A page's own budget overrides the default, and says why.
 */
import type { PagePath } from "./pages";

export type Measure = "javascript" | "css" | "html";

/** A page's own budget: the limit in bytes and why this page differs from the default. */
export type Override = { max: number; reason: string };

export type BudgetTable = {
  /** Limits in bytes for every page; a measure left out has no default limit. */
  defaults: Partial<Record<Measure, number>>;
  /** Per page (as written in pages.ts): its own limits, each with its reason. */
  pages: Partial<Record<PagePath, Partial<Record<Measure, Override>>>>;
};

export const kb = (n: number) => n * 1024;

const FORM_REASON =
  "a form hydrates (fetched on first use): React DOM + React Router 111 KB, catalogue, zod, Conform";

// 60 KB until 2026-11-28, when each card got its smallest project and team size, and
// an uploaded logo at two sizes (srcset): 62.0 KB with the demo data.
const DIRECTORY_HTML: Override = {
  max: kb(63),
  reason: "the directory's first page, 24 agency cards with their facts and uploaded logos",
};
// 210 KB until 2026-11-27; the review fixes (web addresses without https://, bidi controls
// stripped, the required mark, the newer copy) took /list to 211.1 KB. The forms fetch this script
// on their first touch (docs/decisions/012). 212 KB until 2026-11-28: the listing form's facts
// (founding year, team size, smallest project, languages) and the brief's emirate, industry and
// language took /list to 213.3 KB. 207 KB from 2026-11-29 (issue "the first touch of a form is
// instant", docs/decisions/017): the toast library (9.5 KB gzip) is fetched in idle time after
// hydration or with the first toast, not with the form's first script; measured /submit 204.5, /list 205.8, /contact 203.2 KB (files and boot script).
// 207 KB until the evening of 2026-11-29: the pricing page's "prices include 5% VAT" and the
// privacy policy's paragraph on keeping tax invoices five years (issue 32; legal and pricing texts
// ride in the catalogue because a hydrated page may navigate to them) took /list to 207.4 KB.
// 207.5 KB until the night of 2026-11-29: the hours a directory card and the home page's figures
// quote got every plural form Arabic needs ("خلال 4 ساعات", not "خلال 4 ساعة"; and "within 1
// hour" in English), which took /list to 207.5 KB and /ar/list to 212.2 KB.
const FORM_JAVASCRIPT: Override = { max: kb(208), reason: FORM_REASON };
// The same texts in Arabic weigh more: the browser's Arabic catalogue is 20.3 KB gzip against
// 16.2 KB for the same parts in English (measured 2026-11-25), its letters 2 bytes each.
// 218 KB until 2026-11-29; since then /ar/submit 208.7, /ar/list 210.0, /ar/contact 207.4 KB.
// 211 KB until the evening of 2026-11-29: the privacy policy's sentence on proposals and the
// client's decision (issue 31; the legal texts ride in the catalogue because a hydrated page may
// navigate to them) took /ar/list to 211.04 KB.
// 211.5 KB until issue 32's VAT and invoice-retention sentences took /ar/list to 212.0 KB.
const ARABIC_FORM_JAVASCRIPT: Override = {
  max: kb(212.5),
  reason: `${FORM_REASON}; the Arabic catalogue is 4 KB gzip more than the English one`,
};

/** An Arabic page (`/ar/...`) has the budgets of its English page (docs/decisions/013). */
export const BUDGETS: BudgetTable = {
  defaults: { javascript: kb(100), css: kb(12) },
  pages: {
    "/agencies": { html: DIRECTORY_HTML },
    // The same markup as /agencies; an Arabic letter takes two bytes in UTF-8 where a Latin one
    // takes one. Measured 2026-11-25: 7,628 Arabic letters, 61,264 characters (59.8 K, within the
    // English page's 60), 68.9 KB; 10.7 KB gzip against 9.6 KB (docs/decisions/013).
    // 70 KB until 2026-11-27, when the line saying why Pro agencies come first (docs/product.md,
    // P14) took it to 69.99 KB (71,669 bytes); 72 KB until 2026-11-28, when the cards' facts and
    // uploaded logos took it to 73.2 KB.
    "/ar/agencies": {
      html: {
        max: kb(75),
        reason:
          "the directory's first page, 24 cards, as /agencies; Arabic letters are 2 bytes each in UTF-8",
      },
    },
    // docs/decisions/012: the forms hydrate (on the first sign of use) for what the spec asks of a
    // form in the browser; React DOM and React Router's runtime alone are 111 KB gzip.
    "/submit": { javascript: FORM_JAVASCRIPT },
    "/list": { javascript: FORM_JAVASCRIPT },
    "/contact": { javascript: FORM_JAVASCRIPT },
    "/ar/submit": { javascript: ARABIC_FORM_JAVASCRIPT },
    "/ar/list": { javascript: ARABIC_FORM_JAVASCRIPT },
    "/ar/contact": { javascript: ARABIC_FORM_JAVASCRIPT },
  },
};

export type PageWeight = {
  page: PagePath;
  /** The path fetched (with the agency's slug). */
  path: string;
  htmlBytes: number;
  /** gzip bytes of the JavaScript files plus the bytes of the inline scripts. */
  javascriptBytes: number;
  cssBytes: number;
};

export type Limit = { max: number; reason?: string };

/** The limit of `measure` on `page`: its own (with the reason) or the default; none if neither. */
export function limitOf(table: BudgetTable, page: PagePath, measure: Measure): Limit | undefined {
  const own = table.pages[page]?.[measure];
  if (own) return own;
  const max = table.defaults[measure];
  return max === undefined ? undefined : { max };
}

export type Breach = {
  page: PagePath;
  path: string;
  measure: Measure;
  actual: number;
  limit: Limit;
  /** Bytes over the limit (> 0). */
  over: number;
};

const VALUES: Record<Measure, (weight: PageWeight) => number> = {
  javascript: (w) => w.javascriptBytes,
  css: (w) => w.cssBytes,
  html: (w) => w.htmlBytes,
};

/** Every limit a page is over (a page exactly at its limit is within it). */
export function findBreaches(weights: readonly PageWeight[], table: BudgetTable): Breach[] {
  const breaches: Breach[] = [];
  for (const weight of weights) {
    for (const measure of Object.keys(VALUES) as Measure[]) {
      const limit = limitOf(table, weight.page, measure);
      if (!limit) continue;
      const actual = VALUES[measure](weight);
      if (actual > limit.max) {
        breaches.push({
          page: weight.page,
          path: weight.path,
          measure,
          actual,
          limit,
          over: actual - limit.max,
        });
      }
    }
  }
  return breaches;
}

const NAMES: Record<Measure, string> = {
  javascript: "JavaScript (gzip)",
  css: "CSS (gzip)",
  html: "HTML",
};

/** KB with one decimal: 1536 -> "1.5 KB". */
export const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * One line for a breach: "/agencies: HTML 159.9 KB is 99.9 KB (167%) over its own budget of
 * 60.0 KB (the directory's first page: ...)".
 */
export function describeBreach(breach: Breach): string {
  const percent = Math.round((breach.over / breach.limit.max) * 100);
  const page = breach.path === breach.page ? breach.page : `${breach.page} (${breach.path})`;
  const { reason } = breach.limit;
  return (
    `${page}: ${NAMES[breach.measure]} ${formatKb(breach.actual)} is ${formatKb(breach.over)} ` +
    `(${percent}%) over ${reason ? "its own budget" : "the budget"} of ` +
    `${formatKb(breach.limit.max)}${reason ? ` (${reason})` : ""}`
  );
}

/** Problems in the table itself: an override without a reason or with a nonsensical limit. */
export function tableProblems(table: BudgetTable): string[] {
  const problems: string[] = [];
  for (const [measure, max] of Object.entries(table.defaults)) {
    if (!(Number.isFinite(max) && max > 0)) problems.push(`default ${measure}: limit ${max}`);
  }
  for (const [page, overrides] of Object.entries(table.pages)) {
    for (const [measure, override] of Object.entries(overrides ?? {})) {
      if (!override) continue;
      if (!(Number.isFinite(override.max) && override.max > 0)) {
        problems.push(`${page} ${measure}: limit ${override.max}`);
      }
      if (override.reason.trim() === "") problems.push(`${page} ${measure}: no reason given`);
    }
  }
  return problems;
}
