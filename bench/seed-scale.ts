/**
 * Seeds 100,000 agencies and 10,000 briefs into a throw-away database and reports the seconds
 * and peak memory: embedded PGlite in a temporary directory always, and a fresh database on the
 * PostgreSQL server named by BENCH_DATABASE_URL (created and dropped here) when it is set.
 * Each target runs in a child process of its own, so its peak RSS is its own.
 * BENCH_AGENCIES and BENCH_BRIEFS change the sizes.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { openDatabase, type DatabaseTarget } from "~/db/client.server";
import { seedScale } from "~/db/seed/scale.server";
import { throwawayDatabase } from "./throwaway-database";

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
  const pglite = await throwawayDatabase("seed");
  try {
    const result = await inChild(pglite.target);
    for (const [key, value] of Object.entries(result)) figures[`pglite_${key}`] = value;
  } finally {
    await pglite.dispose();
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    const postgres = await throwawayDatabase("seed", serverUrl);
    try {
      const result = await inChild(postgres.target);
      for (const [key, value] of Object.entries(result)) figures[`postgres_${key}`] = value;
    } finally {
      await postgres.dispose();
    }
  } else {
    figures.postgres = "skipped (set BENCH_DATABASE_URL)";
  }
  return figures;
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
