/**
 * Visitors for the load and memory benchmarks: each one reads the directory, agency profiles and
 * the JSON API and sends briefs, listings and contact messages (HTML forms and JSON API), one
 * request after another, alternating between the server processes. Every request's time and
 * whether it went as expected is kept, per kind.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { AppProcess } from "../tests/faults/app-process";
import { submit, type Outcome, type SubmissionKind } from "../tests/faults/traffic";

export const READ_KINDS = ["directory", "profile", "api"] as const;
export type ReadKind = (typeof READ_KINDS)[number];
export type RequestKind = ReadKind | SubmissionKind;

/**
 * One visitor's round: two reads for each submission, every submission kind once. Its length
 * (18) is even, so the process each kind goes to is shifted every round (see `processFor`).
 */
const ROUND: readonly RequestKind[] = [
  "directory",
  "brief-form",
  "profile",
  "api",
  "listing-form",
  "directory",
  "profile",
  "contact-form",
  "api",
  "directory",
  "brief-api",
  "profile",
  "api",
  "listing-api",
  "directory",
  "profile",
  "contact-api",
  "api",
];

const DIRECTORY_PATHS = [
  "/agencies",
  "/agencies?location=Dubai",
  "/agencies?q=marketing",
  "/agencies?pro=1",
];
const API_PATHS = ["/api/agencies?limit=24", "/api/agencies?limit=24&offset=24"];

export type Sample = {
  kind: RequestKind;
  /** Which server process answered (index in the deployment). */
  process: number;
  ms: number;
  ok: boolean;
  /** What went wrong, when not ok: the status and the start of the body, or the network error. */
  problem?: string;
};

export type TrafficResult = {
  samples: Sample[];
  /** The submissions, to check afterwards that every acknowledged one is stored. */
  outcomes: Outcome[];
  seconds: number;
};

/** The slugs of approved agencies, for the profile requests. */
export async function agencySlugs(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/agencies?limit=100`);
  const rows = (await response.json()) as { slug: string }[];
  if (rows.length === 0) throw new Error("no approved agency to read: was the demo data seeded?");
  return rows.map((r) => r.slug);
}

/**
 * `clients` visitors for `durationMs`, each waiting `pauseMs` after each request (0: none).
 * Submissions use addresses `<runId>-<n>@example.ae`; `token` is a form token (formToken).
 */
export async function runTraffic(options: {
  apps: AppProcess[];
  clients: number;
  durationMs: number;
  pauseMs?: number;
  runId: string;
  token: string;
  slugs: string[];
  timeoutMs?: number;
  /** Only the rounds' reads (the submissions' turns skipped): the reads' times without writes. */
  readsOnly?: boolean;
}): Promise<TrafficResult> {
  const { apps, runId, token, slugs } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const samples: Sample[] = [];
  const outcomes: Outcome[] = [];
  let seq = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  const visitor = async (client: number) => {
    for (let k = 0; performance.now() < deadline; k++) {
      const step = client + k;
      const kind = ROUND[step % ROUND.length]!;
      const processIndex = processFor(step, apps.length);
      const baseUrl = apps[processIndex]!.url;
      if (isReadKind(kind)) {
        const pathname =
          kind === "directory"
            ? DIRECTORY_PATHS[step % DIRECTORY_PATHS.length]!
            : kind === "api"
              ? API_PATHS[step % API_PATHS.length]!
              : `/agencies/${encodeURIComponent(slugs[step % slugs.length]!)}`;
        samples.push({
          kind,
          process: processIndex,
          ...(await read(baseUrl + pathname, timeoutMs)),
        });
      } else if (options.readsOnly) {
        continue;
      } else {
        const n = seq++;
        const outcome = await submit(
          baseUrl,
          kind,
          `${runId}-${n}@example.ae`,
          n,
          token,
          timeoutMs,
        );
        outcomes.push(outcome);
        samples.push({
          kind,
          process: processIndex,
          ms: outcome.ms,
          ok: outcome.acknowledged,
          ...(outcome.acknowledged
            ? {}
            : {
                problem:
                  outcome.status === null
                    ? `no answer: ${outcome.error}`
                    : `${outcome.status}: ${outcome.body?.slice(0, 200)}`,
              }),
        });
      }
      if (options.pauseMs) await sleep(options.pauseMs);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, c) => visitor(c)));
  return { samples, outcomes, seconds: (performance.now() - started) / 1000 };
}

/**
 * The process for a visitor's step: the next one each request, shifted by one every round, so
 * each kind of request reaches every process (with the round's even length and two processes,
 * a plain `step % 2` would send each kind to one process only).
 */
function processFor(step: number, processes: number): number {
  return (step + Math.floor(step / ROUND.length)) % processes;
}

const isReadKind = (kind: RequestKind): kind is ReadKind =>
  (READ_KINDS as readonly string[]).includes(kind);

async function read(url: string, timeoutMs: number): Promise<Omit<Sample, "kind" | "process">> {
  const t = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    const ms = performance.now() - t;
    return response.status === 200
      ? { ms, ok: true }
      : { ms, ok: false, problem: `${response.status}: ${body.slice(0, 200)}` };
  } catch (error) {
    const ms = performance.now() - t;
    return { ms, ok: false, problem: `no answer: ${String((error as Error).cause ?? error)}` };
  }
}

export type KindStats = {
  kind: RequestKind;
  count: number;
  p50: number;
  p99: number;
  errors: number;
};

/** Count, median and 99th percentile (ms) and errors of each kind of request, in ROUND's order. */
export function statsByKind(samples: Sample[]): KindStats[] {
  const kinds = [...new Set(ROUND)];
  return kinds.map((kind) => {
    const mine = samples.filter((s) => s.kind === kind);
    const times = mine.map((s) => s.ms).sort((a, b) => a - b);
    return {
      kind,
      count: mine.length,
      p50: round1(percentile(times, 0.5)),
      p99: round1(percentile(times, 0.99)),
      errors: mine.filter((s) => !s.ok).length,
    };
  });
}

/** The nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
