/**
 * `npm run bench [-- name ...]`: runs the benchmarks below (or the named ones), prints a table
 * and writes the figures to bench/results/<time>.json and bench/results/latest.json. The long
 * ones (`onlyWhenNamed`: load, memory, first-input) run only when named.
 *
 * To add one: write bench/<name>.ts exporting `name`, `description` and `run()` (see types.ts),
 * then add it to the list. Keep the whole default run under about three minutes.
 */
// Benchmarks (load, through tests/faults/traffic.ts) read catalogue texts as their modules load.
import "../app/domain/catalogues";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Benchmark } from "./types";

const benchmarks: (() => Promise<Benchmark>)[] = [
  () => import("./seed-demo"),
  () => import("./seed-scale"),
  () => import("./startup"),
  () => import("./directory"),
  () => import("./page-serving"),
  () => import("./lead-alerts"),
  () => import("./saved-searches"),
  () => import("./project-room"),
  () => import("./tax-invoices"),
  () => import("./durability"),
  () => import("./load"),
  () => import("./memory"),
  () => import("./first-input"),
];

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

async function main() {
  const wanted = process.argv.slice(2);
  const loaded = await Promise.all(benchmarks.map((load) => load()));
  const unknown = wanted.filter((name) => !loaded.some((b) => b.name === name));
  if (unknown.length > 0) {
    console.error(
      `Unknown benchmark ${unknown.join(", ")}; known: ${loaded.map((b) => b.name).join(", ")}`,
    );
    process.exit(1);
  }
  const selected =
    wanted.length > 0
      ? loaded.filter((b) => wanted.includes(b.name))
      : loaded.filter((b) => !b.onlyWhenNamed);

  const started = performance.now();
  const results: {
    name: string;
    description: string;
    seconds: number;
    figures?: Record<string, number | string>;
    error?: string;
  }[] = [];
  for (const benchmark of selected) {
    console.log(`> ${benchmark.name}: ${benchmark.description}`);
    const t = performance.now();
    try {
      const figures = await benchmark.run();
      results.push({
        name: benchmark.name,
        description: benchmark.description,
        seconds: elapsed(t),
        figures,
      });
    } catch (error) {
      console.error(error);
      results.push({
        name: benchmark.name,
        description: benchmark.description,
        seconds: elapsed(t),
        error: String(error),
      });
    }
  }

  const rows = results.flatMap((r) =>
    r.error
      ? [[r.name, "error", r.error]]
      : Object.entries(r.figures ?? {}).map(([key, value]) => [r.name, key, String(value)]),
  );
  printTable(["benchmark", "figure", "value"], rows);
  console.log(`Total ${elapsed(started)} s`);

  const report = {
    at: new Date().toISOString(),
    machine: {
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
    },
    results,
  };
  mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify(report, null, 2) + "\n";
  const file = path.join(resultsDir, `${report.at.replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(resultsDir, "latest.json"), json);
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
  if (results.some((r) => r.error)) process.exit(1);
}

const elapsed = (since: number) => Math.round((performance.now() - since) / 100) / 10;

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
