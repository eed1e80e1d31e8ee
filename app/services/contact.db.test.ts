import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { testConfig } from "#tests/context";
import { contactMessages, emailOutbox, rateLimits } from "~/db/schema";
import { contactRateLimits } from "~/domain/rate-limits";
import {
  consumeContactAttempt,
  consumeContactRecipient,
  sendContactMessage,
} from "./contact.server";

const t = useTestDatabase();
const config = testConfig({ SITE_NAME: "Wakala", SUPPORT_EMAIL: "team@wakala.ae" });
const input = {
  name: "Omar Khalil",
  email: "omar@example.ae",
  message: "Can you match us by Sunday?",
};

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(contactMessages);
  await t.db.delete(rateLimits);
});

describe("sendContactMessage", () => {
  it("stores the message and queues the confirmation and the team's notification", async () => {
    const row = await sendContactMessage(t.db, config, input, "en");
    expect(row).toMatchObject(input);
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);

    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => [m.toAddress, m.replyTo, m.subject])).toEqual([
      ["omar@example.ae", null, "We've received your message"],
      ["team@wakala.ae", "omar@example.ae", "New contact message from \u2068Omar Khalil\u2069"],
    ]);
    expect(mails[1]!.text).toContain(input.message);
    expect(mails.every((m) => m.status === "pending")).toBe(true);
  });

  it("writes nothing when a step of the transaction fails", async () => {
    // PostgreSQL refuses NUL in text, so the notification (the last insert) fails after the
    // message row and the confirmation were written in the same transaction.
    const broken = { ...config, supportEmail: "team\u0000@wakala.ae" };
    await expect(sendContactMessage(t.db, broken, input, "en")).rejects.toThrow();
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});

describe("contact rate limits", () => {
  it("allow a burst per client address, then refuse with a wait time", async () => {
    const { limit } = contactRateLimits.perAddress;
    for (let i = 0; i < limit; i++) {
      expect((await consumeContactAttempt(t.db, "198.51.100.1")).allowed).toBe(true);
    }
    const refused = await consumeContactAttempt(t.db, "198.51.100.1");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect((await consumeContactAttempt(t.db, "198.51.100.2")).allowed).toBe(true);
  });

  it("cap the confirmations one e-mail address can receive, whatever its case", async () => {
    const { limit } = contactRateLimits.perEmail;
    for (let i = 0; i < limit; i++) {
      expect((await consumeContactRecipient(t.db, "omar@example.ae")).allowed).toBe(true);
    }
    expect((await consumeContactRecipient(t.db, "OMAR@example.ae")).allowed).toBe(false);
  });
});
