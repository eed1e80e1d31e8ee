import "#tests/production-react";
import { describe, expect, it } from "vitest";
import { validAgencyInput, validBriefInput } from "#tests/factories";
import { sizedBody } from "#tests/hostile-input/bodies";
import {
  loopHoldDuring,
  loopThreadCpuMs as cpuMs,
  sendRaw,
  startHealthProbe,
  type WireRequest,
  type WireResult,
} from "#tests/raw-http";
import {
  ANSWER_CPU_LIMIT_MS,
  chunked,
  FORM,
  JSON_TYPE,
  post,
  useServedApp,
} from "./event-loop-test-app";

/**
 * No request, whatever its shape, holds the event loop for more than about 50 ms (asserted under
 * 100 ms, the true figure printed), measured as CPU time of the event loop's thread (the wall
 * clock, printed beside it, counts waiting for a core too). A health probe runs beside them and
 * must always be answered; its slowest wait is printed.
 */
const served = useServedApp();

/** The CPU time one turn of the event loop may take for any request (the goal is about 50 ms). */
const LOOP_LIMIT_MS = 100;

describe("no request holds the event loop", () => {
  /** The worst shapes we could think of, each of which must be refused quickly. */
  type Shape = { name: string; request: WireRequest; status: number | "not 5xx" };
  function worstShapes(): Shape[] {
    const token: [string, string] = ["form_started", served.fixtures.formToken];
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
          ["Cookie", served.fixtures.cookies.agency],
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
    const probe = startHealthProbe(served.app.port, 20);
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
          const answer = await sendRaw(served.app.port, shape.request, { timeoutMs: 60_000 });
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
    // The figures to report, printed on every run.
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
