/**
 * What a first-input visit records in the page (visit.ts adds RECORDER before the page's own
 * scripts) and how a visit's figures are made from it: the slowest input event, each field's extra
 * typing (the union of its keys' waits), the long tasks after the first touch.
 */
import { HYDRATION_MARK } from "../../app/browser/typing-pause";
import { KEYS_PER_FIELD } from "./pages";

export type VisitResult = {
  /** Duration of the slowest Event Timing entry (ms, 8 ms granularity), and its event. */
  slowestInputMs: number;
  slowestInputEvent: string;
  /**
   * Extra typing time of the slowest field (17 keys): how long, while typing it, at least one
   * key had been sent but not yet handled (ms).
   */
  extraTypingMs: number;
  /** The same for the first field only. */
  firstFieldExtraTypingMs: number;
  /**
   * When the page had not hydrated by the time the person stopped (its script waits for a pause
   * in the typing), they type one more field from the moment its hydration starts: that field's
   * slowest input event and extra typing (null when there was no such field).
   */
  resumedSlowestInputMs: number | null;
  /** That event's type and target (the element's id or name). */
  resumedSlowestInputEvent: string | null;
  resumedExtraTypingMs: number | null;
  /** Fields typed (17 characters each). */
  fieldsTyped: number;
  /** The longest wait of one keystroke, from sent to its `input` event handled (ms). */
  worstKeyLagMs: number;
  /** Every field holds exactly what was typed into it. */
  charsKept: boolean;
  /** The fields whose value differs: what was typed and what the field holds. */
  lost: { typed: string; value: string }[];
  /** Scripts fetched: their addresses and encoded bytes. */
  scriptUrls: string[];
  scriptBytes: number;
  /** Long Tasks that ended after the first touch: count, sum and longest (ms). */
  longTasks: number;
  longTaskMs: number;
  longestTaskMs: number;
  /** From the first touch to the first field having the focus (the keyboard opening), ms. */
  tapToFocusMs: number | null;
  /** From the first touch to the form being React's (ms); 0 if it was before, null if never. */
  tapToHydratedMs: number | null;
  /** Chromium trace (JSON) when asked for. */
  trace?: Buffer;
};

/** Runs in the page before its own scripts: the observers and listeners read at the end. */
export const RECORDER = `(() => {
  const rec = {
    events: [], longTasks: [], keys: [], inputs: [], inputsCaptured: [], touchAt: null, focusAt: null, hydratedAt: null,
    hydrationStartAt: null,
  };
  Object.defineProperty(window, "__firstInput", { value: rec });
  const observe = (type, options, take) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take))
        .observe(Object.assign({ type, buffered: true }, options));
    } catch (error) {}
  };
  observe("event", { durationThreshold: 16 }, (e) =>
    rec.events.push({
      name: e.name, start: e.startTime, duration: e.duration,
      target: e.target ? (e.target.id || e.target.name || e.target.tagName) : null,
    }));
  observe("longtask", {}, (e) => rec.longTasks.push({ start: e.startTime, duration: e.duration }));
  // The page's mark as its hydration starts (app/entry.client.tsx): the person resumes typing then.
  observe("mark", {}, (e) => {
    if (e.name !== ${JSON.stringify(HYDRATION_MARK)} || rec.hydrationStartAt !== null) return;
    rec.hydrationStartAt = e.startTime;
    if (window.__firstInputHydrationStarted) window.__firstInputHydrationStarted();
  });
  // The form is React's at React's first commit, which React announces to a DevTools hook when
  // one is there as it starts (a minimal one here: no polling, no work in between).
  const hydrated = () => {
    if (rec.hydratedAt !== null) return;
    rec.hydratedAt = performance.now();
    if (window.__firstInputHydrated) window.__firstInputHydrated();
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: hydrated,
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
  // The first of the touch's events (pointerover comes first), before the page's listeners.
  const touched = (e) => {
    if (rec.touchAt !== null || !e.isTrusted) return;
    rec.touchAt = e.timeStamp;
    performance.mark("first-touch");
  };
  ["pointerover", "pointerdown", "touchstart"].forEach((type) => addEventListener(type, touched, true));
  // A field taking the focus: the phone's keyboard opens, the person can type.
  addEventListener("focusin", (e) => {
    if (!e.isTrusted || !e.target.matches("input, textarea")) return;
    if (rec.focusAt === null) rec.focusAt = performance.now();
    if (window.__firstInputFocused) window.__firstInputFocused();
  }, true);
  addEventListener("keydown", (e) => { if (e.isTrusted) rec.keys.push(e.timeStamp); }, true);
  // Each input event with the key it follows (the last keydown before it): in the bubble phase,
  // after React's listener on the document; in the capture phase too, for an event the page keeps
  // from React while it hydrates (app/browser/hydration-without-forcing.ts), which bubbles no more.
  addEventListener("input", () => rec.inputs.push([rec.keys.length - 1, performance.now()]));
  addEventListener("input", () => rec.inputsCaptured.push([rec.keys.length - 1, performance.now()]), true);
})()`;

export type Recorded = {
  events: { name: string; start: number; duration: number; target?: string | null }[];
  longTasks: { start: number; duration: number }[];
  keys: number[];
  inputs: [key: number, at: number][];
  /** The same, in the capture phase (window, before the page's listeners). */
  inputsCaptured: [key: number, at: number][];
  touchAt: number | null;
  focusAt: number | null;
  hydratedAt: number | null;
  hydrationStartAt: number | null;
};

/** The length of the union of [from, to] intervals. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of sorted) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total;
}

export function summarise(
  rec: Recorded,
  fieldsTyped: number,
  resumedField: number | null,
  lost: { typed: string; value: string }[],
  network: { scriptUrls(): string[]; scriptBytes(): number },
  trace: Buffer | undefined,
): VisitResult {
  const resumedAt = resumedField === null ? Infinity : (rec.hydrationStartAt ?? Infinity);
  const slowestOf = (events: Recorded["events"]) =>
    events.reduce<Recorded["events"][number]>(
      (worst, e) => (e.duration > worst.duration ? e : worst),
      { name: "-", start: 0, duration: 0 },
    );
  const resumed = slowestOf(rec.events.filter((e) => e.start >= resumedAt));
  const slowest = slowestOf(rec.events.filter((e) => e.start < resumedAt));
  // Each key with the input event that followed it (a key lost has none).
  const handled = new Map<number, number>();
  for (const [key, at] of rec.inputs) if (key >= 0 && !handled.has(key)) handled.set(key, at);
  // A key whose input event did not bubble to the window was handled when it was dispatched.
  for (const [key, at] of rec.inputsCaptured)
    if (key >= 0 && !handled.has(key)) handled.set(key, at);
  const pairsOf = (from: number, to: number) =>
    rec.keys
      .slice(from, to)
      .flatMap((sent, i) =>
        handled.has(from + i) ? [[sent, handled.get(from + i)!] as const] : [],
      );
  const pairs = pairsOf(0, rec.keys.length);
  const perField = Array.from({ length: fieldsTyped }, (_, f) =>
    unionLength(pairsOf(f * KEYS_PER_FIELD, (f + 1) * KEYS_PER_FIELD)),
  );
  const typingFields = perField.filter((_, f) => f !== resumedField);
  const touchAt = rec.touchAt ?? 0;
  const after = rec.longTasks.filter((t) => t.start + t.duration > touchAt);
  return {
    slowestInputMs: slowest.duration,
    slowestInputEvent: slowest.name,
    extraTypingMs: Math.max(0, ...typingFields),
    firstFieldExtraTypingMs: perField[0] ?? 0,
    resumedSlowestInputMs: resumedField === null ? null : resumed.duration,
    resumedSlowestInputEvent:
      resumedField === null ? null : `${resumed.name} on ${resumed.target ?? "-"}`,
    resumedExtraTypingMs: resumedField === null ? null : (perField[resumedField] ?? 0),
    fieldsTyped,
    worstKeyLagMs: Math.max(0, ...pairs.map(([sent, handled]) => handled - sent)),
    charsKept: lost.length === 0,
    lost,
    scriptUrls: network.scriptUrls(),
    scriptBytes: network.scriptBytes(),
    longTasks: after.length,
    longTaskMs: after.reduce((sum, t) => sum + t.duration, 0),
    longestTaskMs: Math.max(0, ...after.map((t) => t.duration)),
    tapToFocusMs: rec.focusAt === null || rec.touchAt === null ? null : rec.focusAt - rec.touchAt,
    tapToHydratedMs:
      rec.hydratedAt === null || rec.touchAt === null
        ? null
        : Math.max(0, rec.hydratedAt - rec.touchAt),
    trace,
  };
}
