/**
 * What the saved-search matching trigger costs at scale (issue 18, decision 015): one
 * `INSERT ... SELECT` per change to agencies, over the statement's transition tables, whatever
 * the number of saved searches. Seeds BENCH_AGENCIES (default 10,000: the trigger reads only the
 * changed rows of agencies, so their number does not matter, and seeding 100,000 would take
 * most of the run) and then BENCH_SAVED_SEARCHES (default 100,000) confirmed saved searches with
 * varied filters, inserted in batches but compiled by the service's own helpers
 * (canonicalFilters, savedFiltersKey, savedSearchQuery). With none of them stored, a tenth, then
 * all, it times BENCH_SAVED_SEARCH_ROUNDS (default 7) of each change through the app's own code:
 * approving a pending agency (setAgencyApproval, the console's and the admin API's path), an
 * approved agency moving to another emirate and adding a service (updateOwnListing, its
 * dashboard's edit), and an approved agency renaming itself (no column the trigger matches on).
 * Agencies changed at each size are alike (twins), so the sizes compare like with like. The app
 * has no bulk approval, so none is timed. A fresh database on the PostgreSQL server of
 * DATABASE_URL when set (created and dropped here), otherwise PGlite in a temporary directory.
 */
import { count, eq, Param, sql } from "drizzle-orm";
import { loadConfig, type Config } from "~/config.server";
import { openDatabase, type Db } from "~/db/client.server";
import { agencies, savedSearches, savedSearchMatches } from "~/db/schema";
import { arrayLiteral } from "~/db/seed/bulk-insert";
import { createRandom, type Random } from "~/db/seed/random";
import { industryWeights } from "~/db/seed/scale-data";
import { seedScale } from "~/db/seed/scale.server";
import { selectRows } from "~/db/select-rows";
import type { AgencyInput } from "~/domain/agency";
import {
  canonicalFilters,
  savedFiltersKey,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import type { Emirate, Service } from "~/domain/value-sets";
import { updateOwnListing } from "~/services/agency-listing.server";
import { findOwnListing } from "~/services/agency-record.server";
import { setAgencyApproval } from "~/services/approve-agency.server";
import { savedSearchQuery } from "~/services/saved-search-query.server";
import { throwawayDatabase } from "./throwaway-database";

export const name = "saved-searches";
export const description =
  "saved-search matching trigger at 10k and 100k saved searches: ms per approval, per services/location edit and per rename, matches queued";

const agencyCount = Number(process.env.BENCH_AGENCIES ?? 10_000);
const searchCount = Number(process.env.BENCH_SAVED_SEARCHES ?? 100_000);
const rounds = Number(process.env.BENCH_SAVED_SEARCH_ROUNDS ?? 7);
/** The first measurement is taken with this many of the searches stored. */
const smallCount = Math.max(1, Math.round(searchCount / 10));
/** Measured with no saved search (the cost of the change itself), a tenth of them, and all. */
const sizes = [0, smallCount, searchCount];
const batchSize = 5000;

// How people who ask for alerts filter: mostly one service and/or one emirate, the popular ones
// most; some an industry, a few Pro only or a search text. Popular sets repeat, as they would.
const serviceWeights: (readonly [Service, number])[] = [
  ["Website Development", 22],
  ["Digital Marketing", 18],
  ["Social Media Management", 15],
  ["Branding & Design", 12],
  ["SEO Services", 9],
  ["E-commerce Development", 8],
  ["Mobile App Development", 6],
  ["Content Creation", 4],
  ["UI/UX Design", 3],
  ["PPC Advertising", 3],
];
const emirateWeights: (readonly [Emirate, number])[] = [
  ["Dubai", 45],
  ["Abu Dhabi", 25],
  ["Sharjah", 14],
  ["Ajman", 6],
  ["Ras Al Khaimah", 5],
  ["Fujairah", 3],
  ["Umm Al Quwain", 2],
];
/** Search texts, in both languages; several name an emirate or a service. */
const texts: (readonly [string, number])[] = [
  ["seo", 8],
  ["digital marketing", 6],
  ["shopify", 5],
  ["branding agency", 5],
  ["Abu Dhabi", 4],
  ["دبي", 4],
  ["تطوير مواقع", 4],
  ["social media", 4],
  ["bilingual", 3],
  ["restaurant", 3],
  ["app", 3],
  ["startup", 2],
  ["arabic", 2],
  ["تسويق", 2],
  ["falcon", 1],
  ["real estate marketing", 1],
];

function some<T>(random: Random, weights: readonly (readonly [T, number])[], n: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < n) chosen.add(random.weighted(weights));
  return [...chosen];
}

function searchFilters(random: Random): SavedFilters {
  for (;;) {
    const filters: SavedFilters = {
      pro: random.chance(0.07),
      services: some(
        random,
        serviceWeights,
        random.weighted([
          [0, 30],
          [1, 60],
          [2, 10],
        ] as const),
      ),
      locations: some(
        random,
        emirateWeights,
        random.weighted([
          [0, 35],
          [1, 57],
          [2, 8],
        ] as const),
      ),
      industries: some(
        random,
        industryWeights,
        random.weighted([
          [0, 75],
          [1, 20],
          [2, 5],
        ] as const),
      ),
      q: random.chance(0.12) ? random.weighted(texts) : "",
    };
    const everything =
      !filters.pro &&
      !filters.q &&
      filters.services.length + filters.locations.length + filters.industries.length === 0;
    // An alert on the whole directory is rare.
    if (!everything || random.chance(0.15)) return filters;
  }
}

type SearchRow = {
  email: string;
  locale: "en" | "ar";
  frequency: AlertFrequency;
  filters: SavedFilters;
  filtersKey: string;
};

/** `total` searches by addresses holding one to three each, unique per (address, filters). */
function searchRows(total: number): SearchRow[] {
  const random = createRandom("wakala-bench-saved-searches");
  const rows: SearchRow[] = [];
  let address = 0;
  while (rows.length < total) {
    address++;
    const email = `watcher-${address}@example.ae`;
    const locale = random.chance(0.3) ? "ar" : "en";
    const keys = new Set<string>();
    for (let i = random.int(1, 3); i > 0 && rows.length < total;) {
      const filters = canonicalFilters(searchFilters(random));
      const filtersKey = savedFiltersKey(filters);
      if (keys.has(filtersKey)) continue;
      keys.add(filtersKey);
      const frequency = random.weighted([
        ["instant", 50],
        ["daily", 35],
        ["weekly", 15],
      ] as const);
      rows.push({ email, locale, frequency, filters, filtersKey });
      i--;
    }
  }
  return rows;
}

/**
 * Inserts confirmed saved searches with one `insert ... select from unnest(...)` per batch: the
 * columns saveSearch writes, q_query compiled once per distinct text by savedSearchQuery.
 */
async function insertSearches(db: Db, rows: readonly SearchRow[]): Promise<void> {
  if (rows.length === 0) return;
  const compiled = new Map<string, string | null>();
  for (const q of new Set(rows.map((r) => r.filters.q))) {
    const query = savedSearchQuery(q);
    if (!query) {
      compiled.set(q, null);
      continue;
    }
    const [row] = await selectRows<{ text: string }>(db, sql`select (${query})::text as "text"`);
    compiled.set(q, row!.text);
  }
  for (let from = 0; from < rows.length; from += batchSize) {
    const batch = rows.slice(from, from + batchSize);
    const column = (type: string, value: (r: SearchRow) => string | boolean | null) =>
      sql`${new Param(batch.map(value))}::${sql.raw(type)}[]`;
    await db.execute(sql`
      insert into ${savedSearches} (email, locale, frequency, pro, services, locations, industries,
        q, q_query, filters_key, confirmed_at)
      select email, locale, frequency, pro, services::text[], locations::text[], industries::text[],
        q, q_query::tsquery, filters_key, now()
      from unnest(
        ${column("text", (r) => r.email)}, ${column("text", (r) => r.locale)},
        ${column("text", (r) => r.frequency)}, ${column("boolean", (r) => r.filters.pro)},
        ${column("text", (r) => arrayLiteral(r.filters.services))},
        ${column("text", (r) => arrayLiteral(r.filters.locations))},
        ${column("text", (r) => arrayLiteral(r.filters.industries))},
        ${column("text", (r) => r.filters.q)}, ${column("text", (r) => compiled.get(r.filters.q)!)},
        ${column("text", (r) => r.filtersKey)}
      ) as u(email, locale, frequency, pro, services, locations, industries, q, q_query, filters_key)`);
  }
  // Fresh statistics, as autovacuum would have gathered them on a live database.
  await db.execute(sql`analyze saved_searches`);
}

type Timing = { median: number; max: number; matches: number };

/** Median and max ms of `change` over `rounds` agencies, and the median of matches it queued. */
async function timeChanges(
  db: Db,
  ids: number[],
  change: (id: number) => Promise<void>,
): Promise<Timing> {
  const times: number[] = [];
  const queued: number[] = [];
  for (const id of ids) {
    const before = await matchesOf(db, id);
    const started = performance.now();
    await change(id);
    times.push(performance.now() - started);
    queued.push((await matchesOf(db, id)) - before);
  }
  return { median: median(times), max: Math.max(...times), matches: median(queued) };
}

const matchesOf = async (db: Db, agencyId: number) =>
  (
    await db
      .select({ n: count() })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.agencyId, agencyId))
  )[0]!.n;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The agency's own listing as its dashboard form would send it back, with `change` applied. */
async function editedInput(
  db: Db,
  id: number,
  change: (listing: AgencyInput) => Partial<AgencyInput>,
): Promise<AgencyInput> {
  const l = (await findOwnListing(db, id))!;
  const input = {
    agencyName: l.agencyName,
    agencyNameAr: l.agencyNameAr ?? undefined,
    contactName: l.contactName,
    email: l.email,
    phone: l.phone ?? undefined,
    website: l.website ?? undefined,
    portfolio: l.portfolio ?? undefined,
    logoUrl: l.logoUrl ?? undefined,
    location: (l.location ?? undefined) as AgencyInput["location"],
    services: l.services as AgencyInput["services"],
    industries: l.industries as AgencyInput["industries"],
    experience: l.experience as AgencyInput["experience"],
    description: l.description,
    descriptionAr: l.descriptionAr ?? undefined,
    languages: l.languages as AgencyInput["languages"],
  } satisfies AgencyInput;
  return { ...input, ...change(input) };
}

/** Gives agency `id` the columns of agency `of` that saved searches match on. */
async function makeTwin(db: Db, of: number, id: number) {
  await db.execute(sql`
    update ${agencies} a set location = b.location, services = b.services,
      industries = b.industries, description = b.description, is_pro = b.is_pro
    from ${agencies} b where b.id = ${of} and a.id = ${id}`);
}

/** Moves to another emirate and adds the most asked-for service it does not offer yet. */
const moveAndAddService = (l: AgencyInput): Partial<AgencyInput> => ({
  location: l.location === "Dubai" ? "Abu Dhabi" : "Dubai",
  services: [...l.services, serviceWeights.find(([s]) => !l.services.includes(s))![0]],
});

async function edit(
  db: Db,
  config: Config,
  id: number,
  change: (l: AgencyInput) => Partial<AgencyInput>,
) {
  const input = await editedInput(db, id, change);
  const started = performance.now();
  const result = await updateOwnListing(db, id, input, config);
  const ms = performance.now() - started;
  if (result.status !== "updated" || !result.changed) {
    throw new Error(`edit of agency ${id}: ${JSON.stringify(result)}`);
  }
  return ms;
}

export async function run(): Promise<Record<string, number | string>> {
  const throwaway = await throwawayDatabase("saved", process.env.DATABASE_URL || undefined);
  const { target } = throwaway;
  const database = await openDatabase(target);
  const { db } = database;
  try {
    await database.migrate();
    await seedScale(db, { agencies: agencyCount, briefs: 0 });
    const config = loadConfig({ SESSION_SECRET: "bench-".padEnd(40, "x"), LOG_LEVEL: "silent" });
    const ids = async (approved: boolean) =>
      (
        await db
          .select({ id: agencies.id })
          .from(agencies)
          .where(eq(agencies.approved, approved))
          .orderBy(agencies.id)
      ).map((r) => r.id);
    const pending = await ids(false);
    const approved = await ids(true);
    if (pending.length < sizes.length * rounds || approved.length < 2 * sizes.length * rounds) {
      throw new Error(
        `${agencyCount} agencies are too few for ${rounds} rounds: raise BENCH_AGENCIES`,
      );
    }
    // At each number of searches the same kinds of agency change: those of the later rounds are
    // made twins of the first's before any search is stored (so nothing is queued for that).
    const perSize = (list: number[], from: number) =>
      sizes.map((_, s) => list.slice((from + s) * rounds, (from + s + 1) * rounds));
    const toApprove = perSize(pending, 0);
    const toMove = perSize(approved, 0);
    const toRename = perSize(approved, sizes.length);
    for (const group of [toApprove, toMove]) {
      for (const later of group.slice(1)) {
        for (const [i, id] of later.entries()) await makeTwin(db, group[0]![i]!, id);
      }
    }

    const rows = searchRows(searchCount);
    const distinctSets = new Set(rows.map((r) => r.filtersKey)).size;
    const figures: Record<string, number | string> = {
      driver: target.kind,
      agencies: agencyCount,
      saved_searches: searchCount,
      distinct_filter_sets: distinctSets,
    };
    const round1 = (ms: number) => Math.round(ms * 10) / 10;
    const k = (n: number) => (n >= 1000 ? `${Math.round(n / 1000)}k` : String(n));
    const line = (cells: (string | number)[]) =>
      "  " +
      cells.map((c, i) => (i === 0 ? String(c).padEnd(22) : String(c).padStart(10))).join("");
    const report: string[] = [];
    /** Each change's median with no saved search: what the change costs without matching. */
    const baseline = new Map<string, number>();

    let stored = 0;
    let insertMs = 0;
    for (const [s, size] of sizes.entries()) {
      const started = performance.now();
      await insertSearches(db, rows.slice(stored, size));
      insertMs += performance.now() - started;
      stored = size;
      figures.insert_searches_seconds = Math.round(insertMs / 100) / 10;
      const measured: [string, Timing][] = [
        [
          "approve",
          await timeChanges(db, toApprove[s]!, async (id) => {
            await setAgencyApproval(db, id, true, config);
          }),
        ],
      ];
      // The edits are timed inside (updateOwnListing alone, not reading the listing first).
      const editTimes = async (
        label: string,
        ids: number[],
        change: (l: AgencyInput) => Partial<AgencyInput>,
      ) => {
        const times: number[] = [];
        const timing = await timeChanges(db, ids, async (id) => {
          times.push(await edit(db, config, id, change));
        });
        measured.push([label, { ...timing, median: median(times), max: Math.max(...times) }]);
      };
      await editTimes("edit_services_location", toMove[s]!, moveAndAddService);
      await editTimes("edit_name", toRename[s]!, (l) => ({
        agencyName: `${l.agencyName} Renamed`,
      }));
      for (const [label, t] of measured) {
        if (size === 0) baseline.set(label, t.median);
        // What matching adds, per agency queued: flat when the cost follows the matches written.
        const perMatch =
          t.matches > 0 ? Math.round(((t.median - baseline.get(label)!) * 1000) / t.matches) : "";
        figures[`${label}_at_${k(size)}_median_ms`] = round1(t.median);
        figures[`${label}_at_${k(size)}_max_ms`] = round1(t.max);
        figures[`${label}_at_${k(size)}_matches`] = t.matches;
        if (perMatch !== "") figures[`${label}_at_${k(size)}_us_per_match`] = perMatch;
        report.push(line([label, size, round1(t.median), round1(t.max), t.matches, perMatch]));
      }
    }
    const ratio = (label: string, figure: string) =>
      Math.round(
        ((figures[`${label}_at_${k(searchCount)}_${figure}`] as number) /
          (figures[`${label}_at_${k(smallCount)}_${figure}`] as number)) *
          100,
      ) / 100;
    figures.approve_ms_ratio = ratio("approve", "median_ms");
    figures.approve_matches_ratio = ratio("approve", "matches");

    console.log(
      `  ${target.kind}, ${agencyCount.toLocaleString("en")} agencies, ` +
        `${searchCount.toLocaleString("en")} saved searches (${distinctSets.toLocaleString("en")} ` +
        `distinct filter sets) inserted in ${figures.insert_searches_seconds} s; ${rounds} rounds each`,
    );
    console.log(line(["change", "searches", "median_ms", "max_ms", "matches", "us/match"]));
    for (const row of report) console.log(row);
    console.log(
      `  approve at ${k(searchCount)} vs ${k(smallCount)}: ${figures.approve_ms_ratio}x the time, ` +
        `${figures.approve_matches_ratio}x the matches; no bulk approval in the app, none timed`,
    );
    return figures;
  } finally {
    await database.close();
    await throwaway.dispose();
  }
}
