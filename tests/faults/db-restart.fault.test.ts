import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getMessages } from "~/domain/i18n";
import { startAppProcess, type AppProcess } from "./app-process";
import { startPgCluster, type PgCluster } from "./pg-cluster";
import { watchReadiness } from "./readiness";
import { formToken, missingAcknowledged, streamSubmissions, summarise } from "./traffic";

/**
 * Database restart: the PostgreSQL server stops for 10 s under a stream of brief, listing and
 * contact submissions (forms and JSON API), then starts again. Nothing acknowledged is lost; the
 * rest are 503s with Retry-After; /readyz says 503 meanwhile; the server recovers by itself.
 */
const DOWN_MS = Number(process.env.FAULT_DB_DOWN_MS ?? 10_000);

let cluster: PgCluster;
let app: AppProcess;

beforeAll(async () => {
  cluster = await startPgCluster();
  await cluster.createDatabase("wakala");
  app = await startAppProcess({ DATABASE_URL: cluster.url("wakala") });
});

afterAll(async () => {
  app?.kill("SIGKILL");
  await app?.exited;
  cluster?.destroy();
});

test("a database restart under submissions loses nothing acknowledged and answers 503 meanwhile", async () => {
  const token = await formToken(app.url);
  const readiness = watchReadiness(app.url);
  const stream = streamSubmissions(app.url, { runId: "dbrestart", token, concurrency: 4 });

  await sleep(3000);
  const downAt = Date.now();
  cluster.stop();
  await sleep(DOWN_MS);
  cluster.start();
  const upAt = Date.now();
  // Recovery by itself: ready again, and submissions acknowledged again, without a restart.
  let readyAgainAt = 0;
  while (!readyAgainAt && Date.now() - upAt < 30_000) {
    const last = readiness.seen.at(-1);
    if (last && last.at > upAt && last.status === 200) readyAgainAt = last.at;
    await sleep(100);
  }
  await sleep(3000);
  const outcomes = await stream.stop();
  const probes = await readiness.stop();

  const client = new pg.Client({ connectionString: cluster.url("wakala") });
  await client.connect();
  const missing = await missingAcknowledged(client, outcomes);
  await client.end();

  const summary = summarise(outcomes);
  process.stdout.write(
    `database restart: ${JSON.stringify({
      ...summary,
      found: summary.acknowledged - missing.length,
      downMs: upAt - downAt,
      readyAgainAfterStartMs: readyAgainAt - upAt,
      readyz503: probes.filter((p) => p.status === 503).length,
    })}\n`,
  );

  expect(app.child.exitCode, "the server process is still running").toBeNull();
  expect(readyAgainAt, "/readyz said 200 again after the restart").toBeGreaterThan(0);
  expect(missing, "every acknowledged submission is stored").toEqual([]);

  const during = probes.filter((p) => p.at > downAt + 500 && p.at < upAt - 500);
  expect(during.length).toBeGreaterThan(0);
  expect(
    during.every((p) => p.status === 503),
    "/readyz said 503 while down",
  ).toBe(true);

  const unacknowledged = outcomes.filter((o) => !o.acknowledged);
  expect(unacknowledged.length, "some submissions met the outage").toBeGreaterThan(0);
  const unavailable = getMessages().unavailable;
  for (const o of unacknowledged) {
    expect(o.status, `${o.kind} ${o.email}: ${o.error ?? o.body?.slice(0, 300)}`).toBe(503);
    expect(o.retryAfter, `${o.kind}: Retry-After`).toMatch(/^\d+$/);
    if (o.kind.endsWith("-api")) {
      expect(JSON.parse(o.body!)).toEqual({ error: unavailable.body });
    } else {
      expect(o.contentType).toMatch(/text\/html/);
      expect(o.body).toContain(unavailable.title);
    }
  }
  expect(summary.slowestMs, "no request hung past 10 s").toBeLessThan(10_000);
  const afterRecovery = outcomes.filter((o) => o.startedAt > readyAgainAt + 500);
  expect(afterRecovery.length).toBeGreaterThan(0);
  expect(
    afterRecovery.every((o) => o.acknowledged),
    "submissions succeed again",
  ).toBe(true);
  expect(
    app.logs().filter((l) => Number(l.level) >= 50),
    "nothing logged as an error: an outage is a warning",
  ).toEqual([]);
});
