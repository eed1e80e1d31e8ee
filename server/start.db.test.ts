import { spawnSync } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError } from "~/config.server";
import { DatabaseLockedError } from "~/db/client.server";
import { findAdmin } from "~/services/admin-accounts.server";
import { verifyPassword } from "~/services/passwords.server";
import { KEEP_ALIVE_TIMEOUT_MS, startServer, type RunningServer } from "./start";

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.shutdown()));
});

function envFor(dir: string) {
  return {
    PGLITE_DIR: dir,
    PORT: "0",
    HOST: "127.0.0.1",
    SEED_DEMO: "0",
    LOG_LEVEL: "silent",
    SESSION_SECRET: "t".repeat(32),
    ADMIN_PASSWORD: "start-test-password",
  };
}

async function start(
  dir: string,
  build: Promise<never> = Promise.reject(new Error("no React build in this test")),
  env: Record<string, string> = {},
) {
  build.catch(() => {});
  const server = await startServer({
    env: { ...envFor(dir), ...env },
    terminal: false,
    // These tests only reach the operational endpoints, which answer before the React app; any
    // other request fails with the 500 page once `build` fails (a test holds a request in
    // flight by failing it later).
    build: () => build,
  });
  running.push(server);
  return server;
}

describe("the server process", () => {
  it("answers health and readiness, and 503 once the database is gone", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-start-")), "pglite");
    const server = await start(dir);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(health.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const ready = await fetch(`${server.url}/readyz`, { headers: { "X-Request-Id": "abc-123" } });
    expect(ready.status).toBe(200);
    expect(ready.headers.get("x-request-id")).toBe("abc-123");

    // Security headers come on every app response, even an error; scripts need this request's
    // nonce, or the hash of the page's one constant inline script (docs/decisions/012).
    const page = await fetch(`${server.url}/about`);
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}' 'nonce-[A-Za-z0-9+/=]{24}'/,
    );

    await server.database.close();
    const down = await fetch(`${server.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: "down" });
  });

  it("keeps an idle connection open 65 s and says so, so a client's pooled connection is not reset under it", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-start-")), "pglite");
    const server = await start(dir);
    expect(server.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    const agent = new http.Agent({ keepAlive: true });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${server.url}/healthz`, { agent }, resolve).on("error", reject),
    );
    response.resume();
    await once(response, "end");
    agent.destroy();
    expect(response.headers.connection).toBe("keep-alive");
    expect(response.headers["keep-alive"]).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  it("refuses a second server on the same embedded database until the first has stopped", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-lock-")), "pglite");
    const first = await start(dir);

    const second = start(dir);
    await expect(second).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(second).rejects.toThrow(
      `The embedded database ${dir} is in use by process ${process.pid}. Stop that process`,
    );
    await expect(second).rejects.toThrow(`If no process uses it any more, delete ${dir}.lock.`);

    // Another process (here the migration command) gets the same one-line refusal.
    const other = spawnSync("npx", ["tsx", "scripts/db-migrate.ts"], {
      env: { ...process.env, ...envFor(dir) },
      encoding: "utf8",
    });
    expect(other.status).toBe(1);
    expect(other.stderr).toContain(
      `The embedded database ${dir} is in use by process ${process.pid}`,
    );

    await first.shutdown("SIGTERM");
    expect(first.server.listening).toBe(false);
    const third = await start(dir);
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
  });

  it("on SIGTERM stops accepting, answers the request in flight, then closes the database", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-stop-")), "pglite");
    let failBuild = () => {};
    const build = new Promise<never>(
      (_resolve, reject) => (failBuild = () => reject(new Error("no React build in this test"))),
    );
    const server = await start(dir, build);

    // SIGTERM once the app has the request (not after a set time: on a busy machine the request
    // could still be on its way, and a connection not yet accepted is reset by the listener's
    // close), which then waits for its page until the test lets it fail.
    const arrived = once(server.server, "request");
    const inFlight = fetch(`${server.url}/about`);
    await arrived;
    const stopped = server.shutdown("SIGTERM");

    expect(server.server.listening).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    failBuild();
    const answer = await inFlight;
    expect(answer.status).toBe(500);
    expect(await answer.text()).toBe(
      "Something went wrong. An unexpected error occurred on our side. Please try again in a moment.",
    );
    await stopped;
    expect(await server.database.ping()).toBe(false);
  });

  it("refuses a port already in use with one line, and lets go of the database", async () => {
    const first = await start(path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-port-")), "a"));
    const port = new URL(first.url).port;
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "wakala-port-")), "b");
    const second = start(dir, undefined, { PORT: port });
    await expect(second).rejects.toBeInstanceOf(ConfigError);
    await expect(second).rejects.toThrow(`Port ${port} is already in use`);
    // Its embedded database was closed and unlocked: another server can open it.
    const third = await start(dir);
    expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
  });

  it("without a terminal, writes a generated admin password to an owner-only file beside the data", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "wakala-first-admin-"));
    const server = await start(path.join(root, "pglite"), undefined, { ADMIN_PASSWORD: "" });
    const file = path.join(root, "admin-password.txt");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = /Username: admin {2}Password: ([\w-]{20})/.exec(
      readFileSync(file, "utf8"),
    )?.[1];
    const admin = await findAdmin(server.database.db, "admin");
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
  });
});
