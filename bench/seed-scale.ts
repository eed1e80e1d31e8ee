/**
 * Seeds 100,000 agencies and 10,000 briefs into a throw-away database and reports the seconds
 * and peak memory: embedded PGlite in a temporary directory always, and a fresh database on the
 * PostgreSQL server named by BENCH_DATABASE_URL (created and dropped here) when it is set.
 * Each target runs in a child process of its own, so its peak RSS is its own.
 * BENCH_AGENCIES and BENCH_BRIEFS change the sizes.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase, type DatabaseTarget } from "~/db/client.server";
import { seedScale } from "~/db/seed/scale.server";

export const name = "seed-scale";
export const description =
  "bulk seed of 100k agencies and 10k briefs (PGlite; server with BENCH_DATABASE_URL)";

const agencies = Number(process.env.BENCH_AGENCIES ?? 100_000);
const briefs = Number(process.env.BENCH_BRIEFS ?? 10_000);

type Figures = {
  seed_seconds: number;
  total_seconds: number;
  peak_rss_mb: number;
  matches: number;
};

export async function run(): Promise<Record<string, number | string>> {
  const figures: Record<string, number | string> = { agencies, briefs };
  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), "wakala-bench-"));
  try {
    const result = await inChild({ kind: "pglite", dir: path.join(pgliteDir, "pglite") });
    for (const [key, value] of Object.entries(result)) figures[`pglite_${key}`] = value;
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const url = new URL(serverUrl);
    const database = `wakala_bench_${randomBytes(4).toString("hex")}`;
    await onMaintenanceDb(serverUrl, (c) => c.query(`create database ${database}`));
    try {
      url.pathname = `/${database}`;
      const result = await inChild({ kind: "postgres", url: url.toString() });
      for (const [key, value] of Object.entries(result)) figures[`postgres_${key}`] = value;
    } finally {
      await onMaintenanceDb(serverUrl, (c) =>
        c.query(`drop database if exists ${database} with (force)`),
      );
    }
  } else {
    figures.postgres = "skipped (set BENCH_DATABASE_URL)";
  }
  return figures;
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

/** Runs this file as `--child <target>` in a new Node process and reads its JSON answer. */
function inChild(target: DatabaseTarget): Promise<Figures> {
  const self = fileURLToPath(import.meta.url);
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", self, "--child", JSON.stringify(target)],
      {
        stdio: ["ignore", "pipe", "inherit"],
        env: process.env,
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`${target.kind} seed exited with code ${code}`));
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1)!) as Figures);
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

async function child(target: DatabaseTarget) {
  const started = performance.now();
  const database = await openDatabase(target);
  await database.migrate();
  const seedStarted = performance.now();
  let lastTenth = 0;
  const written = await seedScale(database.db, {
    agencies,
    briefs,
    onProgress: (p) => {
      const tenth = Math.floor((p.done / p.total) * 10);
      if (p.table === "agencies" && tenth > lastTenth) {
        lastTenth = tenth;
        process.stderr.write(
          `  ${target.kind}: ${p.done.toLocaleString("en")} agencies (${seconds(seedStarted)} s)\n`,
        );
      }
    },
  });
  const seedSeconds = seconds(seedStarted);
  await database.close();
  const figures: Figures = {
    seed_seconds: seedSeconds,
    total_seconds: seconds(started),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    matches: written.matches,
  };
  process.stdout.write(JSON.stringify(figures) + "\n");
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const childIndex = process.argv.indexOf("--child");
if (childIndex > 0 && process.argv[1] === fileURLToPath(import.meta.url)) {
  child(JSON.parse(process.argv[childIndex + 1]!) as DatabaseTarget).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
