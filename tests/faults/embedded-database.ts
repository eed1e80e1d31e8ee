import { PGlite } from "@electric-sql/pglite";
import { amcheck } from "@electric-sql/pglite/contrib/amcheck";

/**
 * Opens the server's embedded database directory here, once the server has ended, and checks
 * it: every B-tree index of the app's tables verified against its table with amcheck
 * (`bt_index_check` with heapallindexed), which finds an index and a table that disagree after
 * a crash. Returns the open database for further queries; close it after.
 */
export async function openAndCheck(dir: string): Promise<{ db: PGlite; indexesChecked: number }> {
  const db = await PGlite.create(dir, { extensions: { amcheck } });
  await db.exec("create extension if not exists amcheck");
  const { rows } = await db.query<{ index: string }>(`
    select c.oid::regclass::text as index
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am am on am.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where am.amname = 'btree' and n.nspname = 'public'`);
  for (const { index } of rows) {
    await db.query(`select bt_index_check($1::regclass, true)`, [index]);
  }
  return { db, indexesChecked: rows.length };
}
