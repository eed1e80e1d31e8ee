import { and, or, sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { DbOrTx } from "~/db/client.server";
import { agencies, pageDataVersion } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import {
  activeFilterCount,
  directorySearch,
  type DirectoryFacets,
  type DirectoryFilters,
  type FacetCount,
} from "~/domain/directory";
import {
  FACET_GROUPS,
  facetBitsFromBigEndian,
  facetMask,
  tallyFacets,
  type FacetBitsColumn,
} from "~/domain/directory-facets";
import { directoryConditions, hasAnyBit, searchConditions } from "./directory-conditions.server";
import { freshVersionReader, readPageDataVersion } from "./page-data-version.server";

/**
 * The count line's N and the counts beside each filter choice (docs/decisions/006).
 *
 * Counting runs in this process over the facet_bits of the agencies concerned (tallyFacets: one
 * pass of integer tests, about 2 ms for 100,000 agencies). Without a search text those are all
 * approved agencies, kept here as a snapshot read in one statement with the shared page version
 * (page_data_version, raised by the same transaction as any change to what an approved agency
 * shows, its filters included): a request whose version matches the snapshot's counts from it,
 * any other reads a new one first. With a search text, the database finds the agencies and sends
 * only their facet_bits. Before, PostgreSQL counted every choice with FILTER clauses, 30-60 ms
 * for a broad combination at 100,000 agencies.
 */
type Counted = { matching: number; facets: DirectoryFacets };
type Snapshot = { version: number; column: FacetBitsColumn };

type CountState = {
  /** Counts by query and version (a text search's counts cost a database round). */
  counted: LRUCache<string, Counted>;
  snapshot?: Snapshot;
  /** Reads of the current version, at most one at a time (freshVersionReader). */
  version: () => Promise<number | null>;
  /** Snapshots read so far (snapshotReads). */
  reads: number;
  /** The snapshot being read, by the version it was asked for. */
  reading?: { version: number; done: Promise<Snapshot | undefined> };
};

const states = new WeakMap<DbOrTx, CountState>();
const COUNT_CACHE_TTL_MS = 60_000;

function stateOf(db: DbOrTx): CountState {
  let state = states.get(db);
  if (!state) {
    state = {
      counted: new LRUCache<string, Counted>({ max: 5_000, ttl: COUNT_CACHE_TTL_MS }),
      reads: 0,
      version: freshVersionReader(() => readPageDataVersion(db)),
    };
    states.set(db, state);
  }
  return state;
}

/** The facet_bits of approved agencies matching `where`, as one hex string (one round). */
async function readBits(db: DbOrTx, where: SQL): Promise<FacetBitsColumn> {
  const [row] = await selectRows<{ bits: string | null }>(
    db,
    sql`select encode(string_agg(int8send(${agencies.facetBits}), ''::bytea), 'hex') as bits
      from ${agencies} where ${where}`,
  );
  return facetBitsFromBigEndian(Buffer.from(row?.bits ?? "", "hex"));
}

/** Every approved agency's facet_bits and the version they were read at, in one statement. */
async function readSnapshot(db: DbOrTx): Promise<Snapshot | undefined> {
  const [row] = await selectRows<{ version: number | null; bits: string | null }>(
    db,
    sql`select
      (select ${pageDataVersion.version} from ${pageDataVersion} where ${pageDataVersion.id} = 1)
        as version,
      (select encode(string_agg(int8send(${agencies.facetBits}), ''::bytea), 'hex')
        from ${agencies} where ${agencies.approved}) as bits`,
  );
  if (row?.version === null || row?.version === undefined) return undefined;
  return {
    version: Number(row.version),
    column: facetBitsFromBigEndian(Buffer.from(row.bits ?? "", "hex")),
  };
}

/**
 * Approved agencies' facet_bits as of `version` or later: the kept snapshot, or a new one read
 * once for any number of waiting requests. Undefined when the version row is missing.
 */
async function approvedBits(db: DbOrTx, state: CountState, version: number) {
  if (state.snapshot && state.snapshot.version >= version) return state.snapshot;
  if (!state.reading || state.reading.version < version) {
    state.reads++;
    const done = readSnapshot(db).then((snapshot) => {
      if (snapshot && (!state.snapshot || snapshot.version > state.snapshot.version)) {
        state.snapshot = snapshot;
      }
      return snapshot;
    });
    state.reading = { version, done };
    done
      .finally(() => {
        if (state.reading?.done === done) state.reading = undefined;
      })
      .catch(() => undefined);
  }
  return state.reading.done;
}

/** How many snapshots of the approved agencies' bits this process has read from `db`. */
export function snapshotReads(db: DbOrTx): number {
  return states.get(db)?.reads ?? 0;
}

/**
 * How many approved agencies match, and the faceted counts beside each choice: how many would
 * match with that choice and every other active filter, the search text included. A group's
 * choices are any-of (OR), so a choice's count leaves its own group's filter out (Dubai's count
 * does not shrink because Sharjah is ticked); Pro is one choice, counted as if ticked. Choices keep
 * the list of the kept counters (`global`: values some approved agency carries), now possibly at 0.
 *
 * Without a search text, a group with no other group active shows the kept counters, and the
 * count line too when they hold it, so the plain directory and a single filter cost no count.
 */
export async function countDirectory(
  db: DbOrTx,
  filters: DirectoryFilters,
  global: DirectoryFacets & { version: string },
): Promise<Counted> {
  const active = FACET_GROUPS.filter((group) => facetMask(filters, group) !== undefined);
  const searching = searchConditions(filters.q).length > 0;
  const following = FACET_GROUPS.filter(
    (group) => searching || active.some((other) => other !== group),
  );
  const fromCounters = searching ? undefined : matchingFromCounters(filters, global);
  const { version: _, ...facets } = global;
  if (following.length === 0 && fromCounters !== undefined) {
    return { matching: fromCounters, facets };
  }

  const state = stateOf(db);
  const version = await state.version();
  // The order does not change the counts: both orders share them.
  const key = `${directorySearch({ ...filters, sort: "default" })}#${version}`;
  const cached = version === null ? undefined : state.counted.get(key);
  if (cached) return cached;

  const column = searching
    ? await readBits(db, and(directoryConditions(noGroups(filters)), atMostOneFails(filters))!)
    : ((version === null ? undefined : await approvedBits(db, state, version))?.column ??
      (await readBits(db, directoryConditions(noGroups(filters)))));
  const tally = tallyFacets(column, filters, following);
  const follow = (group: (typeof FACET_GROUPS)[number], list: FacetCount[]) => {
    const of = tally.counts.get(group);
    return of ? list.map(({ value }) => ({ value, count: of.get(value) ?? 0 })) : list;
  };
  const result: Counted = {
    matching: tally.matching,
    facets: {
      total: facets.total,
      pro: tally.counts.get("pro")?.get("") ?? facets.pro,
      services: follow("services", facets.services),
      locations: follow("locations", facets.locations),
      industries: follow("industries", facets.industries),
    },
  };
  if (version !== null) state.counted.set(key, result);
  return result;
}

/**
 * Agencies failing at most one active group: the only ones a count can include (every group
 * passed, or all but the choice's own). Undefined when that is every agency (one group or none).
 */
function atMostOneFails(filters: DirectoryFilters): SQL | undefined {
  const tests = FACET_GROUPS.flatMap((group) => {
    const mask = facetMask(filters, group);
    return mask === undefined ? [] : [hasAnyBit(mask)];
  });
  if (tests.length <= 1) return undefined;
  return or(...tests.map((_, skipped) => and(...tests.filter((__, i) => i !== skipped))));
}

/** The filters' search text alone: the agencies tallyFacets counts over. */
function noGroups(filters: DirectoryFilters): DirectoryFilters {
  return { ...filters, pro: false, services: [], locations: [], industries: [] };
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
