import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches } from "~/db/schema";
import { createMatch } from "./create-match.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(matches);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const approved = (overrides: Parameters<typeof makeAgency>[1] = {}) =>
  makeAgency(t.db, { approved: true, ...overrides });

const outbox = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);

describe("createMatch", () => {
  it("stores the match and queues the agency's and the client's e-mails with it", async () => {
    const brief = await makeBrief(t.db, {
      companyName: "Saffron Kitchen",
      contactName: "Omar Khalil",
      email: "omar@saffron.ae",
      phone: "+971 50 123 4567",
    });
    const agency = await approved({
      slug: "falcon-digital",
      agencyName: "Falcon Digital",
      email: "hello@falcon.ae",
      website: "https://falcon.ae",
    });

    const result = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);

    expect(result).toMatchObject({
      status: "created",
      match: { briefId: brief.id, agencyId: agency.id, matchedAt: expect.any(Date) },
    });
    expect(await t.db.select().from(matches)).toHaveLength(1);
    const [toAgency, toClient] = await outbox();
    expect(toAgency).toMatchObject({
      toAddress: "hello@falcon.ae",
      replyTo: "omar@saffron.ae",
      subject: "New client brief: \u2068Saffron Kitchen\u2069",
    });
    expect(toAgency!.text).toContain("Contact Name: Omar Khalil");
    expect(toAgency!.text).toContain("Email Address: omar@saffron.ae");
    expect(toAgency!.text).toContain("Phone Number: +971 50 123 4567");
    expect(toClient).toMatchObject({
      toAddress: "omar@saffron.ae",
      replyTo: "hello@falcon.ae",
      subject: "You've been matched with \u2068Falcon Digital\u2069",
    });
    expect(toClient!.text).toContain("https://wakala.ae/agencies/falcon-digital");
    expect(toClient!.text).toContain("Website: https://falcon.ae");
  });

  it("refuses a second match of the same pair, and queues nothing", async () => {
    const brief = await makeBrief(t.db);
    const agency = await approved();
    await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    const again = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    expect(again).toEqual({ status: "duplicate" });
    expect(await t.db.select().from(matches)).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it("refuses an agency that is not approved", async () => {
    const brief = await makeBrief(t.db);
    const pending = await makeAgency(t.db, { approved: false });
    expect(await createMatch(t.db, { briefId: brief.id, agencyId: pending.id }, config)).toEqual({
      status: "agency-not-approved",
    });
    expect(await t.db.select().from(matches)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("tells an unknown brief from an unknown agency", async () => {
    const brief = await makeBrief(t.db);
    const agency = await approved();
    expect(
      await createMatch(t.db, { briefId: brief.id + 1000, agencyId: agency.id }, config),
    ).toEqual({ status: "brief-not-found" });
    expect(
      await createMatch(t.db, { briefId: brief.id, agencyId: agency.id + 1000 }, config),
    ).toEqual({ status: "agency-not-found" });
    expect(await outbox()).toEqual([]);
  });

  it("stops at 3 agencies per brief", async () => {
    const brief = await makeBrief(t.db);
    const four = [await approved(), await approved(), await approved(), await approved()];
    const results = [];
    for (const agency of four) {
      results.push(
        (await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config)).status,
      );
    }
    expect(results).toEqual(["created", "created", "created", "brief-full"]);
    expect(await outbox()).toHaveLength(6);
  });

  it("keeps the limit under concurrent requests: 5 at once, exactly 3 succeed", async () => {
    const brief = await makeBrief(t.db);
    const five = await Promise.all(Array.from({ length: 5 }, () => approved()));
    const results = await Promise.all(
      five.map((agency) => createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual(["brief-full", "brief-full", "created", "created", "created"]);
    const stored = await t.db.select().from(matches).where(eq(matches.briefId, brief.id));
    expect(stored).toHaveLength(3);
    // Two e-mails for each match that was made, none for the refused ones.
    const created = results.flatMap((r) => (r.status === "created" ? [r.match.agencyId] : []));
    const emails = five.filter((a) => created.includes(a.id)).map((a) => a.email);
    const queued = (await outbox()).map((row) => row.toAddress);
    expect(queued).toHaveLength(6);
    expect(queued.filter((to) => to === brief.email)).toHaveLength(3);
    expect(queued.filter((to) => to !== brief.email).sort()).toEqual(emails.sort());
  });

  it("settles the same pair sent twice at once: one match, one 'duplicate'", async () => {
    const brief = await makeBrief(t.db);
    const agency = await approved();
    const results = await Promise.all([
      createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config),
      createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["created", "duplicate"]);
    expect(await outbox()).toHaveLength(2);
  });
});

describe("createMatch in the readers' languages", () => {
  it("mails the client of an Arabic brief in Arabic and an English agency in English", async () => {
    const brief = await makeBrief(t.db, { email: "omar@saffron.ae", locale: "ar" });
    const agency = await approved({ slug: "falcon-digital", email: "hello@falcon.ae" });
    await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    const [toAgency, toClient] = await outbox();
    expect(toAgency!.html).toContain('<html lang="en" dir="ltr">');
    expect(toAgency!.subject).toMatch(/^New client brief: /);
    expect(toClient!.html).toContain('<html lang="ar" dir="rtl">');
    expect(toClient!.subject).toMatch(/^رشّحنا لك وكالة /);
    expect(toClient!.text).toContain("https://wakala.ae/ar/agencies/falcon-digital");
  });

  it("mails an Arabic agency in Arabic about an English brief", async () => {
    const brief = await makeBrief(t.db, { email: "omar@saffron.ae" });
    const agency = await approved({ email: "hello@falcon.ae", locale: "ar" });
    await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    const [toAgency, toClient] = await outbox();
    expect(toAgency!.subject).toMatch(/^موجز جديد من عميل: /);
    expect(toAgency!.html).toContain('<html lang="ar" dir="rtl">');
    expect(toClient!.html).toContain('<html lang="en" dir="ltr">');
  });
});
