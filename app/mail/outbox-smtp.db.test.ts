import net from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { emailOutbox } from "~/db/schema";
import { enqueueEmail } from "./outbox.server";
import { deliverDueEmails, removedLinkBody, startOutboxWorker } from "./outbox-worker.server";
import { log, mail, useOutboxDatabase } from "./outbox-test-setup";
import { createMailTransport, type MailTransport } from "./transport.server";

/**
 * Delivery to a real SMTP server (smtp-server on a local port): parts, headers, Message-IDs,
 * temporary and permanent refusals, an unreachable server.
 */
const t = useOutboxDatabase();

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
