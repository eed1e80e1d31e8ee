import { beforeEach, describe, expect, it } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { contactMessages, emailOutbox, rateLimits } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { contactRateLimits } from "~/domain/rate-limits";
import { issueFormToken } from "~/services/form-guard.server";
import { action, loader, type ContactActionData } from "./contact";

const t = useTestDatabase();
const config = testConfig();
const valid = { name: "Layla Haddad", email: "layla@example.ae", message: "Do you cover Sharjah?" };

type ActionResult = { data: ContactActionData; init: ResponseInit | null };

let address = 0;
/** Posts the contact form from its own client address, with the token its page issued. */
async function post(
  fields: Record<string, string>,
  options: { startedAt?: number; from?: string; config?: typeof config; path?: string } = {},
) {
  const body = new FormData();
  body.set(
    formGuardFields.startedAt,
    issueFormToken(config, options.startedAt ?? Date.now() - 8_000),
  );
  body.set(formGuardFields.honeypot, "");
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const path = options.path ?? "/contact";
  const args = routeArgs(t.db, path, { method: "POST", body, config: options.config });
  args.context.clientAddress = options.from ?? `198.51.100.${++address}`;
  const result = (await asRequestTo(path, () => action(args as never))) as unknown as ActionResult;
  return {
    ...result.data,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
  };
}

const stored = async () => ({
  messages: await t.db.select().from(contactMessages),
  mails: await t.db.select().from(emailOutbox),
});
const nothingStored = { messages: [], mails: [] };

beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.delete(emailOutbox);
  await t.db.delete(rateLimits);
});

describe("/contact loader", () => {
  it("issues a signed token for the form", async () => {
    const data = await loader(routeArgs(t.db, "/contact") as never);
    expect(data.formToken).toMatch(/^\d+\.[\w-]+$/);
  });
});

describe("/contact action", () => {
  it("stores the message, queues both e-mails and answers with the success page", async () => {
    const reply = await post(valid);
    expect(reply).toMatchObject({
      status: 200,
      sent: true,
      message: "Thanks! We'll be in touch within 1-2 business days.",
    });
    expect(reply.result.initialValue).toBeNull(); // the form is reset
    const { messages, mails } = await stored();
    expect(messages).toEqual([expect.objectContaining(valid)]);
    expect(mails.map((m) => m.toAddress).sort()).toEqual([config.supportEmail, valid.email].sort());
  });

  it.each(["name", "email", "message"])("says 'Required' when %s is empty", async (field) => {
    const reply = await post({ ...valid, [field]: "" });
    expect(reply.status).toBe(400);
    expect(reply.sent).toBeFalsy();
    expect(reply.result.error).toEqual({ [field]: ["Required"] });
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses a bad e-mail address and keeps what was typed", async () => {
    const reply = await post({ ...valid, email: "layla@example" });
    expect(reply.status).toBe(400);
    expect(reply.result.error).toEqual({ email: ["Please enter a valid email address"] });
    expect(reply.result.initialValue).toMatchObject({ ...valid, email: "layla@example" });
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses an over-long message", async () => {
    const reply = await post({ ...valid, message: "a".repeat(5001) });
    expect(reply.status).toBe(400);
    expect(reply.result.error).toEqual({
      message: ["Please keep this to 5000 characters or fewer"],
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses a body that is not a form, without a server error", async () => {
    const args = routeArgs(t.db, "/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    const result = (await action(args as never)) as unknown as ActionResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error).toEqual({
      "": ["This form could not be read. Please reload the page and try again."],
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it("refuses a body over 64 KB with 413, without reading it whole", async () => {
    const args = routeArgs(t.db, "/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `name=Layla&email=l%40example.ae&message=${"x".repeat(70_000)}`,
    });
    const result = (await action(args as never)) as unknown as ActionResult;
    expect(result.init?.status).toBe(413);
    expect(result.data.result.error).toEqual({ "": ["The request body is too large."] });
    expect(await stored()).toEqual(nothingStored);
  });

  it("counts only messages that would be sent against the limits, not refused ones", async () => {
    const from = "192.0.2.60";
    for (let i = 0; i < contactRateLimits.perAddress.limit + 5; i++) {
      expect((await post({ ...valid, email: "not-an-address" }, { from })).status).toBe(400);
    }
    expect((await post(valid, { from })).status).toBe(200);
  });

  it("refuses forged form-library fields, without a server error", async () => {
    const reply = await post({ ...valid, __intent__: "{not json" });
    expect(reply.status).toBe(400);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers a filled honeypot like a success, and stores, sends and counts nothing", async () => {
    const reply = await post({ ...valid, [formGuardFields.honeypot]: "Layla" });
    expect(reply).toMatchObject({ status: 200, sent: true });
    expect(await stored()).toEqual(nothingStored);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });

  it("answers an empty form sent at once with its fields' messages and nothing of the spam guard", async () => {
    const reply = await post({}, { startedAt: Date.now() });
    expect(reply.status).toBe(400);
    expect(reply.result.error).toEqual({
      name: ["Required"],
      email: ["Required"],
      message: ["Required"],
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it("sends a message posted the instant its page was loaded", async () => {
    const reply = await post(valid, { startedAt: Date.now() });
    expect(reply).toMatchObject({ status: 200, sent: true });
    expect((await stored()).messages).toHaveLength(1);
  });

  it("answers a form with a forged or missing token as sent, and stores, sends and counts nothing", async () => {
    for (const token of ["1700000000000.forged", undefined]) {
      const body = new FormData();
      for (const [key, value] of Object.entries(valid)) body.set(key, value);
      if (token) body.set(formGuardFields.startedAt, token);
      const args = routeArgs(t.db, "/contact", { method: "POST", body });
      const result = (await action(args as never)) as unknown as ActionResult;
      expect(result.init?.status ?? 200).toBe(200);
      expect(result.data.sent).toBe(true);
    }
    expect(await stored()).toEqual(nothingStored);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });

  it("answers 429 with a message in the form and a toast once an address sends too many", async () => {
    const from = "192.0.2.50";
    for (let i = 0; i < contactRateLimits.perAddress.limit; i++) {
      expect((await post({ ...valid, email: `sender${i}@example.ae` }, { from })).status).toBe(200);
    }
    const reply = await post({ ...valid, email: "one-more@example.ae" }, { from });
    expect(reply.status).toBe(429);
    expect(reply.headers.get("Retry-After")).toMatch(/^\d+$/);
    const text = expect.stringMatching(/^Too many attempts\. Please wait \d+ minute\(s\)/);
    expect(reply.result.error).toEqual({ "": [text] });
    expect(reply.toast).toMatchObject({ type: "error", title: "Error", description: text });
    expect((await stored()).messages).toHaveLength(contactRateLimits.perAddress.limit);
  });

  it("caps the confirmations sent to one e-mail address", async () => {
    for (let i = 0; i < contactRateLimits.perEmail.limit; i++) {
      expect((await post(valid)).status).toBe(200);
    }
    expect((await post(valid)).status).toBe(429);
    expect((await stored()).messages).toHaveLength(contactRateLimits.perEmail.limit);
  });

  it("shows the failure toast when the message cannot be stored", async () => {
    // PostgreSQL refuses NUL in text: the transaction fails on the team's notification.
    const broken = testConfig({ SUPPORT_EMAIL: "team@wakala.ae" });
    broken.supportEmail = "team\u0000@wakala.ae";
    const reply = await post(valid, { config: broken });
    expect(reply.status).toBe(500);
    expect(reply.sent).toBeFalsy();
    expect(reply.toast).toMatchObject({
      type: "error",
      title: "Error",
      description: "Failed to send message. Please try again.",
    });
    expect(await stored()).toEqual(nothingStored);
  });
});

describe("/ar/contact action", () => {
  it("keeps the message's locale: the sender's copy is Arabic, the team's notice English", async () => {
    const answer = await post(valid, { path: "/ar/contact" });
    expect(answer.status).toBe(200);
    const { messages, mails } = await stored();
    expect(messages[0]!.locale).toBe("ar");
    const copy = mails.find((mail) => mail.toAddress === valid.email)!;
    const notice = mails.find((mail) => mail.toAddress === config.supportEmail)!;
    expect(copy.subject).toBe("تلقّينا رسالتك");
    expect(copy.html).toContain('<html lang="ar" dir="rtl">');
    expect(notice.subject).toBe("New contact message from \u2068Layla Haddad\u2069");
    expect(notice.html).toContain('<html lang="en" dir="ltr">');
  });

  it("keeps 'en' for a message sent from /contact", async () => {
    await post(valid);
    expect((await stored()).messages[0]!.locale).toBe("en");
  });
});
