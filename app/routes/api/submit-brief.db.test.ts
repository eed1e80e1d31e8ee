import { beforeEach, describe, expect, it, vi } from "vitest";
import { routeArgs } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, validBriefInput } from "#tests/factories";
import { agencies, briefs, emailOutbox, rateLimits } from "~/db/schema";
import { consumeRateLimit } from "~/services/rate-limit.server";
import {
  briefConfirmationLimits,
  submitBriefDailyLimit,
  submitBriefRateLimit,
} from "~/domain/rate-limits";
import { action, loader } from "./submit-brief";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

/** Calls the endpoint as a client would; a thrown Response is the answer too. */
async function send(body: string, init: RequestInit = {}) {
  const args = routeArgs(t.db, "/api/submit-brief", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  const response = await Promise.resolve()
    .then(() => action(args as never))
    .catch((thrown: unknown) => thrown);
  if (!(response instanceof Response)) throw response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const sendJson = (value: unknown) => send(JSON.stringify(value));

describe("POST /api/submit-brief", () => {
  it("stores the brief, normalising either reading, and answers { success: true, id }", async () => {
    const answer = await sendJson(
      validBriefInput({ projectType: "mobile-app", budget: "100k+", timeline: "6-months+" }),
    );
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(briefs);
    expect(answer.body).toEqual({ success: true, id: row!.id });
    expect(row).toMatchObject({
      projectType: "mobile",
      budget: "100k-plus",
      timeline: "6-plus-months",
    });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("takes the emirate, industry, working language and agency asked for, all optional", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const answer = await sendJson(
      validBriefInput({
        emirate: "umm al-quwain",
        industry: "SaaS",
        preferredLanguage: "Filipino",
        requestedAgency: agency.slug,
      }),
    );
    expect(answer.status).toBe(201);
    // A wrong agency is ignored, never refused; a wrong emirate is a field error.
    expect((await sendJson(validBriefInput({ requestedAgency: { $ne: null } }))).status).toBe(201);
    expect((await sendJson(validBriefInput({ emirate: "Muscat" }))).body).toEqual({
      error: "Please correct the highlighted fields.",
      fields: { emirate: ["Please choose one of the listed options"] },
    });
    const rows = await t.db.select().from(briefs).orderBy(briefs.id);
    expect(
      rows.map((r) => [r.emirate, r.industry, r.preferredLanguage, r.requestedAgencyId]),
    ).toEqual([
      ["Umm Al Quwain", "SaaS", "tl", agency.id],
      [null, null, null, null],
    ]);
  });

  it("takes a missing phone and an empty one as not given", async () => {
    const { phone: _phone, ...withoutPhone } = validBriefInput();
    expect((await sendJson(withoutPhone)).status).toBe(201);
    expect((await sendJson(validBriefInput({ phone: "" }))).status).toBe(201);
    expect((await t.db.select().from(briefs)).map((b) => b.phone)).toEqual([null, null]);
  });

  it.each([
    ["companyName", undefined, "Required"],
    ["contactName", "", "Required"],
    ["email", "omar@", "Please enter a valid email address"],
    ["phone", "12ab", "Please enter a valid phone number, such as +971 50 123 4567"],
    ["projectType", "podcast", "Please choose one of the listed options"],
    ["budget", 5000, "Please choose one of the listed options"],
    ["budget", null, "Required"],
    ["timeline", "someday", "Please choose one of the listed options"],
    ["companyName", "!!!", "Please enter a name with letters or numbers"],
    ["contactName", "\u200b\u200b", "Required"],
    ["description", "x".repeat(5001), "Please keep this to 5000 characters or fewer"],
    ["description", "Logo pls", "Please describe your project in at least 30 characters"],
  ])("answers 400 for %s = %j with a message for that field", async (field, value, message) => {
    const answer = await sendJson(validBriefInput({ [field]: value }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("Please correct the highlighted fields.");
    const fields = answer.body.fields as Record<string, string[]>;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]![0]).toContain(message);
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("answers 400 with every missing field for an empty object", async () => {
    const answer = await sendJson({});
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields as object)).toEqual([
      "companyName",
      "contactName",
      "email",
      "projectType",
      "budget",
      "timeline",
      "description",
    ]);
  });

  it("answers 415 to a body that is not JSON", async () => {
    const answer = await send("companyName=x", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer).toEqual({
      status: 415,
      body: { error: "Send the request body as JSON with Content-Type: application/json." },
    });
  });

  it("answers 400 to malformed JSON", async () => {
    expect(await send('{"companyName": ')).toEqual({
      status: 400,
      body: { error: "The request body is not valid JSON." },
    });
  });

  it("answers 405 to a GET", async () => {
    const thrown = await Promise.resolve()
      .then(() => loader())
      .catch((e: unknown) => e as Response);
    expect(thrown.status).toBe(405);
    expect(thrown.headers.get("Allow")).toBe("POST");
    expect(await thrown.json()).toEqual({ error: "Method not allowed." });
  });

  it("tells a bot that filled the honeypot it worked, storing and sending nothing", async () => {
    const answer = await sendJson(validBriefInput({ name__confirm: "Bob" }));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("counts only briefs that would be stored against the limit", async () => {
    for (let i = 0; i < submitBriefRateLimit.limit + 3; i++) {
      expect((await sendJson(validBriefInput({ email: "nope" }))).status).toBe(400);
      expect((await send("{broken")).status).toBe(400);
    }
    expect(await t.db.select().from(rateLimits)).toEqual([]);
    expect((await sendJson(validBriefInput())).status).toBe(201);
  });

  it("answers 429 with Retry-After once the address has sent too many", async () => {
    for (let i = 0; i < submitBriefRateLimit.limit; i++) {
      await consumeRateLimit(t.db, submitBriefRateLimit, "203.0.113.7");
    }
    const answer = await sendJson(validBriefInput());
    expect(answer.status).toBe(429);
    expect(answer.body.error).toMatch(/^Too many attempts/);
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("answers 429 with Retry-After once the address has sent its briefs for the day", async () => {
    for (let i = 0; i < submitBriefDailyLimit.limit; i++) {
      await consumeRateLimit(t.db, submitBriefDailyLimit, "203.0.113.7");
    }
    const args = routeArgs(t.db, "/api/submit-brief", {
      method: "POST",
      body: JSON.stringify(validBriefInput()),
      headers: { "Content-Type": "application/json" },
    });
    const refused = await Promise.resolve(action(args as never)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(429);
    expect(Number((refused as Response).headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await (refused as Response).json()).toEqual({
      error: expect.stringMatching(/^Too many attempts\. Please wait \d+ minute/),
    });
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("stores a brief past the inbox's share of confirmations, answering as always", async () => {
    const [hourly] = briefConfirmationLimits;
    for (let i = 0; i < hourly.limit; i++) {
      await consumeRateLimit(t.db, hourly, "layla@example.ae");
    }
    const answer = await sendJson(validBriefInput({ email: "Layla+x@example.ae" }));
    expect(answer.status).toBe(201);
    expect(await t.db.select().from(briefs)).toHaveLength(1);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.map((m) => m.toAddress)).toEqual(["hello@wakala.ae"]);
  });

  it("answers 500 with the message when storing fails", async () => {
    vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("database down"));
    expect(await sendJson(validBriefInput())).toEqual({
      status: 500,
      body: { error: "Failed to submit brief. Please try again." },
    });
  });

  it.each([
    ["null", "null"],
    ["a list", "[1,2]"],
    ["a number", "42"],
    ["a string", '"brief"'],
    ["nested objects", JSON.stringify(validBriefInput({ companyName: { $gt: "" } }))],
    ["lists for text", JSON.stringify(validBriefInput({ description: ["a", "b"] }))],
    ["a NUL-only name", JSON.stringify(validBriefInput({ companyName: "\u0000" }))],
    ["a lone surrogate", '{"companyName":"\\ud800"}'],
    ["a deep structure", "[".repeat(500) + "]".repeat(500)],
    ["booleans everywhere", JSON.stringify({ companyName: true, budget: false, email: true })],
  ])("answers a 4xx, never a 500, to %s, storing and sending nothing", async (_label, body) => {
    const answer = await send(body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("answers 400 to control characters or a lone surrogate, never failing in the database", async () => {
    const answer = await sendJson(validBriefInput({ companyName: "Falcon\u0000 Foods\u0007" }));
    expect(answer.status).toBe(400);
    // A lone UTF-16 surrogate is valid JSON but not text: it cannot be stored as UTF-8.
    const surrogate = await send(
      JSON.stringify(validBriefInput()).replace('"Omar', '"\\ud800Omar'),
    );
    expect(surrogate.status).toBe(400);
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("answers a description of 60,000 spaces between two letters with 400 (length first)", async () => {
    const answer = await sendJson(validBriefInput({ description: `x${" ".repeat(60_000)}x` }));
    expect(answer.status).toBe(400);
    expect(await t.db.select().from(briefs)).toEqual([]);
  });
});

describe("POST /api/submit-brief with a locale", () => {
  it("keeps 'ar' when the body names it: the client's confirmation is Arabic", async () => {
    const answer = await sendJson({
      ...validBriefInput({ email: "omar@saffron.ae" }),
      locale: "ar",
    });
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(briefs);
    expect(row!.locale).toBe("ar");
    const mails = await t.db.select().from(emailOutbox);
    const client = mails.find((mail) => mail.toAddress === "omar@saffron.ae")!;
    expect(client.html).toContain('<html lang="ar" dir="rtl">');
    expect(mails.find((mail) => mail !== client)!.html).toContain('<html lang="en" dir="ltr">');
  });

  it.each([undefined, "fr", "AR", 7])("keeps 'en' for a locale of %s", async (locale) => {
    const answer = await sendJson({ ...validBriefInput(), locale });
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(briefs);
    expect(row!.locale).toBe("en");
  });
});
