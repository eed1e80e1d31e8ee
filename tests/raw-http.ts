import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";

/**
 * HTTP/1.1 over a plain socket, so a test can send what a well-behaved client refuses to (bad
 * bytes in the request line, lying or missing Content-Length) and see a reset as a reset.
 */

/** What goes on the wire after the request line and headers. */
export type WireBody =
  /** Sent as is; `contentLength` is what the header claims (the true length when omitted). */
  | { kind: "bytes"; bytes: Buffer; contentLength?: number }
  /** Transfer-Encoding: chunked, no Content-Length. */
  | { kind: "chunked"; chunks: Buffer[] }
  /** Claims `contentLength`, sends fewer bytes, then closes its side (a client that gave up). */
  | { kind: "truncated"; bytes: Buffer; contentLength: number };

export type WireRequest = {
  method: string;
  /** The request target exactly as sent (latin1 bytes); may hold anything. */
  target: string;
  /** In order; a name may repeat. Host is added when missing (set it to "" to send none). */
  headers: [string, string][];
  body?: WireBody;
};

export type WireResult = {
  status?: number;
  headers: Record<string, string>;
  body: Buffer;
  /** A socket error or an early close before the whole answer arrived: ECONNRESET, EPIPE, ... */
  error?: string;
  ms: number;
};

/** The bytes of a request: request line, headers, framing and body. */
export function encodeRequest(request: WireRequest, host: string): Buffer {
  const headers = [...request.headers];
  if (!headers.some(([name]) => name.toLowerCase() === "host")) headers.unshift(["Host", host]);
  const body = request.body;
  let payload: Buffer = Buffer.alloc(0);
  if (body?.kind === "chunked") {
    headers.push(["Transfer-Encoding", "chunked"]);
    payload = Buffer.concat([
      ...body.chunks.flatMap((chunk) => [
        Buffer.from(`${chunk.length.toString(16)}\r\n`, "latin1"),
        chunk,
        Buffer.from("\r\n"),
      ]),
      Buffer.from("0\r\n\r\n"),
    ]);
  } else if (body) {
    headers.push(["Content-Length", String(body.contentLength ?? body.bytes.length)]);
    payload = body.bytes;
  }
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...headers.filter(([, value]) => value !== "").map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, "latin1"), payload]);
}

/**
 * Sends one request on a new connection (keep-alive, as browsers and curl send) and reads one
 * answer. Resolves with the status, or with `error` when the connection broke first.
 */
export function sendRaw(
  port: number,
  request: WireRequest,
  options: { timeoutMs?: number } = {},
): Promise<WireResult> {
  const started = performance.now();
  const bytes = encodeRequest(request, `127.0.0.1:${port}`);
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    const reader = new ResponseReader(request.method === "HEAD");
    let settled = false;
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = reader.result();
      resolve({
        ...answer,
        error: answer.complete ? undefined : error,
        ms: performance.now() - started,
      });
    };
    const timer = setTimeout(() => finish("timeout"), options.timeoutMs ?? 30_000);
    socket.on("connect", () => {
      socket.write(bytes);
      if (request.body?.kind === "truncated") socket.end();
    });
    socket.on("data", (chunk: Buffer) => {
      if (reader.push(chunk)) finish();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // An answer framed by the close (Node's own 400 or 431, say) was read, however it closed.
      reader.end();
      finish(error.code ?? error.message);
    });
    socket.on("close", () => {
      reader.end();
      finish("closed before a complete answer");
    });
  });
}

/** Just enough of an HTTP/1.1 response parser: status, headers, and a framed or closed body. */
class ResponseReader {
  private buffer: Buffer = Buffer.alloc(0);
  private status?: number;
  private headers: Record<string, string> = {};
  private bodyStart = -1;
  private body: Buffer = Buffer.alloc(0);
  private complete = false;

  constructor(private readonly noBody: boolean) {}

  /** Adds bytes; true once one whole answer is in. */
  push(chunk: Buffer): boolean {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (this.bodyStart < 0) {
        const end = this.buffer.indexOf("\r\n\r\n");
        if (end < 0) return false;
        const lines = this.buffer.subarray(0, end).toString("latin1").split("\r\n");
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1]);
        const headers: Record<string, string> = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(":");
          if (colon > 0)
            headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        if (status >= 100 && status < 200) {
          // 100 Continue and friends come before the real answer.
          this.buffer = this.buffer.subarray(end + 4);
          continue;
        }
        this.status = Number.isNaN(status) ? undefined : status;
        this.headers = headers;
        this.bodyStart = end + 4;
      }
      return this.framedBodyDone();
    }
  }

  private framedBodyDone(): boolean {
    const rest = this.buffer.subarray(this.bodyStart);
    if (this.noBody || this.status === 204 || this.status === 304)
      return this.done(Buffer.alloc(0));
    if (/chunked/i.test(this.headers["transfer-encoding"] ?? "")) {
      const parts: Buffer[] = [];
      let at = 0;
      for (;;) {
        const eol = rest.indexOf("\r\n", at);
        if (eol < 0) return false;
        const size = parseInt(rest.subarray(at, eol).toString("latin1"), 16);
        if (Number.isNaN(size)) return this.done(Buffer.concat(parts));
        if (size === 0) return rest.length >= eol + 4 ? this.done(Buffer.concat(parts)) : false;
        if (rest.length < eol + 2 + size + 2) return false;
        parts.push(rest.subarray(eol + 2, eol + 2 + size));
        at = eol + 2 + size + 2;
      }
    }
    const length = this.headers["content-length"];
    if (length !== undefined) {
      const n = Number(length);
      return rest.length >= n ? this.done(rest.subarray(0, n)) : false;
    }
    return false; // Delimited by the close.
  }

  private done(body: Buffer) {
    this.body = body;
    this.complete = true;
    return true;
  }

  /** The connection closed: a body without framing ends here. */
  end() {
    if (this.complete || this.status === undefined) return;
    if (this.headers["content-length"] === undefined && !this.headers["transfer-encoding"]) {
      this.done(this.buffer.subarray(this.bodyStart));
    }
  }

  result() {
    return {
      status: this.status,
      headers: this.headers,
      body: this.complete ? this.body : this.buffer.subarray(Math.max(0, this.bodyStart)),
      complete: this.complete,
    };
  }
}

/**
 * The health probe's program: GET /healthz every interval; stdin lines "pause" (answered "paused"
 * once no probe is in flight) and "resume"; when stdin closes, one JSON line with the figures.
 */
const PROBE = `
const http = require("node:http");
const [port, interval] = process.argv.slice(1).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
let running = true, paused = false, probes = 0, slowest = 0;
const failures = [];
process.stdin.setEncoding("utf8");
process.stdin.on("data", (text) => {
  for (const line of text.split("\\n")) {
    if (line === "pause") paused = true;
    if (line === "resume") paused = false;
  }
});
process.stdin.on("end", () => { running = false; });
const probe = () => new Promise((resolve) => {
  const started = performance.now();
  const req = http.get({ host: "127.0.0.1", port, path: "/healthz", agent }, (res) => {
    res.resume();
    res.on("end", () => { if (res.statusCode !== 200) failures.push("status " + res.statusCode); resolve(performance.now() - started); });
  });
  req.setTimeout(60000, () => req.destroy(new Error("timeout")));
  req.on("error", (e) => { failures.push(e.code || e.message); resolve(performance.now() - started); });
});
(async () => {
  let acked = false;
  while (running) {
    if (paused) {
      if (!acked) process.stdout.write("paused\\n");
      acked = true;
      await new Promise((r) => setTimeout(r, 2));
      continue;
    }
    acked = false;
    slowest = Math.max(slowest, await probe());
    probes++;
    await new Promise((r) => setTimeout(r, interval));
  }
  process.stdout.write(JSON.stringify({ probes, slowestMs: slowest, failures }) + "\\n");
})();
`;

/**
 * `GET /healthz` every `intervalMs` from another process, as a load balancer would: the slowest
 * answer is how long the app, busy with something else, kept a caller waiting. `pause` stops it
 * (once its probe in flight is answered) while the test itself holds the event loop.
 */
export function startHealthProbe(port: number, intervalMs = 20) {
  const child = spawn(process.execPath, ["-e", PROBE, String(port), String(intervalMs)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  let onPaused: (() => void) | undefined;
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("paused\n")) {
      output = output.replace("paused\n", "");
      onPaused?.();
    }
  });
  const exited = new Promise((resolve) => child.on("close", resolve));
  return {
    pause: () =>
      new Promise<void>((resolve) => {
        onPaused = resolve;
        child.stdin.write("pause\n");
      }),
    resume() {
      child.stdin.write("resume\n");
    },
    async stop(): Promise<{ probes: number; slowestMs: number; failures: string[] }> {
      child.stdin.end();
      await exited;
      return JSON.parse(output) as { probes: number; slowestMs: number; failures: string[] };
    },
  };
}

/**
 * CPU time the calling thread (the event loop's) has used, in milliseconds: the first figure of
 * Linux's /proc/thread-self/schedstat, in nanoseconds. Elsewhere the whole process's
 * (`process.cpuUsage`), which also counts the garbage collector's and libuv's helper threads.
 */
export const loopThreadCpuMs: () => number = existsSync("/proc/thread-self/schedstat")
  ? () => Number(readFileSync("/proc/thread-self/schedstat", "latin1").split(" ", 1)[0]) / 1e6
  : () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    };
const cpuMs = loopThreadCpuMs;

/**
 * A timer that fires every `tickMs` and answers, for each turn of the event loop between two of
 * its ticks, the wall time the turn took past the tick and the CPU time the loop's thread spent.
 * A request that holds the loop spends the CPU time itself, whatever else runs on the machine;
 * the wall time also counts the moments the operating system gave the core to another process,
 * so on a busy machine it says more about the machine than about the request.
 */
function loopTurns(tickMs: number, onTurn: (turn: { wallMs: number; cpuMs: number }) => void) {
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  const take = () => {
    const wall = performance.now();
    const cpu = cpuMs();
    onTurn({ wallMs: Math.max(0, wall - lastWall - tickMs), cpuMs: cpu - lastCpu });
    lastWall = wall;
    lastCpu = cpu;
  };
  const timer = setInterval(take, tickMs);
  return {
    /** Starts a new stretch: the time since the last tick is not counted. */
    restart() {
      lastWall = performance.now();
      lastCpu = cpuMs();
    },
    /** Counts the turn in progress (for a stall at the very end), then stops. */
    stop() {
      clearInterval(timer);
      take();
    },
  };
}

/**
 * Watches the event loop: the longest turn (CPU time, and wall time), plus every turn that spent
 * over `reportOverMs` of CPU with what was in flight then, so a request that holds the loop can
 * be named. While paused (the test itself holding the loop) nothing counts.
 */
export function watchEventLoop<T = string>(reportOverMs = 50) {
  let maxCpuMs = 0;
  let maxWallMs = 0;
  const inFlight = new Map<number, T>();
  let next = 0;
  const stalls: { cpuMs: number; wallMs: number; inFlight: T[] }[] = [];
  let paused = false;
  const turns = loopTurns(10, (turn) => {
    if (paused) return;
    maxCpuMs = Math.max(maxCpuMs, turn.cpuMs);
    maxWallMs = Math.max(maxWallMs, turn.wallMs);
    if (turn.cpuMs > reportOverMs) {
      stalls.push({
        cpuMs: Math.round(turn.cpuMs),
        wallMs: Math.round(turn.wallMs),
        inFlight: [...inFlight.values()],
      });
    }
  });
  return {
    /** Marks a request as in flight until the returned function is called. */
    track(request: T) {
      const id = next++;
      inFlight.set(id, request);
      return () => inFlight.delete(id);
    },
    pause() {
      paused = true;
    },
    resume() {
      turns.restart();
      paused = false;
    },
    stop() {
      turns.stop();
      return { maxCpuMs, maxWallMs, stalls: [...stalls].sort((a, b) => b.cpuMs - a.cpuMs) };
    },
  };
}

/**
 * Runs `work` and answers how long it held the event loop at most: `maxCpuMs`, the CPU time of
 * the longest turn of the loop meanwhile (what a test asserts: it does not grow when other
 * processes keep the machine busy), and `maxWallMs`, the longest delay a timer saw (reported:
 * it does). The watch starts a moment before `work` and ends a moment after, so that a turn at
 * the very start or end is counted whole.
 */
export async function loopHoldDuring<T>(
  work: () => Promise<T>,
): Promise<{ value: T; maxCpuMs: number; maxWallMs: number }> {
  let maxCpuMs = 0;
  let maxWallMs = 0;
  const turns = loopTurns(5, (turn) => {
    maxCpuMs = Math.max(maxCpuMs, turn.cpuMs);
    maxWallMs = Math.max(maxWallMs, turn.wallMs);
  });
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  let value: T;
  try {
    await pause();
    value = await work();
    await pause();
  } finally {
    turns.stop();
  }
  return { value, maxCpuMs, maxWallMs };
}
