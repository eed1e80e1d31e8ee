import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client.server";
import { agencies, briefs, matches } from "../schema";
import { bulkInsert, type BulkColumn } from "./bulk-insert";
import { hoursAfter } from "./fake";
import { createRandom, type Random } from "./random";
import { selectRows } from "../select-rows";
import { scaleAgency, scaleBrief } from "./scale-data";

export type ScaleSeedProgress = {
  table: "agencies" | "briefs" | "matches";
  done: number;
  total: number;
};

export type ScaleSeedOptions = {
  agencies: number;
  briefs: number;
  /** Rows per INSERT statement (default 2000). */
  batchSize?: number;
  onProgress?: (progress: ScaleSeedProgress) => void;
};

export type ScaleSeedCounts = { agencies: number; briefs: number; matches: number };

const SCALE_SEED_LOCK = 7_215_002;
/** Share of the new briefs that get matches (1-3 agencies each). */
const MATCHED_SHARE = 0.2;

type AgencyRow = typeof agencies.$inferInsert;
type BriefRow = typeof briefs.$inferInsert;
type MatchRow = typeof matches.$inferInsert;

const agencyColumns: BulkColumn<AgencyRow>[] = [
  { column: agencies.slug, type: "text", value: (r) => r.slug },
  { column: agencies.agencyName, type: "text", value: (r) => r.agencyName },
  { column: agencies.contactName, type: "text", value: (r) => r.contactName },
  { column: agencies.email, type: "text", value: (r) => r.email },
  { column: agencies.phone, type: "text", value: (r) => r.phone },
  { column: agencies.website, type: "text", value: (r) => r.website },
  { column: agencies.logoUrl, type: "text", value: (r) => r.logoUrl },
  { column: agencies.location, type: "text", value: (r) => r.location },
  { column: agencies.services, type: "text[]", value: (r) => r.services },
  { column: agencies.industries, type: "text[]", value: (r) => r.industries ?? [] },
  { column: agencies.experience, type: "text", value: (r) => r.experience },
  { column: agencies.portfolio, type: "text", value: (r) => r.portfolio },
  { column: agencies.description, type: "text", value: (r) => r.description },
  { column: agencies.approved, type: "boolean", value: (r) => r.approved ?? false },
  { column: agencies.isPro, type: "boolean", value: (r) => r.isPro ?? false },
  { column: agencies.createdAt, type: "timestamptz", value: (r) => r.createdAt },
  { column: agencies.updatedAt, type: "timestamptz", value: (r) => r.updatedAt },
];

const briefColumns: BulkColumn<BriefRow>[] = [
  { column: briefs.companyName, type: "text", value: (r) => r.companyName },
  { column: briefs.contactName, type: "text", value: (r) => r.contactName },
  { column: briefs.email, type: "text", value: (r) => r.email },
  { column: briefs.phone, type: "text", value: (r) => r.phone },
  { column: briefs.projectType, type: "text", value: (r) => r.projectType },
  { column: briefs.budget, type: "text", value: (r) => r.budget },
  { column: briefs.timeline, type: "text", value: (r) => r.timeline },
  { column: briefs.description, type: "text", value: (r) => r.description },
  { column: briefs.createdAt, type: "timestamptz", value: (r) => r.createdAt },
];

const matchColumns: BulkColumn<MatchRow>[] = [
  { column: matches.briefId, type: "integer", value: (r) => r.briefId },
  { column: matches.agencyId, type: "integer", value: (r) => r.agencyId },
  { column: matches.matchedAt, type: "timestamptz", value: (r) => r.matchedAt },
];

/**
 * Adds synthetic agencies and briefs (and matches for about a fifth of the briefs) for load
 * testing, in batches inside one transaction. Names continue from the highest id in use, so
 * running it again adds more rows instead of clashing on slugs or e-mails; the same starting
 * database gives the same rows.
 */
export async function seedScale(db: DbOrTx, options: ScaleSeedOptions): Promise<ScaleSeedCounts> {
  const counts = await writeScaleData(db, options);
  // Fresh statistics, as autovacuum would take a while to gather: without them PostgreSQL
  // guesses row counts for a 100,000-row table it has never analysed and may pick slow plans.
  await db.execute(sql`analyze agencies, briefs, matches`);
  return counts;
}

async function writeScaleData(db: DbOrTx, options: ScaleSeedOptions): Promise<ScaleSeedCounts> {
  const batchSize = Math.max(1, options.batchSize ?? 2000);
  const report = options.onProgress ?? (() => {});
  return db.transaction(async (tx) => {
    // Two runs at once would pick the same indexes.
    await tx.execute(sql`select pg_advisory_xact_lock(${SCALE_SEED_LOCK})`);
    const [{ agencyMax, briefMax }] = (await selectRows<{ agencyMax: number; briefMax: number }>(
      tx,
      sql`select (select coalesce(max(${agencies.id}), 0) from ${agencies})::int as "agencyMax",
                 (select coalesce(max(${briefs.id}), 0) from ${briefs})::int as "briefMax"`,
    )) as [{ agencyMax: number; briefMax: number }];
    const random = createRandom(`wakala-scale:${agencyMax}:${briefMax}`);

    // Every new name, slug and e-mail ends in an index above any agency id in use. Identity
    // values only grow, so no earlier synthetic agency has an index above its own id.
    const approvedIds: number[] = [];
    await inBatches(
      options.agencies,
      batchSize,
      (from, size) =>
        Array.from({ length: size }, (_, j) => scaleAgency(random, agencyMax + from + j + 1)),
      async (rows) => {
        const inserted = await bulkInsert<AgencyRow, { id: number; approved: boolean }>(
          tx,
          agencies,
          agencyColumns,
          rows,
          sql`id, approved`,
        );
        for (const row of inserted) if (row.approved) approvedIds.push(row.id);
      },
      (done) => report({ table: "agencies", done, total: options.agencies }),
    );

    const insertedBriefs: { id: number; createdAtMs: number }[] = [];
    await inBatches(
      options.briefs,
      batchSize,
      (from, size) =>
        Array.from({ length: size }, (_, j) => scaleBrief(random, briefMax + from + j + 1)),
      async (rows) => {
        insertedBriefs.push(
          ...(await bulkInsert<BriefRow, { id: number; createdAtMs: number }>(
            tx,
            briefs,
            briefColumns,
            rows,
            sql`id, (extract(epoch from created_at) * 1000)::float8 as "createdAtMs"`,
          )),
        );
      },
      (done) => report({ table: "briefs", done, total: options.briefs }),
    );
    const matchedBriefs = insertedBriefs
      .filter(() => random.chance(MATCHED_SHARE))
      .map((b) => ({ id: b.id, createdAt: new Date(b.createdAtMs) }));

    const pool = approvedIds.length > 0 ? approvedIds : await existingApprovedIds(tx);
    const matchRows: MatchRow[] =
      pool.length === 0
        ? []
        : matchedBriefs.flatMap((brief) =>
            distinct(random, pool, random.int(1, 3)).map((agencyId) => ({
              briefId: brief.id,
              agencyId,
              matchedAt: hoursAfter(random, brief.createdAt, 3, 48),
            })),
          );
    for (let done = 0; done < matchRows.length;) {
      const batch = matchRows.slice(done, done + batchSize);
      await bulkInsert(tx, matches, matchColumns, batch);
      done += batch.length;
      report({ table: "matches", done, total: matchRows.length });
    }

    // A match qualifies its brief (docs/product.md, P13): at its first match.
    await tx.execute(sql`
      update ${briefs} set qualified_at = first.matched_at
      from (
        select brief_id, min(matched_at) as matched_at from ${matches} group by brief_id
      ) as first
      where first.brief_id = ${briefs}.id and ${briefs}.qualified_at is null`);

    return { agencies: options.agencies, briefs: options.briefs, matches: matchRows.length };
  });
}

/**
 * Makes and writes `total` rows in batches; the next batch is made while the database is still
 * writing the previous one (which helps when the database is another process).
 */
async function inBatches<Row>(
  total: number,
  batchSize: number,
  make: (from: number, size: number) => Row[],
  write: (rows: Row[]) => Promise<void>,
  onWritten: (done: number) => void,
): Promise<void> {
  const sizeAt = (from: number) => Math.min(batchSize, total - from);
  let from = 0;
  let rows = total > 0 ? make(0, sizeAt(0)) : null;
  while (rows) {
    const writing = write(rows);
    const next = from + rows.length;
    let nextRows: Row[] | null;
    try {
      nextRows = next < total ? make(next, sizeAt(next)) : null;
    } catch (error) {
      await writing.catch(() => {});
      throw error;
    }
    await writing;
    onWritten(next);
    // PGlite answers without giving timers a turn; let them run (its directory lock is refreshed
    // by a timer, and goes stale after 10 s without one).
    await new Promise((resolve) => setImmediate(resolve));
    from = next;
    rows = nextRows;
  }
}

/** Up to `count` different items, without shuffling a large list. */
function distinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  const wanted = Math.min(count, items.length);
  while (chosen.size < wanted) chosen.add(random.pick(items));
  return [...chosen];
}

async function existingApprovedIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.approved, true))
    .orderBy(agencies.id)
    .limit(10_000);
  return rows.map((r) => r.id);
}
