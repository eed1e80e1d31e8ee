/**
 * The site as it runs in production, for the load and memory benchmarks: the built server in one
 * or more processes on one database, each with its outbox worker, sending to an SMTP sink that
 * records every mail. Built on the fault tests' harness (tests/faults/).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseTarget } from "~/db/client.server";
// @ts-expect-error: a plain JavaScript module of the start script, without types.
import { buildIsStale, root } from "../scripts/build-freshness.mjs";
import { startAppProcess, type AppProcess } from "../tests/faults/app-process";
import { startPgCluster } from "../tests/faults/pg-cluster";
import { startSmtpSink, type SmtpSink } from "../tests/faults/smtp-sink";
import { throwawayDatabase } from "./throwaway-database";

export type Driver = "postgres" | "pglite";

export type Deployment = {
  driver: Driver;
  apps: AppProcess[];
  sink: SmtpSink;
  /** Where the database is: a query from here needs the processes stopped first on PGlite. */
  target: DatabaseTarget;
  /** SIGTERM to every process (SIGKILL after 15 s); waits until they have exited. */
  stopApps(): Promise<void>;
  /** Stops everything still running and removes the database. */
  dispose(): Promise<void>;
};

/** Builds the server when the build is missing or older than the sources (as the fault tests do). */
export function ensureFreshBuild() {
  const reason = (buildIsStale as () => string | false)();
  if (!reason) return;
  console.log(`  the build is ${reason}: npm run build`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root as string, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/**
 * Starts `processes` server processes on a fresh database of `driver`, the first one writing the
 * demo data (so the directory has agencies to read), the others once it is ready. Every rate
 * limit is raised by RATE_LIMIT_MULTIPLIER, as an operator would for a load test.
 *
 * PostgreSQL is a private cluster of the fault tests (startPgCluster: its own port and
 * max_connections, nothing else's connections or load on it, nothing left behind), unless
 * DATABASE_URL names a server: then a throw-away database on it (fsync and all, as configured).
 */
export async function startDeployment(
  driver: Driver,
  processes: number,
  extraEnv: Record<string, string> = {},
): Promise<Deployment> {
  if (driver === "pglite" && processes !== 1) {
    throw new Error("PGlite is embedded: one process only");
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    let target: DatabaseTarget;
    if (driver === "pglite") {
      const dir = mkdtempSync(path.join(os.tmpdir(), "wakala-bench-load-"));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      target = { kind: "pglite", dir: path.join(dir, "pglite") };
    } else if (process.env.DATABASE_URL) {
      const database = await throwawayDatabase("load", process.env.DATABASE_URL);
      cleanups.push(() => database.dispose());
      target = database.target;
    } else {
      const cluster = await startPgCluster();
      cleanups.push(() => cluster.destroy());
      await cluster.createDatabase("wakala");
      target = { kind: "postgres", url: cluster.url("wakala") };
    }

    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());

    const apps: AppProcess[] = [];
    const stopApps = async () => {
      await Promise.all(apps.map(stopApp));
    };
    cleanups.push(stopApps);
    const env: Record<string, string> = {
      SMTP_URL: sink.url,
      RATE_LIMIT_MULTIPLIER: "100000",
      ...(target.kind === "postgres" ? { DATABASE_URL: target.url } : { PGLITE_DIR: target.dir }),
      ...(process.env.DATABASE_POOL_SIZE
        ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE }
        : {}),
      ...extraEnv,
    };
    for (let i = 0; i < processes; i++) {
      // One at a time: the first migrates and seeds; the others find the work done.
      apps.push(
        await startAppProcess(
          { ...env, SEED_DEMO: i === 0 ? "1" : "0" },
          { readyTimeoutMs: 120_000 },
        ),
      );
    }
    return { driver, apps, sink, target, stopApps, dispose: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function stopApp(app: AppProcess) {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.kill("SIGTERM");
  const timer = setTimeout(() => app.kill("SIGKILL"), 15_000);
  await app.exited;
  clearTimeout(timer);
}

/**
 * Runs `work` with a connection to the deployment's database, with plain SQL. On PGlite the
 * server processes must have stopped first: the directory is locked to one process.
 */
export async function withDatabase<T>(
  target: DatabaseTarget,
  work: (query: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    target.kind === "postgres" ? { ...target, poolSize: 2 } : target,
  );
  try {
    return await work(async (text) => {
      const result = (await database.db.execute(sql.raw(text))) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows;
    });
  } finally {
    await database.close();
  }
}

export const rssMb = (app: AppProcess) => Math.round(app.rssBytes() / 2 ** 20);
