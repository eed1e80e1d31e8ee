import { beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { routeArgs } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, validAgencyInput } from "#tests/factories";
import { agencies, emailOutbox, rateLimits } from "~/db/schema";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { submitAgencyDailyLimit, submitAgencyRateLimit } from "~/domain/rate-limits";
import { action, loader } from "./submit-agency";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(emailOutbox);
  await t.db.delete(agencies);
});

async function send(body: string, init: RequestInit = {}) {
  const args = routeArgs(t.db, "/api/submit-agency", {
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

describe("POST /api/submit-agency", () => {
  it("stores the listing with its slug, normalising either reading", async () => {
    const answer = await sendJson(
      validAgencyInput({
        agencyName: "Pixel & Code",
        services: ["Web Development"],
        experience: "10+",
        location: "Ras Al-Khaimah",
        portfolio: "",
      }),
    );
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(agencies);
    expect(answer.body).toEqual({ success: true, id: row!.id });
    expect(row).toMatchObject({
      slug: "pixel-and-code",
      services: ["Website Development"],
      experience: "10-plus",
      location: "Ras Al Khaimah",
      portfolio: null,
      approved: false,
    });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("takes the Arabic name and description, and value sets by their Arabic labels", async () => {
    const answer = await sendJson(
      validAgencyInput({
        agencyName: "Pixel & Code",
        agencyNameAr: "بكسل آند كود",
        descriptionAr: "استوديو في دبي يبني المواقع لتجار التجزئة.",
        services: ["تطوير المواقع الإلكترونية", "سيو"],
        industries: ["تجارة التجزئة"],
        experience: "10 سنوات فأكثر",
        location: "رأس الخيمة",
      }),
    );
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(agencies);
    expect(row).toMatchObject({
      slug: "pixel-and-code",
      agencyNameAr: "بكسل آند كود",
      descriptionAr: "استوديو في دبي يبني المواقع لتجار التجزئة.",
      services: ["Website Development", "SEO Services"],
      industries: ["Retail"],
      experience: "10-plus",
      location: "Ras Al Khaimah",
    });
  });

  it("gives a second agency of the same name the slug with -2", async () => {
    await sendJson(validAgencyInput({ agencyName: "Falcon Works" }));
    await sendJson(validAgencyInput({ agencyName: "Falcon Works" }));
    expect((await t.db.select().from(agencies)).map((a) => a.slug).sort()).toEqual([
      "falcon-works",
      "falcon-works-2",
    ]);
  });

  it.each([
    ["agencyName", "", "Required"],
    ["email", "hello@", "Please enter a valid email address"],
    ["website", "javascript:alert(1)", "such as youragency.ae"],
    ["portfolio", "ftp://pixelandcode.ae", "such as youragency.ae"],
    ["logoUrl", "mailto:logo@pixelandcode.ae", "such as youragency.ae"],
    ["location", "Mars", "Please choose one of the listed options"],
    ["services", [], "Please select at least one service"],
    ["industries", ["Knitting"], "Please choose one of the listed options"],
    ["experience", "forever", "Please choose one of the listed options"],
    ["experience", 5, "Please choose one of the listed options"],
    ["agencyName", "---", "Please enter a name with letters or numbers"],
    ["contactName", "\u200b\u200b", "Required"],
    ["description", "x".repeat(5001), "Please keep this to 5000 characters or fewer"],
  ])("answers 400 for %s = %j with a message for that field", async (field, value, message) => {
    const answer = await sendJson(validAgencyInput({ [field]: value }));
    expect(answer.status).toBe(400);
    const fields = answer.body.fields as Record<string, string[]>;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]![0]).toContain(message);
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers 409 with a message on email when the address already has a listing", async () => {
    await makeAgency(t.db, { email: "Hello@PixelAndCode.ae" });
    const answer = await sendJson(validAgencyInput({ email: "hello@pixelandcode.ae" }));
    const message =
      "An agency with this email address is already listed. Please use another address, or contact us to update your listing.";
    expect(answer).toEqual({ status: 409, body: { error: message, fields: { email: [message] } } });
    expect(await t.db.select().from(agencies)).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("answers 415 to a wrong content type and 400 to malformed JSON", async () => {
    expect((await send("{}", { headers: { "Content-Type": "text/plain" } })).status).toBe(415);
    expect(await send("{agencyName:")).toEqual({
      status: 400,
      body: { error: "The request body is not valid JSON." },
    });
  });

  it("answers 405 to a GET", async () => {
    const thrown = await Promise.resolve()
      .then(() => loader())
      .catch((e: unknown) => e as Response);
    expect(thrown.status).toBe(405);
  });

  it("tells a bot that filled the honeypot it worked, storing nothing", async () => {
    const answer = await sendJson(validAgencyInput({ name__confirm: "https://spam.example" }));
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers 429 once the address has sent too many", async () => {
    for (let i = 0; i < submitAgencyRateLimit.limit; i++) {
      await consumeRateLimit(t.db, submitAgencyRateLimit, "203.0.113.7");
    }
    expect((await sendJson(validAgencyInput())).status).toBe(429);
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers 429 once the address has sent its listings for the day", async () => {
    for (let i = 0; i < submitAgencyDailyLimit.limit; i++) {
      await consumeRateLimit(t.db, submitAgencyDailyLimit, "203.0.113.7");
    }
    expect((await sendJson(validAgencyInput())).status).toBe(429);
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers 500 with the message when storing fails", async () => {
    vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("database down"));
    expect(await sendJson(validAgencyInput())).toEqual({
      status: 500,
      body: { error: "Failed to submit agency listing. Please try again." },
    });
  });

  it.each([
    ["services as an object", { services: { "0": "SEO Services" } }, "services", "listed options"],
    ["services as numbers", { services: [1, 2] }, "services", "listed options"],
    ["industries nested", { industries: [["Retail"]] }, "industries", "listed options"],
    ["a URL as a number", { website: 42 }, "website", "such as youragency.ae"],
  ])(
    "answers 400 naming the field, storing nothing, for %s",
    async (_l, overrides, field, message) => {
      const answer = await sendJson(validAgencyInput(overrides));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("Please correct the highlighted fields.");
      const fields = answer.body.fields as Record<string, string[]>;
      expect(Object.keys(fields)).toEqual([field]);
      expect(fields[field]).toEqual([expect.stringContaining(message)]);
      expect(await t.db.select().from(agencies)).toEqual([]);
      expect(await t.db.select().from(emailOutbox)).toEqual([]);
    },
  );

  it("answers 413 to a service list over the body limit, storing nothing", async () => {
    const answer = await sendJson(validAgencyInput({ services: Array(5000).fill("SEO Services") }));
    expect(answer).toEqual({ status: 413, body: { error: "The request body is too large." } });
    expect(await t.db.select().from(agencies)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("stores a list of one repeated service once, and refuses a list longer than 100", async () => {
    const tooLong = await sendJson(validAgencyInput({ services: Array(101).fill("SEO Services") }));
    expect(tooLong).toEqual({
      status: 400,
      body: { error: "A list in the request body has more items than any field takes." },
    });
    expect(await t.db.select().from(agencies)).toEqual([]);
    const answer = await sendJson(validAgencyInput({ services: Array(100).fill("SEO Services") }));
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(agencies);
    expect(row!.services).toEqual(["SEO Services"]);
  });

  it("answers 400 to control characters anywhere in the body, storing nothing", async () => {
    for (const overrides of [{ agencyName: "\u0000\u0001" }, { description: "a\u001bb" }]) {
      const answer = await sendJson(validAgencyInput(overrides));
      expect(answer).toEqual({
        status: 400,
        body: {
          error:
            "Some of the text contains invisible control characters. Please remove them and try again.",
        },
      });
    }
    expect(await t.db.select().from(agencies)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});

describe("POST /api/submit-agency with a locale", () => {
  it("keeps 'ar' when the body names it, and 'en' otherwise", async () => {
    await sendJson({ ...validAgencyInput({ email: "ar@falcon.ae" }), locale: "ar" });
    await sendJson(validAgencyInput({ email: "en@falcon.ae" }));
    const rows = await t.db.select().from(agencies);
    expect(Object.fromEntries(rows.map((row) => [row.email, row.locale]))).toEqual({
      "ar@falcon.ae": "ar",
      "en@falcon.ae": "en",
    });
    const [confirmation] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "ar@falcon.ae"));
    expect(confirmation!.subject).toBe("استلمنا طلب إدراج وكالتك");
  });
});
