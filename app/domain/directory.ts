import { stripBidiControls } from "./bidi-controls";
import type { Locale } from "./locales";
import { slugify } from "./slug";
import {
  emirates,
  industries,
  services,
  type Emirate,
  type Industry,
  type Service,
  type ValueSet,
} from "./value-sets";

/**
 * What the public sees of an approved agency (cards, profiles, GET /api/agencies), with the
 * rating of its verified reviews: the plain mean of their overall stars to one decimal (null
 * without one) and their count.
 */
export type PublicAgency = {
  id: number;
  slug: string;
  agencyName: string;
  /** The name in Arabic, when the agency gave one (shown on Arabic pages: agencyTextIn). */
  agencyNameAr: string | null;
  logoUrl: string | null;
  /** The uploaded logo's key base (agencies.logo_key, decision 016), when it has one. */
  logoKey?: string | null;
  isPro: boolean;
  location: string | null;
  experience: string;
  description: string;
  descriptionAr: string | null;
  services: string[];
  industries: string[];
  website: string | null;
  portfolio: string | null;
  email: string;
  phone: string | null;
  /** The facts bar (all optional): founded in, headcount band, smallest project in AED, languages. */
  foundingYear: number | null;
  teamSize: string | null;
  minBudgetAed: number | null;
  languages: string[];
  ratingAverage: number | null;
  ratingCount: number;
  /** "Usually responds within N hours" (issue 31), or null below the thresholds. */
  responseHours: number | null;
};

/** A filter value and how many approved agencies carry it. */
export type FacetCount = { value: string; count: number };

/** Approved agencies per filter value, counted over approved agencies only. */
export type DirectoryFacets = {
  total: number;
  pro: number;
  services: FacetCount[];
  locations: FacetCount[];
  industries: FacetCount[];
};

/** A filter choice as the page shows it: labelled in the page's locale. */
export type FacetOption = FacetCount & { label: string };

const collators = new Map<Locale, Intl.Collator>();
const collatorOf = (locale: Locale) => {
  let collator = collators.get(locale);
  if (!collator) collators.set(locale, (collator = new Intl.Collator(locale)));
  return collator;
};

/**
 * One filter group's choices on a page in `locale`: each value labelled in that locale, sorted by
 * label with the locale's collation, and a chosen value that no approved agency carries any more
 * kept (count 0) so it can be unticked.
 */
export function facetOptions<V extends string>(
  set: ValueSet<V>,
  counts: readonly FacetCount[],
  selected: readonly string[],
  locale: Locale,
): FacetOption[] {
  const missing = selected
    .filter((value) => !counts.some((c) => c.value === value))
    .map((value) => ({ value, count: 0 }));
  const collator = collatorOf(locale);
  return [...counts, ...missing]
    .map((c) => ({ ...c, label: set.labelIn(locale, c.value) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Cards per directory page (the specification's "no paging" cannot scale to 100,000 agencies). */
export const DIRECTORY_PAGE_SIZE = 24;
/** Longest search text kept; the rest is cut. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * What the directory is filtered by (docs/product.md#directory-order-and-filters): AND across
 * groups, OR within a group. `q` is a free-text search over name, description and services in
 * either language, where a name of an emirate or a service also finds the agencies located there
 * or offering it (./directory-search).
 */
export type DirectoryFilters = {
  pro: boolean;
  services: Service[];
  locations: Emirate[];
  industries: Industry[];
  q: string;
  /** The order, which the filters' form and links carry along; not a filter (not counted). */
  sort: DirectorySort;
};

/**
 * The directory's orders: `default`, Pro first then by name; `rating`, by the Bayesian average of
 * the verified reviews (agencies.rating_rank), unrated last, then by name. Pro does not change the
 * rating order (decision 014).
 */
export const DIRECTORY_SORTS = ["default", "rating"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export type DirectoryQuery = { filters: DirectoryFilters; page: number };

export const noFilters: DirectoryFilters = {
  pro: false,
  services: [],
  locations: [],
  industries: [],
  q: "",
  sort: "default",
};

/** The query-string names, shared by the page's GET form, its links and the JSON API. */
export const directoryParams = {
  pro: "pro",
  service: "service",
  location: "location",
  industry: "industry",
  q: "q",
  sort: "sort",
  page: "page",
} as const;

function pickValues<V extends string>(set: ValueSet<V>, raw: string[]): V[] {
  const chosen = new Set(raw.map((r) => set.normalize(r)).filter((v) => v !== undefined));
  return set.values.filter((v) => chosen.has(v));
}

/**
 * Reads filters and page from a URL query. Lenient on purpose (links get shared and edited):
 * values in either reading are normalised, unknown values and a bad page number are dropped.
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const pro = ["1", "true", "on", "yes"].includes((params.get(directoryParams.pro) ?? "").trim());
  // The search text is shown in the page, its title and a saved search's mails: no bidi controls.
  const q = stripBidiControls(params.get(directoryParams.q) ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const pageText = params.get(directoryParams.page) ?? "";
  const page = /^\d{1,7}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const sortText = (params.get(directoryParams.sort) ?? "").trim();
  return {
    filters: {
      pro,
      services: pickValues(services, params.getAll(directoryParams.service)),
      locations: pickValues(emirates, params.getAll(directoryParams.location)),
      industries: pickValues(industries, params.getAll(directoryParams.industry)),
      q: Array.from(q).slice(0, MAX_SEARCH_LENGTH).join("").trim(),
      sort: DIRECTORY_SORTS.find((sort) => sort === sortText) ?? "default",
    },
    page,
  };
}

/** The canonical query string of filters, sort and page (the default order and page 1 left out). */
export function directorySearch(filters: DirectoryFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set(directoryParams.q, filters.q);
  if (filters.pro) params.set(directoryParams.pro, "1");
  for (const v of filters.services) params.append(directoryParams.service, v);
  for (const v of filters.locations) params.append(directoryParams.location, v);
  for (const v of filters.industries) params.append(directoryParams.industry, v);
  return queryWithSortAndPage(params, filters.sort, page);
}

function queryWithSortAndPage(params: URLSearchParams, sort: DirectorySort, page: number) {
  if (sort !== "default") params.set(directoryParams.sort, sort);
  if (page > 1) params.set(directoryParams.page, String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** How many filter choices are on (the phone panel's badge); the search text is not one. */
export function activeFilterCount(filters: DirectoryFilters): number {
  return (
    (filters.pro ? 1 : 0) +
    filters.services.length +
    filters.locations.length +
    filters.industries.length
  );
}

export function hasFiltersOrSearch(filters: DirectoryFilters): boolean {
  return activeFilterCount(filters) > 0 || filters.q !== "";
}

/** The page numbers to link, with null for a gap: 1 … 4 5 6 … 20. */
export function pageLinks(current: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const [i, p] of pages.entries()) {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) links.push(null);
    links.push(p);
  }
  return links;
}

export function pageCountOf(matching: number): number {
  return Math.max(1, Math.ceil(matching / DIRECTORY_PAGE_SIZE));
}

/** Landing pages for search engines: /agencies/in/{emirate}, /agencies/for/{service}, both. */
export type Landing = { location?: Emirate; service?: Service };

export const emirateSlug = (emirate: Emirate) => slugify(emirate);
export const serviceSlug = (service: Service) => slugify(service);

export function emirateFromSlug(slug: string): Emirate | undefined {
  return emirates.values.find((e) => emirateSlug(e) === slug);
}

export function serviceFromSlug(slug: string): Service | undefined {
  return services.values.find((s) => serviceSlug(s) === slug);
}

export function landingPath({ location, service }: Landing): string {
  return (
    "/agencies" +
    (location ? `/in/${emirateSlug(location)}` : "") +
    (service ? `/for/${serviceSlug(service)}` : "")
  );
}

/**
 * The landing page that shows exactly these filters (one location and/or one service, nothing
 * else), so a filtered directory names it as canonical; undefined when there is none.
 */
export function landingFor(filters: DirectoryFilters): Landing | undefined {
  const { pro, q, services: s, locations: l, industries: i } = filters;
  if (pro || q || i.length > 0 || s.length > 1 || l.length > 1) return undefined;
  if (s.length === 0 && l.length === 0) return undefined;
  return { location: l[0], service: s[0] };
}

/**
 * The address of a page of the directory (filters in the query) or of a landing page (its
 * filters in the path, the sort and page in the query).
 */
export function directoryPageHref(filters: DirectoryFilters, page: number, landing?: Landing) {
  if (landing) {
    return landingPath(landing) + queryWithSortAndPage(new URLSearchParams(), filters.sort, page);
  }
  return `/agencies${directorySearch(filters, page)}`;
}

export function filtersOfLanding(
  landing: Landing,
  sort: DirectorySort = "default",
): DirectoryFilters {
  return {
    ...noFilters,
    locations: landing.location ? [landing.location] : [],
    services: landing.service ? [landing.service] : [],
    sort,
  };
}

/** The most agencies one GET /api/agencies?limit= page returns. */
export const API_MAX_LIMIT = 100;

export type ApiPaging =
  { ok: true; limit?: number; offset: number } | { ok: false; fields: Record<string, string[]> };

/**
 * `limit` and `offset` of GET /api/agencies, strictly (an API client should hear about a typo):
 * whole numbers, limit 1 to 100, offset only with a limit. No limit: every matching agency.
 */
export function parseApiPaging(
  params: URLSearchParams,
  messages: { limit: string; offset: string },
): ApiPaging {
  const fields: Record<string, string[]> = {};
  const limitText = params.get("limit");
  const offsetText = params.get("offset");
  const whole = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text) : undefined);
  const limit = limitText === null ? undefined : whole(limitText);
  const offset = offsetText === null ? 0 : whole(offsetText);
  if (limitText !== null && (limit === undefined || limit < 1 || limit > API_MAX_LIMIT)) {
    fields.limit = [messages.limit.replace("{max}", String(API_MAX_LIMIT))];
  }
  if (offset === undefined || (offsetText !== null && limitText === null)) {
    fields.offset = [messages.offset];
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, limit, offset: offset ?? 0 };
}
