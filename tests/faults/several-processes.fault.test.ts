import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { demoAgencies } from "~/db/seed/demo-data";
import { startAppProcess, type AppProcess } from "./app-process";
import { startPgCluster, type PgCluster } from "./pg-cluster";

/**
 * Several processes: three servers started at the same moment on one new PostgreSQL database
 * take turns to migrate, seed and create the first admin (an advisory lock), so the schema is
 * migrated once, the demo data written once and there is one admin.
 */
let cluster: PgCluster;
const apps: AppProcess[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  await cluster.createDatabase("wakala");
});
afterAll(async () => {
  for (const app of apps) app.kill("SIGKILL");
  await Promise.all(apps.map((a) => a.exited));
  cluster?.destroy();
});

test("processes starting together on one database migrate and seed it once", async () => {
  const env = { DATABASE_URL: cluster.url("wakala"), SEED_DEMO: "1" };
  apps.push(...(await Promise.all([1, 2, 3].map(() => startAppProcess(env)))));
  for (const app of apps) expect((await fetch(`${app.url}/readyz`)).status).toBe(200);

  const client = new pg.Client({ connectionString: cluster.url("wakala") });
  await client.connect();
  try {
    const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
    expect(await count("select count(*) as n from agencies")).toBe(demoAgencies.length);
    expect(await count("select count(*) as n from users")).toBe(1);
    expect(await count("select count(*) as n from drizzle.__drizzle_migrations")).toBeGreaterThan(
      0,
    );
  } finally {
    await client.end();
  }
  for (const app of apps) {
    expect(app.logs().filter((l) => Number(l.level) >= 50)).toEqual([]);
  }
});
