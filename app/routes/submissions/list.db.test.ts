import { beforeEach, describe, expect, it, vi } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, toFormData, validAgencyInput } from "#tests/factories";
import { agencies, emailOutbox, rateLimits } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { issueFormToken } from "~/services/form-guard.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { submitAgencyRateLimit } from "~/domain/rate-limits";
import { action, loader } from "./list";

const t = useTestDatabase();
const config = testConfig();

beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(emailOutbox);
  await t.db.delete(agencies);
});

function post(fields: Record<string, unknown>, guard: Record<string, string> = {}, path = "/list") {
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

function refusal(result: Awaited<ReturnType<typeof action>>) {
  if (result instanceof Response) throw new Error(`expected a refusal, got ${result.status}`);
  return {
    status: result.init?.status,
    headers: new Headers(result.init?.headers),
    ...result.data,
  };
}

describe("/list", () => {
  it("issues a signed start time for the form", () => {
    expect(loader(routeArgs(t.db, "/list", { config }) as never).formToken).toMatch(/^\d+\./);
  });

  it("stores the listing with its slug and redirects to the thank-you page", async () => {
    const result = await post(
      validAgencyInput({
        agencyName: "Pixel & Code",
        services: ["Web Development", "SEO Services"],
        experience: "10+",
      }),
    );
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("Location")).toBe("/thank-you-agency");
    const [row] = await t.db.select().from(agencies);
    expect(row).toMatchObject({
      slug: "pixel-and-code",
      services: ["Website Development", "SEO Services"],
      experience: "10-plus",
      approved: false,
    });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("stores a website typed without https:// (a form sent without JavaScript) with it", async () => {
    const result = await post(validAgencyInput({ website: "nakhla.example", portfolio: "" }));
    expect((result as Response).headers.get("Location")).toBe("/thank-you-agency");
    const [row] = await t.db.select().from(agencies);
    expect(row!.website).toBe("https://nakhla.example");
  });

  it("says 'Please select at least one service' when none is checked, keeping the rest", async () => {
    const result = refusal(await post(validAgencyInput({ services: [], website: "ftp://x.ae" })));
    expect(result.status).toBe(400);
    expect(result.result.error).toEqual({
      services: ["Please select at least one service"],
      website: ["Please enter a web address, such as youragency.ae"],
    });
    expect(result.result.initialValue).toMatchObject({
      website: "ftp://x.ae",
      industries: "Retail",
    });
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("puts a clear message on the e-mail field when the address already has a listing", async () => {
    await makeAgency(t.db, { email: "hello@pixelandcode.ae" });
    const result = refusal(await post(validAgencyInput({ email: "HELLO@pixelandcode.ae" })));
    expect(result.status).toBe(409);
    expect(result.result.error).toEqual({
      email: [
        "An agency with this email address is already listed. Please use another address, or contact us to update your listing.",
      ],
    });
    expect(await t.db.select().from(agencies)).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("redirects a bot that filled the honeypot as if it worked, storing nothing", async () => {
    const result = await post(validAgencyInput(), { [formGuardFields.honeypot]: "Bob" });
    expect((result as Response).headers.get("Location")).toBe("/thank-you-agency");
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers an empty form sent at once with its fields' messages and nothing of the spam guard", async () => {
    const token = issueFormToken(config);
    const result = refusal(await post({}, { [formGuardFields.startedAt]: token }));
    expect(result.status).toBe(400);
    expect(result.result.error).toMatchObject({ agencyName: ["Required"], email: ["Required"] });
    expect(Object.keys(result.result.error ?? {})).not.toContain("");
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("stores a valid listing sent the instant its page was loaded", async () => {
    const token = issueFormToken(config);
    const result = await post(validAgencyInput(), { [formGuardFields.startedAt]: token });
    expect((result as Response).headers.get("Location")).toBe("/thank-you-agency");
    expect(await t.db.select().from(agencies)).toHaveLength(1);
  });

  it("answers a form without the page's token as a person's, storing nothing", async () => {
    const result = await post(validAgencyInput(), { [formGuardFields.startedAt]: "" });
    expect((result as Response).headers.get("Location")).toBe("/thank-you-agency");
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("counts only submissions that would be stored against the limit, and says when to retry", async () => {
    for (let i = 0; i < submitAgencyRateLimit.limit + 3; i++) {
      expect(refusal(await post({ ...validAgencyInput(), email: "not-an-address" })).status).toBe(
        400,
      );
    }
    expect(await t.db.select().from(rateLimits)).toEqual([]);
    for (let i = 0; i < submitAgencyRateLimit.limit; i++) {
      await consumeRateLimit(t.db, submitAgencyRateLimit, "203.0.113.7");
    }
    const limited = refusal(await post(validAgencyInput()));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("refuses a body over 64 KB with 413 and stores nothing", async () => {
    const body = new URLSearchParams({ description: "x".repeat(70_000) });
    const result = refusal(
      await action(routeArgs(t.db, "/list", { method: "POST", body, config }) as never),
    );
    expect(result.status).toBe(413);
    expect(result.result.error).toEqual({ "": ["The request body is too large."] });
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers 429 once the address has sent too many", async () => {
    for (let i = 0; i < submitAgencyRateLimit.limit; i++) {
      await consumeRateLimit(t.db, submitAgencyRateLimit, "203.0.113.7");
    }
    const result = refusal(await post(validAgencyInput()));
    expect(result.status).toBe(429);
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("shows the error toast when storing fails", async () => {
    vi.spyOn(t.db, "transaction").mockRejectedValueOnce(new Error("database down"));
    const result = refusal(await post(validAgencyInput()));
    expect(result.status).toBe(500);
    expect(result.toast).toMatchObject({
      title: "Error",
      description: "Failed to submit agency listing. Please try again.",
    });
  });

  it.each([
    ["a JSON body", { "Content-Type": "application/json" }, '{"agencyName":"x"}'],
    ["a broken multipart body", { "Content-Type": "multipart/form-data; boundary=x" }, "garbage"],
  ])("answers %s with 400 and a clear message, not a 500", async (_label, headers, body) => {
    const result = refusal(
      await action(routeArgs(t.db, "/list", { method: "POST", headers, body, config }) as never),
    );
    expect(result.status).toBe(400);
    expect(result.result.error?.[""]).toEqual([
      "This form could not be read. Please reload the page and try again.",
    ]);
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it.each([
    ["forged Conform fields", "__intent__=%7Bbad"],
    ["a huge array index", "services[30000000]=SEO"],
    ["a field the form does not have", "isPro=true"],
  ])("answers %s with 400 before Conform reads the form", async (_label, extra) => {
    const body = `${new URLSearchParams(validAgencyInput() as never)}&${extra}`;
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const result = refusal(
      await action(routeArgs(t.db, "/list", { method: "POST", headers, body, config }) as never),
    );
    expect(result.status).toBe(400);
    expect(result.result.error?.[""]).toEqual([
      "This form sent fields this page does not take. Please reload the page and try again.",
    ]);
    expect(await t.db.select().from(agencies)).toEqual([]);
  });

  it("answers 400 to more checked services than there are services", async () => {
    const params = new URLSearchParams(validAgencyInput() as never);
    for (let i = 0; i < 11; i++) params.append("services", "SEO Services");
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const result = refusal(
      await action(
        routeArgs(t.db, "/list", {
          method: "POST",
          headers,
          body: String(params),
          config,
        }) as never,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.result.error?.[""]).toEqual([
      "This form sent more values than it takes. Please reload the page and try again.",
    ]);
  });
});

describe("/ar/list", () => {
  it("keeps the listing's locale: the agency's mail is Arabic, the operator's English", async () => {
    const result = await post(validAgencyInput({ email: "hello@falcon.ae" }), {}, "/ar/list");
    expect(result).toBeInstanceOf(Response);
    const [row] = await t.db.select().from(agencies);
    expect(row!.locale).toBe("ar");
    const mails = await t.db.select().from(emailOutbox);
    const agency = mails.find((mail) => mail.toAddress === "hello@falcon.ae")!;
    const operator = mails.find((mail) => mail.toAddress === config.supportEmail)!;
    expect(agency.subject).toBe("استلمنا طلب إدراج وكالتك");
    expect(agency.html).toContain('<html lang="ar" dir="rtl">');
    expect(operator.subject).toMatch(/^New agency listing: /);
    expect(operator.html).toContain('<html lang="en" dir="ltr">');
    expect(operator.text).not.toMatch(/\p{Script=Arabic}/u);
  });

  it("keeps 'en' for a listing sent from /list", async () => {
    await post(validAgencyInput());
    const [row] = await t.db.select().from(agencies);
    expect(row!.locale).toBe("en");
  });
});
