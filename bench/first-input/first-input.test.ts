import { describe, expect, it } from "vitest";
import { analyseTrace } from "./long-tasks";
import { FORM_PAGES, KEYS_PER_FIELD, TYPED_TEXT, selectFormPages } from "./pages";
import { decodeMappings, packageOf } from "./source-maps";
import { summarise, unionLength, type Recorded } from "./recording";
import { keyOf } from "./visit";

describe("first-input", () => {
  it("types 17 characters a field, each with a key of its own", () => {
    for (const text of Object.values(TYPED_TEXT)) {
      expect(text).toHaveLength(KEYS_PER_FIELD);
      for (const char of text) expect(keyOf(char).key).toBe(char);
    }
  });

  it("counts the time a field lags behind once, however many keys wait", () => {
    expect(unionLength([])).toBe(0);
    expect(
      unionLength([
        [0, 10],
        [20, 25],
      ]),
    ).toBe(15);
    // Three keys queued behind one task: the lag is the task's, not three times it.
    expect(
      unionLength([
        [0, 300],
        [150, 305],
        [300, 310],
      ]),
    ).toBe(310);
    expect(
      unionLength([
        [5, 5],
        [10, 8],
      ]),
    ).toBe(0);
  });

  it("reports the field typed from the moment hydration starts apart from the typing before it", () => {
    // Two fields: keys 0-16 before the pause, 17-33 once hydration has started at 10,000.
    const keys = Array.from({ length: 2 * KEYS_PER_FIELD }, (_, i) =>
      i < KEYS_PER_FIELD ? 1_000 + i * 150 : 10_050 + (i - KEYS_PER_FIELD) * 150,
    );
    const rec: Recorded = {
      events: [
        { name: "keydown", start: 1_000, duration: 40 },
        { name: "touchstart", start: 10_020, duration: 120 },
        { name: "keydown", start: 10_050, duration: 96 },
      ],
      longTasks: [],
      keys,
      // Each key handled 10 ms after it was sent; the first key after the pause 90 ms after.
      inputs: keys.map((at, i) => [i, at + (i === KEYS_PER_FIELD ? 90 : 10)]),
      inputsCaptured: [],
      touchAt: 900,
      focusAt: 950,
      hydratedAt: 10_300,
      hydrationStartAt: 10_000,
    };
    const network = { scriptUrls: () => ["/assets/entry.client.js"], scriptBytes: () => 1 };
    const resumed = summarise(rec, 2, 1, [], network, undefined);
    expect(resumed).toMatchObject({
      slowestInputMs: 40,
      extraTypingMs: 10 * KEYS_PER_FIELD,
      resumedSlowestInputMs: 120,
      resumedExtraTypingMs: 90 + 10 * (KEYS_PER_FIELD - 1),
    });
    // Without a resumed field, every event and field counts as typing.
    expect(summarise(rec, 2, null, [], network, undefined)).toMatchObject({
      slowestInputMs: 120,
      extraTypingMs: 90 + 10 * (KEYS_PER_FIELD - 1),
      resumedSlowestInputMs: null,
      resumedExtraTypingMs: null,
    });
  });

  it("selects pages by label or path", () => {
    expect(selectFormPages([])).toHaveLength(FORM_PAGES.length);
    expect(selectFormPages(["/ar/submit", "admin", "/alerts/new"]).map((p) => p.label)).toEqual([
      "ar_submit",
      "admin",
      "alerts_new",
    ]);
    expect(() => selectFormPages(["/nowhere"])).toThrow(/Unknown form page/);
  });

  it("names the package of a source", () => {
    expect(packageOf("../../node_modules/react-dom/cjs/x.js")).toBe("react-dom");
    expect(packageOf("../node_modules/@conform-to/dom/dist/a.mjs")).toBe("@conform-to/dom");
    expect(packageOf("../../../app/domain/messages/en/forms.ts")).toBe(
      "i18n catalogue (app/domain/messages)",
    );
    expect(packageOf("../../../app/domain/format.ts")).toBe("app code");
    expect(packageOf("\0vite/preload-helper.js")).toBe("bundler helpers");
  });

  it("decodes source map segments", () => {
    // "AAAA": column 0 of source 0, line 0; "KCEA": column +5, source +1, line +2.
    expect(decodeMappings("AAAA,KCEA;A")).toEqual([
      [
        [0, 0, 0],
        [5, 1, 2],
      ],
      [[0, -1, -1]],
    ]);
  });

  it("splits a long task after the touch by what the browser did", () => {
    const at = (ms: number) => 1_000_000 + ms * 1000;
    const event = (name: string, start: number, dur: number, data?: Record<string, unknown>) => ({
      name,
      ph: "X",
      pid: 1,
      tid: 1,
      ts: at(start),
      dur: dur * 1000,
      args: data ? { data } : {},
    });
    const report = analyseTrace(
      [
        { name: "first-touch", ph: "I", pid: 1, tid: 1, ts: at(0) },
        event("RunTask", -100, 80),
        event("RunTask", 100, 120),
        event("v8.evaluateModule", 100, 100),
        event("MinorGC", 150, 20),
        event("RunTask", 300, 100),
        event("EventDispatch", 300, 90, { type: "keydown" }),
        event("FunctionCall", 300, 80),
        event("Layout", 390, 5),
        event("RunTask", 500, 20),
      ],
      () => undefined,
    );
    expect(report.tasks.map((t) => [t.startMs, t.durationMs])).toEqual([
      [100, 120],
      [300, 100],
    ]);
    expect(report.tasks[0]!.byCategory).toEqual({
      "module evaluation": 80,
      "garbage collection": 20,
      other: 20,
    });
    expect(report.tasks[1]!.byCategory).toEqual({
      "input events (handlers, forced hydration)": 90,
      "style, layout, paint": 5,
      other: 5,
    });
  });
});
