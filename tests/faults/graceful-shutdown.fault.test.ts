import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, test } from "vitest";
import { startAppProcess, type AppProcess } from "./app-process";
import { openAndCheck } from "./embedded-database";
import { watchReadiness } from "./readiness";
import { formToken, missingAcknowledged, streamSubmissions, summarise } from "./traffic";

/**
 * Graceful shutdown under load: SIGTERM while submissions stream in. Requests in flight finish,
 * later ones are refused cleanly (503 with Retry-After on a connection still open, a refused
 * connection after), nothing accepted is lost, and the process exits within its grace period.
 */
const GRACE_SECONDS = 10;
const root = mkdtempSync(path.join(os.tmpdir(), "wakala-faults-term-"));
const dir = path.join(root, "pglite");
let app: AppProcess | undefined;

afterAll(async () => {
  app?.kill("SIGKILL");
  await app?.exited;
  rmSync(root, { recursive: true, force: true });
});

test("SIGTERM under load: in-flight requests finish, new ones are refused cleanly, nothing is lost", async () => {
  app = await startAppProcess({ PGLITE_DIR: dir, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
  const token = await formToken(app.url);
  const readiness = watchReadiness(app.url, 50);
  const stream = streamSubmissions(app.url, { runId: "sigterm", token, concurrency: 8 });
  await sleep(3000);

  const termAt = Date.now();
  app.kill("SIGTERM");
  const exit = await app.exited;
  const exitMs = Date.now() - termAt;
  await sleep(500);
  const outcomes = await stream.stop();
  const probes = await readiness.stop();

  expect(exit, "a clean exit").toEqual({ code: 0, signal: null });
  expect(exitMs, "within the grace period").toBeLessThan(GRACE_SECONDS * 1000);

  const before = outcomes.filter((o) => o.startedAt < termAt);
  const finishedDuringDrain = before.filter((o) => o.acknowledged && o.startedAt + o.ms > termAt);
  expect(finishedDuringDrain.length, "requests in flight at SIGTERM were answered").toBeGreaterThan(
    0,
  );
  for (const o of outcomes) {
    if (o.acknowledged) continue;
    const detail = `${o.kind} +${o.startedAt - termAt} ms: ${o.status} ${o.error ?? o.body?.slice(0, 200)}`;
    // Sent before SIGTERM: answered in full. After: a 503 with Retry-After, or a refused connection.
    expect(o.startedAt, `refused although sent before SIGTERM: ${detail}`).toBeGreaterThanOrEqual(
      termAt - 5,
    );
    if (o.status === null) {
      expect(o.error, detail).toMatch(/ECONNREFUSED/);
    } else {
      expect(o.status, detail).toBe(503);
      expect(o.retryAfter, detail).toMatch(/^\d+$/);
    }
  }
  // /readyz says 503 while draining (a load balancer stops sending here). The signal reaches the
  // process's event loop a little after it is sent (a query may be running).
  expect(probes.some((p) => p.at > termAt && p.status === 503)).toBe(true);
  const late = probes.filter((p) => p.at > termAt + 1000);
  expect(
    late.every((p) => p.status !== 200),
    "not ready once draining",
  ).toBe(true);
  const logs = app.logs();
  expect(
    logs.filter((l) => Number(l.level) >= 50),
    "no error logged",
  ).toEqual([]);
  expect(logs.some((l) => l.msg === "stopped")).toBe(true);

  const { db } = await openAndCheck(dir);
  try {
    const missing = await missingAcknowledged(db, outcomes);
    const summary = summarise(outcomes);
    process.stdout.write(
      `graceful shutdown: ${JSON.stringify({ ...summary, found: summary.acknowledged - missing.length, inFlightAnswered: finishedDuringDrain.length, exitMs })}\n`,
    );
    expect(missing, "every accepted write is stored").toEqual([]);
  } finally {
    await db.close();
  }
});
