import { asc, gt } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { briefs } from "~/db/schema";
import { briefRowColumns, type AdminBriefRow } from "./admin-rows.server";

/**
 * Every brief with its match count, in id order, in batches by keyset on the primary key: memory
 * stays flat and a late batch costs what the first does (the CSV export).
 */
export async function* streamBriefsForExport(
  db: DbOrTx,
  batchSize = 500,
): AsyncGenerator<AdminBriefRow[]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select(briefRowColumns)
      .from(briefs)
      .where(gt(briefs.id, after))
      .orderBy(asc(briefs.id))
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.id;
  }
}
