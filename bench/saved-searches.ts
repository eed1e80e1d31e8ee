/**
 * What the saved-search matching trigger costs at scale (docs/decisions/015): one
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
 * The searches are made in saved-searches/search-rows.ts, the changes timed in
 * saved-searches/agency-changes.ts.
 */
import { eq } from "drizzle-orm";
import { loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { seedScale } from "~/db/seed/scale.server";
import type { AgencyInput } from "~/domain/agency";
import { setAgencyApproval } from "~/services/approve-agency.server";
import {
  edit,
  makeTwin,
  median,
  moveAndAddService,
  timeChanges,
  type Timing,
} from "./saved-searches/agency-changes";
import { insertSearches, searchRows } from "./saved-searches/search-rows";
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
