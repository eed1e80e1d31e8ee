import { beforeEach, describe, expect, it, vi } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, toFormData, validBriefInput } from "#tests/factories";
import { agencies, briefs, emailOutbox, rateLimits } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { issueFormToken } from "~/services/form-guard.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { submitBriefDailyLimit, submitBriefRateLimit } from "~/domain/rate-limits";
import { action, loader } from "./submit";

const t = useTestDatabase();
const config = testConfig();

beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

/** The form as a person sends it: the fields, an empty honeypot and the page's token. */
function post(
  fields: Record<string, unknown>,
  guard: Record<string, string> = {},
  path = "/submit",
) {
  const body = toFormData({
    [formGuardFields.startedAt]: issueFormToken(config, Date.now() - 5_000),
    [formGuardFields.honeypot]: "",
    ...fields,
    ...guard,
  });
  return asRequestTo(path, () =>
    action(routeArgs(t.db, path, { method: "POST", body, config }) as never),
  );
}

/** What the page gets back when the action refuses: status, form result and a fresh token. */
function refusal(result: Awaited<ReturnType<typeof action>>) {
  if (result instanceof Response) throw new Error(`expected a refusal, got ${result.status}`);
  return {
    status: result.init?.status,
    headers: new Headers(result.init?.headers),
    ...result.data,
  };
}

describe("/submit", () => {
  it("issues a signed token for the form", async () => {
    const { formToken, requestedAgency } = await loader(
      routeArgs(t.db, "/submit", { config }) as never,
    );
    expect(formToken).toMatch(/^\d+\.[\w-]+$/);
    expect(requestedAgency).toBeNull();
  });

  it("names the approved agency ?agency= asks for, in the page's language", async () => {
    const agency = await makeAgency(t.db, {
      approved: true,
      slug: "nakhla-studio",
      agencyName: "Nakhla Studio",
      agencyNameAr: "استوديو نخلة",
    });
    const load = (path: string) =>
      asRequestTo(path, () => loader(routeArgs(t.db, path, { config }) as never));
    expect((await load("/submit?agency=nakhla-studio")).requestedAgency).toEqual({
      slug: agency.slug,
      name: "Nakhla Studio",
    });
    expect((await load("/ar/submit?agency=%20Nakhla-Studio%20")).requestedAgency).toEqual({
      slug: agency.slug,
      name: "استوديو نخلة",
    });
  });

  it.each([
    ["an unknown slug", "nobody-here"],
    ["a pending agency", "pending-studio"],
    ["a hostile value", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a long value", "a".repeat(5000)],
    ["nothing", ""],
  ])("ignores %s in ?agency=", async (_label, value) => {
    await makeAgency(t.db, { slug: "pending-studio" });
    const { requestedAgency } = await loader(
      routeArgs(t.db, `/submit?agency=${value}`, { config }) as never,
    );
    expect(requestedAgency).toBeNull();
  });

  it("stores the emirate, industry and working language in either reading", async () => {
    await post(
      validBriefInput({ emirate: "RAK", industry: "food & beverage", preferredLanguage: "Arabic" }),
    );
    const [row] = await t.db.select().from(briefs);
    expect(row).toMatchObject({
      emirate: "Ras Al Khaimah",
      industry: "Food & Beverage",
      preferredLanguage: "ar",
    });
  });

  it("keeps the agency asked for when it is approved, and ignores any other", async () => {
    const approved = await makeAgency(t.db, { approved: true });
    const pending = await makeAgency(t.db);
    for (const requestedAgency of [approved.slug, pending.slug, "nobody", "<b>x</b>", ""]) {
      const result = await post(validBriefInput({ requestedAgency }));
      expect((result as Response).headers.get("Location")).toBe("/thank-you-brief");
    }
    const rows = await t.db.select().from(briefs).orderBy(briefs.id);
    expect(rows.map((row) => row.requestedAgencyId)).toEqual([approved.id, null, null, null, null]);
  });

  it("stores the brief in either reading and redirects to the thank-you page", async () => {
    const result = await post(validBriefInput({ companyName: "Falcon Foods", budget: "100k+" }));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/thank-you-brief");
    const [row] = await t.db.select().from(briefs);
    expect(row).toMatchObject({ companyName: "Falcon Foods", budget: "100k-plus" });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("answers 400 with a message under each wrong field, keeping what was typed", async () => {
    const result = refusal(
      await post(validBriefInput({ companyName: "", email: "omar@", phone: "12ab", budget: "" })),
    );
    expect(result.status).toBe(400);
    expect(result.result.error).toEqual({
      companyName: ["Required"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number, such as +971 50 123 4567"],
      budget: ["Required"],
    });
    expect(result.result.initialValue).toMatchObject({ email: "omar@", phone: "12ab" });
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("redirects a bot that filled the honeypot as if it worked, storing nothing", async () => {
    const result = await post(validBriefInput(), { [formGuardFields.honeypot]: "Bob" });
    expect((result as Response).headers.get("Location")).toBe("/thank-you-brief");
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("answers an empty form sent at once with its fields' messages and nothing of the spam guard", async () => {
    const token = issueFormToken(config);
    const result = refusal(await post({}, { [formGuardFields.startedAt]: token }));
    expect(result.status).toBe(400);
    expect(result.result.error).toMatchObject({ companyName: ["Required"], email: ["Required"] });
    expect(Object.keys(result.result.error ?? {})).not.toContain("");
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("stores a valid brief sent the instant its page was loaded", async () => {
    const token = issueFormToken(config);
    const result = await post(validBriefInput(), { [formGuardFields.startedAt]: token });
    expect((result as Response).headers.get("Location")).toBe("/thank-you-brief");
    expect(await t.db.select().from(briefs)).toHaveLength(1);
  });

  it.each([
    ["without the page's token", { [formGuardFields.startedAt]: "" }],
    ["with a forged token", { [formGuardFields.startedAt]: `${Date.now()}.forged` }],
  ])("answers a form %s as a person's, storing nothing", async (_label, guard) => {
    const result = await post(validBriefInput(), guard);
    expect((result as Response).headers.get("Location")).toBe("/thank-you-brief");
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("counts only submissions that would be stored against the limit, and says when to retry", async () => {
    for (let i = 0; i < submitBriefRateLimit.limit + 3; i++) {
      expect(refusal(await post({ ...validBriefInput(), email: "not-an-address" })).status).toBe(
        400,
      );
    }
    expect(await t.db.select().from(rateLimits)).toEqual([]);
    for (let i = 0; i < submitBriefRateLimit.limit; i++) {
      await consumeRateLimit(t.db, submitBriefRateLimit, "203.0.113.7");
    }
    const limited = refusal(await post(validBriefInput()));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("refuses a body over 64 KB with 413 and stores nothing", async () => {
    const body = new URLSearchParams({ description: "x".repeat(70_000) });
    const result = refusal(
      await action(routeArgs(t.db, "/submit", { method: "POST", body, config }) as never),
    );
    expect(result.status).toBe(413);
    expect(result.result.error).toEqual({ "": ["The request body is too large."] });
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("answers 429 once the address has sent too many", async () => {
    for (let i = 0; i < submitBriefRateLimit.limit; i++) {
      await consumeRateLimit(t.db, submitBriefRateLimit, "203.0.113.7");
    }
    const result = refusal(await post(validBriefInput()));
    expect(result.status).toBe(429);
    expect(result.result.error?.[""]?.[0]).toMatch(/^Too many attempts\. Please wait \d+ minute/);
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("counts the form and the JSON API in one daily limit per address", async () => {
    for (let i = 0; i < submitBriefDailyLimit.limit; i++) {
      await consumeRateLimit(t.db, submitBriefDailyLimit, "203.0.113.7");
    }
    const result = refusal(await post(validBriefInput()));
    expect(result.status).toBe(429);
    expect(Number(result.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await t.db.select().from(briefs)).toEqual([]);
  });

  it("shows the error toast when storing fails", async () => {
    vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("database down"));
    const result = refusal(await post(validBriefInput()));
    expect(result.status).toBe(500);
    expect(result.toast).toMatchObject({
      title: "Error",
      description: "Failed to submit brief. Please try again.",
    });
    expect(result.result.error).toEqual({ "": ["Failed to submit brief. Please try again."] });
  });
});

describe("/ar/submit", () => {
  it("keeps the brief's locale: the client's mail is Arabic, the operator's English", async () => {
    const result = await post(validBriefInput({ email: "omar@saffron.ae" }), {}, "/ar/submit");
    expect((result as Response).headers.get("Location")).toBe("/ar/thank-you-brief");
    const [row] = await t.db.select().from(briefs);
    expect(row!.locale).toBe("ar");
    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    const client = mails.find((mail) => mail.toAddress === "omar@saffron.ae")!;
    const operator = mails.find((mail) => mail.toAddress === config.supportEmail)!;
    expect(client.subject).toBe("استلمنا موجز مشروعك");
    expect(client.html).toContain('<html lang="ar" dir="rtl">');
    expect(client.text).toContain("ما يطلبه الموجز:");
    expect(operator.subject).toMatch(/^New brief: /);
    expect(operator.html).toContain('<html lang="en" dir="ltr">');
    expect(operator.text).not.toMatch(/\p{Script=Arabic}/u);
  });

  it("keeps 'en' for a brief sent from /submit", async () => {
    await post(validBriefInput());
    const [row] = await t.db.select().from(briefs);
    expect(row!.locale).toBe("en");
    for (const mail of await t.db.select().from(emailOutbox)) {
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
    }
  });
});
