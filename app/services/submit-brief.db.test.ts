import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, validBriefInput } from "#tests/factories";
import { agencies, briefs, emailOutbox, rateLimits } from "~/db/schema";
import { BriefInput } from "~/domain/brief";
import { findRequestableAgency, submitBrief } from "./submit-brief.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(rateLimits);
  await t.db.delete(agencies);
});

describe("submitBrief: the facts a client states and the agency asked for", () => {
  const submit = async (fields: Record<string, unknown>) => {
    const { id } = await submitBrief(t.db, BriefInput.parse(validBriefInput(fields)), config, "en");
    const [row] = await t.db.select().from(briefs).where(eq(briefs.id, id));
    return row!;
  };

  it("stores the emirate, industry and working language canonical, or null when not given", async () => {
    expect(
      await submit({ emirate: "Abu Dhabi", industry: "Real Estate", preferredLanguage: "Hindi" }),
    ).toMatchObject({ emirate: "Abu Dhabi", industry: "Real Estate", preferredLanguage: "hi" });
    expect(await submit({})).toMatchObject({
      emirate: null,
      industry: null,
      preferredLanguage: null,
      requestedAgencyId: null,
    });
  });

  it("keeps the agency asked for only while it is approved", async () => {
    const agency = await makeAgency(t.db, { approved: true, slug: "falcon-studio" });
    expect((await submit({ requestedAgency: "falcon-studio" })).requestedAgencyId).toBe(agency.id);
    await t.db.update(agencies).set({ approved: false }).where(eq(agencies.id, agency.id));
    expect((await submit({ requestedAgency: "falcon-studio" })).requestedAgencyId).toBeNull();
    expect((await submit({ requestedAgency: "nobody-by-that-name" })).requestedAgencyId).toBeNull();
    // Still stored, and the brief mails went out as for any brief.
    expect(await t.db.select().from(briefs)).toHaveLength(3);
    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails).toHaveLength(6);
    // The operator's notification says which agency was asked for, when one was kept.
    const notifications = mails.filter((m) => m.toAddress === "ops@wakala.ae");
    expect(
      notifications.map((m) => m.text.includes(`Asked for a proposal from ${agency.agencyName}`)),
    ).toEqual([true, false, false]);
  });

  it("lists the stated facts in the operator's notification, with their labels", async () => {
    await submit({ emirate: "RAK", industry: "Health", preferredLanguage: "ur" });
    const [, notification] = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    for (const line of ["Emirate: Ras Al Khaimah", "Industry: Health", "Working Language: Urdu"]) {
      expect(notification!.text).toContain(line);
    }
  });

  it("forgets the agency asked for when that agency is deleted, keeping the brief", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const brief = await submit({ requestedAgency: agency.slug });
    await t.db.delete(agencies).where(eq(agencies.id, agency.id));
    const [row] = await t.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(row!.requestedAgencyId).toBeNull();
  });

  it("finds a requestable agency by slug: approved ones only", async () => {
    const approved = await makeAgency(t.db, { approved: true, agencyNameAr: "نخلة" });
    const pending = await makeAgency(t.db);
    expect(await findRequestableAgency(t.db, approved.slug)).toEqual({
      id: approved.id,
      slug: approved.slug,
      agencyName: approved.agencyName,
      agencyNameAr: "نخلة",
    });
    expect(await findRequestableAgency(t.db, pending.slug)).toBeUndefined();
    expect(await findRequestableAgency(t.db, "")).toBeUndefined();
  });
});

describe("submitBrief", () => {
  it("stores the brief with canonical values and queues both e-mails", async () => {
    const input = BriefInput.parse(
      validBriefInput({
        companyName: "Falcon Foods",
        email: "omar@falconfoods.ae",
        phone: "",
        projectType: "mobile-app",
        budget: "100k+",
        timeline: "6-months+",
      }),
    );
    const { id } = await submitBrief(t.db, input, config, "en");

    const [row] = await t.db.select().from(briefs).where(eq(briefs.id, id));
    expect(row).toMatchObject({
      companyName: "Falcon Foods",
      email: "omar@falconfoods.ae",
      phone: null,
      projectType: "mobile",
      budget: "100k-plus",
      timeline: "6-plus-months",
    });

    const mails = await t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    expect(mails.map((m) => [m.toAddress, m.replyTo, m.subject, m.status])).toEqual([
      ["omar@falconfoods.ae", "ops@wakala.ae", "We've received your project brief", "pending"],
      ["ops@wakala.ae", "omar@falconfoods.ae", "New brief: \u2068Falcon Foods\u2069", "pending"],
    ]);
    const [confirmation, notification] = mails;
    // A readable summary with the labels people saw, not the stored values.
    for (const line of [
      "Project Type: Mobile App",
      "Budget (AED): 100,000+",
      "Timeline: 6+ months",
    ]) {
      expect(confirmation!.text).toContain(line);
      expect(notification!.text).toContain(line);
    }
    expect(confirmation!.text).toContain("within 24-48 hours");
    // The operator's link opens this brief's page in the console.
    expect(notification!.text).toContain(
      `Open the admin console: https://wakala.ae/admin/briefs/${id}`,
    );
    expect(notification!.html).toContain(`href="https://wakala.ae/admin/briefs/${id}"`);
  });

  it("past the inbox's share of confirmations, stores the brief and tells the operator, but does not mail the client", async () => {
    // Someone typing another person's address (with +tags) to flood their inbox.
    const results = [];
    for (const email of ["layla@example.ae", "Layla+1@example.ae", "layla+2@example.ae"]) {
      results.push(
        await submitBrief(t.db, BriefInput.parse(validBriefInput({ email })), config, "en"),
      );
    }
    const over = await submitBrief(
      t.db,
      BriefInput.parse(validBriefInput({ email: "layla+3@example.ae" })),
      config,
      "en",
    );
    expect([...results, over].map((r) => r.confirmed)).toEqual([true, true, true, false]);
    expect(await t.db.select().from(briefs)).toHaveLength(4);
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.filter((m) => m.toAddress === "ops@wakala.ae")).toHaveLength(4);
    expect(mails.filter((m) => /layla/i.test(m.toAddress))).toHaveLength(3);
    // Another inbox is unaffected.
    const other = BriefInput.parse(validBriefInput({ email: "omar@example.ae" }));
    expect((await submitBrief(t.db, other, config, "en")).confirmed).toBe(true);
  });

  it("escapes what the client typed in the HTML e-mails", async () => {
    const input = BriefInput.parse(validBriefInput({ companyName: "<script>x</script> LLC" }));
    await submitBrief(t.db, input, config, "en");
    const mails = await t.db.select().from(emailOutbox);
    for (const mail of mails) expect(mail.html).not.toContain("<script>");
    // The operator's copy quotes it, escaped; the client's confirmation quotes nothing typed.
    const quoting = mails.filter((mail) =>
      mail.html.includes("&#60;script&#62;x&#60;/script&#62; LLC"),
    );
    expect(quoting).toHaveLength(1);
  });

  it("stores nothing when a step fails: the brief and its e-mails are one transaction", async () => {
    const input = BriefInput.parse(validBriefInput());
    // No operator address makes the second e-mail fail inside the transaction.
    const broken = { ...config, supportEmail: undefined as unknown as string };
    await expect(submitBrief(t.db, input, broken, "en")).rejects.toThrow();
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });
});
