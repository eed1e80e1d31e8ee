import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { briefs, devMailbox, emailOutbox } from "~/db/schema";
import { makeBrief } from "#tests/factories";
import { enqueueEmail } from "./outbox.server";
import {
  claimDueEmails,
  deliverDueEmails,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
} from "./outbox-worker.server";
import { log, mail, useOutboxDatabase } from "./outbox-test-setup";
import { createMailTransport, type MailTransport } from "./transport.server";

/**
 * The outbox from queue to delivery: queued with the record or not at all, claimed once, sent,
 * retried with backoff or given up, kept in the development mailbox without SMTP.
 */
const t = useOutboxDatabase();

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
