import { asc, count, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { slugify } from "~/domain/slug";
import {
  budgets,
  emirates,
  experienceLevels,
  industries,
  languages,
  projectTypes,
  services,
  timelines,
} from "~/domain/value-sets";
import type { Db } from "../client.server";
import { agencies, briefs, contactMessages, matches, proposals, reviews } from "../schema";
import { bulkInsert } from "./bulk-insert";
import { seedScale } from "./scale.server";
import { seedDemoIfEmpty } from "./seed.server";

const demo = useTestDatabase();

async function counts(db: Db) {
  const [a] = await db.select({ n: count() }).from(agencies);
  const [b] = await db.select({ n: count() }).from(briefs);
  const [m] = await db.select({ n: count() }).from(matches);
  const [r] = await db.select({ n: count() }).from(reviews);
  const [c] = await db.select({ n: count() }).from(contactMessages);
  const [p] = await db.select({ n: count() }).from(proposals);
  return {
    agencies: a!.n,
    briefs: b!.n,
    matches: m!.n,
    reviews: r!.n,
    contactMessages: c!.n,
    proposals: p!.n,
  };
}

/** Everything about the demo agencies, briefs and matches except generated ids. */
async function snapshot(db: Db) {
  const agencyRows = await db.select().from(agencies).orderBy(asc(agencies.slug));
  const briefRows = await db.select().from(briefs).orderBy(asc(briefs.companyName));
  const matchRows = await db
    .select({ slug: agencies.slug, company: briefs.companyName, matchedAt: matches.matchedAt })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .orderBy(asc(briefs.companyName), asc(agencies.slug));
  const messageRows = await db.select().from(contactMessages).orderBy(asc(contactMessages.email));
  const withoutIds = <T extends { id: number }>(rows: T[]) =>
    rows.map(({ id: _id, ...rest }) => rest);
  return {
    agencies: withoutIds(agencyRows),
    briefs: withoutIds(briefRows),
    matches: matchRows,
    messages: withoutIds(messageRows),
  };
}

describe("demo data", () => {
  it("is not written when disabled", async () => {
    expect(await seedDemoIfEmpty(demo.db, { enabled: false })).toBeNull();
    expect((await counts(demo.db)).agencies).toBe(0);
  });

  it("is written to an empty database, with the counts it reports", async () => {
    const written = await seedDemoIfEmpty(demo.db, { enabled: true });
    expect(written).not.toBeNull();
    expect(await counts(demo.db)).toEqual(written);
    expect(written!.agencies).toBeGreaterThanOrEqual(38);
    expect(written!.briefs).toBeGreaterThanOrEqual(20);
    expect(written!.contactMessages).toBeGreaterThanOrEqual(6);
    expect(written!.matches).toBeGreaterThan(0);
    expect(written!.reviews).toBeGreaterThanOrEqual(8);
    // Proposals to compare on a few briefs, one of them revised.
    expect(written!.proposals).toBeGreaterThanOrEqual(4);
    const states = await demo.db.select({ state: proposals.state }).from(proposals);
    expect(states.filter((s) => s.state === "revised")).toHaveLength(1);
  });

  it("is not written again once the database has data", async () => {
    const before = await counts(demo.db);
    expect(await seedDemoIfEmpty(demo.db, { enabled: true })).toBeNull();
    expect(await counts(demo.db)).toEqual(before);
  });

  it("uses canonical values only", async () => {
    for (const a of await demo.db.select().from(agencies)) {
      expect(a.services.length, a.agencyName).toBeGreaterThanOrEqual(1);
      expect(a.services.length, a.agencyName).toBeLessThanOrEqual(6);
      expect(a.industries.length, a.agencyName).toBeLessThanOrEqual(5);
      for (const s of a.services) expect(services.is(s), s).toBe(true);
      for (const i of a.industries) expect(industries.is(i), i).toBe(true);
      expect(experienceLevels.is(a.experience), a.experience).toBe(true);
      expect(emirates.is(a.location), String(a.location)).toBe(true);
      expect(a.slug).toBe(slugify(a.agencyName));
      expect(a.email).toBe(a.email.toLowerCase());
      if (a.phone) expect(a.phone).toMatch(/^\+971 \d{1,2} \d{3} \d{4}$/);
      for (const url of [a.website, a.portfolio]) if (url) expect(url).toMatch(/^https:\/\//);
    }
    for (const b of await demo.db.select().from(briefs)) {
      expect(projectTypes.is(b.projectType), b.projectType).toBe(true);
      expect(budgets.is(b.budget), b.budget).toBe(true);
      expect(timelines.is(b.timeline), b.timeline).toBe(true);
      if (b.emirate !== null) expect(emirates.is(b.emirate), b.emirate).toBe(true);
      if (b.industry !== null) expect(industries.is(b.industry), b.industry).toBe(true);
      if (b.preferredLanguage !== null) {
        expect(languages.is(b.preferredLanguage), b.preferredLanguage).toBe(true);
      }
    }
  });

  it("gives most briefs an emirate, industry and language, and one the agency it asked for", async () => {
    const rows = await demo.db.select().from(briefs);
    for (const fact of ["emirate", "industry", "preferredLanguage"] as const) {
      const given = rows.filter((b) => b[fact] !== null).length;
      expect(given, fact).toBeGreaterThan(rows.length / 2);
      expect(given, fact).toBeLessThan(rows.length + 1);
    }
    const asking = rows.filter((b) => b.requestedAgencyId !== null);
    expect(asking).toHaveLength(1);
    const [agency] = await demo.db
      .select()
      .from(agencies)
      .where(eq(agencies.id, asking[0]!.requestedAgencyId!));
    expect(agency).toMatchObject({ agencyName: "Qasba Creative", approved: true });
    // Still open, so the match board shows it first among the suggestions.
    const matched = await demo.db.select().from(matches).where(eq(matches.briefId, asking[0]!.id));
    expect(matched).toEqual([]);
  });

  it("covers all seven emirates, pending and Pro agencies, and multi-paragraph descriptions", async () => {
    const rows = await demo.db.select().from(agencies);
    expect(new Set(rows.map((a) => a.location))).toEqual(new Set(emirates.values));
    const pending = rows.filter((a) => !a.approved);
    const pro = rows.filter((a) => a.isPro);
    expect(pending.length).toBeGreaterThanOrEqual(5);
    expect(pro.length).toBeGreaterThanOrEqual(5);
    expect(pro.every((a) => a.approved)).toBe(true);
    expect(rows.every((a) => a.description.includes("\n\n"))).toBe(true);
    expect(rows.some((a) => a.logoUrl === null)).toBe(true);
    expect(rows.some((a) => a.logoUrl !== null)).toBe(true);
    expect(rows.some((a) => /\p{Script=Arabic}/u.test(a.slug))).toBe(true);
  });

  it("gives a few approved agencies an Arabic name and description, in Arabic script", async () => {
    const rows = await demo.db.select().from(agencies);
    const bilingual = rows.filter((a) => a.agencyNameAr !== null);
    expect(bilingual.length).toBeGreaterThanOrEqual(8);
    for (const a of bilingual) {
      expect(a.approved, a.agencyName).toBe(true);
      expect(a.agencyNameAr, a.agencyName).toMatch(/^[\p{Script=Arabic}\s]+$/u);
      expect(a.descriptionAr, a.agencyName).toMatch(/\p{Script=Arabic}/u);
      expect(a.descriptionAr!.split("\n\n"), a.agencyName).toHaveLength(
        a.description.split("\n\n").length,
      );
    }
    expect(bilingual.some((a) => a.isPro)).toBe(true);
  });

  it("matches only approved agencies, 1-3 per brief, some hours after the brief", async () => {
    const rows = await demo.db
      .select({
        briefId: matches.briefId,
        approved: agencies.approved,
        matchedAt: matches.matchedAt,
        briefAt: briefs.createdAt,
      })
      .from(matches)
      .innerJoin(agencies, eq(agencies.id, matches.agencyId))
      .innerJoin(briefs, eq(briefs.id, matches.briefId));
    const perBrief = new Map<number, number>();
    for (const r of rows) {
      expect(r.approved).toBe(true);
      const hours = (r.matchedAt.getTime() - r.briefAt.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(1);
      expect(hours).toBeLessThanOrEqual(48);
      perBrief.set(r.briefId, (perBrief.get(r.briefId) ?? 0) + 1);
    }
    expect([...perBrief.values()].every((n) => n >= 1 && n <= 3)).toBe(true);
    const { briefs: briefCount } = await counts(demo.db);
    expect(perBrief.size).toBeGreaterThanOrEqual(Math.floor(briefCount / 3));
    expect(perBrief.size).toBeLessThan(briefCount);
  });

  it("qualifies the matched briefs at their first match and leaves the others waiting", async () => {
    await expectQualifiedAtFirstMatch(demo.db);
    const waiting = await demo.db.select().from(briefs).where(isNull(briefs.qualifiedAt));
    expect(waiting.length).toBeGreaterThan(0);
  });

  it("is the same in two fresh databases", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoIfEmpty(other.db, { enabled: true });
      expect(await snapshot(other.db)).toEqual(await snapshot(demo.db));
    } finally {
      await other.close();
    }
  });

  it("is not written to a database that already has an agency", async () => {
    const other = await createTestDatabase();
    try {
      await makeAgency(other.db);
      expect(await seedDemoIfEmpty(other.db, { enabled: true })).toBeNull();
      expect((await counts(other.db)).agencies).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe("scale data", () => {
  it("adds exactly the rows asked for, and can run again", async () => {
    const before = await counts(demo.db);
    const progress: string[] = [];
    const first = await seedScale(demo.db, {
      agencies: 300,
      briefs: 50,
      batchSize: 120,
      onProgress: (p) => progress.push(`${p.table} ${p.done}/${p.total}`),
    });
    expect(first).toMatchObject({ agencies: 300, briefs: 50 });
    expect(progress).toContain("agencies 120/300");
    expect(progress).toContain("agencies 300/300");
    expect(progress).toContain("briefs 50/50");

    const second = await seedScale(demo.db, { agencies: 300, briefs: 50 });
    const after = await counts(demo.db);
    expect(after.agencies).toBe(before.agencies + 600);
    expect(after.briefs).toBe(before.briefs + 100);
    expect(after.matches).toBe(before.matches + first.matches + second.matches);
    expect(first.matches).toBeGreaterThan(0);
    await expectQualifiedAtFirstMatch(demo.db);
  });

  it("writes canonical values, Pro only among approved agencies, and sensible shares", async () => {
    const rows = await demo.db.select().from(agencies);
    for (const a of rows) {
      expect(a.services.length).toBeGreaterThanOrEqual(1);
      for (const s of a.services) expect(services.is(s), s).toBe(true);
      for (const i of a.industries) expect(industries.is(i), i).toBe(true);
      expect(experienceLevels.is(a.experience)).toBe(true);
      if (a.location !== null) expect(emirates.is(a.location), a.location).toBe(true);
      if (a.isPro) expect(a.approved).toBe(true);
      expect(a.slug).toBe(slugify(a.agencyName));
    }
    const approvedShare = rows.filter((a) => a.approved).length / rows.length;
    expect(approvedShare).toBeGreaterThan(0.8);
    expect(approvedShare).toBeLessThan(0.97);
    for (const b of await demo.db.select().from(briefs)) {
      expect(projectTypes.is(b.projectType)).toBe(true);
      expect(budgets.is(b.budget)).toBe(true);
      expect(timelines.is(b.timeline)).toBe(true);
    }
  });

  it("keeps arrays, quotes, nulls, dates and Arabic text intact through the bulk insert", async () => {
    const createdAt = new Date("2026-03-04T05:06:07.890Z");
    const row = {
      slug: "bulk-check",
      agencyName: 'Quote "Studio" \\ Back, {x}',
      contactName: "نور الهدى",
      email: "bulk-check@example.ae",
      phone: null,
      website: null,
      logoUrl: null,
      location: null,
      services: ["Branding & Design", 'A "quoted", {braced} \\ value'],
      industries: [],
      experience: "3-5",
      portfolio: null,
      description: "سطر أول\n\nSecond paragraph",
      approved: true,
      isPro: false,
      createdAt,
      updatedAt: createdAt,
    };
    const [inserted] = await bulkInsert<typeof row, { id: number }>(
      demo.db,
      agencies,
      [
        { column: agencies.slug, type: "text", value: (r) => r.slug },
        { column: agencies.agencyName, type: "text", value: (r) => r.agencyName },
        { column: agencies.contactName, type: "text", value: (r) => r.contactName },
        { column: agencies.email, type: "text", value: (r) => r.email },
        { column: agencies.phone, type: "text", value: (r) => r.phone },
        { column: agencies.services, type: "text[]", value: (r) => r.services },
        { column: agencies.industries, type: "text[]", value: (r) => r.industries },
        { column: agencies.experience, type: "text", value: (r) => r.experience },
        { column: agencies.description, type: "text", value: (r) => r.description },
        { column: agencies.approved, type: "boolean", value: (r) => r.approved },
        { column: agencies.createdAt, type: "timestamptz", value: (r) => r.createdAt },
      ],
      [row],
      sql`id`,
    );
    const [stored] = await demo.db.select().from(agencies).where(eq(agencies.id, inserted!.id));
    expect(stored).toMatchObject({
      agencyName: row.agencyName,
      contactName: row.contactName,
      phone: null,
      services: row.services,
      industries: [],
      description: row.description,
      approved: true,
      isPro: false,
      createdAt,
    });
  });
});

/** A brief is qualified exactly when it has a match, at its first (docs/product.md, P13). */
async function expectQualifiedAtFirstMatch(db: Db) {
  const rows = await db
    .select({
      qualifiedAt: briefs.qualifiedAt,
      // Written with the tables' names: Drizzle leaves columns unqualified in a one-table select.
      firstMatch: sql<
        string | null
      >`(select min(m.matched_at) from ${matches} m where m.brief_id = ${briefs}."id")`,
    })
    .from(briefs);
  for (const row of rows) {
    const first = row.firstMatch === null ? null : new Date(row.firstMatch);
    expect(row.qualifiedAt).toEqual(first);
  }
}
