import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "#server/app";
import { answerClientErrors } from "#server/request-boundary";
import type { Config } from "~/config.server";
import type { Database, Db } from "~/db/client.server";
import { contactMessages, devMailbox } from "~/db/schema";
import { sessionCookie, type SessionKind } from "~/http/session-cookie.server";
import { createTestProvider } from "~/payments/test-provider.server";
import { setAdminPassword } from "~/services/admin-accounts.server";
import { issueFormToken } from "~/services/form-guard.server";
import {
  ADMIN_SESSION_TTL_MS,
  AGENCY_SESSION_TTL_MS,
  createSession,
} from "~/services/sessions.server";
import { testConfig } from "./context";
import { nodeEnvBefore } from "./production-react";
import { makeAgency, makeBrief } from "./factories";

/** A line the app logged (pino JSON). */
export type LogLine = {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
};

/**
 * The React Router server build, compiled on the fly by Vite from the sources (as `npm run dev`
 * does), so a test can serve the real app without `npm run build`.
 */
async function compileBuild() {
  // The JSX runtime must match the React build that tests/production-react.ts chose.
  const reactDev = process.env.NODE_ENV !== "production";
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, watch: null, hmr: false },
    appType: "custom",
    logLevel: "error",
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [
      {
        // Production JSX, to go with React's production build below (React Router's plugin
        // asks for development JSX outside `vite build`; this later hook overrides it).
        name: "production-jsx",
        enforce: "post",
        config: () => ({ esbuild: { jsxDev: reactDev } }),
      },
    ],
  });
  const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { build, vite };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The whole Express app (server/app.ts, production mode) on the test database, listening on a
 * free port of 127.0.0.1, with its log lines kept for the test to read.
 */
export async function startTestApp(database: Database, config: Config = testConfig()) {
  const { build, vite } = await compileBuild();
  process.env.NODE_ENV = nodeEnvBefore;
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) {
        if (line) lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const app = createApp({
    config,
    database,
    log: pino({ level: "info" }, sink),
    build,
    clientDir: mkdtempSync(path.join(os.tmpdir(), "wakala-client-")),
  });
  const server = app.listen(0, "127.0.0.1");
  answerClientErrors(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    config,
    lines,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

const cookieOf = async (config: Config, kind: SessionKind, token: string) =>
  (await sessionCookie(config, kind).serialize(token)).split(";")[0]!;

/**
 * The rows and sessions the HTTP tests need: agencies A (Pro-ready, signed in, with an open test
 * checkout) and B (with its own session), a brief, a contact message, a kept mail, an admin, and
 * expired sessions of each kind.
 */
export async function seedHttpFixtures(db: Db, config: Config) {
  const agency = await makeAgency(db, { approved: true });
  const otherAgency = await makeAgency(db, { approved: true });
  const brief = await makeBrief(db);
  const [message] = await db
    .insert(contactMessages)
    .values({ name: "Omar", email: "omar@example.ae", message: "Hello" })
    .returning();
  const [mail] = await db
    .insert(devMailbox)
    .values({
      fromAddress: "no-reply@example.ae",
      toAddress: agency.email,
      subject: "Kept mail",
      html: "<p>Hi</p>",
      text: "Hi",
    })
    .returning();
  const provider = createTestProvider(db, { siteUrl: config.siteUrl });
  const checkout = await provider.createCheckout({
    agency: { id: agency.id, email: agency.email, agencyName: agency.agencyName, customerId: null },
    successUrl: `${config.siteUrl}/dashboard/upgrade?success=true`,
    cancelUrl: `${config.siteUrl}/dashboard/upgrade`,
  });

  const { user } = await setAdminPassword(db, "admin", "test-admin-password");
  const past = new Date(Date.now() - 40 * 24 * 60 * 60_000);
  const sessions = {
    admin: await createSession(db, { userId: user.id }, ADMIN_SESSION_TTL_MS),
    agency: await createSession(db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS),
    otherAgency: await createSession(db, { agencyId: otherAgency.id }, AGENCY_SESSION_TTL_MS),
    expiredAdmin: await createSession(db, { userId: user.id }, ADMIN_SESSION_TTL_MS, past),
    expiredAgency: await createSession(db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS, past),
  };
  return {
    agency: { id: agency.id, slug: agency.slug, email: agency.email },
    otherAgency: { id: otherAgency.id, slug: otherAgency.slug, email: otherAgency.email },
    briefId: brief.id,
    messageId: message!.id,
    mailId: mail!.id,
    checkoutId: checkout.id,
    cookies: {
      admin: await cookieOf(config, "admin", sessions.admin.token),
      agency: await cookieOf(config, "agency", sessions.agency.token),
      otherAgency: await cookieOf(config, "agency", sessions.otherAgency.token),
      expiredAdmin: await cookieOf(config, "admin", sessions.expiredAdmin.token),
      expiredAgency: await cookieOf(config, "agency", sessions.expiredAgency.token),
    },
    // Issued a minute ago: past the spam guard's minimum fill time, valid for a day.
    formToken: issueFormToken(config, Date.now() - 60_000),
    siteOrigin: new URL(config.siteUrl).origin,
  };
}

/** Tables whose content a refused request must leave as it was (rate-limit counters aside). */
export const DATA_TABLES = [
  "agencies",
  "agency_slug_aliases",
  "briefs",
  "contact_messages",
  "matches",
  "subscriptions",
  "payments",
  "test_billing_objects",
  "users",
  // Not "sessions": reading a session writes its last use (once a minute) and sweeps idle ones.
  "sign_in_tokens",
  "email_outbox",
  "dev_mailbox",
  "webhook_events",
] as const;

/** A digest per data table (every row's text), to tell whether a request changed anything. */
export async function dataFingerprint(db: Db): Promise<Record<string, string>> {
  const columns = DATA_TABLES.map(
    (table) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from ${table} t) as "${table}"`,
  ).join(", ");
  const result = (await db.execute(sql.raw(`select ${columns}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}
