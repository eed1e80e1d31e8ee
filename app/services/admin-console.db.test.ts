import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, validAgencyInput, validBriefInput } from "#tests/factories";
import {
  agencies,
  agencySlugAliases,
  briefs,
  contactMessages,
  devMailbox,
  emailOutbox,
  matches,
  payments,
  sessions,
  signInTokens,
} from "~/db/schema";
import { AgencyInput } from "~/domain/agency";
import { parseListQuery, type AdminTab, type ListQuery } from "~/domain/admin-console";
import { BriefInput } from "~/domain/brief";
import { deliverDueEmails } from "~/mail/outbox-worker.server";
import { createMailTransport } from "~/mail/transport.server";
import { noFilters } from "~/domain/directory";
import {
  deleteAgency,
  deleteBrief,
  deleteContactMessage,
  findAdminBrief,
  listAdminAgencies,
  listAdminBriefs,
  listContactMessages,
  setAgencyApproval,
  streamBriefsForExport,
} from "./admin-console.server";
import { requestSignInLink } from "./agency-auth.server";
import { sendContactMessage } from "./contact.server";
import { searchDirectory } from "./directory.server";
import { createMatch } from "./matching.server";
import { submitAgency } from "./submit-agency.server";
import { submitBrief } from "./submit-brief.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "./sessions.server";

const t = useTestDatabase();

const query = <T extends AdminTab>(tab: T, search = ""): ListQuery<T> =>
  parseListQuery(tab, new URLSearchParams(search));
const day = (n: number) => new Date(Date.UTC(2025, 0, n, 8));

beforeEach(async () => {
  await t.db.delete(agencies);
  await t.db.delete(briefs);
  await t.db.delete(contactMessages);
});

describe("the agency table", () => {
  async function seedAgencies() {
    await makeAgency(t.db, {
      slug: "zeta-studio",
      agencyName: "Zeta Studio",
      contactName: "Mona",
      email: "hello@zeta.ae",
      location: "Sharjah",
      createdAt: day(3),
    });
    await makeAgency(t.db, {
      slug: "alpha-web",
      agencyName: "Alpha Web",
      email: "team@alpha.ae",
      location: null,
      approved: true,
      createdAt: day(1),
    });
    await makeAgency(t.db, {
      slug: "100-growth_lab",
      agencyName: "100% Growth_Lab",
      contactName: "Rashid",
      email: "hi@growth.ae",
      location: "Dubai",
      createdAt: day(2),
    });
  }

  const names = async (search: string) =>
    (await listAdminAgencies(t.db, query("agencies", search))).rows.map((r) => r.agencyName);

  it("lists pending and approved agencies, newest first, without the search vector", async () => {
    await seedAgencies();
    const list = await listAdminAgencies(t.db, query("agencies"));
    expect(list).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(list.rows.map((r) => r.agencyName)).toEqual([
      "Zeta Studio",
      "100% Growth_Lab",
      "Alpha Web",
    ]);
    expect(list.rows[0]).not.toHaveProperty("searchVector");
    expect(list.rows[0]).toHaveProperty("needsReview", false);
  });

  it("searches name, contact and e-mail without case, wildcards taken literally", async () => {
    await seedAgencies();
    expect(await names("q=zeta")).toEqual(["Zeta Studio"]);
    expect(await names("q=rashid")).toEqual(["100% Growth_Lab"]);
    expect(await names("q=ALPHA.AE")).toEqual(["Alpha Web"]);
    expect(await names("q=%25")).toEqual(["100% Growth_Lab"]);
    expect(await names("q=h_l")).toEqual(["100% Growth_Lab"]);
    // As a wildcard, _ would match the "wt" of "Growth".
    expect(await names("q=o_t")).toEqual([]);
    expect(await names("q=nobody")).toEqual([]);
  });

  it("sorts by whitelisted columns only", async () => {
    await seedAgencies();
    expect(await names("sort=name")).toEqual(["100% Growth_Lab", "Alpha Web", "Zeta Studio"]);
    expect(await names("sort=-name")).toEqual(["Zeta Studio", "Alpha Web", "100% Growth_Lab"]);
    // No location sorts last either way.
    expect(await names("sort=location")).toEqual(["100% Growth_Lab", "Zeta Studio", "Alpha Web"]);
    expect(await names("sort=-location")).toEqual(["Zeta Studio", "100% Growth_Lab", "Alpha Web"]);
    // Pending first, then newest.
    expect(await names("sort=status")).toEqual(["Zeta Studio", "100% Growth_Lab", "Alpha Web"]);
    expect(await names("sort=-status")).toEqual(["Alpha Web", "Zeta Studio", "100% Growth_Lab"]);
    expect(await names("sort=email")).toEqual(await names(""));
  });

  it("pages by 25 and shows the last page for a page past the end", async () => {
    await t.db.insert(agencies).values(
      Array.from({ length: 60 }, (_, i) => ({
        slug: `bulk-${i}`,
        agencyName: `Bulk ${String(i).padStart(2, "0")}`,
        contactName: "Bulk",
        email: `bulk-${i}@example.ae`,
        services: ["SEO Services"],
        experience: "1-2",
        description: "Bulk.",
      })),
    );
    const first = await listAdminAgencies(t.db, query("agencies", "sort=name"));
    expect(first).toMatchObject({ total: 60, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(25);
    const third = await listAdminAgencies(t.db, query("agencies", "sort=name&page=3"));
    expect(third.rows.map((r) => r.agencyName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk ${50 + i}`),
    );
    const beyond = await listAdminAgencies(t.db, query("agencies", "sort=name&page=99"));
    expect(beyond).toMatchObject({ page: 3 });
    expect(beyond.rows).toEqual(third.rows);
  });
});

describe("approving an agency", () => {
  const inDirectory = async (q: string) =>
    (await searchDirectory(t.db, { filters: { ...noFilters, q }, page: 1 })).agencies.map(
      (a) => a.agencyName,
    );

  it("puts it in the public directory at once, and takes it out again", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Quokka Creative", needsReview: true });
    expect(await inDirectory("quokka")).toEqual([]);

    const approved = await setAgencyApproval(t.db, agency.id, true);
    expect(approved).toMatchObject({ id: agency.id, approved: true, needsReview: false });
    expect(approved).not.toHaveProperty("searchVector");
    expect(await inDirectory("quokka")).toEqual(["Quokka Creative"]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(1);

    await setAgencyApproval(t.db, agency.id, false);
    expect(await inDirectory("quokka")).toEqual([]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(0);
  });

  it("keeps a re-check flag when taking an agency back to pending", async () => {
    const agency = await makeAgency(t.db, { approved: true, needsReview: true });
    expect(await setAgencyApproval(t.db, agency.id, false)).toMatchObject({ needsReview: true });
  });

  it("answers undefined for an unknown agency", async () => {
    expect(await setAgencyApproval(t.db, 999_999, true)).toBeUndefined();
  });
});

describe("briefs", () => {
  it("lists briefs with their match counts, searchable by text or id", async () => {
    const older = await makeBrief(t.db, { companyName: "Atlas Pay", createdAt: day(1) });
    const newer = await makeBrief(t.db, {
      companyName: "Brew Theory",
      contactName: "Omar",
      createdAt: day(2),
    });
    const a = await makeAgency(t.db, { approved: true });
    const b = await makeAgency(t.db, { approved: true });
    await t.db.insert(matches).values([
      { briefId: older.id, agencyId: a.id },
      { briefId: older.id, agencyId: b.id },
    ]);
    const list = await listAdminBriefs(t.db, query("briefs"));
    expect(list.rows.map((r) => [r.companyName, r.matchCount])).toEqual([
      ["Brew Theory", 0],
      ["Atlas Pay", 2],
    ]);
    const search = async (s: string) =>
      (await listAdminBriefs(t.db, query("briefs", s))).rows.map((r) => r.id);
    expect(await search("q=atlas")).toEqual([older.id]);
    expect(await search(`q=${newer.id}`)).toContain(newer.id);
    expect(await search(`q=%23${older.id}`)).toEqual([older.id]);
    expect(await search("sort=company")).toEqual([older.id, newer.id]);
    expect(await search("sort=-id")).toEqual([newer.id, older.id]);
  });

  it("finds a brief with its matched agencies, earliest match first", async () => {
    const brief = await makeBrief(t.db);
    const first = await makeAgency(t.db, { agencyName: "First", approved: true });
    const second = await makeAgency(t.db, { agencyName: "Second" });
    await t.db.insert(matches).values([
      { briefId: brief.id, agencyId: second.id, matchedAt: day(5) },
      { briefId: brief.id, agencyId: first.id, matchedAt: day(4) },
    ]);
    const found = await findAdminBrief(t.db, brief.id);
    expect(found).toMatchObject({ id: brief.id, description: brief.description });
    expect(found?.matches.map((m) => [m.agencyName, m.approved])).toEqual([
      ["First", true],
      ["Second", false],
    ]);
    expect(await findAdminBrief(t.db, 999_999)).toBeUndefined();
  });

  it("streams every brief for the export in id order, in batches", async () => {
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await makeBrief(t.db));
    const batches = [];
    for await (const batch of streamBriefsForExport(t.db, 3)) batches.push(batch.map((b) => b.id));
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(batches.flat()).toEqual(made.map((b) => b.id));
  });
});

describe("contact messages", () => {
  it("lists, searches and sorts messages", async () => {
    await t.db.insert(contactMessages).values([
      { name: "Omar", email: "omar@example.ae", message: "Pricing?", submittedAt: day(1) },
      { name: "Layla", email: "layla@example.ae", message: "About Pro", submittedAt: day(2) },
    ]);
    const names = async (s: string) =>
      (await listContactMessages(t.db, query("messages", s))).rows.map((r) => r.name);
    expect(await names("")).toEqual(["Layla", "Omar"]);
    expect(await names("sort=name")).toEqual(["Layla", "Omar"]);
    expect(await names("sort=-email")).toEqual(["Omar", "Layla"]);
    expect(await names("q=pricing")).toEqual(["Omar"]);
  });
});

describe("deleting (privacy requests)", () => {
  it("removes an agency with its matches, payments, sessions, sign-in links and old slugs", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Gone Studio", approved: true });
    const other = await makeAgency(t.db);
    const brief = await makeBrief(t.db);
    await t.db.insert(matches).values([
      { briefId: brief.id, agencyId: agency.id },
      { briefId: brief.id, agencyId: other.id },
    ]);
    await t.db.insert(payments).values({
      agencyId: agency.id,
      stripePaymentId: `pi_${agency.id}`,
      status: "paid",
      amount: 49900,
    });
    await t.db.insert(agencySlugAliases).values({ slug: "gone-old", agencyId: agency.id });
    await t.db.insert(signInTokens).values({
      tokenHash: `hash-${agency.id}`,
      agencyId: agency.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await createSession(t.db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS);

    expect(await deleteAgency(t.db, agency.id)).toEqual({ id: agency.id, name: "Gone Studio" });
    expect(await t.db.select().from(agencies).where(eq(agencies.id, agency.id))).toEqual([]);
    expect(await t.db.select().from(matches).where(eq(matches.agencyId, agency.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.agencyId, agency.id))).toEqual([]);
    expect(await t.db.select().from(agencySlugAliases)).toEqual([]);
    expect(await t.db.select().from(signInTokens)).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.agencyId, agency.id))).toEqual([]);
    // The brief and the other agency's match stay.
    expect((await findAdminBrief(t.db, brief.id))?.matches.map((m) => m.agencyId)).toEqual([
      other.id,
    ]);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).total).toBe(0);
    expect(await deleteAgency(t.db, agency.id)).toBeUndefined();
  });

  it("removes a brief with its matches, and a message", async () => {
    const brief = await makeBrief(t.db, { companyName: "Erase Me LLC" });
    const agency = await makeAgency(t.db);
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    expect(await deleteBrief(t.db, brief.id)).toEqual({ id: brief.id, name: "Erase Me LLC" });
    expect(await t.db.select().from(matches)).toEqual([]);
    expect(await t.db.select().from(agencies)).toHaveLength(1);
    expect(await deleteBrief(t.db, brief.id)).toBeUndefined();

    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "omar@example.ae", message: "Hi" })
      .returning();
    expect(await deleteContactMessage(t.db, message!.id)).toEqual({
      id: message!.id,
      name: "Omar",
    });
    expect(await t.db.select().from(contactMessages)).toEqual([]);
  });

  it("removes every e-mail about what it deletes, from the outbox and the development mailbox", async () => {
    const config = testConfig();
    await t.db.delete(emailOutbox);
    const clientEmail = "erase-client@example.ae";
    const agencyEmail = "erase-agency@example.ae";
    const senderEmail = "erase-sender@example.ae";
    const submitted = await submitAgency(
      t.db,
      AgencyInput.parse(validAgencyInput({ email: agencyEmail })),
      config,
    );
    if (submitted.status !== "created") throw new Error(submitted.status);
    await t.db
      .update(agencies)
      .set({ approved: true, isPro: true })
      .where(eq(agencies.id, submitted.id));
    await requestSignInLink(
      t.db,
      { email: agencyEmail, redirectTo: "/dashboard", clientAddress: "203.0.113.9" },
      config,
    );
    // A brief that fits the Pro agency: confirmation, notification and a lead alert.
    const brief = await submitBrief(
      t.db,
      BriefInput.parse(validBriefInput({ email: clientEmail, projectType: "website" })),
      config,
    );
    expect(
      await createMatch(t.db, { briefId: brief.id, agencyId: submitted.id }, config),
    ).toMatchObject({ status: "created" });
    const message = await sendContactMessage(t.db, config, {
      name: "Erase Sender",
      email: senderEmail,
      message: "Please forget me.",
    });
    // Half of it delivered into the development mailbox, the rest still queued.
    await deliverDueEmails(t.db, createMailTransport(config, t.db), pino({ level: "silent" }), 5);

    /** Every kept copy (outbox and mailbox) naming an address or text of the deleted record. */
    const mentioning = async (...needles: string[]) => {
      const rows = [
        ...(await t.db.select().from(emailOutbox)),
        ...(await t.db.select().from(devMailbox)),
      ].map((r) => JSON.stringify(r));
      return rows.filter((r) => needles.some((n) => r.includes(n))).length;
    };
    expect(await mentioning(clientEmail)).toBeGreaterThanOrEqual(3);
    expect(await t.db.select().from(devMailbox)).toHaveLength(5);

    // The brief: its confirmation, the operator's notification, the lead alert, both match mails.
    const briefMails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.briefId, brief.id));
    expect(briefMails).toHaveLength(5);
    await deleteBrief(t.db, brief.id);
    expect(await mentioning(clientEmail, "New lead on")).toBe(0);
    // The agency's own mails stay until the agency goes.
    expect(await mentioning(agencyEmail)).toBeGreaterThanOrEqual(2);
    await deleteAgency(t.db, submitted.id);
    expect(await mentioning(agencyEmail)).toBe(0);

    expect(await mentioning(senderEmail)).toBe(2);
    await deleteContactMessage(t.db, message.id);
    expect(await mentioning(senderEmail, "Please forget me")).toBe(0);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(await t.db.select().from(devMailbox)).toEqual([]);
  });
});
