import type { HostileCase } from "./generators";
import { routePatterns } from "./pieces";
import type { WireRequest, WireResult } from "#tests/raw-http";

/**
 * What the hostile-input suite saw: each distinct failure once (with a count and a few examples,
 * each with a command that repeats it against a running server at $U), and the run's figures.
 */
export type Failure = { kind: string; detail: string; hostile: HostileCase; result?: WireResult };

export class FailureReport {
  private readonly groups = new Map<
    string,
    { count: number; detail: string; routes: Set<string>; examples: Failure[] }
  >();

  /** Failures with the same kind and message (values blanked) are one finding. */
  add(failure: Failure) {
    const key = `${failure.kind} | ${signature(failure.detail)}`;
    const group = this.groups.get(key) ?? {
      count: 0,
      detail: failure.detail,
      routes: new Set<string>(),
      examples: [],
    };
    group.count++;
    const route = `${failure.hostile.family}: ${failure.hostile.request.method} ${routeKey(failure.hostile.request.target)}`;
    // Examples of different routes first: they show how far a finding reaches.
    if (group.examples.length < 3 && !group.routes.has(route)) group.examples.push(failure);
    group.routes.add(route);
    this.groups.set(key, group);
  }

  get size() {
    return this.groups.size;
  }

  /** Distinct failures, most frequent first, as readable text. */
  describe(limit = 40): string {
    return [...this.groups.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, limit)
      .map(([key, group]) =>
        [
          `- ${group.count}x ${key}`,
          `    on: ${[...group.routes].slice(0, 8).join("; ")}${group.routes.size > 8 ? `; and ${group.routes.size - 8} more` : ""}`,
          ...group.detail
            .split("\n")
            .slice(1, 5)
            .map((line) => `    ${line.trim()}`),
          ...group.examples.map((e) => `    ${outcome(e.result)} <- ${reproOf(e.hostile.request)}`),
        ].join("\n"),
      )
      .join("\n");
  }

  toJSON() {
    return [...this.groups.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([key, g]) => ({
        key,
        count: g.count,
        routes: [...g.routes],
        detail: g.detail,
        examples: g.examples.map((e) => ({
          outcome: outcome(e.result),
          repro: reproOf(e.hostile.request),
        })),
      }));
  }
}

function outcome(result: WireResult | undefined): string {
  if (!result) return "-";
  return `${result.status ?? "no status"}${result.error ? ` (${result.error})` : ""} in ${Math.round(result.ms)} ms`;
}

/** A message with its variable parts blanked, so one bug is one line whatever the input. */
export function signature(detail: string): string {
  return (detail.split("\n")[0] ?? "")
    .replace(/(\w+:\/\/[^/\s]*)\S*/g, "$1/…")
    .replace(/'[^']*'/g, "'…'")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, "N")
    .slice(0, 160);
}

/** The route pattern of app/routes.ts a target falls on ("/agencies/:slug"), `.data` marked. */
export function routeKey(target: string): string {
  const path = (target.split("?")[0] ?? "").replace(/\.data$/, "");
  const segments = path.split("/").slice(1);
  let best = { pattern: "*", score: -1 };
  for (const pattern of routePatterns()) {
    const parts = pattern === "" ? [""] : pattern.split("/");
    if (parts.at(-1) !== "*" && parts.length !== segments.length) continue;
    let score = 0;
    const fits = parts.every((part, i) => {
      if (part === "*") return true;
      if (part.startsWith(":")) return segments[i] !== undefined && segments[i] !== "";
      score += 2;
      return part === segments[i];
    });
    if (fits && score > best.score) best = { pattern, score };
  }
  return `/${best.pattern}${target.split("?")[0]!.endsWith(".data") ? " (.data)" : ""}`;
}

/** A Python byte-string expression for bytes, with long runs of one byte written as `b"a"*N`. */
function bytesExpression(bytes: Buffer): string {
  const parts: string[] = [];
  let literal = "";
  const flush = () => {
    if (literal) parts.push(`b"${literal}"`);
    literal = "";
  };
  for (let i = 0; i < bytes.length;) {
    let run = 1;
    while (i + run < bytes.length && bytes[i + run] === bytes[i]) run++;
    if (run >= 40) {
      flush();
      parts.push(`b"${escapeByte(bytes[i]!)}"*${run}`);
    } else {
      for (let k = 0; k < run; k++) literal += escapeByte(bytes[i]!);
    }
    i += run;
  }
  flush();
  return parts.join("+") || 'b""';
}

function escapeByte(byte: number): string {
  if (byte === 0x22) return '\\"';
  if (byte === 0x5c) return "\\\\";
  if (byte >= 0x20 && byte < 0x7f) return String.fromCharCode(byte);
  return `\\x${byte.toString(16).padStart(2, "0")}`;
}

/** Bash $'...' quoting, for headers and targets with odd bytes. */
function shellQuote(text: string): string {
  if (/^[\w@%+=:,./?&[\]{}-]*$/.test(text)) return `'${text}'`;
  return `$'${[...Buffer.from(text, "latin1")]
    .map((b) =>
      b === 0x27
        ? "\\'"
        : b === 0x5c
          ? "\\\\"
          : b >= 0x20 && b < 0x7f
            ? String.fromCharCode(b)
            : `\\x${b.toString(16).padStart(2, "0")}`,
    )
    .join("")}'`;
}

/**
 * A command that sends the same request to $U: curl when curl can say it, else a Python socket
 * one-liner that writes the exact bytes.
 */
export function reproOf(request: WireRequest): string {
  const command = fullReproOf(request);
  if (command.length <= 1500) return command;
  const bytes = bodyBytes(request);
  return (
    `(too long to print: ${request.method} ${request.target.slice(0, 200)} with headers ` +
    `${JSON.stringify(request.headers).slice(0, 300)} and a ${request.body?.kind ?? "no"} body of ` +
    `${bytes.length} bytes starting ${JSON.stringify(bytes.toString("latin1", 0, 200))})`
  );
}

function fullReproOf(request: WireRequest): string {
  const body = request.body;
  const curlable =
    /^[\x21-\x7e\x80-\xff]+$/.test(request.target) &&
    /^[A-Z]+$/.test(request.method) &&
    request.method !== "CONNECT" &&
    request.headers.every(([n, v]) => /^[\w-]+$/.test(n) && !/[\0\r\n]/.test(v)) &&
    (!body ||
      body.kind === "chunked" ||
      (body.kind === "bytes" && body.contentLength === undefined)) &&
    (!body || bodyBytes(request).length <= 2000 || isRunBody(bodyBytes(request)));
  if (!curlable) return pythonRepro(request);
  const args = ["curl -sS -o /dev/null -w '%{http_code} %{time_total}s\\n' --path-as-is -g"];
  if (request.method === "HEAD") args.push("-I");
  else if (request.method !== "GET" || body) args.push(`-X ${request.method}`);
  for (const [name, value] of request.headers) args.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body?.kind === "chunked") args.push("-H 'Transfer-Encoding: chunked'");
  if (body) {
    const bytes = bodyBytes(request);
    args.push(
      bytes.length <= 2000
        ? `--data-binary ${shellQuote(bytes.toString("latin1"))}`
        : `--data-binary @<(python3 -c 'import sys;sys.stdout.buffer.write(${bytesExpression(bytes)})')`,
    );
  }
  args.push(`"$U"${shellQuote(request.target)}`);
  return args.join(" ");
}

function bodyBytes(request: WireRequest): Buffer {
  const body = request.body;
  if (!body) return Buffer.alloc(0);
  return body.kind === "chunked" ? Buffer.concat(body.chunks) : body.bytes;
}

const isRunBody = (bytes: Buffer) => bytesExpression(bytes).length < 400;

function pythonRepro(request: WireRequest): string {
  const body = request.body;
  const headers = request.headers.map(([n, v]) => `${n}: ${v}\r\n`).join("");
  let framing = "";
  let payload: Buffer = Buffer.alloc(0);
  if (body?.kind === "chunked") {
    framing = "Transfer-Encoding: chunked\r\n";
    payload = Buffer.concat([
      ...body.chunks.flatMap((c) => [
        Buffer.from(`${c.length.toString(16)}\r\n`),
        c,
        Buffer.from("\r\n"),
      ]),
      Buffer.from("0\r\n\r\n"),
    ]);
  } else if (body) {
    framing = `Content-Length: ${body.contentLength ?? body.bytes.length}\r\n`;
    payload = body.bytes;
  }
  const head = Buffer.from(
    `${request.method} ${request.target} HTTP/1.1\r\nHost: x\r\n${headers}${framing}\r\n`,
    "latin1",
  );
  const close = body?.kind === "truncated" ? "s.shutdown(socket.SHUT_WR);" : "";
  return (
    `python3 -c 'import socket,os,urllib.parse as u;p=u.urlparse(os.environ["U"]);` +
    `s=socket.create_connection((p.hostname,p.port or 80));` +
    `s.sendall(${bytesExpression(Buffer.concat([head, payload])).replace(/'/g, "\\x27")});${close}` +
    `print(s.recv(300))'`
  );
}
