/**
 * The admin console's tables: which tab, search, sort and page are asked for in the URL
 * query, the links that change one of them, and the CSV export of briefs. Pure, shared by the
 * loaders, the JSON API and the page.
 */
import { z } from "zod";
import { uaeIsoDate } from "./format";
import { getMessages } from "./i18n";

export const ADMIN_PAGE_SIZE = 25;
/**
 * Rows the JSON API answers at most when asked for a whole list (clients written to the
 * specification's API read it all).
 */
export const ADMIN_API_LIST_CAP = 5_000;
/** Longest search text kept; the rest is cut. */
export const MAX_ADMIN_SEARCH_LENGTH = 100;

export const adminTabs = ["agencies", "briefs", "messages", "reviews"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** `?tab=`: the agency submissions unless another known tab is named. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return adminTabs.find((tab) => tab === value) ?? "agencies";
}

/** The columns each table may be sorted by: a whitelist, so no text reaches ORDER BY. */
export const sortKeys = {
  agencies: ["created", "name", "location", "status"],
  briefs: ["created", "id", "company", "contact"],
  messages: ["date", "name", "email"],
  reviews: ["date", "agency"],
} as const satisfies Record<AdminTab, readonly string[]>;

export type SortKey<T extends AdminTab> = (typeof sortKeys)[T][number];
export type SortDirection = "asc" | "desc";
export type ListSort<T extends AdminTab> = { key: SortKey<T>; direction: SortDirection };

/** Newest first everywhere. */
export const defaultSorts: { [T in AdminTab]: ListSort<T> } = {
  agencies: { key: "created", direction: "desc" },
  briefs: { key: "created", direction: "desc" },
  messages: { key: "date", direction: "desc" },
  reviews: { key: "date", direction: "desc" },
};

/** The direction a column starts in when first chosen: dates newest first, text A to Z. */
const firstDirection: Record<string, SortDirection> = { created: "desc", date: "desc", id: "desc" };

export type ListQuery<T extends AdminTab> = { q: string; sort: ListSort<T>; page: number };

/**
 * Reads search, sort and page from a URL query. Lenient (links get edited): an unknown sort
 * column falls back to the default, a bad page to 1. `sort=name` is ascending, `sort=-name`
 * descending.
 */
export function parseListQuery<T extends AdminTab>(tab: T, params: URLSearchParams): ListQuery<T> {
  const q = Array.from((params.get("q") ?? "").replace(/\s+/g, " ").trim())
    .slice(0, MAX_ADMIN_SEARCH_LENGTH)
    .join("")
    .trim();
  const pageText = params.get("page") ?? "";
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return { q, sort: parseSort(tab, params.get("sort")), page };
}

function parseSort<T extends AdminTab>(tab: T, value: string | null): ListSort<T> {
  const text = (value ?? "").trim();
  const direction: SortDirection = text.startsWith("-") ? "desc" : "asc";
  const key = text.replace(/^-/, "");
  const keys: readonly string[] = sortKeys[tab];
  return keys.includes(key) ? { key: key as SortKey<T>, direction } : defaultSorts[tab];
}

/** `name` or `-name`, as `?sort=` writes it. */
export function sortParam(sort: { key: string; direction: SortDirection }): string {
  return sort.direction === "desc" ? `-${sort.key}` : sort.key;
}

/** True when the URL asks for a table view (the JSON API then answers one page). */
export function hasListParams(params: URLSearchParams): boolean {
  return ["q", "sort", "page"].some((name) => params.has(name));
}

/**
 * The query string of a table view: tab, search, sort and page, leaving out what is default so
 * links stay short. Changing the search or the sort starts again at page 1 (the caller says so).
 */
export function listSearch<T extends AdminTab>(tab: T, query: ListQuery<T>): string {
  const params = new URLSearchParams();
  if (tab !== "agencies") params.set("tab", tab);
  if (query.q) params.set("q", query.q);
  const fallback = defaultSorts[tab];
  if (query.sort.key !== fallback.key || query.sort.direction !== fallback.direction) {
    params.set("sort", sortParam(query.sort));
  }
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Where a column header's link leads: that column (the other way round if it is the current one). */
export function sortToggle<T extends AdminTab>(current: ListSort<T>, key: SortKey<T>): ListSort<T> {
  if (current.key === key) {
    return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  }
  return { key, direction: firstDirection[key] ?? "asc" };
}

export function pageCountOf(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A search text as an ILIKE pattern that matches it anywhere, with its own % _ \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Up to `max` characters of a text on one line, with '…' when cut. */
export function truncateText(text: string, max: number): { text: string; cut: boolean } {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return { text: flat, cut: false };
  return { text: `${chars.slice(0, max).join("").trimEnd()}…`, cut: true };
}

/** Cells a spreadsheet would read as a formula start with one of these (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would run as a formula gets a leading
 * apostrophe, and a cell with a comma, quote or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF line ending. */
export function csvRow(cells: readonly Parameters<typeof csvCell>[0][]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A download's file name with the UAE's date of the day: `briefs-2025-03-14.csv`. */
export function csvFileName(prefix: string, now: Date): string {
  return `${prefix}-${uaeIsoDate(now)}.csv`;
}

/** PATCH /api/admin/agencies/{id}: `{ approved: boolean }` (the console's switch posts to /admin). */
export const agencyApprovalSchema = z.object({
  approved: z.boolean({ error: () => getMessages().adminConsole.api.approvedRequired }),
});

/**
 * PATCH /api/admin/briefs/{id}: `{ qualified: true }` qualifies the brief (docs/product.md, P13).
 * There is no way back: its lead alerts have gone out.
 */
export const briefQualificationSchema = z.object({
  qualified: z.literal(true, { error: () => getMessages().adminConsole.api.qualifiedRequired }),
});

/**
 * Every field the operator's forms post to /admin and /admin/briefs/{id}: the login, logout, the
 * approval switch, the deletes and the reviews' moderation (each names its action in `intent`).
 */
export const adminConsoleFormFields = {
  intent: 1,
  id: 1,
  approved: 1,
  reason: 1,
  returnTo: 1,
  username: 1,
  password: 1,
  next: 1,
} as const;
