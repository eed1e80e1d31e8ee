import net from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { loadConfig } from "~/config.server";
import { briefs, devMailbox, emailOutbox } from "~/db/schema";
import { makeBrief } from "#tests/factories";
import { enqueueEmail } from "./outbox.server";
import {
  claimDueEmails,
  deliverDueEmails,
  maintainOutbox,
  OUTBOX_MAX_ATTEMPTS,
  purgeOldEmails,
  removedLinkBody,
  removeExpiredLinks,
  retryDelayMs,
  startOutboxWorker,
} from "./outbox-worker.server";
import { createMailTransport, type MailTransport } from "./transport.server";

const t = useTestDatabase();
const log = pino({ level: "silent" });
const mail = (to = "client@example.ae") => ({
  to,
  subject: "Your brief",
  html: "<p>Thanks</p>",
  text: "Thanks",
  about: {},
});

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(devMailbox);
});

describe("enqueueEmail", () => {
  it("writes nothing when the caller's transaction rolls back", async () => {
    const rollback = new Error("rollback");
    await t.db
      .transaction(async (tx) => {
        await makeBrief(tx, { companyName: "Rolled Back LLC" });
        await enqueueEmail(tx, mail());
        throw rollback;
      })
      .catch((e: unknown) => expect(e).toBe(rollback));
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(
      await t.db.select().from(briefs).where(eq(briefs.companyName, "Rolled Back LLC")),
    ).toEqual([]);
  });

  it("queues the mail with the record when the transaction commits", async () => {
    await t.db.transaction(async (tx) => {
      await makeBrief(tx);
      await enqueueEmail(tx, mail());
    });
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({ toAddress: "client@example.ae", status: "pending", attempts: 0 });
  });
});

describe("claiming due mail", () => {
  it("gives concurrent workers disjoint messages", async () => {
    for (let i = 0; i < 6; i++) await enqueueEmail(t.db, mail(`c${i}@example.ae`));
    const [a, b] = await Promise.all([claimDueEmails(t.db, 3), claimDueEmails(t.db, 3)]);
    const ids = [...a!, ...b!].map((r) => r.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(await claimDueEmails(t.db, 10)).toEqual([]);
  });

  it("takes back a message whose worker died once its lease runs out", async () => {
    await enqueueEmail(t.db, mail());
    const [claimed] = await claimDueEmails(t.db, 1);
    expect(claimed!.status).toBe("sending");
    expect(await claimDueEmails(t.db, 1)).toEqual([]);
    const later = new Date(Date.now() + 6 * 60_000);
    const [again] = await claimDueEmails(t.db, 1, later);
    expect(again).toMatchObject({ id: claimed!.id, attempts: 2 });
  });

  it("leaves messages that are not due yet", async () => {
    const id = await enqueueEmail(t.db, mail());
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(emailOutbox.id, id));
    expect(await claimDueEmails(t.db, 5)).toEqual([]);
  });
});

describe("delivery", () => {
  const failing: MailTransport = {
    kind: "smtp",
    send: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:2525")),
    close: () => {},
  };

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
    // MAIL_RETRY_SECONDS sets the first delay.
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000]);
  });

  it("records a failed attempt with its error and retries it later", async () => {
    const id = await enqueueEmail(t.db, mail());
    const before = Date.now();
    await deliverDueEmails(t.db, failing, log);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000 - 1000);
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    const id = await enqueueEmail(t.db, mail());
    await t.db
      .update(emailOutbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    await deliverDueEmails(t.db, failing, log);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS });
  });

  it("keeps mail in the development mailbox when no SMTP server is configured", async () => {
    const config = loadConfig({ SESSION_SECRET: "s".repeat(32) });
    const id = await enqueueEmail(t.db, { ...mail(), replyTo: "team@wakala.ae" });
    await deliverDueEmails(t.db, createMailTransport(config, t.db), log);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row!.status).toBe("sent");
    expect(row!.sentAt).toBeInstanceOf(Date);
    const [kept] = await t.db.select().from(devMailbox);
    expect(kept).toMatchObject({
      outboxId: id,
      toAddress: "client@example.ae",
      replyTo: "team@wakala.ae",
      fromAddress: "Wakala <no-reply@wakala.ae>",
      subject: "Your brief",
      html: "<p>Thanks</p>",
      text: "Thanks",
      headers: null,
    });
  });

  it("keeps a mail's extra headers in the development mailbox", async () => {
    const config = loadConfig({ SESSION_SECRET: "s".repeat(32) });
    const headers = {
      "List-Unsubscribe": "<http://localhost:3000/alerts/1.abc/unsubscribe>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const id = await enqueueEmail(t.db, { ...mail(), headers });
    await deliverDueEmails(t.db, createMailTransport(config, t.db), log);
    const [kept] = await t.db.select().from(devMailbox).where(eq(devMailbox.outboxId, id));
    expect(kept!.headers).toEqual(headers);
  });
});

describe("one-time links", () => {
  const link = "https://wakala.ae/dashboard/sign-in?token=secret-token-0123456789";
  const linkMail = (secretUntil: Date) => ({
    ...mail("agency@example.ae"),
    html: `<a href="${link}">Sign in</a>`,
    text: `Sign in: ${link}`,
    secretUntil,
  });
  const sent: string[] = [];
  const smtp: MailTransport = {
    kind: "smtp",
    send: (m) => Promise.resolve(void sent.push(m.text)),
    close: () => {},
  };
  const row = async (id: number) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it("are not kept in the outbox once the mail was sent (SMTP)", async () => {
    const id = await enqueueEmail(t.db, linkMail(new Date(Date.now() + 600_000)));
    const plain = await enqueueEmail(t.db, mail());
    await deliverDueEmails(t.db, smtp, log);
    expect(sent).toContain(`Sign in: ${link}`);
    expect(await row(id)).toMatchObject({ status: "sent", ...removedLinkBody() });
    expect(JSON.stringify(await row(id))).not.toContain("secret-token");
    // Mail without a link keeps its body (until the retention purge).
    expect(await row(plain)).toMatchObject({ status: "sent", text: "Thanks" });
  });

  it("are not kept once delivery is given up", async () => {
    const id = await enqueueEmail(t.db, linkMail(new Date(Date.now() + 600_000)));
    await t.db
      .update(emailOutbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    const failing: MailTransport = { ...smtp, send: () => Promise.reject(new Error("down")) };
    await deliverDueEmails(t.db, failing, log);
    expect(await row(id)).toMatchObject({ status: "failed", ...removedLinkBody() });
  });

  it("stay readable in the development mailbox until they expire, then are removed", async () => {
    const config = loadConfig({ SESSION_SECRET: "s".repeat(32) });
    const expires = new Date(Date.now() + 600_000);
    const id = await enqueueEmail(t.db, linkMail(expires));
    await deliverDueEmails(t.db, createMailTransport(config, t.db), log);
    // The outbox keeps no copy; the mailbox, where the developer reads the link, does.
    expect(await row(id)).toMatchObject({ status: "sent", ...removedLinkBody() });
    const [kept] = await t.db.select().from(devMailbox);
    expect(kept).toMatchObject({ outboxId: id, text: `Sign in: ${link}`, secretUntil: expires });

    expect(await removeExpiredLinks(t.db, new Date(expires.getTime() - 1))).toBe(0);
    expect(await removeExpiredLinks(t.db, expires)).toBe(1);
    const [removed] = await t.db.select().from(devMailbox);
    expect(removed).toMatchObject({
      ...removedLinkBody(),
      secretUntil: null,
      subject: "Your brief",
    });
    expect(await removeExpiredLinks(t.db, new Date(expires.getTime() + 60_000))).toBe(0);
  });
});

describe("retention", () => {
  const DAY = 24 * 60 * 60_000;
  const now = new Date("2026-11-22T08:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

  /** A mail queued `days` ago in `status`, with its development mailbox copy when sent. */
  async function old(days: number, status: "pending" | "sent" | "failed") {
    const id = await enqueueEmail(t.db, mail(`${status}-${days}@example.ae`));
    await t.db
      .update(emailOutbox)
      .set({ status, createdAt: daysAgo(days) })
      .where(eq(emailOutbox.id, id));
    if (status === "sent") {
      await t.db.insert(devMailbox).values({
        outboxId: id,
        fromAddress: "Wakala <no-reply@wakala.ae>",
        toAddress: `${status}-${days}@example.ae`,
        subject: "Your brief",
        html: "<p>Thanks</p>",
        text: "Thanks",
      });
    }
    return id;
  }
  const left = async () =>
    (await t.db.select().from(emailOutbox).orderBy(emailOutbox.id)).map((r) => r.toAddress);
  const inMailbox = async () =>
    (await t.db.select().from(devMailbox).orderBy(devMailbox.id)).map((r) => r.toAddress);

  it("deletes sent and abandoned mail older than the retention, mailbox copies too", async () => {
    await old(31, "sent");
    await old(31, "failed");
    await old(31, "pending");
    await old(29, "sent");
    expect(await purgeOldEmails(t.db, 30, now)).toBe(2);
    expect(await left()).toEqual(["pending-31@example.ae", "sent-29@example.ae"]);
    expect(await inMailbox()).toEqual(["sent-29@example.ae"]);
    expect(await purgeOldEmails(t.db, 7, now)).toBe(1);
    expect(await inMailbox()).toEqual([]);
  });

  it("purges in batches, whatever the number of old mails", async () => {
    for (let i = 0; i < 5; i++) await enqueueEmail(t.db, mail(`m${i}@example.ae`));
    await t.db.update(emailOutbox).set({ status: "sent", createdAt: daysAgo(40) });
    expect(await purgeOldEmails(t.db, 30, now, 2)).toBe(5);
    expect(await left()).toEqual([]);
  });

  it("is part of the worker's housekeeping, with expired links", async () => {
    await old(40, "sent");
    expect(await maintainOutbox(t.db, { retentionDays: 30 }, now)).toEqual({
      linksRemoved: 0,
      purged: 1,
    });
  });

  it("is done by the running worker", async () => {
    await old(3, "sent");
    const worker = startOutboxWorker({
      db: t.db,
      transport: { kind: "smtp", send: () => Promise.resolve(), close: () => {} },
      log,
      intervalMs: 20,
      retentionDays: 2,
      maintenanceIntervalMs: 20,
    });
    await expect.poll(left).toEqual([]);
    await worker.stop();
  });
});

describe("SMTP delivery", () => {
  type Received = { to: string[]; raw: string; messageId?: string; outboxId?: string };
  /** Every DATA the server read, accepted or not. */
  const received: Received[] = [];
  /** Addresses whose next RCPT TO is answered 450 (mailbox busy), then accepted. */
  const busyOnce = new Set<string>();
  /** Addresses whose next message is answered 451 after its DATA was read, then accepted. */
  const dataFailsOnce = new Set<string>();
  const smtpError = (responseCode: number, message: string) =>
    Object.assign(new Error(message), { responseCode });
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.endsWith("@rejected.example")) {
        return callback(smtpError(550, "5.1.1 No such user here"));
      }
      if (busyOnce.delete(to)) return callback(smtpError(450, "4.2.1 Mailbox busy, try later"));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const header = (name: string) =>
          new RegExp(`^${name}: *(.*)$`, "im").exec(raw.split(/\r?\n\r?\n/, 1)[0]!)?.[1];
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push({
          to,
          raw,
          messageId: header("Message-ID"),
          outboxId: header("X-Outbox-Id"),
        });
        if (to.some((a) => dataFailsOnce.delete(a))) {
          return callback(smtpError(451, "4.3.0 Temporary failure, try later"));
        }
        callback();
      });
    },
  });
  let transport: MailTransport;
  /** What the outbox logged, parsed. */
  const logged: Record<string, unknown>[] = [];
  const capturing = pino(
    { level: "info" },
    { write: (line: string) => logged.push(JSON.parse(line)) },
  );

  let config: ReturnType<typeof loadConfig>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as { port: number };
    config = loadConfig({
      SESSION_SECRET: "s".repeat(32),
      SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    });
  });
  // A transport per test: stopping a worker closes its transport's pooled connection for good.
  beforeEach(() => {
    received.length = 0;
    logged.length = 0;
    transport = createMailTransport(config, t.db);
  });
  afterEach(() => transport.close());
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const row = async (id: number) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
  /** Due now, as if its backoff were over. */
  const makeDue = (id: number) =>
    t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id));

  it("sends queued mail with its HTML and text parts, then marks it sent", async () => {
    const id = await enqueueEmail(t.db, {
      to: "agency@example.ae",
      subject: "New match",
      html: "<p>Hello <b>agency</b></p>",
      text: "Hello agency",
      about: {},
    });
    const worker = startOutboxWorker({ db: t.db, transport, log, intervalMs: 50 });
    await expect.poll(async () => (await row(id)).status).toBe("sent");
    await worker.stop();

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["agency@example.ae"]);
    expect(received[0]!.raw).toContain("Subject: New match");
    expect(received[0]!.raw).toContain("text/plain");
    expect(received[0]!.raw).toContain("text/html");
    expect(received[0]!.raw).toContain("Hello agency");
    // The Message-ID is the row's key at the From address's domain; the row's id travels too.
    expect(received[0]!.messageId).toBe(`<${(await row(id)).messageKey}@wakala.ae>`);
    expect(received[0]!.outboxId).toBe(String(id));
  });

  it("sends a mail's extra headers (RFC 8058 one-click unsubscribe); they cannot replace its own", async () => {
    const unsubscribe = "https://wakala.ae/alerts/12.AbCdEfGhIjKlMnOpQrStUv/unsubscribe";
    const id = await enqueueEmail(t.db, {
      ...mail("alert@example.ae"),
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "X-Outbox-Id": "forged",
      },
    });
    await deliverDueEmails(t.db, transport, log);
    expect(await row(id)).toMatchObject({ status: "sent" });
    expect(received).toHaveLength(1);
    const head = received[0]!.raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(head).toMatch(
      new RegExp(`^List-Unsubscribe: <${unsubscribe.replace(/\./g, "\\.")}>$`, "m"),
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(received[0]!.outboxId).toBe(String(id));
  });

  it("gives every message a Message-ID of its own", async () => {
    const a = await enqueueEmail(t.db, mail("one@example.ae"));
    const b = await enqueueEmail(t.db, mail("two@example.ae"));
    await deliverDueEmails(t.db, transport, log);
    expect(new Set(received.map((r) => r.messageId)).size).toBe(2);
    expect((await row(a)).messageKey).not.toBe((await row(b)).messageKey);
  });

  it("sends a retry after a temporary failure with the same Message-ID", async () => {
    const id = await enqueueEmail(t.db, mail("flaky@example.ae"));
    dataFailsOnce.add("flaky@example.ae");
    await deliverDueEmails(t.db, transport, log);
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await row(id)).lastError).toContain("451");

    await makeDue(id);
    await deliverDueEmails(t.db, transport, log);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    // The server read the message twice (the first copy refused after its DATA): one identity.
    expect(received).toHaveLength(2);
    const messageId = `<${(await row(id)).messageKey}@wakala.ae>`;
    expect(received.map((r) => r.messageId)).toEqual([messageId, messageId]);
    expect(received.map((r) => r.outboxId)).toEqual([String(id), String(id)]);
  });

  it("fails a refused recipient alone after one attempt; the rest of the batch is sent", async () => {
    const before = await enqueueEmail(t.db, mail("before@example.ae"));
    const refused = await enqueueEmail(t.db, {
      ...mail("nobody@rejected.example"),
      text: "Sign in: https://wakala.ae/dashboard/sign-in?token=secret-token-0123456789",
      secretUntil: new Date(Date.now() + 600_000),
    });
    const after = await enqueueEmail(t.db, mail("after@example.ae"));
    expect(await deliverDueEmails(t.db, transport, capturing)).toBe(3);

    expect(await row(before)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(after)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(refused)).toMatchObject({
      status: "failed",
      attempts: 1,
      ...removedLinkBody(),
    });
    expect((await row(refused)).lastError).toContain("550 5.1.1 No such user here");
    expect(received.flatMap((r) => r.to)).toEqual(["before@example.ae", "after@example.ae"]);
    // Not retried: nothing is due any more.
    expect(await deliverDueEmails(t.db, transport, log)).toBe(0);

    const warnings = logged.filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      outboxId: refused,
      attempt: 1,
      outcome: "refused",
      reason: expect.stringContaining("550 5.1.1 No such user here"),
    });
  });

  it("retries a 4xx with backoff, saying when", async () => {
    const id = await enqueueEmail(t.db, mail("busy@example.ae"));
    busyOnce.add("busy@example.ae");
    const before = Date.now();
    await deliverDueEmails(t.db, transport, capturing, 10, 5000);
    const first = await row(id);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first.lastError).toContain("450 4.2.1 Mailbox busy");
    expect(first.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 5000);
    expect(logged.find((l) => l.level === 40)).toMatchObject({
      outboxId: id,
      attempt: 1,
      outcome: "retry",
      retryInSeconds: 5,
      reason: expect.stringContaining("450"),
    });

    await makeDue(id);
    await deliverDueEmails(t.db, transport, capturing, 10, 5000);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(received.flatMap((r) => r.to)).toEqual(["busy@example.ae"]);
  });

  it("retries while the server cannot be reached, each delay twice the last", async () => {
    const unreachable = createMailTransport(
      loadConfig({
        SESSION_SECRET: "s".repeat(32),
        SMTP_URL: `smtp://127.0.0.1:${await closedPort()}/?ignoreTLS=true`,
      }),
      t.db,
    );
    const id = await enqueueEmail(t.db, mail());
    for (let attempt = 1; attempt <= 3; attempt++) {
      await deliverDueEmails(t.db, unreachable, capturing, 10, 1000);
      expect(await row(id)).toMatchObject({ status: "pending", attempts: attempt });
      await makeDue(id);
    }
    unreachable.close();
    const warnings = logged.filter((l) => l.level === 40);
    expect(warnings.map((w) => [w.attempt, w.outcome, w.retryInSeconds])).toEqual([
      [1, "retry", 1],
      [2, "retry", 2],
      [3, "retry", 4],
    ]);
    expect(String(warnings[0]!.reason)).toMatch(/ECONNREFUSED/);
  });
});

/** A port on this machine where nothing listens. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
