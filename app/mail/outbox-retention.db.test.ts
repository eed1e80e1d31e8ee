import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { devMailbox, emailOutbox } from "~/db/schema";
import { enqueueEmail } from "./outbox.server";
import {
  deliverDueEmails,
  maintainOutbox,
  OUTBOX_MAX_ATTEMPTS,
  purgeOldEmails,
  removedLinkBody,
  removeExpiredLinks,
  startOutboxWorker,
} from "./outbox-worker.server";
import { log, mail, useOutboxDatabase } from "./outbox-test-setup";
import { createMailTransport, type MailTransport } from "./transport.server";

/**
 * What the outbox keeps: one-time links removed once sent, given up or expired, and old mail
 * purged after the retention.
 */
const t = useOutboxDatabase();

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
