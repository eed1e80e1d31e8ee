import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startAppProcess, type AppProcess } from "./app-process";
import { startPgCluster, type PgCluster } from "./pg-cluster";
import { REJECTED_DOMAIN, startSmtpSink, type SmtpSink } from "./smtp-sink";
import {
  formToken,
  missingAcknowledged,
  streamSubmissions,
  submit,
  type Outcome,
  type SubmissionKind,
} from "./traffic";

/**
 * Mail server outage: the SMTP server stops for 9 s under a stream of submissions (each queues a
 * confirmation and an operator notification), then starts again. Mail waits in the outbox, each
 * failed attempt is a warning with a growing delay, and once the server is back every message is
 * delivered exactly once: the receiver sees each Message-ID once, and the ids are the outbox
 * rows'. A few submissions give an address the server refuses (550): that confirmation fails
 * after its one attempt, alone, and the mail queued after it goes out.
 */
const DOWN_MS = Number(process.env.FAULT_SMTP_DOWN_MS ?? 9_000);
/** MAIL_RETRY_SECONDS: retries after 1, 2, 4, 8 s... so the outage spans several. */
const RETRY_SECONDS = 1;
const MAIL_DOMAIN = "faults.example";
const DRAIN_TIMEOUT_MS = 90_000;

let cluster: PgCluster;
let sink: SmtpSink;
let app: AppProcess;

beforeAll(async () => {
  cluster = await startPgCluster();
  await cluster.createDatabase("wakala");
  sink = await startSmtpSink();
  app = await startAppProcess({
    DATABASE_URL: cluster.url("wakala"),
    SMTP_URL: sink.url,
    MAIL_FROM: `Wakala <no-reply@${MAIL_DOMAIN}>`,
    MAIL_RETRY_SECONDS: String(RETRY_SECONDS),
  });
});

afterAll(async () => {
  app?.kill("SIGKILL");
  await app?.exited;
  await sink?.stop();
  cluster?.destroy();
});

type OutboxRow = {
  id: number;
  to_address: string;
  status: string;
  attempts: number;
  message_key: string;
  last_error: string | null;
};

test("an SMTP outage under submissions: mail waits, then every message is delivered once; a refused address fails alone", async () => {
  const client = new pg.Client({ connectionString: cluster.url("wakala") });
  await client.connect();
  const count = async (where: string, params: unknown[] = []) =>
    (
      await client.query<{ n: number }>(
        `select count(*)::int as n from email_outbox where ${where}`,
        params,
      )
    ).rows[0]!.n;
  /** Polls until `done` or the deadline; the time it came true, or 0. */
  const waitFor = async (done: () => Promise<boolean>, timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(250)) {
      if (await done()) return Date.now();
    }
    return 0;
  };

  const token = await formToken(app.url);
  // About 4 submissions a second, 2 mails each: what the worker sends to this server at ease
  // (a connection per mail, and the SMTP server greets after 100 ms).
  const stream = streamSubmissions(app.url, {
    runId: "mailoutage",
    token,
    concurrency: 2,
    pauseMs: 400,
  });
  const rejected: Outcome[] = [];
  const rejectedKinds: SubmissionKind[] = ["contact-api", "brief-form", "listing-api"];
  /**
   * A submission whose confirmation goes to an address the SMTP server refuses for good; sent
   * while the server is up, so its one attempt meets the 550.
   */
  const submitRejected = async () => {
    const n = rejected.length;
    const email = `mailoutage-refused-${n}@${REJECTED_DOMAIN}`;
    rejected.push(await submit(app.url, rejectedKinds[n % rejectedKinds.length]!, email, n, token));
    return email;
  };

  await sleep(1000);
  const first = await submitRejected();
  const refusedBeforeOutage = await waitFor(
    async () => (await count("to_address = $1 and status = 'failed'", [first])) === 1,
    15_000,
  );
  await sleep(1000);
  const downAt = Date.now();
  await sink.stop();
  await sleep(DOWN_MS);
  await sink.start();
  const upAt = Date.now();
  await sleep(1000);
  await submitRejected();
  await sleep(1500);
  await submitRejected();
  await sleep(1500);
  const outcomes = [...(await stream.stop()), ...rejected];

  let rows: OutboxRow[] = [];
  let missing: Outcome[] = [];
  let drainedAt = 0;
  try {
    drainedAt = await waitFor(
      async () => (await count("status in ('pending', 'sending')")) === 0,
      DRAIN_TIMEOUT_MS,
    );
    ({ rows } = await client.query<OutboxRow>(
      "select id, to_address, status, attempts, message_key, last_error from email_outbox order by id",
    ));
    missing = await missingAcknowledged(client, outcomes);
  } finally {
    await client.end();
  }

  const isRefused = (r: OutboxRow) => r.to_address.endsWith(`@${REJECTED_DOMAIN}`);
  const messageIdOf = (r: OutboxRow) => `<${r.message_key}@${MAIL_DOMAIN}>`;
  const sent = rows.filter((r) => r.status === "sent");
  const failed = rows.filter((r) => r.status === "failed");
  const expected = new Set(sent.map(messageIdOf));
  const receivedIds = new Set(sink.received.map((m) => m.messageId));
  const duplicates = sink.duplicates();
  const logs = app.logs();
  const retryWarnings = logs.filter((l) => l.level === 40 && l.outcome === "retry");
  const acknowledged = outcomes.filter((o) => o.acknowledged).length;
  process.stdout.write(
    `mail outage: submissions acknowledged ${acknowledged}/${outcomes.length}, ` +
      `found ${acknowledged - missing.length}; mails expected ${expected.size}, ` +
      `delivered ${[...expected].filter((id) => receivedIds.has(id)).length}, ` +
      `duplicates ${duplicates.size}, failed ${failed.length} (refused), ` +
      `retries logged ${retryWarnings.length} (longest delay ` +
      `${Math.max(0, ...retryWarnings.map((w) => Number(w.retryInSeconds)))} s); SMTP down ` +
      `${Math.round((upAt - downAt) / 1000)} s, outbox empty ` +
      `${drainedAt ? `${((drainedAt - upAt) / 1000).toFixed(1)} s after it came back` : "never"}\n`,
  );

  expect(app.child.exitCode, "the server process is still running").toBeNull();
  // The site took submissions as usual: mail is queued, not sent, while a visitor waits.
  expect(
    outcomes.filter((o) => !o.acknowledged).map((o) => `${o.kind} ${o.email}: ${o.status}`),
    "every submission acknowledged",
  ).toEqual([]);
  expect(missing, "every acknowledged submission is stored").toEqual([]);
  expect(refusedBeforeOutage, "the first refused mail failed before the outage").toBeGreaterThan(0);
  expect(drainedAt, `no mail pending or sending ${DRAIN_TIMEOUT_MS / 1000} s on`).toBeGreaterThan(
    0,
  );

  // Every message sent, except the refused confirmations: failed after exactly one attempt.
  expect(sent.length).toBeGreaterThan(40);
  expect(rows.filter((r) => !isRefused(r) && r.status !== "sent")).toEqual([]);
  expect(failed.map((r) => r.to_address).sort()).toEqual(
    rejected.map((o) => o.email.toLowerCase()).sort(),
  );
  for (const r of failed) {
    expect(r, `refused ${r.to_address}`).toMatchObject({ attempts: 1 });
    expect(r.last_error).toContain("550");
  }

  // Exactly once, as the receiver sees it: each expected Message-ID arrived, once, and nothing else.
  expect([...duplicates], "Message-IDs received more than once").toEqual([]);
  expect(sink.received).toHaveLength(expected.size);
  expect(receivedIds).toEqual(expected);
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  for (const m of sink.received) {
    const row = byId.get(m.outboxId ?? "");
    expect(row && messageIdOf(row), `X-Outbox-Id ${m.outboxId}`).toBe(m.messageId);
  }

  // A refused message holds nothing up: the mail queued after it went out.
  for (const r of failed) {
    const later = rows.filter((x) => x.id > r.id);
    expect(later.length, `mail queued after ${r.to_address}`).toBeGreaterThan(0);
    expect(later.every((x) => isRefused(x) || receivedIds.has(messageIdOf(x)))).toBe(true);
  }

  // The outage in the log: a warning per failed attempt, while the server was down, with the
  // reason, the attempt and the delay to the next one: 1 s, then twice the last each time.
  expect(retryWarnings.length, "failed attempts logged while the server was down").toBeGreaterThan(
    0,
  );
  const delaysOf = new Map<unknown, number[]>();
  for (const w of retryWarnings) {
    // Refused connections; a session open as the server stopped was told 421 (shutting down).
    expect(String(w.reason), `outbox ${w.outboxId}`).toMatch(/ECONNREFUSED|: 421 /);
    expect(Date.parse(String(w.time))).toBeGreaterThanOrEqual(downAt);
    expect(Date.parse(String(w.time))).toBeLessThanOrEqual(upAt + 2000);
    delaysOf.set(w.outboxId, [...(delaysOf.get(w.outboxId) ?? []), Number(w.retryInSeconds)]);
  }
  for (const [outboxId, delays] of delaysOf) {
    expect(delays, `retry delays of outbox ${String(outboxId)}`).toEqual(
      delays.map((_, i) => RETRY_SECONDS * 2 ** i),
    );
  }
  expect(
    Math.max(...[...delaysOf.values()].map((d) => d.length)),
    "a message retried several times during the outage",
  ).toBeGreaterThanOrEqual(3);
  const refusals = logs.filter((l) => l.outcome === "refused");
  expect(refusals.map((l) => [l.level, l.outboxId]).sort()).toEqual(
    failed.map((r) => [40, r.id]).sort(),
  );
  for (const l of refusals) expect(String(l.reason)).toContain("550");
  expect(
    logs.filter((l) => Number(l.level) >= 50),
    "nothing logged as an error: an outage is a warning",
  ).toEqual([]);
});
