import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pino from "pino";
import { createApp } from "#server/app";
import { answerClientErrors } from "#server/body-reading";
import type { Config } from "~/config.server";
import type { Database, Db } from "~/db/client.server";
import * as schema from "~/db/schema";
import {
  contactMessages,
  devMailbox,
  matches,
  payments,
  savedSearches,
  threadFiles,
  threadMessages,
} from "~/db/schema";
import { fileHref } from "~/services/thread-files.server";
import { databaseStorage } from "~/storage/database-storage.server";
import { sessionCookie, type SessionKind } from "~/http/sessions/session-cookie.server";
import { createTestProvider } from "~/payments/test-provider.server";
import { setAdminPassword } from "~/services/admin-accounts.server";
import { issueFormToken } from "~/services/form-guard.server";
import { addressToken, confirmToken, manageToken } from "~/services/saved-search-links.server";
import { saveSearch } from "~/services/saved-search-opt-in.server";
import { issueInvoiceForPayment } from "~/services/tax-documents.server";
import {
  ADMIN_SESSION_IDLE_MS,
  ADMIN_SESSION_TTL_MS,
  AGENCY_SESSION_IDLE_MS,
  AGENCY_SESSION_TTL_MS,
  CLIENT_SESSION_TTL_MS,
  createSession,
} from "~/services/sessions.server";
import { displayNumber } from "~/domain/tax-documents";
import { loadAppBuild } from "./app-build";
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

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The whole Express app (server/app.ts, production mode) on the test database, listening on a
 * free port of 127.0.0.1, with its log lines kept for the test to read.
 */
export async function startTestApp(database: Database, config: Config = testConfig()) {
  const { build, close } = await loadAppBuild();
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
      await close();
    },
  };
}

/** The Cookie header a browser sends for a session of `kind`. */
export const cookieOf = async (config: Config, kind: SessionKind, token: string) =>
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
  const HOUR = 60 * 60_000;
  const saved = await saveSearch(db, config, {
    email: "saved.search@example.ae",
    frequency: "instant",
    filters: { pro: false, services: ["SEO Services"], locations: [], industries: [], q: "" },
    locale: "en",
  });
  if (saved.status !== "saved") throw new Error(`saving the fixture search: ${saved.status}`);
  await db
    .update(savedSearches)
    .set({ confirmedAt: new Date() })
    .where(eq(savedSearches.id, saved.id));
  // The project room: client A's brief matched with agency A, client B's with agency B, each
  // thread with a message only its members (and the operator) may read.
  const room = async (email: string, agencyId: number, text: string) => {
    const roomBrief = await makeBrief(db, { email, companyName: `${text} Co` });
    const [match] = await db
      .insert(matches)
      .values({ briefId: roomBrief.id, agencyId })
      .returning({ id: matches.id });
    const [message] = await db
      .insert(threadMessages)
      .values({ matchId: match!.id, author: "client", body: text })
      .returning({ id: threadMessages.id });
    // A file of the message, in the database's storage.
    const storageKey = `threads/${match!.id}/fixture`;
    await databaseStorage(db).put(storageKey, new TextEncoder().encode(`${text} file`), {
      contentType: "text/plain; charset=utf-8",
    });
    const [file] = await db
      .insert(threadFiles)
      .values({
        messageId: message!.id,
        matchId: match!.id,
        briefId: roomBrief.id,
        storageKey,
        name: "notes.txt",
        contentType: "text/plain; charset=utf-8",
        byteLength: `${text} file`.length,
      })
      .returning({ id: threadFiles.id });
    return {
      email,
      briefId: roomBrief.id,
      matchId: match!.id,
      messageId: message!.id,
      text,
      company: `${text} Co`,
      fileHref: fileHref(config, file!.id),
      fileText: `${text} file`,
    };
  };
  const threads = {
    A: await room("client.a@example.ae", agency.id, "Thread A secret"),
    B: await room("client.b@example.ae", otherAgency.id, "Thread B secret"),
  };
  // A tax invoice of agency A (issue 32): a payment of long ago (past the refund guarantee, of
  // no subscription), invoiced in July 2025 in UAE time.
  const [payment] = await db
    .insert(payments)
    .values({
      agencyId: agency.id,
      stripePaymentId: `pi_fixture_${agency.id}`,
      invoiceId: `in_fixture_${agency.id}`,
      status: "paid",
      amount: 49_900,
      startDate: new Date("2025-07-01T08:00:00Z"),
      nextBillingDate: new Date("2025-08-01T08:00:00Z"),
      createdAt: new Date("2025-07-01T08:00:00Z"),
    })
    .returning({ id: payments.id });
  const taxInvoice = await db.transaction((tx) =>
    issueInvoiceForPayment(tx, payment!.id, config.seller, new Date("2025-07-01T08:00:00Z")),
  );
  const ago = (ms: number) => new Date(Date.now() - ms);
  const past = ago(40 * 24 * HOUR);
  const sessions = {
    admin: await createSession(db, { userId: user.id }, ADMIN_SESSION_TTL_MS),
    agency: await createSession(db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS),
    otherAgency: await createSession(db, { agencyId: otherAgency.id }, AGENCY_SESSION_TTL_MS),
    expiredAdmin: await createSession(db, { userId: user.id }, ADMIN_SESSION_TTL_MS, past),
    expiredAgency: await createSession(db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS, past),
    // Within their lifetime, but unused for longer than the idle timeout.
    idleAdmin: await createSession(
      db,
      { userId: user.id },
      ADMIN_SESSION_TTL_MS,
      ago(ADMIN_SESSION_IDLE_MS + HOUR),
    ),
    idleAgency: await createSession(
      db,
      { agencyId: agency.id },
      AGENCY_SESSION_TTL_MS,
      ago(AGENCY_SESSION_IDLE_MS + HOUR),
    ),
    clientA: await createSession(db, { clientEmail: threads.A.email }, CLIENT_SESSION_TTL_MS),
    clientB: await createSession(db, { clientEmail: threads.B.email }, CLIENT_SESSION_TTL_MS),
  };
  return {
    agency: { id: agency.id, slug: agency.slug, email: agency.email },
    otherAgency: { id: otherAgency.id, slug: otherAgency.slug, email: otherAgency.email },
    briefId: brief.id,
    messageId: message!.id,
    threads,
    mailId: mail!.id,
    checkoutId: checkout.id,
    /** Agency A's tax invoice, its number and the UAE month of its issue. */
    invoice: {
      id: taxInvoice!.id,
      number: displayNumber("invoice", taxInvoice!.number),
      month: "2025-07",
    },
    /** The signed links of a confirmed saved search (its confirmation link, a day left). */
    alerts: {
      manage: manageToken(config, saved.id),
      confirm: confirmToken(config, saved.id, "daily", new Date(Date.now() + 24 * HOUR)),
      address: addressToken(config, "saved.search@example.ae", new Date(Date.now() + 24 * HOUR)),
    },
    cookies: {
      admin: await cookieOf(config, "admin", sessions.admin.token),
      agency: await cookieOf(config, "agency", sessions.agency.token),
      otherAgency: await cookieOf(config, "agency", sessions.otherAgency.token),
      expiredAdmin: await cookieOf(config, "admin", sessions.expiredAdmin.token),
      expiredAgency: await cookieOf(config, "agency", sessions.expiredAgency.token),
      idleAdmin: await cookieOf(config, "admin", sessions.idleAdmin.token),
      idleAgency: await cookieOf(config, "agency", sessions.idleAgency.token),
      clientA: await cookieOf(config, "client", sessions.clientA.token),
      clientB: await cookieOf(config, "client", sessions.clientB.token),
    },
    // Issued a minute ago: past the spam guard's minimum fill time, valid for a day.
    formToken: issueFormToken(config, Date.now() - 60_000),
    siteOrigin: new URL(config.siteUrl).origin,
  };
}

/**
 * Tables a refused request must leave as they were: every table of the schema, but for rate-limit
 * counters and the directory's derived counts. Of a session only whose it is counts: its
 * last-seen time moves on any request that carries it, and one idle too long is deleted when read.
 */
const derived = new Set(["rate_limits", "directory_facets", "page_data_version"]);
export const DATA_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !derived.has(name));
const rowText: Record<string, string> = { sessions: "(t.id, t.user_id, t.agency_id)::text" };
/** Only live sessions: reading an idle one deletes it, which a refused request may do. */
const rowsOf: Record<string, string> = {
  sessions: `where t.expires_at > now() and t.last_seen_at > now() - case when t.user_id is null
    then interval '${AGENCY_SESSION_IDLE_MS} milliseconds' else interval '${ADMIN_SESSION_IDLE_MS} milliseconds' end`,
};

/** A digest per data table (every row's text), to tell whether a request changed anything. */
export async function dataFingerprint(db: Db): Promise<Record<string, string>> {
  const columns = DATA_TABLES.map((table) => {
    const row = rowText[table] ?? "t::text";
    const digest = `coalesce(md5(string_agg(${row}, ',' order by ${row})), '')`;
    return `(select count(*) || ':' || ${digest} from ${table} t ${rowsOf[table] ?? ""}) as "${table}"`;
  }).join(", ");
  const result = (await db.execute(sql.raw(`select ${columns}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}
