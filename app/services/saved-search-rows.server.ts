import { sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { savedSearches } from "~/db/schema";
import {
  canonicalFilters,
  savedFiltersKey,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { savedSearchQuery } from "./saved-search-query.server";

/**
 * Saved searches (docs/decisions/015-saved-searches.md): saving one with its double opt-in,
 * confirming it, changing, pausing and deleting it through its signed links, and purging the
 * unconfirmed. Matching is a trigger on agencies (migration 0012); alerts are mailed by
 * ./saved-search-alerts.server.ts.
 *
 * This module holds a saved search's row as the others read and write it. Saving and confirming
 * are in ./saved-search-opt-in.server.ts; listing, changing and deleting in
 * ./saved-search-management.server.ts; an address's link to its searches in
 * ./saved-search-address-links.server.ts.
 */

export type SavedSearch = typeof savedSearches.$inferSelect;
/** What of the configuration saved searches' links and mails need. */
export type SavedSearchConfig = Pick<Config, "siteName" | "siteUrl" | "sessionSecrets">;

export const DAY_MS = 24 * 60 * 60_000;

/** An address as saved searches keep it: trimmed and lower-cased, one owner per mailbox name. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The filter columns of saved filters, with the search text compiled for the trigger. */
export function filterColumns(given: SavedFilters) {
  const filters = canonicalFilters(given);
  const query = savedSearchQuery(filters.q);
  return {
    pro: filters.pro,
    services: filters.services,
    locations: filters.locations,
    industries: filters.industries,
    q: filters.q,
    qQuery: query === null ? sql`null` : query,
    filtersKey: savedFiltersKey(filters),
  };
}

/** Where a saved search stands: waiting for its confirmation, on, or paused. */
export type SearchState = "pending" | "active" | "paused";

/** What the saved-search pages show of a search. */
export function searchView(search: SavedSearch) {
  const state: SearchState = !search.confirmedAt
    ? "pending"
    : search.pausedAt
      ? "paused"
      : "active";
  return {
    id: search.id,
    email: search.email,
    filters: filtersOf(search),
    frequency: search.frequency as AlertFrequency,
    state,
    createdAt: search.createdAt.toISOString(),
  };
}

/** The filters a saved search holds, as the directory reads them. */
export function filtersOf(search: SavedSearch): SavedFilters {
  return {
    pro: search.pro,
    services: search.services as SavedFilters["services"],
    locations: search.locations as SavedFilters["locations"],
    industries: search.industries as SavedFilters["industries"],
    q: search.q,
  };
}
