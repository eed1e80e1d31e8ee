/**
 * Several processes under load (`npm run bench -- load`): two server processes on one PostgreSQL
 * database, LOAD_CLIENTS (50) visitors for LOAD_SECONDS (60) spread over both, reading the
 * directory, profiles and the JSON API and sending briefs, listings and contact messages (forms
 * and JSON API); then the same on PGlite with one process. Checks: no request failed, every
 * acknowledged submission stored, every outbox mail sent exactly once across the workers.
 * Prints p50/p99 per request kind and each process's RSS before and after; throws when a check
 * fails. BENCH_DRIVERS=postgres (or pglite) runs one of the two.
 *
 * Before the mixed traffic, the same visitors read for LOAD_READ_SECONDS (30) without submitting
 * (their rounds' reads only, after 5 s of the same unmeasured): each read kind's p99 under the
 * submissions is reported against it (`_p99_vs_reads_only`; the goal: at most 1.5).
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
import { agencySlugs, READ_KINDS, round1, runTraffic, statsByKind } from "./mixed-traffic";

export const name = "load";
export const description =
  "2 processes on PostgreSQL, then 1 on PGlite, under mixed reads and submissions: p50/p99 per kind, RSS, no errors, no lost writes, each mail once";
/** Minutes, not seconds: run only when named (`npm run bench -- load`). */
export const onlyWhenNamed = true;

export async function run(): Promise<Record<string, number | string>> {
  const seconds = envNumber("LOAD_SECONDS", 60);
  const clients = Math.round(envNumber("LOAD_CLIENTS", 50));
  ensureFreshBuild();
  const figures: Record<string, number | string> = { seconds, clients };
  const failures: string[] = [];
  for (const driver of benchDrivers()) {
    const result = await loadOn(driver, driver === "postgres" ? 2 : 1, clients, seconds);
    Object.assign(figures, result.figures);
    failures.push(...result.failures.map((f) => `${driver}: ${f}`));
  }
  if (failures.length > 0) throw new Error(`load checks failed:\n  ${failures.join("\n  ")}`);
  return figures;
}

async function loadOn(driver: Driver, processes: number, clients: number, seconds: number) {
  const deployment = await startDeployment(driver, processes);
  try {
    const { apps } = deployment;
    const slugs = await agencySlugs(apps[0]!.url);
    const token = await formToken(apps[0]!.url);
    const runId = `load-${randomBytes(3).toString("hex")}`;
    const rssBeforeMb = apps.map(rssMb);
    const readSeconds = envNumber("LOAD_READ_SECONDS", 30);
    // A few seconds unmeasured first: the processes' first renders (code compiled, caches
    // filled) would otherwise count as the reads' own tail.
    await runTraffic({ apps, clients, durationMs: 5000, runId, token, slugs, readsOnly: true });
    console.log(`  ${driver}: the same clients reading only, ${readSeconds} s...`);
    const readsOnly = await runTraffic({
      apps,
      clients,
      durationMs: readSeconds * 1000,
      runId,
      token,
      slugs,
      readsOnly: true,
    });
    const alone = new Map(statsByKind(readsOnly.samples).map((s) => [s.kind, s]));
    console.log(
      `  ${driver}: ${processes} process${processes > 1 ? "es" : ""}, ${clients} clients x ${seconds} s...`,
    );
    const traffic = await runTraffic({
      apps,
      clients,
      durationMs: seconds * 1000,
      runId,
      token,
      slugs,
    });
    const report = await settleAndCheck(deployment, traffic.outcomes, runId);

    const { stats, requests, errors, rps } = reportTraffic(driver, traffic);
    apps.forEach((_, i) =>
      console.log(
        `  process ${i + 1}: RSS ${rssBeforeMb[i]} MB before, ${report.rssAfterMb[i]} MB after; ` +
          `its worker sent ${report.sentByProcess[i]} mails`,
      ),
    );
    printDelivery(report);

    const failures = collectFailures(report, traffic);

    const p = figurePrefix(driver);
    const figures: Record<string, number | string> = {
      [`${p}_processes`]: processes,
      [`${p}_requests`]: requests,
      [`${p}_req_per_s`]: rps,
      [`${p}_errors`]: errors,
    };
    for (const s of stats) {
      figures[`${p}_${figureKind(s.kind)}_p50_ms`] = s.p50;
      figures[`${p}_${figureKind(s.kind)}_p99_ms`] = s.p99;
    }
    for (const kind of READ_KINDS) {
      const without = alone.get(kind)!;
      const withWrites = stats.find((s) => s.kind === kind)!;
      const ratio = without.p99 > 0 ? Math.round((withWrites.p99 / without.p99) * 100) / 100 : 0;
      figures[`${p}_${kind}_reads_only_p50_ms`] = without.p50;
      figures[`${p}_${kind}_reads_only_p99_ms`] = without.p99;
      figures[`${p}_${kind}_p99_vs_reads_only`] = ratio;
      console.log(
        `  ${kind}: p99 ${withWrites.p99} ms with submissions, ${without.p99} ms reads only ` +
          `(${ratio}x; p50 ${withWrites.p50} and ${without.p50} ms)`,
      );
    }
    const readErrors = readsOnly.samples.filter((s) => !s.ok);
    figures[`${p}_reads_only_errors`] = readErrors.length;
    for (const sample of readErrors.slice(0, 5)) {
      failures.push(`reads only, ${sample.kind}: ${sample.problem}`);
    }
    apps.forEach((_, i) => {
      figures[`${p}_process${i + 1}_rss_before_mb`] = rssBeforeMb[i]!;
      figures[`${p}_process${i + 1}_rss_after_mb`] = report.rssAfterMb[i]!;
      figures[`${p}_process${i + 1}_mails_sent`] = report.sentByProcess[i]!;
    });
    figures[`${p}_acknowledged`] = report.acknowledged;
    figures[`${p}_rows_stored`] = report.storedRows;
    figures[`${p}_outbox_mails`] = report.outboxRows;
    figures[`${p}_mails_received`] = report.mailsReceived;
    figures[`${p}_outbox_backlog_at_end`] = report.backlogAtEnd;
    figures[`${p}_drain_seconds`] = round1(report.drainSeconds);
    return { figures, failures };
  } finally {
    await deployment.dispose();
  }
}
