/**
 * First visits of the directory (docs/decisions/006, Updates): filter combinations, deep pages and
 * searches that nobody asked for before, so neither the page cache nor the count cache holds them,
 * each visited once, one at a time. Latency as the client sees it (the whole page, facet counts
 * included), p50/p99/max per kind; every answer must be a 200 and a page-cache miss.
 */
import pg from "pg";
import { createRandom, type Random } from "~/db/seed/random";
import { directoryPageHref, noFilters, type DirectoryFilters } from "~/domain/directory";
import { emirates, industries, services } from "~/domain/value-sets";
import { round1 } from "./built-server";

export type FirstVisitKind = "filters" | "deep" | "search";
type Visit = { kind: FirstVisitKind; path: string };

const SEARCHES = [
  "digital marketing",
  "studio",
  "web",
  "brand",
  "دبي",
  "تطوير مواقع",
  "أبو ظبي",
  "Dubai",
  "seo",
  "growth",
  "creative",
  "app",
];

function some<V>(random: Random, values: readonly V[], most: number): V[] {
  const count = random.weighted([
    [0, 4],
    [1, 4],
    [2, 2],
  ] as const);
  return random.sample(values, Math.min(count, most));
}

function combination(random: Random): DirectoryFilters {
  for (;;) {
    const filters: DirectoryFilters = {
      ...noFilters,
      pro: random.chance(0.2),
      services: some(random, services.values, 2),
      locations: some(random, emirates.values, 2),
      industries: some(random, industries.values, 2),
      sort: random.chance(0.25) ? "rating" : "default",
    };
    const chosen =
      Number(filters.pro) +
      filters.services.length +
      filters.locations.length +
      filters.industries.length;
    if (chosen > 0) return filters;
  }
}

/**
 * `count` visits of each kind (deep pages: half to all the way to the last page of a combination
 * with at least 20 pages, the plain directory included), distinct addresses, in a shuffled order,
 * and the warm-up visits made before them.
 */
export async function firstVisitPlan(databaseUrl: string | undefined, count: number) {
  const random = createRandom("first-visits");
  const seen = new Set<string>();
  const visits: Visit[] = [];
  const add = (kind: FirstVisitKind, path: string) => {
    if (seen.has(path)) return false;
    seen.add(path);
    visits.push({ kind, path });
    return true;
  };
  while (visits.filter((v) => v.kind === "filters").length < count) {
    add("filters", directoryPageHref(combination(random), 1));
  }
  while (visits.filter((v) => v.kind === "search").length < count) {
    const filters = random.chance(0.5) ? combination(random) : { ...noFilters };
    add("search", directoryPageHref({ ...filters, q: random.pick(SEARCHES) }, 1));
  }
  const pagesOf = await pageCounter(databaseUrl);
  try {
    let deep = 0;
    for (let tries = 0; deep < count && tries < count * 50; tries++) {
      const filters = random.chance(0.15) ? { ...noFilters } : combination(random);
      const pages = await pagesOf(filters);
      if (pages < 20) continue;
      const page = random.int(Math.ceil(pages / 2), pages);
      if (add("deep", directoryPageHref(filters, page))) deep++;
    }
  } finally {
    await pagesOf.close();
  }
  // A running server has served pages before: warm this one up (code compiled, connections
  // open, the approved agencies' bits read) on other combinations, measured apart.
  const warmUp: Visit[] = [];
  const other = createRandom("first-visits-warm-up");
  while (warmUp.length < WARM_UP_VISITS) {
    const path = directoryPageHref(combination(other), 1);
    if (!seen.has(path)) {
      seen.add(path);
      warmUp.push({ kind: "filters", path });
    }
  }
  return { warmUp, visits: random.shuffle(visits) };
}

const WARM_UP_VISITS = 30;

/** Pages of a combination, by a plain count on the database (not through the server). */
async function pageCounter(databaseUrl: string | undefined) {
  if (!databaseUrl) throw new Error("first visits need the PostgreSQL database's URL");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async (filters: DirectoryFilters) => {
    const where = ["approved"];
    const params: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filters.pro) where.push("is_pro");
    if (filters.services.length > 0) add((p) => `services && ${p}::text[]`, filters.services);
    if (filters.locations.length > 0) add((p) => `location = any(${p}::text[])`, filters.locations);
    if (filters.industries.length > 0) {
      add((p) => `industries && ${p}::text[]`, filters.industries);
    }
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from agencies where ${where.join(" and ")}`,
      params,
    );
    return Math.ceil(result.rows[0]!.n / 24);
  };
  return Object.assign(count, { close: () => client.end() });
}

export type FirstVisitFigures = Record<string, number>;

/** Visits each address once, one at a time; figures per kind, and for filters and deep pages. */
export async function runFirstVisits(
  base: string,
  { warmUp, visits }: { warmUp: Visit[]; visits: Visit[] },
): Promise<FirstVisitFigures> {
  for (const visit of warmUp) await (await fetch(base + visit.path)).arrayBuffer();
  const times = new Map<FirstVisitKind | "filters_and_deep", number[]>();
  const slowest: { ms: number; path: string }[] = [];
  for (const visit of visits) {
    const started = performance.now();
    const response = await fetch(base + visit.path, {
      headers: { "accept-encoding": "br, gzip" },
      redirect: "manual",
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200 || response.headers.get("x-page-cache") !== "miss") {
      throw new Error(
        `${visit.path}: ${response.status}, page cache ${response.headers.get("x-page-cache")}`,
      );
    }
    for (const kind of [visit.kind, ...(visit.kind === "search" ? [] : ["filters_and_deep"])]) {
      const list = times.get(kind as FirstVisitKind) ?? [];
      list.push(ms);
      times.set(kind as FirstVisitKind, list);
    }
    slowest.push({ ms, path: visit.path });
  }
  const figures: FirstVisitFigures = {};
  for (const [kind, list] of times) {
    list.sort((a, b) => a - b);
    const at = (q: number) => list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!;
    figures[`first_${kind}_count`] = list.length;
    figures[`first_${kind}_p50_ms`] = round1(at(0.5));
    figures[`first_${kind}_p99_ms`] = round1(at(0.99));
    figures[`first_${kind}_max_ms`] = round1(list.at(-1)!);
  }
  slowest.sort((a, b) => b.ms - a.ms);
  for (const { ms, path } of slowest.slice(0, 5)) {
    process.stderr.write(`  slowest first visit: ${round1(ms)} ms ${decodeURIComponent(path)}\n`);
  }
  return figures;
}
