import { afterAll, beforeAll } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { seedHttpFixtures, startTestApp, type TestApp } from "#tests/http-app";
import { sendRaw, type WireBody, type WireRequest } from "#tests/raw-http";

/**
 * What the event-loop test files share (event-loop-refusals, event-loop-worst-shapes): the app
 * they send to and the requests they build. Work is measured as CPU time of the event loop's
 * thread, not as wall time: on a machine busy with other processes a request waits for a core
 * without doing more work, and the wall clock counts the waiting too.
 */

/** The CPU time the loop's thread may spend answering one refused request (20-200 ms here). */
export const ANSWER_CPU_LIMIT_MS = 1_000;

/**
 * The whole app on the test file's own database, with Stripe keys and the HTTP fixtures (sessions,
 * a form token), every page rendered once; `app` and `fixtures` are ready inside tests.
 */
export function useServedApp() {
  const t = useTestDatabase();
  const started: { app?: TestApp; fixtures?: Awaited<ReturnType<typeof seedHttpFixtures>> } = {};
  beforeAll(async () => {
    // Stripe keys, so the webhook reads its body (no call leaves the machine in these tests).
    const config = testConfig({
      STRIPE_SECRET_KEY: "sk_test_hostile",
      STRIPE_WEBHOOK_SECRET: "whsec_hostile",
      STRIPE_PRICE_ID: "price_hostile",
    });
    const app = await startTestApp(t.database, config);
    started.app = app;
    started.fixtures = await seedHttpFixtures(t.db, config);
    // Every page once: first renders load code that a later request must not be blamed for.
    for (const target of ["/", "/contact", "/submit", "/list", "/dashboard", "/admin", "/nope"]) {
      await sendRaw(app.port, { method: "GET", target, headers: [] });
    }
  });
  afterAll(async () => {
    await started.app?.close();
  });
  return {
    t,
    get app() {
      if (!started.app) throw new Error("The app is started in beforeAll; use it in a test");
      return started.app;
    },
    get fixtures() {
      if (!started.fixtures) {
        throw new Error("The fixtures are seeded in beforeAll; use them in a test");
      }
      return started.fixtures;
    },
  };
}

export const FORM = "application/x-www-form-urlencoded";
export const JSON_TYPE = "application/json";

export const post = (
  target: string,
  type: string,
  body: string | Buffer,
  extra: [string, string][] = [],
) =>
  ({
    method: "POST",
    target,
    headers: [["Content-Type", type], ...extra],
    body: { kind: "bytes", bytes: Buffer.isBuffer(body) ? body : Buffer.from(body) },
  }) satisfies WireRequest;

export const chunked = (request: WireRequest): WireRequest => {
  const body = request.body as Extract<WireBody, { kind: "bytes" }>;
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.bytes.length; at += 16 * 1024)
    chunks.push(body.bytes.subarray(at, at + 16 * 1024));
  return { ...request, body: { kind: "chunked", chunks } };
};
