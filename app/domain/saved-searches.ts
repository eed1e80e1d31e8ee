import { z } from "zod";
import {
  directoryParams,
  directorySearch,
  noFilters,
  parseDirectoryQuery,
  type DirectoryFilters,
} from "./directory";
import { format, getMessages, type Locale } from "./i18n";
import { requiredEmail } from "./submission-fields";
import { emirates, industries, services } from "./value-sets";

/**
 * Saved searches (docs/decisions/015-saved-searches.md): an address asks to be mailed when new
 * agencies match the directory's filters and search text it was looking at, at once or as a
 * daily or weekly digest. No account: a double opt-in link confirms it, and signed links in every
 * mail manage it.
 */

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Days an unconfirmed saved search (and its confirmation link) lives before it is purged. */
export const SAVED_SEARCH_CONFIRM_DAYS = 7;
/**
 * Confirmed saved searches one address may hold (checked when one is confirmed). Unconfirmed ones
 * are not capped per address: only the inbox's owner can tell theirs from a stranger's, so a cap
 * would be a stranger's to fill; the per-client limits and the purge bound them.
 */
export const MAX_SAVED_SEARCHES_PER_ADDRESS = 10;
/** Agencies listed in one alert; the mail links to the directory for the rest. */
export const MAX_AGENCIES_PER_ALERT = 10;
/**
 * Seconds an instant alert waits after its first queued agency (SAVED_SEARCH_INSTANT_DELAY_SECONDS),
 * so that agencies approved together arrive in one mail.
 */
export const DEFAULT_SAVED_SEARCH_INSTANT_DELAY_SECONDS = 120;
/** The answer to a saved search's link that is not ours (or whose search is gone), or expired. */
export const LINK_REFUSAL_STATUS = { wrong: 404, expired: 410 } as const;
/**
 * Days the mailed link to an address's page of saved searches works (every saved-search mail but
 * the alerts carries it): as long as an unconfirmed search lives, and longer than the longest
 * window of the address's mail budget, so a mail that used up the budget still works after it.
 */
export const ADDRESS_LINK_DAYS = SAVED_SEARCH_CONFIRM_DAYS;

/**
 * The digests' local time: 08:00 in the UAE (Gulf Standard Time, UTC+4 all year, no daylight
 * saving), daily, and on Mondays (the UAE's working week starts on Monday) for weekly ones.
 */
export const DIGEST_HOUR_UAE = 8;
export const UAE_UTC_OFFSET_HOURS = 4;
/** 0 = Sunday ... 1 = Monday, as Date#getUTCDay. */
export const WEEKLY_DIGEST_DAY = 1;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The latest digest time at or before `now` for a frequency: today's 08:00 UAE (or yesterday's,
 * before it) for daily, the latest Monday 08:00 UAE for weekly. A digest is due when its search
 * has queued agencies and was last mailed before this time.
 */
export function digestSlot(frequency: "daily" | "weekly", now: Date): Date {
  const slotUtcHour = DIGEST_HOUR_UAE - UAE_UTC_OFFSET_HOURS;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), slotUtcHour);
  let slot = today <= now.getTime() ? today : today - DAY_MS;
  if (frequency === "weekly") {
    const back = (new Date(slot).getUTCDay() - WEEKLY_DIGEST_DAY + 7) % 7;
    slot -= back * DAY_MS;
  }
  return new Date(slot);
}

/** The filters a saved search keeps: the directory's, without its order. */
export type SavedFilters = Omit<DirectoryFilters, "sort">;

/** The filters of a directory query string (lenient, as the directory reads it). */
export function savedFiltersOf(params: URLSearchParams): SavedFilters {
  const { sort: _sort, ...filters } = parseDirectoryQuery(params).filters;
  return filters;
}

/**
 * Filters as the directory reads them from its own links: each group in its value set's order,
 * without repeats, unknown values or a text longer than the directory keeps.
 */
export function canonicalFilters(filters: SavedFilters): SavedFilters {
  return savedFiltersOf(new URLSearchParams(directorySearch({ ...filters, sort: "default" })));
}

/**
 * The canonical query string of saved filters ("" without any): the same filters in any order
 * or spelling give the same key, so saving them twice for one address finds the one search.
 */
export function savedFiltersKey(filters: SavedFilters): string {
  return directorySearch({ ...canonicalFilters(filters), sort: "default" }).replace(/^\?/, "");
}

/** The directory's address of saved filters (in the page's language: prefix it). */
export function savedFiltersPath(filters: SavedFilters): string {
  return `/agencies${directorySearch({ ...noFilters, ...filters })}`;
}

const v = () => getMessages().savedSearches.validation;

/** How often, from the form's radio buttons. */
export const frequencySchema = () => z.enum(ALERT_FREQUENCIES, { error: () => v().frequency });

/**
 * The "Alert me" form: the address and how often; the filters come along as the directory's own
 * query fields and are read by savedFiltersOf.
 */
export const saveSearchSchema = () =>
  z.object({ email: requiredEmail(), frequency: frequencySchema() });
export type SaveSearchInput = z.infer<ReturnType<typeof saveSearchSchema>>;

/**
 * The filter fields a saved-search form posts, named as the directory's query (each list at most
 * once per value in its set): the "Alert me" form's hidden copies and the manage page's boxes.
 */
export const savedFilterFields = {
  [directoryParams.service]: services.values.length,
  [directoryParams.location]: emirates.values.length,
  [directoryParams.industry]: industries.values.length,
  [directoryParams.pro]: 1,
  [directoryParams.q]: 1,
} as const;

/** The filters a form posted (its text fields only), read as the directory reads its query. */
export function savedFiltersOfForm(formData: FormData): SavedFilters {
  const params = new URLSearchParams();
  for (const [name, value] of formData) {
    if (typeof value === "string" && name in savedFilterFields) params.append(name, value);
  }
  return savedFiltersOf(params);
}

/** The form that asks for the link to an address's list of saved searches. */
export const addressLinkSchema = () => z.object({ email: requiredEmail() });

/**
 * Saved filters in words, in `locale`, for mails and pages: each chosen group's labels, the
 * Pro filter and the search text, "·" between them; null when nothing is chosen (every agency).
 */
export function describeFilters(filters: SavedFilters, locale: Locale): string | null {
  const texts = getMessages(locale).savedSearches.filters;
  const parts = [
    ...filters.services.map((v) => services.labelIn(locale, v)),
    ...filters.locations.map((v) => emirates.labelIn(locale, v)),
    ...filters.industries.map((v) => industries.labelIn(locale, v)),
    ...(filters.pro ? [texts.pro] : []),
    ...(filters.q ? [format(texts.text, { q: filters.q })] : []),
  ];
  return parts.length > 0 ? parts.join(" · ") : null;
}
