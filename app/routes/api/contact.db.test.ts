import { beforeEach, describe, expect, it } from "vitest";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { contactMessages, emailOutbox, rateLimits } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { contactRateLimits } from "~/domain/rate-limits";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { action, loader } from "./contact";

const t = useTestDatabase();
const valid = { name: "Omar Khalil", email: "omar@example.ae", message: "Is listing really free?" };
const thanks = { message: "Thanks! We'll be in touch within 1-2 business days." };

let address = 0;
/** Calls POST /api/contact from its own client address; a thrown Response is returned. */
async function call(
  init: RequestInit & { config?: ReturnType<typeof testConfig> },
  from = `198.51.100.${++address}`,
): Promise<Response> {
  const args = routeArgs(t.db, "/api/contact", { method: "POST", ...init });
  args.context.clientAddress = from;
  return Promise.resolve(action(args as never)).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}
const postJson = (body: unknown, from?: string) =>
  call({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }, from);

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

describe("POST /api/contact", () => {
  it("stores the message, queues both e-mails and answers with the thank-you text", async () => {
    const response = await postJson({ ...valid, unknown: "ignored" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(thanks);
    const { messages, mails } = await stored();
    expect(messages).toEqual([expect.objectContaining(valid)]);
    expect(mails).toHaveLength(2);
  });

  it.each(["name", "email", "message"])(
    "answers 400 naming %s when it is missing",
    async (field) => {
      const body: Record<string, string> = { ...valid };
      delete body[field];
      const response = await postJson(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Please correct the highlighted fields.",
        fields: { [field]: ["Required"] },
      });
      expect(await stored()).toEqual(nothingStored);
    },
  );

  it("answers 400 for an empty field, a bad e-mail and an over-long message", async () => {
    const response = await postJson({ name: " ", email: "omar@", message: "a".repeat(5001) });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      name: ["Required"],
      email: ["Please enter a valid email address"],
      message: ["Please keep this to 5000 characters or fewer"],
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it.each(["!!!", "\u200b-\u200b"])(
    "answers 400 for the name %j, storing nothing",
    async (name) => {
      const response = await postJson({ ...valid, name });
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({
        name: ["Please enter a name with letters or numbers"],
      });
      expect(await stored()).toEqual(nothingStored);
    },
  );

  it.each([null, [], "text", 42])("answers 400 for the JSON value %j", async (body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "The request body must be a JSON object with name, email and message.",
    );
  });

  it("answers 415 for a body that is not JSON", async () => {
    const body = new URLSearchParams(valid);
    const response = await call({ body });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: "Send the request body as JSON with Content-Type: application/json.",
    });
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers 400 for malformed JSON", async () => {
    const response = await call({
      headers: { "Content-Type": "application/json" },
      body: '{"name": "Omar",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("answers 413 for a body that is too large", async () => {
    const response = await postJson({ ...valid, message: "a".repeat(70_000) });
    expect(response.status).toBe(413);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const response = await postJson({ ...valid, [formGuardFields.honeypot]: "spam" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(thanks);
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers 429 with Retry-After once an address has sent too many", async () => {
    const from = "192.0.2.77";
    for (let i = 0; i < contactRateLimits.perAddress.limit; i++) {
      expect((await postJson({ ...valid, email: `omar${i}@example.ae` }, from)).status).toBe(200);
    }
    const response = await postJson(valid, from);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await response.json()).error).toMatch(/^Too many attempts\. Please wait \d+ minute/);
    expect((await stored()).messages).toHaveLength(contactRateLimits.perAddress.limit);
  });

  it("answers 429 once an address has sent its messages for the day", async () => {
    for (let i = 0; i < contactRateLimits.perAddressDaily.limit; i++) {
      await consumeRateLimit(t.db, contactRateLimits.perAddressDaily, "192.0.2.78");
    }
    const response = await postJson(valid, "192.0.2.78");
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await stored()).messages).toEqual([]);
  });

  it("answers 429 once one e-mail address has been sent too many confirmations", async () => {
    for (let i = 0; i < contactRateLimits.perEmail.limit; i++) {
      expect((await postJson(valid)).status).toBe(200);
    }
    expect((await postJson(valid)).status).toBe(429);
  });

  it("answers 405 with Allow: POST for other methods", async () => {
    const put = await call({
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("POST");

    const get = await Promise.resolve()
      .then(() => loader())
      .then(
        () => expect.fail("the loader answers by throwing a Response"),
        (thrown: unknown) => thrown as Response,
      );
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ error: "Method not allowed." });
    expect(await stored()).toEqual(nothingStored);
  });

  it("answers 500 with the failure text, not a stack, when the message cannot be stored", async () => {
    const config = testConfig();
    config.supportEmail = "team\u0000@wakala.ae"; // PostgreSQL refuses NUL in text
    const response = await call({
      config,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Failed to send message. Please try again." });
    expect(await stored()).toEqual(nothingStored);
  });
});

describe("POST /api/contact with a locale", () => {
  it("keeps 'ar' when the body names it: the sender's copy is Arabic, the team's English", async () => {
    expect((await postJson({ ...valid, locale: "ar" })).status).toBe(200);
    const { messages, mails } = await stored();
    expect(messages[0]!.locale).toBe("ar");
    expect(mails.find((mail) => mail.toAddress === valid.email)!.subject).toBe("تلقّينا رسالتك");
    expect(mails.find((mail) => mail.toAddress !== valid.email)!.html).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it("keeps 'en' without a locale", async () => {
    await postJson(valid);
    expect((await stored()).messages[0]!.locale).toBe("en");
  });
});
