/**
 * What the load and memory benchmarks check once the traffic has stopped: the outbox drained,
 * every acknowledged submission stored (and nothing else of the run), every outbox mail received
 * by the SMTP sink exactly once across all the processes' workers, nothing logged as an error.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { missingAcknowledged, TABLE_OF, type Outcome } from "../tests/faults/traffic";
import { rssMb, withDatabase, type Deployment } from "./app-deployment";

/** The outbox gives up draining when no mail has gone out for this long (a stuck worker). */
const NO_PROGRESS_TIMEOUT_MS = 60_000;
/** PGlite: no new mail for this long means the worker is idle (it polls every 2 s). */
const QUIET_MS = 8_000;

export type DeliveryReport = {
  /** Each failed check, in words; empty when all passed. */
  failures: string[];
  drainSeconds: number;
  /** Each process's RSS once the outbox has drained (MB). */
  rssAfterMb: number[];
  acknowledged: number;
  storedRows: number;
  outboxRows: number;
  /** Mails queued but not yet sent when the traffic stopped: how far the workers lagged. */
  backlogAtEnd: number;
  mailsReceived: number;
  /** How many mails each process's worker sent (from its "e-mail sent" log lines). */
  sentByProcess: number[];
};

/**
 * Waits until the outbox is drained, notes each process's memory, stops the processes and
 * checks the database and the sink. `runId` is the prefix of the run's submission addresses.
 */
export async function settleAndCheck(
  deployment: Deployment,
  outcomes: Outcome[],
  runId: string,
): Promise<DeliveryReport> {
  const { apps, sink, target } = deployment;
  const failures: string[] = [];
  const receivedDuringRun = sink.received.length;
  const started = performance.now();
  let drainedAt = started;
  if (target.kind === "postgres") {
    // Several workers: the database says when nothing is left to send.
    await withDatabase(target, async (query) => {
      let left = Infinity;
      let progressAt = performance.now();
      for (;;) {
        const [row] = await query(
          "select count(*)::int as n from email_outbox where status in ('pending', 'sending')",
        );
        const n = Number(row?.n);
        if (n === 0) {
          drainedAt = performance.now();
          return;
        }
        if (n < left) [left, progressAt] = [n, performance.now()];
        if (performance.now() - progressAt > NO_PROGRESS_TIMEOUT_MS) {
          failures.push(`the outbox stopped draining with ${n} mails unsent`);
          return;
        }
        await sleep(250);
      }
    });
  } else {
    // PGlite is locked to the server process: wait for the sink to go quiet, then check below.
    let count = sink.received.length;
    let quietSince = performance.now();
    while (performance.now() - quietSince < QUIET_MS) {
      await sleep(250);
      if (sink.received.length !== count) {
        count = sink.received.length;
        quietSince = performance.now();
      }
    }
    drainedAt = quietSince;
  }
  const drainSeconds = (drainedAt - started) / 1000;
  const rssAfterMb = apps.map(rssMb);
  await deployment.stopApps();

  const logs = apps.map((app) => app.logs());
  const sentByProcess = logs.map((lines) => lines.filter((l) => l.msg === "e-mail sent").length);
  const errorLines = logs.flat().filter((l) => Number(l.level) >= 50);
  if (errorLines.length > 0) {
    failures.push(
      `${errorLines.length} lines logged as errors, the first: ${JSON.stringify(errorLines[0]).slice(0, 500)}`,
    );
  }

  const acknowledged = outcomes.filter((o) => o.acknowledged).length;
  const { storedRows, outbox, missing } = await withDatabase(target, async (query) => {
    const queryable = { query: async (text: string) => ({ rows: await query(text) }) };
    const missing = await missingAcknowledged(queryable, outcomes);
    let storedRows = 0;
    for (const table of new Set(Object.values(TABLE_OF))) {
      const [row] = await query(
        `select count(*)::int as n from ${table} where email like '${runId}-%'`,
      );
      storedRows += Number(row?.n);
    }
    const outbox = (await query("select id, status from email_outbox")) as {
      id: number;
      status: string;
    }[];
    return { storedRows, outbox, missing };
  });

  if (missing.length > 0) {
    failures.push(
      `${missing.length} acknowledged submissions are not stored (lost writes), the first: ${missing[0]!.kind} ${missing[0]!.email}`,
    );
  }
  if (storedRows !== acknowledged) {
    failures.push(`${acknowledged} submissions acknowledged but ${storedRows} rows stored`);
  }

  const unsent = outbox.filter((r) => r.status !== "sent");
  if (unsent.length > 0) {
    const counts = new Map<string, number>();
    for (const r of unsent) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
    const byStatus = [...counts].map(([status, n]) => `${n} ${status}`).join(", ");
    failures.push(`outbox rows not sent: ${byStatus}`);
  }
  const receivedCount = new Map<string, number>();
  for (const mail of sink.received) {
    const id = mail.outboxId ?? "(no X-Outbox-Id)";
    receivedCount.set(id, (receivedCount.get(id) ?? 0) + 1);
  }
  const duplicated = [...receivedCount].filter(([, n]) => n > 1);
  if (duplicated.length > 0) {
    failures.push(
      `${duplicated.length} outbox mails received more than once, e.g. ${duplicated
        .slice(0, 5)
        .map(([id, n]) => `${id} x${n}`)
        .join(", ")}`,
    );
  }
  const outboxIds = new Set(outbox.map((r) => String(r.id)));
  const notReceived = [...outboxIds].filter((id) => !receivedCount.has(id));
  if (notReceived.length > 0) {
    failures.push(
      `${notReceived.length} outbox mails never received, e.g. ${notReceived.slice(0, 5).join(", ")}`,
    );
  }
  const strangers = [...receivedCount.keys()].filter((id) => !outboxIds.has(id));
  if (strangers.length > 0) {
    failures.push(
      `${strangers.length} mails received that no outbox row names: ${strangers.slice(0, 5).join(", ")}`,
    );
  }
  const totalSent = sentByProcess.reduce((a, b) => a + b, 0);
  if (totalSent !== sink.received.length) {
    failures.push(
      `the workers logged ${totalSent} mails sent, the sink received ${sink.received.length}`,
    );
  }

  return {
    failures,
    drainSeconds,
    rssAfterMb,
    acknowledged,
    storedRows,
    outboxRows: outbox.length,
    backlogAtEnd: outbox.length - receivedDuringRun,
    mailsReceived: sink.received.length,
    sentByProcess,
  };
}
