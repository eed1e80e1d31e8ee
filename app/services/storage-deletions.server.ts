import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { storageDeletions } from "~/db/schema";
import { deleteAll, type ObjectStorage } from "~/storage/storage.server";

/**
 * Deletes from the object storage the files whose records are gone (a thread's file, deleted with
 * its message, match, brief or agency: the trigger of migration 0021 queues its key), then
 * forgets the keys: the worker's housekeeping (decision 018). The database back end's bytes went
 * with the record; only the queue is emptied for it. At most `limit` keys a pass; a key whose
 * deletion fails stays queued for the next pass.
 */
export async function purgeDeletedObjects(
  db: Db,
  storage: ObjectStorage,
  limit = 200,
): Promise<{ deleted: number }> {
  const queued = await db
    .select({ key: storageDeletions.key })
    .from(storageDeletions)
    .orderBy(storageDeletions.createdAt)
    .limit(limit);
  if (queued.length === 0) return { deleted: 0 };
  const keys = queued.map((row) => row.key);
  if (storage.kind === "s3") await deleteAll(storage, keys);
  await db.delete(storageDeletions).where(inArray(storageDeletions.key, keys));
  return { deleted: keys.length };
}
