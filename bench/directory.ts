/**
 * Load-tests the agency directory on a large data set: seeds BENCH_AGENCIES (default 100,000)
 * agencies and 1,000 briefs into a throw-away database, starts the built server on it and runs
 * autocannon against the directory with each filter, a deep page, an agency profile and the JSON
 * API, and the rating sort with one agency in ten rated. The database is a fresh one on the PostgreSQL server named by DATABASE_URL when it is set
 * (created and dropped here), otherwise PGlite in a temporary directory.
 * BENCH_DURATION_S and BENCH_CONNECTIONS (default 10 and 10) change each autocannon run.
 *
 * On PostgreSQL it first visits BENCH_FIRST_VISITS (200) filter combinations, as many deep pages
 * and as many searches nobody asked for before, once each (first-visits.ts): the latency of
 * pages that neither the page cache nor the count cache holds, facet counts included.
 * BENCH_AUTOCANNON=0 leaves out the autocannon runs.
 */
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import getPort from "get-port";
import { openDatabase, type DatabaseTarget } from "~/db/client.server";
import { agencies } from "~/db/schema";
import { seedScale } from "~/db/seed/scale.server";
import { ensureBuild, round1, rssMb, startServer, stop, waitReady } from "./built-server";
import { firstVisitPlan, runFirstVisits } from "./first-visits";
import { throwawayDatabase } from "./throwaway-database";

export const name = "directory";
export const description =
  "built server on 100k agencies: autocannon req/s and latency of /agencies with filters, a profile and /api/agencies";

const agencyCount = Number(process.env.BENCH_AGENCIES ?? 100_000);
const briefCount = 1000;
const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupRequests = 5;
const firstVisits = Number(process.env.BENCH_FIRST_VISITS ?? 200);
const withAutocannon = process.env.BENCH_AUTOCANNON !== "0";

const targets = (slug: string): [label: string, pathname: string][] => [
  ["directory", "/agencies"],
  ["pro", "/agencies?pro=1"],
  ["service", "/agencies?service=Digital+Marketing"],
  ["location", "/agencies?location=Dubai"],
  ["industry", "/agencies?industry=Retail"],
  ["search", "/agencies?q=digital+marketing"],
  // Names of an emirate and of a service in Arabic: also agencies located there or offering it.
  ["search_ar_emirate", `/agencies?q=${encodeURIComponent("دبي")}`],
  ["search_ar_service", `/agencies?q=${encodeURIComponent("تطوير مواقع")}`],
  ["combined", "/agencies?service=Digital+Marketing&location=Dubai&industry=Retail&pro=1"],
  ["page_500", "/agencies?page=500"],
  // The rating sort (docs/decisions/014), on the tenth of the agencies given ratings below.
  ["rating_sort", "/agencies?sort=rating"],
  ["rating_sort_page_500", "/agencies?sort=rating&page=500"],
  ["rating_sort_service", "/agencies?sort=rating&service=Digital+Marketing"],
  ["profile", `/agencies/${encodeURIComponent(slug)}`],
  ["api_limit_24", "/api/agencies?limit=24"],
  // Not kept by the page cache: the search query itself on every request.
  ["api_search_ar", `/api/agencies?limit=24&q=${encodeURIComponent("أبو ظبي")}`],
];

export async function run(): Promise<Record<string, number | string>> {
  const database = await throwawayDatabase("dir", process.env.DATABASE_URL || undefined);
  const { target } = database;
  let server: ChildProcess | undefined;
  try {
    const slug = await seed(target);

    ensureBuild();

    const port = await getPort({ host: "127.0.0.1" });
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, target);
    await waitReady(server, base);

    const figures: Record<string, number | string> = {
      driver: target.kind,
      agencies: agencyCount,
    };
    const columns = [18, 9, 9, 9, 8];
    const line = (cells: (string | number)[]) =>
      cells
        .map((c, i) => (i === 0 ? String(c).padEnd(columns[i]!) : String(c).padStart(columns[i]!)))
        .join("  ");
    console.log(
      `  ${target.kind}, ${agencyCount.toLocaleString("en")} agencies, ` +
        `${connections} connections x ${durationS} s per URL`,
    );
    if (target.kind === "postgres" && firstVisits > 0) {
      const plan = await firstVisitPlan(target.url, firstVisits);
      const visited = await runFirstVisits(base, plan);
      for (const [key, value] of Object.entries(visited)) {
        figures[key] = value;
        if (key.endsWith("_ms")) console.log(`  ${key.padEnd(34)} ${value}`);
      }
    }
    if (withAutocannon) {
      console.log("  " + line(["url", "rps", "p50_ms", "p99_ms", "non2xx"]));
    }
    for (const [label, pathname] of withAutocannon ? targets(slug) : []) {
      await warmUp(base + pathname);
      const result = await autocannon({ url: base + pathname, connections, duration: durationS });
      const rps = round1(result.requests.average);
      const p50 = round1(result.latency.p50);
      const p99 = round1(result.latency.p99);
      const non2xx = result.non2xx + result.errors;
      figures[`${label}_rps`] = rps;
      figures[`${label}_p50_ms`] = p50;
      figures[`${label}_p99_ms`] = p99;
      figures[`${label}_non2xx`] = non2xx;
      console.log("  " + line([label, rps, p50, p99, non2xx]));
    }
    figures.rss_mb = rssMb(server.pid!);
    return figures;
  } finally {
    if (server) await stop(server);
    await database.dispose();
  }
}

/** Migrates and seeds the database, closes it, and answers the slug of an approved agency. */
async function seed(target: DatabaseTarget): Promise<string> {
  const database = await openDatabase(target);
  try {
    await database.migrate();
    const started = performance.now();
    let lastTenth = 0;
    await seedScale(database.db, {
      agencies: agencyCount,
      briefs: briefCount,
      onProgress: (p) => {
        const tenth = Math.floor((p.done / p.total) * 10);
        if (p.table === "agencies" && tenth > lastTenth) {
          lastTenth = tenth;
          process.stderr.write(
            `  ${target.kind}: ${p.done.toLocaleString("en")} agencies (${seconds(started)} s)\n`,
          );
        }
      },
    });
    // One agency in ten rated, with 1 to 40 reviews, as the reviews trigger would store them.
    await database.db.execute(sql`
      UPDATE agencies
      SET rating_count = 1 + id % 40,
          rating_sum = (1 + id % 40) * (3 + id % 3),
          rating_rank = agency_rating_rank((1 + id % 40) * (3 + id % 3), 1 + id % 40)
      WHERE id % 10 = 0`);
    // The state autovacuum keeps a table in (PostgreSQL vacuums after inserts too): the visibility
    // map set, so the directory's index-only scans read no rows. Without it they read them all.
    await database.db.execute(sql`vacuum analyze agencies`);
    const approvedSlug = (offset: number) =>
      database.db
        .select({ slug: agencies.slug })
        .from(agencies)
        .where(eq(agencies.approved, true))
        .orderBy(agencies.id)
        .offset(offset)
        .limit(1);
    // Offset 5000 on the full data set; the first approved agency on a small one.
    const deep = await approvedSlug(5000);
    const [row] = deep.length > 0 ? deep : await approvedSlug(0);
    if (!row) throw new Error("the seed wrote no approved agency");
    return row.slug;
  } finally {
    await database.close();
  }
}

async function warmUp(url: string) {
  for (let i = 0; i < warmupRequests; i++) {
    await fetch(url).then(
      (r) => r.arrayBuffer(),
      () => undefined,
    );
  }
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
