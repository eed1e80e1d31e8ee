import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database, type Db } from "~/db/client.server";
import { createDatabaseFrom, dropDatabase } from "./postgres-admin";

/**
 * A fresh, migrated database of its own for the calling test file: in-memory PGlite copied from
 * the run's snapshot, or (TEST_DATABASE_URL) a new database on the PostgreSQL server, dropped after.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const templateUrl = inject("postgresTemplateUrl");
  if (templateUrl) {
    const name = `${new URL(templateUrl).pathname.slice(1)}_f${randomBytes(5).toString("hex")}`;
    const url = await createDatabaseFrom(templateUrl, name);
    const database = await openDatabase({ kind: "postgres", url }, { poolSize: 5 });
    return {
      ...database,
      url,
      async close() {
        await database.close();
        await dropDatabase(url);
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const client = await PGlite.create({ loadDataDir: snapshot });
  return openDatabase({ kind: "pglite", dir: "memory://" }, { pglite: client });
}

/**
 * Registers a database for the test file (opened before its tests, closed after) and returns a
 * holder whose `db` is ready inside tests and hooks.
 */
export function useTestDatabase(): {
  readonly db: Db;
  readonly database: Database;
  /** The PostgreSQL database's URL (other processes may connect); undefined on PGlite. */
  readonly url: string | undefined;
} {
  let database: (Database & { url?: string }) | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return {
    get db() {
      if (!database) throw new Error("The test database is opened in beforeAll; use it in a test");
      return database.db;
    },
    get url() {
      return database?.url;
    },
    get database() {
      if (!database) throw new Error("The test database is opened in beforeAll; use it in a test");
      return database;
    },
  };
}
