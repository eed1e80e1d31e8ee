import "#tests/production-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "#tests/faults/free-port";
import { startTestApp, type TestApp } from "#tests/http-app";
import { openDatabase, type Database } from "~/db/client.server";
import { getMessages } from "~/domain/i18n";
import { issueFormToken } from "~/services/form-guard.server";
import { toFormData, validBriefInput } from "#tests/factories";

/**
 * The whole app on a PostgreSQL address where no server listens (every query: ECONNREFUSED), as
 * during a database restart: pages and APIs that need the database answer 503 with Retry-After,
 * pages that do not still work, and nothing is logged as an error.
 */
let database: Database;
let app: TestApp;
const unavailable = getMessages().unavailable;

beforeAll(async () => {
  const port = await freePort();
  database = await openDatabase({
    kind: "postgres",
    url: `postgres://postgres@127.0.0.1:${port}/x`,
  });
  app = await startTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("while the database cannot be reached", () => {
  it("/readyz says 503 and /healthz 200", async () => {
    expect((await fetch(`${app.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("a page that reads the database is the 'try again' page, 503 with Retry-After", async () => {
    for (const path of ["/agencies", "/agencies/some-agency", "/agencies/in/dubai"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe("5");
      const html = await response.text();
      expect(html, path).toContain(unavailable.title);
    }
  });

  it("a form post answers the 'try again' page, 503 with Retry-After", async () => {
    const form = toFormData({
      ...validBriefInput(),
      form_started: issueFormToken(app.config, Date.now() - 5000),
    });
    const response = await fetch(`${app.url}/submit`, {
      method: "POST",
      headers: { Origin: app.url },
      body: new URLSearchParams(form as unknown as Record<string, string>),
      redirect: "manual",
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.text()).toContain(unavailable.body.split(";")[0]);
  });

  it("the JSON API answers 503 { error } with Retry-After", async () => {
    for (const [path, init] of [
      ["/api/submit-brief", { method: "POST", body: JSON.stringify(validBriefInput()) }],
      ["/api/agencies", { method: "GET" }],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, {
        ...init,
        headers: { "Content-Type": "application/json" },
      });
      expect(response.status, path).toBe(503);
      expect(response.headers.get("retry-after"), path).toBe("5");
      expect(await response.json(), path).toEqual({ error: unavailable.body });
    }
  });

  it("a page without database work is served as usual", async () => {
    expect((await fetch(`${app.url}/about`)).status).toBe(200);
  });

  it("logs the outage as warnings, never as an error", () => {
    expect(app.lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(app.lines.some((l) => l.msg === "database unavailable: answered 503")).toBe(true);
  });
});
