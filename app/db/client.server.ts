import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { DirectoryLockedError, lockDirectory } from "./directory-lock.server";
import { openDurablePglite } from "./durable-pglite.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. Services take this and nothing else. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: what a query helper can run on. */
export type DbOrTx = Db | Tx;

export type DatabaseTarget =
  { kind: "postgres"; url: string; poolSize?: number } | { kind: "pglite"; dir: string };

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies the committed migrations in ./drizzle. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Runs `work` while no other process runs its own (a PostgreSQL advisory lock held by a
   * connection of its own): several app processes starting together on one server migrate,
   * seed and create the first admin one after another, not at once. PGlite serves one process.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** The advisory lock key of start-up work (any fixed number; "wakala" in ASCII). */
const STARTUP_LOCK = 0x77616b616c61;

export class DatabaseLockedError extends Error {
  override name = "DatabaseLockedError";
}

/** ./drizzle, found from this module both in the source tree and in the bundled server build. */
export const migrationsFolder = findMigrations(path.dirname(fileURLToPath(import.meta.url)));

function findMigrations(from: string): string {
  for (let dir = from, i = 0; i < 6; i++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
  }
  return path.resolve("drizzle");
}

/**
 * Opens the database named by the configuration: a PostgreSQL server through a node-postgres
 * pool, or embedded PGlite in a directory (locked against a second process) or in memory.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { poolSize?: number; pglite?: PGlite } = {},
): Promise<Database> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? target.poolSize ?? 10,
      // A request waits at most this long for a connection, so an unreachable server is
      // answered 503 quickly instead of holding requests (docs/decisions/011).
      connectionTimeoutMillis: 5000,
      // A query the server does not finish in 15 s is cancelled by the server itself.
      statement_timeout: 15_000,
      keepAlive: true,
    });
    // A connection the server drops (a restart, a failover) must not crash the process. pg-pool
    // listens for errors on idle clients only; a client checked out for a transaction, between
    // two of its queries, would emit an unhandled 'error'. The query in progress, if any, fails
    // with the same error, and the pool replaces the client once it is released.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let ended: Promise<void> | undefined;
    return {
      db,
      driver: "postgres",
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => (ended ? Promise.resolve(false) : ping(db)),
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
          return await work();
        } finally {
          // Ending the session would release the lock too; unlock so the client can be reused.
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => (ended ??= pool.end()),
    };
  }

  const inMemory = target.dir.startsWith("memory://");
  let release: (() => Promise<void>) | undefined;
  if (!inMemory && !options.pglite) {
    const dir = path.resolve(target.dir);
    mkdirSync(dir, { recursive: true });
    release = lockPgliteDirectory(dir);
  }
  let client: PGlite;
  try {
    client =
      options.pglite ??
      (inMemory
        ? await PGlite.create(target.dir)
        : await openDurablePglite(path.resolve(target.dir)));
  } catch (error) {
    await release?.();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => (closed ? Promise.resolve(false) : ping(db)),
    exclusively: (work) => work(),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await release?.();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

function lockPgliteDirectory(dir: string): () => Promise<void> {
  try {
    const release = lockDirectory(dir);
    return async () => release();
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      throw new DatabaseLockedError(
        `The embedded database ${error.message}. Stop that process, or set PGLITE_DIR or ` +
          `DATABASE_URL to use another database (PGlite serves one process at a time). If no ` +
          `process uses it any more, delete ${String(error.cause)}.`,
      );
    }
    throw error;
  }
}
