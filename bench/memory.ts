/**
 * Memory over time (`npm run bench -- memory`): one server process on each driver (PostgreSQL,
 * then PGlite) under a steady, moderate mix of reads and submissions for MEMORY_MINUTES (10).
 * Resident memory at the end must be within 10% of what it was after the first minute (after
 * half the run in a trial shorter than two minutes): more means a leak. Both figures are
 * reported; the run's requests, stored submissions and mails are checked as in the load
 * benchmark. MEMORY_CLIENTS (4) visitors each pause MEMORY_PAUSE_MS (400) between requests:
 * about 9 requests and 3 submissions a second, whose 6 or so mails a second one outbox worker
 * sends as they come, so the load is steady rather than a growing backlog. BENCH_DRIVERS picks
 * one driver.
 */
import { randomBytes } from "node:crypto";
import { formToken } from "../tests/faults/traffic";
import { ensureFreshBuild, rssMb, startDeployment, type Driver } from "./app-deployment";
import { settleAndCheck } from "./delivery-checks";
import {
  benchDrivers,
  collectFailures,
  envNumber,
  figureKind,
  figurePrefix,
  printDelivery,
  reportTraffic,
} from "./load-report";
import { agencySlugs, round1, runTraffic } from "./mixed-traffic";

export const name = "memory";
export const description =
  "1 process per driver under steady moderate load: RSS after the first minute and at the end (a leak grows it past 10%)";
/** Ten minutes per driver: run only when named (`npm run bench -- memory`). */
export const onlyWhenNamed = true;

const SAMPLE_EVERY_MS = 2000;
const EARLY_AT_MS = 60_000;
/**
 * Each figure is the median of the RSS samples over this long before its moment: the heap's
 * garbage collection cycle makes RSS swing by a third in tens of seconds under this load (heap
 * used falls back to the same floor each cycle), so one sample says little.
 */
const WINDOW_MS = 30_000;
const ALLOWED_GROWTH = 0.1;

export async function run(): Promise<Record<string, number | string>> {
  const minutes = envNumber("MEMORY_MINUTES", 10);
  const clients = Math.round(envNumber("MEMORY_CLIENTS", 4));
  const pauseMs = envNumber("MEMORY_PAUSE_MS", 400);
  ensureFreshBuild();
  const figures: Record<string, number | string> = { minutes, clients, pause_ms: pauseMs };
  const failures: string[] = [];
  for (const driver of benchDrivers()) {
    const result = await memoryOn(driver, minutes * 60_000, clients, pauseMs);
    Object.assign(figures, result.figures);
    failures.push(...result.failures.map((f) => `${driver}: ${f}`));
  }
  if (failures.length > 0) throw new Error(`memory checks failed:\n  ${failures.join("\n  ")}`);
  return figures;
}

async function memoryOn(driver: Driver, durationMs: number, clients: number, pauseMs: number) {
  const deployment = await startDeployment(driver, 1);
  try {
    const app = deployment.apps[0]!;
    const slugs = await agencySlugs(app.url);
    const token = await formToken(app.url);
    const runId = `memory-${randomBytes(3).toString("hex")}`;
    const rssStartMb = rssMb(app);
    console.log(
      `  ${driver}: 1 process, ${clients} clients pausing ${pauseMs} ms, ${round1(durationMs / 60_000)} min...`,
    );

    const samples: { at: number; mb: number }[] = [];
    const started = performance.now();
    const sample = () =>
      samples.push({ at: performance.now() - started, mb: app.rssBytes() / 2 ** 20 });
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const traffic = await runTraffic({
      apps: [app],
      clients,
      durationMs,
      pauseMs,
      runId,
      token,
      slugs,
    });
    sample();
    clearInterval(sampler);

    const earlyAt = Math.min(EARLY_AT_MS, durationMs / 2);
    const window = Math.min(WINDOW_MS, earlyAt / 2);
    const earlyMb = medianBetween(samples, earlyAt - window, earlyAt);
    const endMb = medianBetween(samples, traffic.seconds * 1000 - window, Infinity);
    const growthPct = round1(((endMb - earlyMb) / earlyMb) * 100);
    const report = await settleAndCheck(deployment, traffic.outcomes, runId);

    const { stats, requests, errors, rps } = reportTraffic(driver, traffic);
    const tenths = Array.from({ length: 10 }, (_, i) =>
      Math.round(
        medianBetween(samples, ((i + 1) * durationMs) / 10 - window, ((i + 1) * durationMs) / 10),
      ),
    );
    console.log(
      `  RSS (MB) at the start ${rssStartMb}; at each tenth of the run: ${tenths.join(" ")}`,
    );
    console.log(
      `  RSS after ${round1(earlyAt / 1000)} s ${round1(earlyMb)} MB, at the end ${round1(endMb)} MB (${growthPct > 0 ? "+" : ""}${growthPct}%)`,
    );

    printDelivery(report);

    const grew =
      endMb > earlyMb * (1 + ALLOWED_GROWTH)
        ? [
            `RSS grew ${growthPct}% from ${round1(earlyMb)} MB after ${round1(earlyAt / 1000)} s to ${round1(endMb)} MB (allowed ${ALLOWED_GROWTH * 100}%)`,
          ]
        : [];
    const failures = collectFailures(report, traffic, grew);

    const p = figurePrefix(driver);
    const figures: Record<string, number | string> = {
      [`${p}_requests`]: requests,
      [`${p}_req_per_s`]: rps,
      [`${p}_errors`]: errors,
      [`${p}_rss_start_mb`]: rssStartMb,
      [`${p}_rss_early_at_s`]: round1(earlyAt / 1000),
      [`${p}_rss_early_mb`]: round1(earlyMb),
      [`${p}_rss_end_mb`]: round1(endMb),
      [`${p}_rss_growth_pct`]: growthPct,
    };
    for (const s of stats) figures[`${p}_${figureKind(s.kind)}_p99_ms`] = s.p99;
    return { figures, failures };
  } finally {
    await deployment.dispose();
  }
}

/** The median RSS of the samples taken in (from, to]; the nearest earlier sample if none. */
function medianBetween(samples: { at: number; mb: number }[], from: number, to: number): number {
  let inWindow = samples.filter((s) => s.at > from && s.at <= to).map((s) => s.mb);
  if (inWindow.length === 0) {
    const before = samples.filter((s) => s.at <= to).at(-1) ?? samples[0];
    inWindow = before ? [before.mb] : [0];
  }
  inWindow.sort((a, b) => a - b);
  return inWindow[Math.floor(inWindow.length / 2)]!;
}
