import "#tests/production-react";
import { describe, expect, it } from "vitest";
import { validBriefInput } from "#tests/factories";
import { dataFingerprint } from "#tests/http-app";
import { sizedBody } from "#tests/hostile-input/bodies";
import {
  loopThreadCpuMs as cpuMs,
  sendRaw,
  type WireRequest,
  type WireResult,
} from "#tests/raw-http";
import { getMessages } from "~/domain/i18n";
import {
  ANSWER_CPU_LIMIT_MS,
  chunked,
  FORM,
  JSON_TYPE,
  post,
  useServedApp,
} from "./event-loop-test-app";

/**
 * Every row of the table below (docs/decisions/008) answers with a 4xx for little work (under
 * 1 s of the event loop thread's CPU), a small answer and nothing stored; so do the cases code
 * review found in the same family.
 */
const served = useServedApp();
const t = served.t;
const messages = getMessages();

/** Sends a request and checks the app logged no error for it; `cpuMs` is the work it took. */
async function send(request: WireRequest): Promise<WireResult & { text: string; cpuMs: number }> {
  const from = served.app.lines.length;
  const cpuBefore = cpuMs();
  const result = await sendRaw(served.app.port, request, { timeoutMs: 60_000 });
  const cpu = cpuMs() - cpuBefore;
  const errors = served.app.lines.slice(from).filter((l) => l.level >= 50);
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
        headers: [["Cookie", served.fixtures.cookies.admin]],
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
    const from = served.app.lines.length;
    const answer = await sendRaw(served.app.port, {
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
      served.app.lines
        .slice(from)
        .filter((l) => l.level >= 50)
        .map((l) => l.msg),
    ).toEqual([]);
    expect(
      (await sendRaw(served.app.port, { method: "GET", target: "/healthz", headers: [] })).status,
    ).toBe(200);
    expect(await dataFingerprint(t.db)).toEqual(before);
  });
});
