import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
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
  // Two connections of our own, to see the drain without racing it: a contact message whose body
  // is half sent when SIGTERM arrives (in flight: it must be answered in full), and an idle
  // keep-alive connection that asks /readyz once the drain has begun.
  const port = Number(new URL(app.url).port);
  const body = JSON.stringify({
    name: "In Flight",
    email: "sigterm-slow@example.ae",
    message: "Sent across SIGTERM.",
  });
  const slow = await rawConnection(port);
  slow.socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
  );
  const idle = await rawConnection(port);
  // Let the server read the slow request's headers: it is in flight from then on.
  await sleep(500);

  const termAt = Date.now();
  app.kill("SIGTERM");
  // The drain has begun once the listening socket is closed; a busy process may take a while to
  // handle the signal, so wait for that rather than for a fixed time.
  await listenerClosed(port);
  idle.socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  const readyAnswer = await idle.answer;
  await sleep(300);
  slow.socket.write(body.slice(20));
  const slowAnswer = await slow.answer;

  const exit = await app.exited;
  const exitMs = Date.now() - termAt;
  await sleep(500);
  const outcomes = await stream.stop();
  const probes = await readiness.stop();

  expect(exit, "a clean exit").toEqual({ code: 0, signal: null });
  expect(exitMs, "within the grace period").toBeLessThan(GRACE_SECONDS * 1000);
  // In flight at SIGTERM: answered in full, then its connection closed.
  expect(slowAnswer, slowAnswer).toMatch(/^HTTP\/1\.1 200 /);
  expect(slowAnswer).toMatch(/\r\nConnection: close\r\n/i);
  // Draining: not ready (a load balancer stops sending here), told to close.
  expect(readyAnswer).toMatch(/^HTTP\/1\.1 503 /);
  expect(readyAnswer).toMatch(/\r\nRetry-After: \d+\r\n/i);
  expect(readyAnswer).toContain('{"status":"stopping"}');

  // The stream: nothing reset, nothing 500; a submission is acknowledged, or refused cleanly (a
  // 503 with Retry-After on a connection still open, or a refused connection). A request sent
  // just before SIGTERM may reach the event loop after it, and be refused: it was not in flight.
  for (const o of outcomes) {
    if (o.acknowledged) continue;
    const detail = `${o.kind} +${o.startedAt - termAt} ms: ${o.status} ${o.error ?? o.body?.slice(0, 200)}`;
    expect(o.startedAt, `refused long before SIGTERM: ${detail}`).toBeGreaterThan(termAt - 1000);
    if (o.status === null) {
      expect(o.error, detail).toMatch(/ECONNREFUSED/);
    } else {
      expect(o.status, detail).toBe(503);
      expect(o.retryAfter, detail).toMatch(/^\d+$/);
    }
  }
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
    const inFlight = await db.query("select 1 from contact_messages where email = $1", [
      "sigterm-slow@example.ae",
    ]);
    expect(inFlight.rows, "the message in flight at SIGTERM is stored").toHaveLength(1);
    const summary = summarise(outcomes);
    process.stdout.write(
      `graceful shutdown: ${JSON.stringify({ ...summary, found: summary.acknowledged - missing.length, exitMs })}\n`,
    );
    expect(missing, "every accepted write is stored").toEqual([]);
  } finally {
    await db.close();
  }
});

/** A TCP connection to the server; `answer` is all it sent back once it closed the connection. */
async function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
  const answer = new Promise<string>((resolve) => {
    socket.on("error", () => resolve(received));
    socket.on("close", () => resolve(received));
  });
  return { socket, answer };
}

/** Resolves once a new connection to `port` is refused (the server stopped listening). */
async function listenerClosed(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    if (refused) return;
    await sleep(50);
  }
  throw new Error(`the server still listened on ${port} ${timeoutMs} ms after SIGTERM`);
}
