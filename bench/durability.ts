/**
 * What durable commits cost on the embedded database (docs/decisions/011): the same brief
 * submissions (`submitBrief`: the brief, its e-mails and lead alerts in one transaction) on two
 * PGlite directories, one with PGlite's defaults (fsync off, no fsync reaching the disk) and one
 * as the app opens it (durable-pglite.server.ts), interleaved so both see the same machine.
 * The budget: durable costs less than 2x.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { loadConfig } from "~/config.server";
import { openDatabase, type Database } from "~/db/client.server";
import { openDurablePglite } from "~/db/durable-pglite.server";
import { BriefInput } from "~/domain/brief";
import { submitBrief } from "~/services/submit-brief.server";
import { makeAgency, validBriefInput } from "../tests/factories";

export const name = "durability";
export const description =
  "embedded database: ms per brief submission with PGlite's defaults and with durable commits";

const rounds = Number(process.env.BENCH_DURABILITY_ROUNDS ?? 300);

export async function run(): Promise<Record<string, number | string>> {
  const root = mkdtempSync(path.join(os.tmpdir(), "wakala-bench-durability-"));
  const config = loadConfig({ SESSION_SECRET: "bench-".padEnd(40, "x"), LOG_LEVEL: "silent" });
  const modes: Record<string, Database> = {};
  try {
    for (const mode of ["default", "durable"] as const) {
      const dir = path.join(root, mode);
      const pglite = mode === "durable" ? await openDurablePglite(dir) : await PGlite.create(dir);
      const database = await openDatabase({ kind: "pglite", dir }, { pglite });
      await database.migrate();
      for (const services of [["Website Development"], ["SEO Services"]]) {
        await makeAgency(database.db, { approved: true, isPro: true, services });
      }
      modes[mode] = database;
    }
    const times: Record<string, number[]> = { default: [], durable: [] };
    const order = Object.keys(modes);
    for (let i = 0; i < rounds + 10; i++) {
      for (let k = 0; k < order.length; k++) {
        const mode = order[(i + k) % order.length]!;
        const input = BriefInput.parse(validBriefInput({ email: `bench-${i}@example.ae` }));
        const started = performance.now();
        await submitBrief(modes[mode]!.db, input, config, "en");
        if (i >= 10) times[mode]!.push(performance.now() - started);
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const p95 = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;
    const figures = {
      submissions_each: rounds,
      default_median_ms: round(median(times.default!)),
      default_p95_ms: round(p95(times.default!)),
      durable_median_ms: round(median(times.durable!)),
      durable_p95_ms: round(p95(times.durable!)),
      durable_cost_x: round(median(times.durable!) / median(times.default!)),
    };
    if (figures.durable_cost_x >= 2) {
      throw new Error(
        `durable commits cost ${figures.durable_cost_x}x a submission (budget: < 2x)`,
      );
    }
    return figures;
  } finally {
    for (const database of Object.values(modes)) await database.close();
    rmSync(root, { recursive: true, force: true });
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
