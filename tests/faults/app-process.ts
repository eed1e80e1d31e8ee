import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "../..");

/** The built server (`build/server/main.js`) running in a child process, as in production. */
export type AppProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Every log line (pino JSON) the process wrote so far, parsed; other lines as { line }. */
  logs(): Record<string, unknown>[];
  /** Resident memory in bytes, from /proc. */
  rssBytes(): number;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
};

/** The settings every fault test's server shares; `env` adds to or overrides them. */
export async function startAppProcess(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<AppProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "build/server/main.js")], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${port}`,
      SESSION_SECRET: "fault-tests-session-secret-0123456789abcdef",
      ADMIN_PASSWORD: "fault-tests-admin-password",
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      RATE_LIMIT_MULTIPLIER: "100000",
      ...env,
    },
  });
  const lines: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    const text = partial + chunk.toString("utf8");
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    lines.push(...parts.filter((l) => l.trim() !== ""));
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const app: AppProcess = {
    url,
    pid: child.pid!,
    child,
    logs: () =>
      lines.map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          return { line };
        }
      }),
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(`The server exited before it was ready:\n${lines.slice(-20).join("\n")}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return app;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  app.kill("SIGKILL");
  throw new Error(`The server was not ready in time:\n${lines.slice(-20).join("\n")}`);
}
