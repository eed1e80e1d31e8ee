import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { adminUrl, databaseName, dropDatabase, withDatabaseName } from "../postgres-admin";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory; each test file starts from a copy. */
    pgliteSnapshot: string;
    /** The migrated PostgreSQL database each test file copies (TEST_DATABASE_URL runs only). */
    postgresTemplateUrl: string;
  }
}

/** Migrates once per run, so each test file gets a fresh database in a fraction of a second. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // The database named by TEST_DATABASE_URL is migrated and used as the template.
    const database = await openDatabase({ kind: "postgres", url: serverUrl });
    await database.migrate();
    await database.close();
    project.provide("postgresTemplateUrl", serverUrl);
    project.provide("pgliteSnapshot", "");
    return async () => {
      // Test files drop their own copies; this sweeps any a crashed worker left.
      const { default: pg } = await import("pg");
      const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await client.connect();
      const prefix = `${databaseName(serverUrl)}_f`;
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [prefix],
      );
      await client.end();
      for (const row of rows) await dropDatabase(withDatabaseName(serverUrl, row.datname));
    };
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), "wakala-test-"));
  const client = await PGlite.create("memory://");
  const database = await openDatabase({ kind: "pglite", dir: "memory://" }, { pglite: client });
  await database.migrate();
  const snapshot = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  project.provide("postgresTemplateUrl", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
