import { and, asc, eq, gt, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, agencySlugAliases, directoryFacets } from "~/db/schema";
import {
  DIRECTORY_PAGE_SIZE,
  pageCountOf,
  type DirectoryFilters,
  type DirectoryQuery,
  type DirectorySort,
  type DirectoryFacets,
  type PublicAgency,
} from "~/domain/directory";
import { countDirectory } from "./directory-counts.server";
import { directoryConditions, isApproved } from "./directory-conditions.server";

/**
 * What the public may see of an approved agency: what it published on its listing, and nothing
 * internal (no approval flag, contact person, billing ids or timestamps). Cards, profiles and
 * GET /api/agencies all read this one shape.
 */
export const publicAgencyColumns = {
  id: agencies.id,
  slug: agencies.slug,
  agencyName: agencies.agencyName,
  agencyNameAr: agencies.agencyNameAr,
  logoUrl: agencies.logoUrl,
  logoKey: agencies.logoKey,
  isPro: agencies.isPro,
  location: agencies.location,
  experience: agencies.experience,
  description: agencies.description,
  descriptionAr: agencies.descriptionAr,
  services: agencies.services,
  industries: agencies.industries,
  website: agencies.website,
  portfolio: agencies.portfolio,
  email: agencies.email,
  phone: agencies.phone,
  foundingYear: agencies.foundingYear,
  teamSize: agencies.teamSize,
  minBudgetAed: agencies.minBudgetAed,
  languages: agencies.languages,
  // averageRating (domain/reviews.ts) in SQL: the mean of the stored sum and count, one decimal.
  ratingAverage: sql<number | null>`case when ${agencies.ratingCount} > 0
    then round(${agencies.ratingSum}::numeric / ${agencies.ratingCount}, 1)::float8 end`.mapWith(
    (value: unknown) => (value === null ? null : Number(value)),
  ),
  ratingCount: agencies.ratingCount,
  // "Usually responds within N hours", when the agency meets the thresholds (decision 020).
  responseHours: agencies.responseHours,
};

export type { PublicAgency };

export const PUBLIC_AGENCY_FIELDS = Object.keys(publicAgencyColumns) as (keyof PublicAgency)[];

/**
 * Pro first, then by name, then by id: stable across pages. Written exactly as
 * agencies_directory_idx is (`is_pro DESC NULLS LAST`), or PostgreSQL cannot walk the index and
 * sorts the whole table instead (96 ms instead of 0.4 ms at 100,000 agencies).
 */
const directoryOrder = [
  sql`${agencies.isPro} desc nulls last`,
  asc(agencies.agencyName),
  asc(agencies.id),
];
/**
 * The rating sort (decision 014): the Bayesian average of the approved reviews, unrated agencies
 * last, then by name and id; Pro plays no part. Written as agencies_rating_idx is.
 */
const ratingOrder = [
  sql`${agencies.ratingRank} desc nulls last`,
  asc(agencies.agencyName),
  asc(agencies.id),
];
const orderOf = (sort: DirectorySort) => (sort === "rating" ? ratingOrder : directoryOrder);

export async function loadFacets(db: DbOrTx): Promise<DirectoryFacets & { version: string }> {
  const rows = await db.select().from(directoryFacets).where(gt(directoryFacets.agencies, 0));
  const of = (kind: string) =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [r.value, r.agencies]));
  // Pages label and sort them in their locale (domain/directory.ts facetOptions).
  const counts = (counted: Map<string, number>) =>
    [...counted]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value, "en"));
  return {
    // Changes whenever an approval or an edit changes any count: keys the count cache below.
    version: rows.map((r) => `${r.kind}:${r.value}:${r.agencies}`).join("|"),
    total: of("total").get("") ?? 0,
    pro: of("pro").get("") ?? 0,
    services: counts(of("service")),
    locations: counts(of("location")),
    industries: counts(of("industry")),
  };
}

export type DirectoryPage = {
  agencies: PublicAgency[];
  /** Agencies matching the filters ('N of M agencies': N). */
  matching: number;
  /** Approved agencies in all (M). */
  total: number;
  page: number;
  pageCount: number;
  facets: DirectoryFacets;
};

/** One page of the directory in the filters' order (Pro first, or by rating); pages of 24. */
export async function searchDirectory(
  db: DbOrTx,
  { filters, page }: DirectoryQuery,
): Promise<DirectoryPage> {
  const global = await loadFacets(db);
  const [{ matching, facets }, rows] = await Promise.all([
    countDirectory(db, filters, global),
    listPublicAgencies(db, filters, {
      limit: DIRECTORY_PAGE_SIZE,
      offset: (page - 1) * DIRECTORY_PAGE_SIZE,
    }),
  ]);
  return {
    agencies: rows,
    matching,
    total: global.total,
    page,
    pageCount: pageCountOf(matching),
    facets,
  };
}

/**
 * A slice of the filtered directory in its order (a directory page, GET /api/agencies with
 * limit/offset). The offset is walked over ids only (an index-only scan of
 * agencies_directory_idx), and just the slice's rows are read: page 500 costs 6 ms, not 30.
 */
export function listPublicAgencies(
  db: DbOrTx,
  filters: DirectoryFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<PublicAgency[]> {
  const slice = db
    .select({ id: agencies.id })
    .from(agencies)
    .where(directoryConditions(filters))
    .orderBy(...orderOf(filters.sort))
    .limit(limit)
    .offset(offset)
    .as("slice");
  return db
    .select(publicAgencyColumns)
    .from(agencies)
    .innerJoin(slice, eq(slice.id, agencies.id))
    .orderBy(...orderOf(filters.sort));
}

/** A part of the directory's order walked by keyset: its rows, and "after this row" in it. */
type KeysetGroup = {
  where: SQL;
  after: (last: { name: string; id: number; rank: number | null }) => SQL;
};

const afterNameAndId = (last: { name: string; id: number }) =>
  sql`(${agencies.agencyName}, ${agencies.id}) > (${last.name}, ${last.id})`;

/**
 * The directory's order as consecutive groups, each walked by keyset: Pro agencies then the rest
 * (each by name and id), or rated agencies (by rank descending, then name and id) then the
 * unrated (by name and id).
 */
function keysetGroups(filters: DirectoryFilters): KeysetGroup[] {
  if (filters.sort === "rating") {
    return [
      {
        where: isNotNull(agencies.ratingRank),
        after: (last) =>
          sql`(${agencies.ratingRank} < ${last.rank} or (${agencies.ratingRank} = ${last.rank} and ${afterNameAndId(last)}))`,
      },
      { where: isNull(agencies.ratingRank), after: afterNameAndId },
    ];
  }
  return (filters.pro ? [true] : [true, false]).map((pro) => ({
    where: eq(agencies.isPro, pro),
    after: afterNameAndId,
  }));
}

/**
 * Every matching agency in the filters' order, fetched in batches by keyset (keysetGroups) so
 * memory stays flat and a deep batch costs what the first does.
 */
export async function* streamPublicAgencies(
  db: DbOrTx,
  filters: DirectoryFilters,
  batchSize = 500,
): AsyncGenerator<PublicAgency[]> {
  for (const group of keysetGroups(filters)) {
    let after: { name: string; id: number; rank: number | null } | undefined;
    for (;;) {
      const rows = await db
        .select({ ...publicAgencyColumns, rank: agencies.ratingRank })
        .from(agencies)
        .where(and(directoryConditions(filters), group.where, after && group.after(after)))
        .orderBy(...orderOf(filters.sort))
        .limit(batchSize);
      if (rows.length > 0) yield rows.map(({ rank: _, ...agency }) => agency);
      if (rows.length < batchSize) break;
      const last = rows.at(-1)!;
      after = { name: last.agencyName, id: last.id, rank: last.rank };
    }
  }
}

export type ProfileLookup =
  /** `approved` is false only for an operator's preview of a pending listing. */
  | { status: "found"; agency: PublicAgency; approved: boolean }
  /** The slug is an old one of a renamed agency: send the visitor to its current slug. */
  | { status: "moved"; slug: string }
  | { status: "not-found" };

/**
 * An agency's public profile by slug: approved agencies only, unless `includePending` (an
 * operator previewing a listing). An old slug of a renamed agency answers with the new one.
 */
export async function findAgencyProfile(
  db: DbOrTx,
  slug: string,
  { includePending = false } = {},
): Promise<ProfileLookup> {
  const visible = includePending ? undefined : isApproved;
  const [row] = await db
    .select({ ...publicAgencyColumns, approved: agencies.approved })
    .from(agencies)
    .where(and(eq(agencies.slug, slug), visible))
    .limit(1);
  if (row) {
    const { approved, ...agency } = row;
    return { status: "found", agency, approved };
  }
  const [alias] = await db
    .select({ slug: agencies.slug })
    .from(agencySlugAliases)
    .innerJoin(agencies, eq(agencies.id, agencySlugAliases.agencyId))
    .where(and(eq(agencySlugAliases.slug, slug), visible))
    .limit(1);
  return alias ? { status: "moved", slug: alias.slug } : { status: "not-found" };
}

/** Approved agencies' slugs in id order, for the sitemap's pages. */
export async function approvedSlugs(
  db: DbOrTx,
  { offset, limit }: { offset: number; limit: number },
) {
  const rows = await db
    .select({ slug: agencies.slug })
    .from(agencies)
    .where(isApproved)
    .orderBy(asc(agencies.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.slug);
}

/** The (location, service) pairs that approved agencies offer, for the sitemap's landing pages. */
export async function locationServicePairs(db: DbOrTx) {
  return db
    .selectDistinct({
      location: agencies.location,
      service: sql<string>`unnest(${agencies.services})`.as("service"),
    })
    .from(agencies)
    .where(and(isApproved, sql`${agencies.location} is not null`));
}
