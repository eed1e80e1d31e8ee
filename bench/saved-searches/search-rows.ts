import { Param, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { savedSearches } from "~/db/schema";
import { arrayLiteral } from "~/db/seed/bulk-insert";
import { createRandom, type Random } from "~/db/seed/random";
import { industryWeights } from "~/db/seed/scale-data";
import { selectRows } from "~/db/select-rows";
import {
  canonicalFilters,
  savedFiltersKey,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import type { Emirate, Service } from "~/domain/value-sets";
import { savedSearchQuery } from "~/services/saved-search-query.server";

/**
 * The saved searches the benchmark stores: varied filters weighted as people would choose them,
 * compiled by the service's own helpers and written in batches.
 */

const batchSize = 5000;

// How people who ask for alerts filter: mostly one service and/or one emirate, the popular ones
// most; some an industry, a few Pro only or a search text. Popular sets repeat, as they would.
export const serviceWeights: (readonly [Service, number])[] = [
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

export type SearchRow = {
  email: string;
  locale: "en" | "ar";
  frequency: AlertFrequency;
  filters: SavedFilters;
  filtersKey: string;
};

/** `total` searches by addresses holding one to three each, unique per (address, filters). */
export function searchRows(total: number): SearchRow[] {
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
export async function insertSearches(db: Db, rows: readonly SearchRow[]): Promise<void> {
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
