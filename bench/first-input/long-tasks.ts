/**
 * The main-thread tasks of a Chromium trace after the first touch (`trace.ts`): each task of
 * 50 ms or more, its time split by what the browser was doing, and the JavaScript it ran by
 * package (the trace's CPU profile, its functions placed by the chunks' source maps).
 */
import type { ChunkMap } from "./source-maps";

type TraceEvent = {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
};

const CALLBACKS = "scripts' callbacks (React's scheduler, timers, promises)";

/** What a task's time went to: the innermost of these events around each microsecond. */
export const CATEGORIES: [category: string, names: RegExp][] = [
  ["garbage collection", /^(MinorGC|MajorGC|V8\.GC|BlinkGC|V8\.GCScavenger|V8\.GCFinalizeMC)/],
  [
    "compile",
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.produceModuleCache|v8\.parseOnBackground|V8\.CompileLazy)/,
  ],
  ["module evaluation", /^(v8\.evaluateModule|EvaluateScript)$/],
  [
    "style, layout, paint",
    /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|UpdateLayer|HitTest|ScrollLayer|RecalculateStyles)$/,
  ],
  ["HTML parsing", /^ParseHTML$/],
  ["input events (handlers, forced hydration)", /^EventDispatch$/],
  [CALLBACKS, /^(FunctionCall|TimerFire|FireAnimationFrame|RunMicrotasks)$/],
];

const categoryOf = (name: string) => CATEGORIES.find(([, re]) => re.test(name))?.[0];

export type TaskBreakdown = {
  /** Start after the first touch, and length (ms). */
  startMs: number;
  durationMs: number;
  byCategory: Record<string, number>;
  /** JavaScript self time by package (ms), from the CPU profile's samples. */
  byPackage: Record<string, number>;
  /** The same by source line (`app/domain/format.ts:86`). */
  bySource: Record<string, number>;
};

export type TraceReport = {
  tasks: TaskBreakdown[];
  /** Sums over the tasks of 50 ms or more. */
  byCategory: Record<string, number>;
  byPackage: Record<string, number>;
  bySource: Record<string, number>;
};

/**
 * The page's renderer: the process whose main thread recorded the `first-touch` mark (the
 * recorder in visit.ts sets it on the first touch).
 */
function findPage(events: TraceEvent[]) {
  const mark = events.find((e) => e.name === "first-touch");
  if (!mark) throw new Error("the trace has no first-touch mark: was the field tapped?");
  return { pid: mark.pid, tid: mark.tid, touchTs: mark.ts };
}

type Sample = { at: number; pkg: string; where: string };

type ProfileNode = {
  id: number;
  callFrame: { url?: string; functionName: string; lineNumber?: number; columnNumber?: number };
};

/**
 * The CPU profile's samples of the page's renderer, in time order (trace µs), each placed in a
 * package and a source line: by the sample's own position when the profile gives it (1-based
 * `lines` and `columns`), else by its function's start.
 */
function samplesOf(
  events: TraceEvent[],
  pid: number,
  mapsByUrl: (url: string) => ChunkMap | undefined,
): Sample[] {
  const nodes = new Map<number, ProfileNode["callFrame"]>();
  const out: Sample[] = [];
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid);
  if (!profile) return out;
  let time = Number((profile.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const chunk of events) {
    if (chunk.name !== "ProfileChunk" || chunk.pid !== pid || chunk.id !== profile.id) continue;
    const data = chunk.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      lines?: number[];
      columns?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    const samples = data.cpuProfile?.samples ?? [];
    samples.forEach((id, i) => {
      time += data.timeDeltas?.[i] ?? 0;
      const frame = nodes.get(id);
      out.push({ at: time, ...place(frame, data.lines?.[i], data.columns?.[i], mapsByUrl) });
    });
  }
  return out.sort((a, b) => a.at - b.at);
}

function place(
  frame: ProfileNode["callFrame"] | undefined,
  line: number | undefined,
  column: number | undefined,
  mapsByUrl: (url: string) => ChunkMap | undefined,
): { pkg: string; where: string } {
  if (!frame) return { pkg: "(unknown)", where: "(unknown)" };
  const { url, functionName } = frame;
  if (!url) {
    const kind = functionName.startsWith("(") ? functionName : "(native)";
    return { pkg: kind, where: kind };
  }
  const map = mapsByUrl(url);
  if (!map) {
    const file = /\/assets\/[^/]+\.js$/.test(url) ? `(no map) ${url.split("/").pop()}` : undefined;
    const kind = file ?? "inline scripts of the page";
    return { pkg: kind, where: kind };
  }
  const origin =
    line && column
      ? map.originAt(line - 1, column - 1)
      : map.originAt(frame.lineNumber ?? 0, frame.columnNumber ?? 0);
  return {
    pkg: origin.pkg,
    where: origin.source ? `${origin.source}:${origin.line}` : origin.pkg,
  };
}

/** The tasks of 50 ms or more that ended after the first touch (its own included), broken down. */
export function analyseTrace(
  trace: { traceEvents: TraceEvent[] } | TraceEvent[],
  mapsByUrl: (url: string) => ChunkMap | undefined,
  minimumMs = 50,
): TraceReport {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const { pid, tid, touchTs } = findPage(events);
  const main = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const samples = samplesOf(events, pid, mapsByUrl);
  const tasks: TaskBreakdown[] = [];
  for (const task of main) {
    if (task.name !== "RunTask" || task.ts + task.dur! <= touchTs) continue;
    if (task.dur! < minimumMs * 1000) continue;
    const end = task.ts + task.dur!;
    const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Self time of each event, given to the innermost categorised event around it.
    const byCategory: Record<string, number> = {};
    const stack: { end: number; category: string; child: number; dur: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0 && stack.at(-1)!.end <= until) {
        const done = stack.pop()!;
        byCategory[done.category] =
          (byCategory[done.category] ?? 0) + (done.dur - done.child) / 1000;
      }
    };
    stack.push({ end, category: "other", child: 0, dur: task.dur! });
    for (const e of inside) {
      close(e.ts);
      const parent = stack.at(-1)!;
      parent.child += e.dur!;
      let category = categoryOf(e.name) ?? parent.category;
      // A listener called by an input event, or a callback during a module's evaluation, counts
      // as the event or the evaluation.
      if (category === CALLBACKS && parent.category !== "other") category = parent.category;
      stack.push({
        end: e.ts + e.dur!,
        category,
        child: 0,
        dur: e.dur!,
      });
    }
    close(Infinity);
    const byPackage: Record<string, number> = {};
    const bySource: Record<string, number> = {};
    for (let i = 0; i < samples.length; i++) {
      const { at, pkg, where } = samples[i]!;
      if (at < task.ts || at >= end) continue;
      const next = samples[i + 1]?.at ?? at;
      const ms = (Math.min(next, end) - at) / 1000;
      byPackage[pkg] = (byPackage[pkg] ?? 0) + ms;
      bySource[where] = (bySource[where] ?? 0) + ms;
    }
    tasks.push({
      startMs: (task.ts - touchTs) / 1000,
      durationMs: task.dur! / 1000,
      byCategory,
      byPackage,
      bySource,
    });
  }
  const sum = (pick: (t: TaskBreakdown) => Record<string, number>) => {
    const total: Record<string, number> = {};
    for (const t of tasks) {
      for (const [k, v] of Object.entries(pick(t))) total[k] = (total[k] ?? 0) + v;
    }
    return total;
  };
  return {
    tasks,
    byCategory: sum((t) => t.byCategory),
    byPackage: sum((t) => t.byPackage),
    bySource: sum((t) => t.bySource),
  };
}
