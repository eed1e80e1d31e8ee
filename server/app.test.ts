import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import type { Database } from "~/db/client.server";
import { createApp } from "./app";

/** The app with a stand-in database, a client folder with one hashed asset, and captured logs. */
async function serve(build: () => Promise<never>) {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), "wakala-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "entry-Ab12Cd34.js"), "x".repeat(20_000));
  writeFileSync(path.join(clientDir, "robots-extra.txt"), "plain");
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const database = { ping: () => Promise.resolve(true), db: {} } as unknown as Database;
  const app = createApp({
    config: testConfig(),
    database,
    log: pino({ level: "debug" }, sink),
    build,
    clientDir,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

describe("the Express app", () => {
  it("serves hashed assets for a year, immutable, and compressed", async () => {
    const { url } = await serve(() => Promise.reject(new Error("no build")));
    const asset = await fetch(`${url}/assets/entry-Ab12Cd34.js`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-encoding")).toBe("gzip");
    // Other files of the client folder are not fingerprinted: cached for an hour only.
    const other = await fetch(`${url}/robots-extra.txt`);
    expect(other.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers an unexpected error with 500, and logs its stack with the request id", async () => {
    const { url, lines } = await serve(() => Promise.reject(new Error("the build exploded")));
    const response = await fetch(`${url}/about`, { headers: { "X-Request-Id": "req-42" } });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(
      "Something went wrong. An unexpected error occurred on our side. Please try again in a moment.",
    );
    const logged = lines.find((line) => line.msg === "unhandled error");
    expect(logged).toMatchObject({ level: 50, req: { id: "req-42", url: "/about" } });
    expect((logged?.err as { stack: string }).stack).toContain("Error: the build exploded");
  });

  it("logs a failed query without its values, whichever logger the request used", async () => {
    const failed = new DrizzleQueryError(
      'insert into "briefs" ("email") values ($1)',
      ["omar@private.example"],
      Object.assign(new Error("duplicate key value"), {
        code: "23505",
        severity: "ERROR",
        detail: "Key (email)=(omar@private.example) already exists.",
      }),
    );
    const { url, lines } = await serve(() => Promise.reject(failed));
    expect((await fetch(`${url}/about`)).status).toBe(500);
    const logged = lines.filter((line) => line.err !== undefined);
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain("omar@private");
    expect(logged[0]).toMatchObject({
      err: { params: "[redacted]", query: 'insert into "briefs" ("email") values ($1)' },
    });
  });
});
