import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, makeLeadAlertAgencies, validBriefInput } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches, rateLimits } from "~/db/schema";
import { BriefInput } from "~/domain/brief";
import { leadAlertRateLimit } from "~/domain/rate-limits";
import { isRateLimited } from "./rate-limit.server";
import { queueLeadAlerts } from "./lead-alerts.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(rateLimits);
});

const makeAgencies = () => makeLeadAlertAgencies(t.db);

const alerts = async () =>
  (await t.db.select().from(emailOutbox).orderBy(emailOutbox.toAddress)).filter((m) =>
    m.subject.startsWith("New lead on"),
  );

const brief = BriefInput.parse(
  validBriefInput({
    companyName: "Saffron Kitchen",
    contactName: "Omar Khalil",
    email: "omar@saffron.ae",
    phone: "+971 50 123 4567",
    projectType: "website",
    description:
      "Saffron Kitchen wants a bilingual site. Reach Omar at omar@saffron.ae or +971 50 123 4567.",
  }),
);

/** The brief as stored: alerts name it, so it must exist. */
const stored = async (input: BriefInput) => ({ ...input, id: (await makeBrief(t.db)).id });

describe("queueLeadAlerts", () => {
  it("queues one alert per approved Pro agency with a fitting service, and counts them", async () => {
    const { web, ux } = await makeAgencies();
    const row = await stored(brief);
    const count = await t.db.transaction((tx) => queueLeadAlerts(tx, row, config));

    expect(count).toBe(2);
    const mails = await alerts();
    expect(mails.map((m) => [m.toAddress, m.replyTo, m.status])).toEqual([
      ["ux@pro.ae", "ops@wakala.ae", "pending"],
      ["web@pro.ae", "ops@wakala.ae", "pending"],
    ]);
    // Each alert is about the brief and its agency: deleting either deletes it.
    expect(mails.map((m) => [m.briefId, m.agencyId])).toEqual([
      [row.id, ux.id],
      [row.id, web.id],
    ]);
    expect(mails[0]!.subject).toBe("New lead on Wakala: Website Development brief");
    expect(mails[0]!.text).toContain("Open your dashboard: https://wakala.ae/dashboard");
    expect(mails[1]!.html).toBe(mails[0]!.html);
  });

  it("writes each alert in the language of its agency's listing", async () => {
    const pro = { approved: true, isPro: true, services: ["Website Development"] };
    await makeAgency(t.db, { ...pro, email: "ar@pro.ae", locale: "ar" });
    await makeAgency(t.db, { ...pro, email: "en@pro.ae" });
    const row = await stored(brief);
    await t.db.transaction((tx) => queueLeadAlerts(tx, row, config));
    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.toAddress);
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([
      ["ar@pro.ae", "عميل محتمل جديد على Wakala: موجز تطوير المواقع الإلكترونية"],
      ["en@pro.ae", "New lead on Wakala: Website Development brief"],
    ]);
    expect(mails[0]!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mails[0]!.text).toContain("https://wakala.ae/ar/dashboard");
    expect(mails[0]!.text).not.toMatch(/saffron|omar|khalil|\+971|123 4567/i);
    expect(mails[1]!.html).toContain('<html lang="en" dir="ltr">');
  });

  it("carries no client contact details, company or name", async () => {
    await makeAgencies();
    const row = await stored(brief);
    await t.db.transaction((tx) => queueLeadAlerts(tx, row, config));
    for (const mail of await alerts()) {
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/saffron|omar|khalil|\+971|123 4567/i);
      }
      expect(mail.text).toContain("Project Type: Website Development");
    }
  });

  it("sends nothing for an 'other' brief, whose services fit no one in particular", async () => {
    await makeAgencies();
    await makeAgency(t.db, { approved: true, isPro: true, services: ["Content Creation"] });
    const other = { ...(await stored(brief)), projectType: "other" as const };
    expect(await t.db.transaction((tx) => queueLeadAlerts(tx, other, config))).toBe(0);
    expect(await alerts()).toEqual([]);
  });

  it(`caps each agency at ${leadAlertRateLimit.limit} alerts an hour, counting only alerts queued`, async () => {
    const { web, ux } = await makeAgencies();
    const hour = new Date("2026-11-22T10:05:00Z");
    const row = await stored(brief);
    const ecommerceRow = await stored({ ...brief, projectType: "ecommerce" });
    // The web agency already had all but one of its alerts this hour; ux had none.
    for (let i = 0; i < leadAlertRateLimit.limit - 1; i++) {
      await t.db.transaction((tx) => queueLeadAlerts(tx, ecommerceRow, config, hour));
    }
    await t.db.delete(emailOutbox);
    expect((await isRateLimited(t.db, leadAlertRateLimit, String(ux.id), hour)).remaining).toBe(
      leadAlertRateLimit.limit,
    );

    const counts = [];
    for (let i = 0; i < 3; i++) {
      counts.push(await t.db.transaction((tx) => queueLeadAlerts(tx, row, config, hour)));
    }
    // web: its last alert, then nothing; ux: every one.
    expect(counts).toEqual([2, 1, 1]);
    const sent = (await alerts()).map((m) => m.toAddress);
    expect(sent.filter((a) => a === web.email)).toHaveLength(1);
    expect(sent.filter((a) => a === ux.email)).toHaveLength(3);
    // The next hour, web is alerted again.
    const nextHour = new Date("2026-11-22T11:00:00Z");
    expect(await t.db.transaction((tx) => queueLeadAlerts(tx, row, config, nextHour))).toBe(2);
  });

  it("lets briefs queued at once share an agency's last alert exactly", async () => {
    const { web } = await makeAgencies();
    const hour = new Date("2026-11-22T12:05:00Z");
    const ecommerce = await stored({ ...brief, projectType: "ecommerce" });
    for (let i = 0; i < leadAlertRateLimit.limit - 1; i++) {
      await t.db.transaction((tx) => queueLeadAlerts(tx, ecommerce, config, hour));
    }
    await t.db.delete(emailOutbox);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.transaction((tx) => queueLeadAlerts(tx, ecommerce, config, hour)),
      ),
    );
    expect((await alerts()).map((m) => m.toAddress)).toEqual([web.email]);
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    await makeAgencies();
    const row = await stored(brief);
    await expect(
      t.db.transaction(async (tx) => {
        expect(await queueLeadAlerts(tx, row, config)).toBe(2);
        throw new Error("the brief could not be stored");
      }),
    ).rejects.toThrow("the brief could not be stored");
    expect(await alerts()).toEqual([]);
  });
});

describe("lead alerts and matches", () => {
  it("skips an agency already matched with the brief: its match mail holds the whole brief", async () => {
    const { web } = await makeAgencies();
    const row = await stored(brief);
    await t.db.insert(matches).values({ briefId: row.id, agencyId: web.id });
    expect(await t.db.transaction((tx) => queueLeadAlerts(tx, row, config))).toBe(1);
    expect((await alerts()).map((m) => m.toAddress)).toEqual(["ux@pro.ae"]);
  });
});
