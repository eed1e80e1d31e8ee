/**
 * Starts the built server as `npm start` does (on a fresh PGlite directory, then again on the
 * demo database it made) and reports time to ready, page latency, memory and shutdown time.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import getPort from "get-port";

export const name = "startup";
export const description =
  "built server: ready time on an empty and on a demo PGlite database, page latency, RSS";

export async function run(): Promise<Record<string, number | string>> {
  if (!existsSync("build/server/main.js")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "wakala-bench-start-"));
  try {
    const empty = await measureStart(path.join(dir, "pglite"));
    const pages = await measurePages(empty.url);
    const rss = rssMb(empty.child.pid!);
    const shutdownMs = await stop(empty.child);
    const demo = await measureStart(path.join(dir, "pglite"));
    await stop(demo.child);
    return {
      ready_empty_db_ms: empty.readyMs,
      ready_demo_db_ms: demo.readyMs,
      home_median_ms: pages.home,
      agencies_page_median_ms: pages.agencies,
      rss_after_requests_mb: rss,
      shutdown_ms: shutdownMs,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureStart(pgliteDir: string) {
  const port = await getPort({ host: "127.0.0.1" });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      PGLITE_DIR: pgliteDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, url, readyMs: Math.round(performance.now() - started) };
}

async function measurePages(url: string) {
  const median = async (pathname: string) => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const response = await fetch(url + pathname);
      await response.text();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    return Math.round(times[15]! * 10) / 10;
  };
  return { home: await median("/"), agencies: await median("/agencies") };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function stop(child: ChildProcess): Promise<number> {
  const t = performance.now();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  return Math.round(performance.now() - t);
}
