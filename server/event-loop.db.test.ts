import "#tests/production-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { validAgencyInput, validBriefInput } from "#tests/factories";
import { dataFingerprint, seedHttpFixtures, startTestApp, type TestApp } from "#tests/http-app";
import {
  loopHoldDuring,
  loopThreadCpuMs as cpuMs,
  sendRaw,
  startHealthProbe,
  type WireBody,
  type WireRequest,
  type WireResult,
} from "#tests/raw-http";
import { getMessages } from "~/domain/i18n";
import { sizedBody } from "./hostile-input.generators";

/**
 * Issue 12, items 1 and 2: every row of the table answers with a 4xx for little work, and
 * no request, whatever its shape, holds the event loop for more than about 50 ms (asserted under
 * 100 ms, the true figure printed). Both are measured as CPU time of the event loop's thread,
 * not as wall time: on a machine busy with other processes a request waits for a core without
 * doing more work, and the wall clock (printed beside it) counts the waiting too. A health probe
 * runs beside them and must always be answered; its slowest wait is printed.
 */
const t = useTestDatabase();
const messages = getMessages();
let app: TestApp;
let fixtures: Awaited<ReturnType<typeof seedHttpFixtures>>;

/** The CPU time one turn of the event loop may take for any request (the issue says about 50 ms). */
const LOOP_LIMIT_MS = 100;
/** The CPU time the loop's thread may spend answering one refused request (20-200 ms here). */
const ANSWER_CPU_LIMIT_MS = 1_000;

beforeAll(async () => {
  // Stripe keys, so the webhook reads its body (no call leaves the machine in these tests).
  const config = testConfig({
    STRIPE_SECRET_KEY: "sk_test_hostile",
    STRIPE_WEBHOOK_SECRET: "whsec_hostile",
    STRIPE_PRICE_ID: "price_hostile",
  });
  app = await startTestApp(t.database, config);
  fixtures = await seedHttpFixtures(t.db, config);
  // Every page once: first renders load code that a later request must not be blamed for.
  for (const target of ["/", "/contact", "/submit", "/list", "/dashboard", "/admin", "/nope"]) {
    await sendRaw(app.port, { method: "GET", target, headers: [] });
  }
});
afterAll(async () => {
  await app?.close();
});

const FORM = "application/x-www-form-urlencoded";
const JSON_TYPE = "application/json";

const post = (
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

const chunked = (request: WireRequest): WireRequest => {
  const body = request.body as Extract<WireBody, { kind: "bytes" }>;
  const chunks: Buffer[] = [];
  for (let at = 0; at < body.bytes.length; at += 16 * 1024)
    chunks.push(body.bytes.subarray(at, at + 16 * 1024));
  return { ...request, body: { kind: "chunked", chunks } };
};

/** Sends a request and checks the app logged no error for it; `cpuMs` is the work it took. */
async function send(request: WireRequest): Promise<WireResult & { text: string; cpuMs: number }> {
  const from = app.lines.length;
  const cpuBefore = cpuMs();
  const result = await sendRaw(app.port, request, { timeoutMs: 60_000 });
  const cpu = cpuMs() - cpuBefore;
  const errors = app.lines.slice(from).filter((l) => l.level >= 50);
  expect(
    errors.map((l) => `${l.msg}: ${l.err?.stack ?? ""}`),
    `${request.method} ${request.target}`,
  ).toEqual([]);
  return { ...result, text: result.body.toString("utf8"), cpuMs: cpu };
}

/** A refused request: its status, answered for little work, a small answer, nothing stored. */
async function expectRefused(request: WireRequest, status: number) {
  const before = await dataFingerprint(t.db);
  const answer = await send(request);
  const label = `${request.method} ${request.target} (${answer.error ?? answer.status})`;
  expect(answer.error, label).toBeUndefined();
  expect(answer.status, label).toBe(status);
  expect(answer.cpuMs, label).toBeLessThan(ANSWER_CPU_LIMIT_MS);
  // The x[2000000] form answered a 6 MB page; a refusal is a page or a line of JSON.
  expect(answer.body.length, label).toBeLessThan(200_000);
  expect(await dataFingerprint(t.db), label).toEqual(before);
  return answer;
}

const expectFormPage = (
  answer: { text: string; headers: Record<string, string> },
  message?: string,
) => {
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.text).toMatch(/^<!DOCTYPE html>/);
  expect(answer.text).toContain("</form>");
  if (message) expect(answer.text).toContain(message);
};

const expectJsonError = (
  answer: { text: string; headers: Record<string, string> },
  error?: string,
) => {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { error?: unknown };
  expect(body.error).toEqual(error ?? expect.any(String));
};

describe("the issue's table, row by row", () => {
  it.each(["/contact", "/submit", "/list", "/dashboard"])(
    "POST %s with the 20-byte body x[30000000]=a: a quick 400 with the form page",
    async (target) => {
      const answer = await expectRefused(post(target, FORM, "x[30000000]=a"), 400);
      expectFormPage(answer);
    },
  );

  it('POST /api/submit-brief with the description "x" + 60,000 spaces + "x": a quick 400', async () => {
    const body = JSON.stringify(validBriefInput({ description: `x${" ".repeat(60_000)}x` }));
    const answer = await expectRefused(post("/api/submit-brief", JSON_TYPE, body), 400);
    expectJsonError(answer);
  });

  it.each(["/%ZZ", "/agencies/%C0%AF", "/a/%00"])(
    "GET %s: the 404 page with the normal layout",
    async (target) => {
      const answer = await expectRefused({ method: "GET", target, headers: [] }, 404);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.text).toContain(messages.notFound.title);
      expect(answer.text).toContain('href="/"');
    },
  );

  it("GET /api/agencies/%ZZ/subscription: 404 JSON { error }", async () => {
    const answer = await expectRefused(
      {
        method: "GET",
        target: "/api/agencies/%ZZ/subscription",
        headers: [["Cookie", fixtures.cookies.admin]],
      },
      404,
    );
    expectJsonError(answer);
  });

  it('POST /api/admin/auth with {"username":"\\u0000","password":"x"}: 400 JSON { error }', async () => {
    const answer = await expectRefused(
      post("/api/admin/auth", JSON_TYPE, '{"username":"\\u0000","password":"x"}'),
      400,
    );
    expectJsonError(answer);
  });

  const sizes = [70 * 1024, 300 * 1024, 1024 * 1024];
  const forms = ["/contact", "/submit", "/list", "/dashboard", "/dashboard/upgrade", "/admin"];
  const apis = ["/api/contact", "/api/submit-brief", "/api/submit-agency", "/api/admin/auth"];
  for (const size of sizes) {
    const kb = `${size / 1024} KB`;
    it.each(forms)(
      `a ${kb} form post to %s: 413, the form page with the message, no reset`,
      async (target) => {
        for (const request of [post(target, FORM, sizedBody(size, false))].flatMap((r) => [
          r,
          chunked(r),
        ])) {
          const answer = await expectRefused(request, 413);
          expectFormPage(answer, messages.forms.bodyTooLarge);
        }
      },
    );
    it.each(apis)(`a ${kb} JSON body to %s: 413 JSON { error }, no reset`, async (target) => {
      for (const request of [post(target, JSON_TYPE, sizedBody(size, true))].flatMap((r) => [
        r,
        chunked(r),
      ])) {
        const answer = await expectRefused(request, 413);
        expectJsonError(answer, messages.forms.bodyTooLarge);
      }
    });
  }
});

describe("what code review found in the same family", () => {
  it("a CR/LF in the admin login's next sends the operator to /admin, not to a 500", async () => {
    for (const next of ["/admin?x=\r\nSet-Cookie: a=b", "/admin\r\n", "/admin?\n"]) {
      const body = new URLSearchParams({
        username: "admin",
        password: "test-admin-password",
        next,
      });
      const answer = await send(post("/admin", FORM, body.toString()));
      expect(answer.status, JSON.stringify(next)).toBeOneOf([302, 303]);
      expect(answer.headers.location, JSON.stringify(next)).toBe("/admin");
    }
  });

  it("a Stripe webhook whose body is cut off mid-read is caught: no error, the server serves on", async () => {
    const before = await dataFingerprint(t.db);
    const from = app.lines.length;
    const answer = await sendRaw(app.port, {
      method: "POST",
      target: "/api/stripe/webhook",
      headers: [
        ["Content-Type", JSON_TYPE],
        ["Stripe-Signature", "t=1,v1=x"],
      ],
      body: {
        kind: "truncated",
        bytes: Buffer.from('{"id":"evt_1","type":"inv'),
        contentLength: 5_000,
      },
    });
    // The client went away: an answer is optional, a 5xx or a logged error is not.
    expect(answer.status ?? 0).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      app.lines
        .slice(from)
        .filter((l) => l.level >= 50)
        .map((l) => l.msg),
    ).toEqual([]);
    expect(
      (await sendRaw(app.port, { method: "GET", target: "/healthz", headers: [] })).status,
    ).toBe(200);
    expect(await dataFingerprint(t.db)).toEqual(before);
  });
});

describe("no request holds the event loop", () => {
  /** The worst shapes we could think of, each of which must be refused quickly. */
  type Shape = { name: string; request: WireRequest; status: number | "not 5xx" };
  function worstShapes(): Shape[] {
    const token: [string, string] = ["form_started", fixtures.formToken];
    const form = (fields: [string, string][]) => new URLSearchParams([token, ...fields]).toString();
    const spaces = `x${" ".repeat(60_000)}x`;
    const shapes: Shape[] = [];
    for (const target of [
      "/contact",
      "/submit",
      "/list",
      "/dashboard",
      "/contact.data",
      "/submit.data",
    ]) {
      shapes.push({
        name: `x[30000000]=a to ${target}`,
        request: post(target, FORM, "x[30000000]=a"),
        status: 400,
      });
    }
    shapes.push(
      {
        name: "x[99999999]=a with the agency's session to /dashboard",
        request: post("/dashboard", FORM, "intent=update-listing&services[99999999]=a", [
          ["Cookie", fixtures.cookies.agency],
        ]),
        status: 400,
      },
      {
        name: "a Conform insert intent at index 30000000 to /list",
        request: post(
          "/list",
          FORM,
          form([
            [
              "__intent__",
              JSON.stringify({ type: "insert", payload: { name: "services", index: 30_000_000 } }),
            ],
          ]),
        ),
        status: 400,
      },
      {
        name: "JSON description of 60,000 spaces to /api/submit-brief",
        request: post(
          "/api/submit-brief",
          JSON_TYPE,
          JSON.stringify(validBriefInput({ description: spaces })),
        ),
        status: 400,
      },
      // Accepted briefs whose text rescans itself under a careless regular expression: the
      // lead alert withholds contact details from the description before it is queued.
      ...[
        ["5,000 emoji", "\u{1F600}".repeat(5_000)],
        ['"a." 2,500 times', "a.".repeat(2_500)],
        ['"a-" 2,500 times', "a-".repeat(2_500)],
        ['"1." 2,500 times and a letter', `${"1.".repeat(2_499)}1a`],
      ].map(([what, description]) => ({
        name: `JSON brief with a description of ${what} to /api/submit-brief`,
        request: post(
          "/api/submit-brief",
          JSON_TYPE,
          JSON.stringify(validBriefInput({ description })),
        ),
        status: 201,
      })),
      {
        name: "JSON description of 60,000 spaces to /api/submit-agency",
        request: post(
          "/api/submit-agency",
          JSON_TYPE,
          JSON.stringify(validAgencyInput({ description: spaces })),
        ),
        status: 400,
      },
      {
        name: "form description of 60,000 spaces to /submit",
        request: post(
          "/submit",
          FORM,
          form(Object.entries({ ...validBriefInput(), description: spaces })),
        ),
        status: 400,
      },
      {
        name: "form message of 60,000 spaces to /contact",
        request: post(
          "/contact",
          FORM,
          form([
            ["name", "Omar"],
            ["email", "omar@example.ae"],
            ["message", spaces],
          ]),
        ),
        status: 400,
      },
      {
        name: "20,000 tabs and newlines in a listing description to /list",
        request: post("/list", FORM, form([["description", `x${"\t\n".repeat(10_000)}x`]])),
        status: 400,
      },
      {
        name: "JSON nested 30,000 arrays deep to /api/contact",
        request: post("/api/contact", JSON_TYPE, `${"[".repeat(30_000)}${"]".repeat(30_000)}`),
        status: 400,
      },
      {
        name: "JSON nested 10,000 objects deep to /api/submit-brief",
        request: post(
          "/api/submit-brief",
          JSON_TYPE,
          `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`,
        ),
        status: 400,
      },
      {
        name: "JSON array of 30,000 numbers to /api/submit-agency",
        request: post(
          "/api/submit-agency",
          JSON_TYPE,
          `{"services":[${Array(30_000).fill(0).join(",")}]}`,
        ),
        status: 400,
      },
      {
        name: "6,000 form fields to /submit",
        request: post(
          "/submit",
          FORM,
          Array.from({ length: 6_000 }, (_, i) => `f${i}=v`).join("&"),
        ),
        status: 400,
      },
      {
        name: "5,000 repeats of one declared field to /list",
        request: post("/list", FORM, Array(5_000).fill("services=a").join("&")),
        status: 400,
      },
      {
        name: "__proto__ keys in JSON to /api/submit-agency",
        request: post(
          "/api/submit-agency",
          JSON_TYPE,
          '{"__proto__":{"isPro":true},"constructor":{"prototype":{"approved":true}}}',
        ),
        status: 400,
      },
      {
        name: "a 1 MB form post to /list",
        request: post("/list", FORM, sizedBody(1024 * 1024, false)),
        status: 413,
      },
      {
        name: "a 1 MB JSON body, chunked, to /api/submit-brief",
        request: chunked(post("/api/submit-brief", JSON_TYPE, sizedBody(1024 * 1024, true))),
        status: 413,
      },
      {
        name: "a 1 MB webhook body with a bad signature",
        request: post("/api/stripe/webhook", JSON_TYPE, sizedBody(1024 * 1024, true), [
          ["Stripe-Signature", "t=1,v1=x"],
        ]),
        status: 400,
      },
      {
        name: "a directory search of 2,500 words",
        request: { method: "GET", target: `/agencies?q=${"ab%20".repeat(2_500)}`, headers: [] },
        status: "not 5xx",
      },
      {
        name: "a query of 400 repeated filters",
        request: {
          method: "GET",
          target: `/agencies?${"service=Website%20Development&".repeat(400)}`,
          headers: [],
        },
        status: "not 5xx",
      },
      {
        name: "a cookie header of 1,500 pairs",
        request: {
          method: "GET",
          target: "/dashboard",
          headers: [["Cookie", Array.from({ length: 1_500 }, (_, i) => `c${i}=v`).join("; ")]],
        },
        status: 200,
      },
    );
    return shapes;
  }

  it("each worst shape is refused for little work and holds the event loop under 100 ms of CPU", async () => {
    const probe = startHealthProbe(app.port, 20);
    const rows: {
      name: string;
      status?: number;
      ms: number;
      cpuMs: number;
      loopCpuMs: number;
      loopWallMs: number;
      firstLoopCpuMs: number;
    }[] = [];
    const failures: string[] = [];
    // EVENT_LOOP_SHAPES=regex runs only the shapes whose name matches (to look at one).
    const only = new RegExp(process.env.EVENT_LOOP_SHAPES ?? "");
    for (const shape of worstShapes().filter((s) => only.test(s.name))) {
      type Try = { answer: WireResult; cpuMs: number; maxCpuMs: number; maxWallMs: number };
      let best: Try | undefined;
      let first = 0;
      // A garbage collection of the database's heap can land in a request's turn: a turn past the
      // limit is tried again (up to 3 times), since a request that holds the loop does so on every
      // try. Seconds of CPU are not tried again.
      const retry = () =>
        best !== undefined && best.maxCpuMs >= LOOP_LIMIT_MS && best.maxCpuMs < 1_000;
      for (let attempt = 0; attempt < 3 && (!best || retry()); attempt++) {
        const { value, maxCpuMs, maxWallMs } = await loopHoldDuring(async () => {
          const before = cpuMs();
          const answer = await sendRaw(app.port, shape.request, { timeoutMs: 60_000 });
          return { answer, cpuMs: cpuMs() - before };
        });
        if (attempt === 0) first = maxCpuMs;
        if (!best || maxCpuMs < best.maxCpuMs) best = { ...value, maxCpuMs, maxWallMs };
      }
      const { answer, maxCpuMs, maxWallMs, cpuMs: answerCpuMs } = best!;
      rows.push({
        name: shape.name,
        status: answer.status,
        ms: Math.round(answer.ms),
        cpuMs: Math.round(answerCpuMs),
        loopCpuMs: Math.round(maxCpuMs),
        loopWallMs: Math.round(maxWallMs),
        firstLoopCpuMs: Math.round(first),
      });
      if (process.env.EVENT_LOOP_SHAPES !== undefined) {
        // eslint-disable-next-line no-console
        console.log(rows.at(-1));
      }
      const statusOk =
        shape.status === "not 5xx"
          ? answer.status !== undefined && answer.status < 500
          : answer.status === shape.status;
      if (!statusOk)
        failures.push(
          `${shape.name}: answered ${answer.status ?? answer.error}, expected ${shape.status}`,
        );
      if (maxCpuMs >= LOOP_LIMIT_MS)
        failures.push(`${shape.name}: held the event loop for ${Math.round(maxCpuMs)} ms of CPU`);
      if (answerCpuMs >= ANSWER_CPU_LIMIT_MS)
        failures.push(`${shape.name}: took ${Math.round(answerCpuMs)} ms of CPU to answer`);
    }
    const health = await probe.stop();
    // The figures for the closing note.
    // eslint-disable-next-line no-console
    console.log(
      `Event loop, worst shapes (longest turn ${Math.max(...rows.map((r) => r.loopCpuMs))} ms ` +
        `of CPU, slowest health probe ${Math.round(health.slowestMs)} ms of ${health.probes}; ` +
        `wall times include waiting for a core):\n` +
        rows
          .map(
            (r) =>
              `  ${String(r.loopCpuMs).padStart(6)} ms CPU longest turn (first try ${r.firstLoopCpuMs}, ` +
              `wall ${r.loopWallMs}), ${r.status ?? "-"} for ${r.cpuMs} ms CPU in ${r.ms} ms: ${r.name}`,
          )
          .join("\n"),
    );
    expect(failures).toEqual([]);
    expect(health.failures).toEqual([]);
  }, 600_000);
});
