import type { Server } from "node:http";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { loadAppBuild } from "#tests/app-build";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { devMailbox, emailOutbox } from "~/db/schema";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { deliverDueEmails } from "~/mail/outbox-worker.server";
import { createMailTransport } from "~/mail/transport.server";
import { requestSignInLink } from "~/services/agency-auth.server";
import { resolveSignInRequests } from "~/services/sign-in-links.server";
import { requestEmailChange } from "~/services/listing-email-change.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import { createApp } from "./app";

/**
 * Every answer with a session or personal data says `Cache-Control: private, no-store`
 * (docs/decisions/009), through the whole Express app with the real routes (compiled by Vite).
 */
const t = useTestDatabase();
const config = testConfig();
let server: Server;
let base = "";
let closeBuild: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  const { build, close } = await loadAppBuild();
  closeBuild = close;
  const app = createApp({
    config,
    database: t.database,
    log: pino({ level: "silent" }),
    build,
    clientDir: mkdtempSync(path.join(os.tmpdir(), "wakala-client-")),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await closeBuild();
});

type Ask = { method?: string; cookie?: string; form?: Record<string, string>; json?: unknown };

async function ask(url: string, { method, cookie, form, json }: Ask = {}) {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  let body: string | undefined;
  if (form) {
    body = new URLSearchParams(form).toString();
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  } else if (json !== undefined) {
    body = JSON.stringify(json);
    headers["Content-Type"] = "application/json";
  }
  const response = await fetch(base + url, {
    method: method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response;
}

async function agencySession(agencyId: number) {
  const { token } = await createSession(t.db, { agencyId }, AGENCY_SESSION_TTL_MS);
  return (await sessionCookie(config, "agency").serialize(token)).split(";")[0]!;
}

const latestMail = async () =>
  (await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0]!;

describe("Cache-Control of private answers", () => {
  it("is private, no-store on every page and endpoint with a session or personal data", async () => {
    const admin = await adminCookie(t.db, config);
    const agency = await makeAgency(t.db, { approved: true });
    const agencyCookie = await agencySession(agency.id);
    const brief = await makeBrief(t.db);

    await requestSignInLink(t.db, {
      email: agency.email,
      redirectTo: "/dashboard",
      clientAddress: "203.0.113.50",
      locale: "en",
    });
    await resolveSignInRequests(t.db, config);
    const signInToken = /token=([\w-]+)/.exec((await latestMail()).text)![1]!;
    await t.db.transaction((tx) =>
      requestEmailChange(tx, agency, `moved-${agency.id}@example.ae`, config),
    );
    const confirmToken = /token=([\w-]+)/.exec((await latestMail()).text)![1]!;
    await deliverDueEmails(t.db, createMailTransport(config, t.db), pino({ level: "silent" }), 50);
    const [mail] = await t.db.select().from(devMailbox).limit(1);

    const cases: [string, Ask?][] = [
      // The operator console and its API, signed in or not.
      ["/admin"],
      ["/admin", { cookie: admin }],
      ["/admin.data", { cookie: admin }],
      ["/admin/matches", { cookie: admin }],
      [`/admin/briefs/${brief.id}`, { cookie: admin }],
      ["/admin/briefs.csv", { cookie: admin }],
      ["/api/admin/briefs", { cookie: admin }],
      ["/api/admin/agencies", { cookie: admin }],
      ["/api/admin/messages", { cookie: admin }],
      ["/api/admin/briefs"],
      ["/api/admin/auth", { json: { password: "test-admin-password" } }],
      ["/admin", { form: { username: "admin", password: "test-admin-password" } }],
      // The agency dashboard, its sign-in, upgrade and confirmation pages, and its APIs.
      ["/dashboard"],
      ["/dashboard", { cookie: agencyCookie }],
      ["/dashboard.data", { cookie: agencyCookie }],
      ["/dashboard?edit=1", { cookie: agencyCookie }],
      ["/dashboard/upgrade", { cookie: agencyCookie }],
      [`/dashboard/sign-in?token=${signInToken}`],
      ["/dashboard/sign-in", { form: { token: signInToken } }],
      [`/dashboard/confirm-email?token=${confirmToken}`],
      ["/dashboard", { form: { intent: "sign-out" } }],
      ["/billing/test-checkout/cs_test_unknown", { cookie: agencyCookie }],
      [`/api/agencies/email/${encodeURIComponent(agency.email)}`, { cookie: agencyCookie }],
      [`/api/agencies/${agency.id}/subscription`, { cookie: agencyCookie }],
      // The development mailbox (this test is on the same machine).
      ["/dev/mailbox"],
      [`/dev/mailbox?id=${mail!.id}`],
      [`/dev/mailbox/${mail!.id}/html`],
      // Public pages asked for with a session.
      ["/", { cookie: admin }],
      ["/agencies", { cookie: agencyCookie }],
      [`/agencies/${agency.slug}`, { cookie: agencyCookie }],
      ["/not-a-page", { cookie: agencyCookie }],
    ];
    const answers = [];
    for (const [url, init] of cases) {
      const response = await ask(url, init);
      answers.push({
        request: `${init?.form || init?.json ? "POST" : "GET"} ${url}${init?.cookie ? " (session)" : ""}`,
        status: response.status < 500,
        cacheControl: response.headers.get("cache-control"),
      });
    }
    expect(answers).toEqual(
      answers.map((a) => ({ ...a, status: true, cacheControl: "private, no-store" })),
    );
  });

  it("lets the shared pages be shared when asked for without a session", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    for (const url of ["/", "/about", "/agencies", `/agencies/${agency.slug}`]) {
      const response = await ask(url, { cookie: "theme=dark" });
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control") ?? "", url).toMatch(/^public\b/);
    }
    // The public API is not kept anywhere either (its answer says no-store).
    const api = await ask("/api/agencies", { cookie: "theme=dark" });
    expect(api.status).toBe(200);
    expect(api.headers.get("cache-control")).toContain("no-store");
    const robots = await ask("/robots.txt");
    expect(robots.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
