import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { DatabaseTarget } from "~/db/client.server";

export type ThrowawayDatabase = { target: DatabaseTarget; dispose(): Promise<void> };

/**
 * A fresh, empty database for one benchmark: a new database on the PostgreSQL server of
 * `serverUrl` when given (created now), otherwise PGlite in a temporary directory. `dispose`
 * drops or deletes it.
 */
export async function throwawayDatabase(
  prefix: string,
  serverUrl?: string,
): Promise<ThrowawayDatabase> {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), `wakala-bench-${prefix}-`));
    return {
      target: { kind: "pglite", dir: path.join(dir, "pglite") },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `wakala_bench_${prefix.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
  await onMaintenanceDb(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: "postgres", url: url.toString() },
    dispose: () =>
      onMaintenanceDb(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

async function onMaintenanceDb(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const url = new URL(serverUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
