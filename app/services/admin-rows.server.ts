import { getTableColumns, sql } from "drizzle-orm";
import { agencies, briefs, type contactMessages, matches, reviews } from "~/db/schema";

/** The rows the operator's console reads (its tables, the JSON API and the CSV export). */

/**
 * Every column of an agency but what only indexes and caches read: the search vector, the filter
 * bits and the profile's page version (migration 0017), none of them data.
 */
const {
  searchVector: _searchVector,
  facetBits: _facetBits,
  pageVersion: _pageVersion,
  ...agencyColumns
} = getTableColumns(agencies);
export const adminAgencyColumns = agencyColumns;
export type AdminAgency = Omit<
  typeof agencies.$inferSelect,
  "searchVector" | "facetBits" | "pageVersion"
>;
export type AdminBrief = typeof briefs.$inferSelect;
export type AdminBriefRow = AdminBrief & { matchCount: number };
export type ContactMessage = typeof contactMessages.$inferSelect;

/**
 * A brief's columns with how many matches it has: one probe of matches_brief_agency_key per row.
 * Written with the tables' names, as Drizzle leaves columns unqualified in a one-table select.
 */
export const briefRowColumns = {
  ...getTableColumns(briefs),
  matchCount: sql<number>`(select count(*) from ${matches} where ${matches}."brief_id" = ${briefs}."id")::integer`,
};

/**
 * A review as the console's Reviews tab shows it: every column but the ids of its match and brief
 * (the reviewer's address is the brief's, which the tab does not show), with its agency's name.
 */
const { matchId: _matchId, briefId: _briefId, ...reviewColumns } = getTableColumns(reviews);
export const adminReviewColumns = {
  ...reviewColumns,
  agencyName: agencies.agencyName,
  agencySlug: agencies.slug,
};
export type AdminReview = Omit<typeof reviews.$inferSelect, "matchId" | "briefId"> & {
  agencyName: string;
  agencySlug: string;
};
