import {
  and,
  arrayOverlaps,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { DbOrTx } from "~/db/client.server";
import { agencies, agencySlugAliases, directoryFacets } from "~/db/schema";
import {
  activeFilterCount,
  DIRECTORY_PAGE_SIZE,
  directorySearch,
  pageCountOf,
  type DirectoryFilters,
  type DirectoryQuery,
  type DirectorySort,
  type DirectoryFacets,
  type FacetCount,
  type PublicAgency,
} from "~/domain/directory";
import { FACET_GROUPS, facetMask, facetValues, type FacetGroup } from "~/domain/directory-facets";
import { namesPlaceOrService, searchTerms } from "~/domain/directory-search";
import { selectRows } from "~/db/select-rows";

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
};

export type { PublicAgency };

export const PUBLIC_AGENCY_FIELDS = Object.keys(publicAgencyColumns) as (keyof PublicAgency)[];

/** The same predicate as the directory indexes' `WHERE approved`, so the planner uses them. */
const isApproved = sql`${agencies.approved}`;
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

/** Agencies carrying any of the bits of `mask` (agencies.facet_bits, domain/directory-facets.ts). */
const hasAnyBit = (mask: number) => sql`(${agencies.facetBits} & ${mask}::bigint) <> 0`;

/**
 * AND across groups, OR within a group (docs/product.md#directory-order-and-filters), approved
 * agencies only. The groups compare facet_bits, which the directory indexes carry, so a walk in
 * the directory's order filters without reading rows (deep pages of any filter included).
 */
export function directoryConditions(filters: DirectoryFilters): SQL {
  const where: SQL[] = [isApproved];
  if (filters.pro) where.push(eq(agencies.isPro, true));
  for (const group of ["services", "locations", "industries"] as const) {
    const mask = facetMask(filters, group);
    if (mask !== undefined) where.push(hasAnyBit(mask));
  }
  where.push(...searchConditions(filters.q));
  return and(...where)!;
}

/** The search text's conditions (none without a text). */
function searchConditions(q: string): SQL[] {
  const where: SQL[] = [];
  const terms = searchTerms(q);
  // Plain words make one tsquery: one probe of the GIN index, as before names were recognised.
  const words = terms.filter((t) => !namesPlaceOrService(t)).flatMap((t) => t.words);
  if (words.length > 0) where.push(textMatches(words));
  for (const term of terms.filter(namesPlaceOrService)) {
    // Each arm has its index (agencies_location_idx, agencies_services_gin, agencies_search_gin),
    // so PostgreSQL can OR three bitmaps; the text arm keeps what the words alone used to find.
    const arms = [
      term.emirates.length > 0 ? inArray(agencies.location, term.emirates) : undefined,
      term.services.length > 0 ? arrayOverlaps(agencies.services, term.services) : undefined,
      textMatches(term.words),
    ];
    where.push(or(...arms)!);
  }
  return where;
}

/**
 * Agencies whose search column (texts in both languages, folded by `arabic_fold`) has a word
 * starting with each of `words` ("digi mark" finds "Digital Marketing"). The words are folded
 * the same way by searchTerms, and hold only letters, marks and digits, so never tsquery syntax.
 */
function textMatches(words: string[]): SQL {
  const query = words.map((w) => `${w}:*`).join(" & ");
  return sql`${agencies.searchVector} @@ to_tsquery('english', ${query})`;
}

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

/**
 * Counts of filter combinations and searches (the count line's N and each choice's count), per
 * database. A count over tens of thousands of matches takes tens of milliseconds even from the
 * indexes, so counts are kept for a minute, and dropped at once when any filter count changes
 * (the facets' version is part of the key). An edited description may show in a search's counts
 * up to a minute late; the listed agencies are always fresh.
 */
type Counted = { matching: number; facets: DirectoryFacets };
const countCaches = new WeakMap<DbOrTx, LRUCache<string, Counted>>();
const COUNT_CACHE_TTL_MS = 60_000;

function countCache(db: DbOrTx) {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Counted>({ max: 5_000, ttl: COUNT_CACHE_TTL_MS });
    countCaches.set(db, cache);
  }
  return cache;
}

/**
 * How many approved agencies match, and the faceted counts beside each choice: how many would
 * match with that choice and every other active filter, the search text included. A group's
 * choices are any-of (OR), so a choice's count leaves its own group's filter out (Dubai's count
 * does not shrink because Sharjah is ticked); Pro is one choice, counted as if ticked. Choices keep
 * the list of the kept counters (values some approved agency carries), now possibly at 0.
 *
 * Without a search text, a group with no other group active shows the kept counters, so the plain
 * directory and a single filter's own group cost no count; the rest is one query that reads
 * facet_bits from the directory index (or, with a text, the rows the text finds) and counts every
 * choice with FILTER clauses (docs/decisions/006).
 */
async function countDirectory(
  db: DbOrTx,
  filters: DirectoryFilters,
  global: DirectoryFacets & { version: string },
): Promise<Counted> {
  const masks = new Map(FACET_GROUPS.map((group) => [group, facetMask(filters, group)]));
  const active = FACET_GROUPS.filter((group) => masks.get(group) !== undefined);
  const searching = searchConditions(filters.q);
  const following = FACET_GROUPS.filter(
    (group) => searching.length > 0 || active.some((other) => other !== group),
  );
  const fromCounters = searching.length === 0 ? matchingFromCounters(filters, global) : undefined;
  const { version, ...facets } = global;
  if (following.length === 0 && fromCounters !== undefined) {
    return { matching: fromCounters, facets };
  }

  const cache = countCache(db);
  // The order does not change the counts: both orders share them.
  const key = `${directorySearch({ ...filters, sort: "default" })}#${version}`;
  const cached = cache.get(key);
  if (cached) return cached;

  // Rows passing every group but `except` (all groups without it).
  const passing = (except?: FacetGroup) => {
    const tests = FACET_GROUPS.filter((group) => group !== except)
      .map((group) => masks.get(group))
      .filter((mask) => mask !== undefined)
      .map(hasAnyBit);
    return tests.length > 0 ? and(...tests)! : undefined;
  };
  const flags = [
    sql`${passing() ?? sql`true`} as f_all`,
    ...following.map((group) => sql`${passing(group) ?? sql`true`} as ${sql.raw(`f_${group}`)}`),
  ];
  // Only rows that pass all groups but at most one can count anywhere.
  const wanted = [passing(), ...following.map((group) => passing(group))];
  const narrowing = wanted.every((w) => w !== undefined) ? or(...wanted) : undefined;
  const counts = [
    sql`count(*) filter (where f_all)::int`,
    ...following.flatMap((group) =>
      facetValues(group).map(
        ({ bit }) =>
          sql`count(*) filter (where ${sql.raw(`f_${group}`)} and (b & ${bit}::bigint) <> 0)::int`,
      ),
    ),
  ];
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`select ${sql.join(
      counts.map((count, i) => sql`${count} as ${sql.raw(`c${i}`)}`),
      sql`, `,
    )}
    from (
      select ${agencies.facetBits} as b, ${sql.join(flags, sql`, `)}
      from ${agencies}
      where ${and(isApproved, ...searching, narrowing)}
    ) as m`,
  );
  const values = counts.map((_, i) => Number(row![`c${i}`]));
  let next = 1;
  const counted = new Map<FacetGroup, Map<string, number>>();
  for (const group of following) {
    counted.set(
      group,
      new Map(facetValues(group).map(({ value }) => [value, values[next++]!] as const)),
    );
  }
  const follow = (group: FacetGroup, list: FacetCount[]) => {
    const of = counted.get(group);
    return of ? list.map(({ value }) => ({ value, count: of.get(value) ?? 0 })) : list;
  };
  const result: Counted = {
    matching: values[0]!,
    facets: {
      total: facets.total,
      pro: counted.get("pro")?.get("") ?? facets.pro,
      services: follow("services", facets.services),
      locations: follow("locations", facets.locations),
      industries: follow("industries", facets.industries),
    },
  };
  cache.set(key, result);
  return result;
}

/**
 * The count line's N from the kept counters, when they hold it: no filter, or the choices of one
 * group whose agencies cannot carry two of them (Pro, one value, or emirates: one per agency).
 */
function matchingFromCounters(filters: DirectoryFilters, facets: DirectoryFacets) {
  const choices = activeFilterCount(filters);
  if (choices === 0) return facets.total;
  const countOf = (list: FacetCount[], value: string) =>
    list.find((o) => o.value === value)?.count ?? 0;
  if (filters.pro) return choices === 1 ? facets.pro : undefined;
  if (filters.locations.length === choices) {
    return filters.locations.reduce((sum, value) => sum + countOf(facets.locations, value), 0);
  }
  if (choices > 1) return undefined;
  if (filters.services[0]) return countOf(facets.services, filters.services[0]);
  return countOf(facets.industries, filters.industries[0]!);
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
