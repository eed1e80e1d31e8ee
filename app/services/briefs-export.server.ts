import { asc, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, briefs } from "~/db/schema";
import { briefRowColumns, type AdminBriefRow } from "./admin-rows.server";

/** A brief as the export writes it: with the name of the agency its client asked for, if any. */
export type ExportedBrief = AdminBriefRow & { requestedAgencyName: string | null };

/**
 * Every brief with its match count and the agency its client asked for, in id order, in batches
 * by keyset on the primary key: memory stays flat and a late batch costs what the first does (the
 * CSV export).
 */
export async function* streamBriefsForExport(
  db: DbOrTx,
  batchSize = 500,
): AsyncGenerator<ExportedBrief[]> {
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ ...briefRowColumns, requestedAgencyName: agencies.agencyName })
      .from(briefs)
      .leftJoin(agencies, eq(agencies.id, briefs.requestedAgencyId))
      .where(gt(briefs.id, after))
      .orderBy(asc(briefs.id))
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch.at(-1)!.id;
  }
}
