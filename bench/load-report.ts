/** Printing and naming the figures of the load and memory benchmarks. */
import type { Driver } from "./app-deployment";
import type { DeliveryReport } from "./delivery-checks";
import {
  round1,
  statsByKind,
  type KindStats,
  type Sample,
  type TrafficResult,
} from "./mixed-traffic";

/** Which drivers to run: BENCH_DRIVERS (comma-separated), both by default. */
export function benchDrivers(): Driver[] {
  const wanted = (process.env.BENCH_DRIVERS ?? "postgres,pglite")
    .split(",")
    .map((d) => d.trim())
    .filter(Boolean);
  for (const d of wanted) {
    if (d !== "postgres" && d !== "pglite") {
      throw new Error(`BENCH_DRIVERS: unknown driver ${d} (postgres, pglite)`);
    }
  }
  return wanted as Driver[];
}

/** A number from the environment, or the default; fractions allowed (short trial runs). */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The prefix of a driver's figures. */
export const figurePrefix = (driver: Driver) => (driver === "postgres" ? "pg" : "pglite");

/** Prints the per-kind table, indented under the benchmark's line. */
export function printKindTable(stats: KindStats[]) {
  const total: KindStats = {
    kind: "all" as KindStats["kind"],
    count: stats.reduce((n, s) => n + s.count, 0),
    p50: NaN,
    p99: NaN,
    errors: stats.reduce((n, s) => n + s.errors, 0),
  };
  const widths = [14, 8, 9, 9, 7];
  const line = (cells: (string | number)[]) =>
    "  " +
    cells
      .map((c, i) => {
        const text = typeof c === "number" && Number.isNaN(c) ? "" : String(c);
        return i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!);
      })
      .join("  ");
  console.log(line(["kind", "count", "p50_ms", "p99_ms", "errors"]));
  for (const s of [...stats, total]) console.log(line([s.kind, s.count, s.p50, s.p99, s.errors]));
}

/** The failed requests in words, grouped by kind and problem, most frequent first. */
export function describeErrors(samples: Sample[], limit = 5): string[] {
  const groups = new Map<string, number>();
  for (const s of samples) {
    if (s.ok) continue;
    const key = `${s.kind} (process ${s.process + 1}) ${s.problem?.replace(/\s+/g, " ").slice(0, 160)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, n]) => `${n} x ${key}`);
}

/** `brief-form` -> `brief_form`, for figure names. */
export const figureKind = (kind: string) => kind.replace(/-/g, "_");

/** Prints a run's request count, rate, errors and per-kind table; returns the figures. */
export function reportTraffic(driver: Driver, traffic: TrafficResult) {
  const stats = statsByKind(traffic.samples);
  const requests = traffic.samples.length;
  const errors = traffic.samples.filter((s) => !s.ok).length;
  const rps = round1(requests / traffic.seconds);
  console.log(`  ${driver}: ${requests} requests, ${rps} req/s, ${errors} errors`);
  printKindTable(stats);
  return { stats, requests, errors, rps };
}

/** Prints what was stored and mailed: acknowledged vs rows, outbox vs received, the drain. */
export function printDelivery(report: DeliveryReport) {
  console.log(
    `  ${report.acknowledged} submissions acknowledged, ${report.storedRows} rows stored; ` +
      `${report.outboxRows} outbox mails, ${report.mailsReceived} received; ` +
      `${report.backlogAtEnd} still queued when the traffic stopped, drained ${round1(report.drainSeconds)} s later`,
  );
}

/** The delivery checks' failures, failed requests first, plus any `extra`; each printed. */
export function collectFailures(
  report: DeliveryReport,
  traffic: TrafficResult,
  extra: string[] = [],
): string[] {
  const errors = traffic.samples.filter((s) => !s.ok).length;
  const failures = [
    ...extra,
    ...(errors > 0
      ? [`${errors} requests failed: ${describeErrors(traffic.samples).join("; ")}`]
      : []),
    ...report.failures,
  ];
  for (const f of failures) console.log(`  FAILED ${f}`);
  return failures;
}
