/**
 * The built server (build/server/main.js) as a child process on a database of the benchmark's
 * own, for benchmarks that measure it over HTTP.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseTarget } from "~/db/client.server";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const readyTimeoutMs = 120_000;

/** Builds once if there is no build. */
export function ensureBuild() {
  if (existsSync(path.join(root, "build/server/main.js"))) return;
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

/** Starts the server on `port` with only the given database (the parent's must not leak in). */
export function startServer(
  port: number,
  target: DatabaseTarget,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    SEED_DEMO: "0",
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  if (target.kind === "postgres") env.DATABASE_URL = target.url;
  else env.PGLITE_DIR = target.dir;
  return spawn(process.execPath, ["build/server/main.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function waitReady(child: ChildProcess, base: string) {
  const deadline = performance.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    }
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (performance.now() > deadline) {
      throw new Error(`the server was not ready within ${readyTimeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** SIGTERM, then SIGKILL if the server has not exited after ten seconds. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
