import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client.server";

/** Runs raw SQL and returns its rows; both drivers (node-postgres, PGlite) answer with `rows`. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
