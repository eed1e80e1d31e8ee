import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches } from "~/db/schema";
import { createMatch } from "./create-match.server";
import { ANY_FIT_POOL, loadMatchBoard, OTHER_OPTIONS_LIMIT } from "./match-board.server";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });
const now = new Date("2026-11-01T09:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(matches);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const approved = (overrides: Parameters<typeof makeAgency>[1] = {}) =>
  makeAgency(t.db, { approved: true, ...overrides });

describe("loadMatchBoard", () => {
  it("lists open briefs first, newest first, then the full ones, 25 a page", async () => {
    const agencies3 = [await approved(), await approved(), await approved()];
    const made = [];
    for (let i = 0; i < 30; i++) {
      made.push(
        await makeBrief(t.db, {
          companyName: `Client ${i}`,
          createdAt: new Date(now.getTime() - (30 - i) * DAY),
        }),
      );
    }
    // The newest brief is full; an old one has one match and is still open.
    for (const agency of agencies3) {
      await createMatch(t.db, { briefId: made[29]!.id, agencyId: agency.id }, config);
    }
    await createMatch(t.db, { briefId: made[0]!.id, agencyId: agencies3[0]!.id }, config);

    const first = await loadMatchBoard(t.db, { page: 1, now });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 30 });
    expect(first.briefs.map((b) => b.companyName)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Client ${28 - i}`),
    );
    const second = await loadMatchBoard(t.db, { page: 2, now });
    expect(second.briefs.map((b) => b.companyName)).toEqual([
      "Client 3",
      "Client 2",
      "Client 1",
      "Client 0",
      "Client 29",
    ]);
    const old = second.briefs[3]!;
    expect(old.matches).toEqual([
      expect.objectContaining({
        agencyId: agencies3[0]!.id,
        agencyName: agencies3[0]!.agencyName,
        slug: agencies3[0]!.slug,
        matchedAt: expect.any(Date),
      }),
    ]);
    expect(old.choices).not.toBeNull();
    const full = second.briefs[4]!;
    expect(full.matches).toHaveLength(3);
    expect(full.choices).toBeNull();
    // A page past the end reads as the last page.
    expect((await loadMatchBoard(t.db, { page: 9, now })).page).toBe(2);
  });

  it("ranks suggestions from the stored agencies, with reasons, leaving out the others", async () => {
    const brief = await makeBrief(t.db, {
      projectType: "website",
      description: "A bilingual website for our restaurant in Dubai.",
    });
    const both = await approved({
      agencyName: "Both Services",
      services: ["Website Development", "UI/UX Design"],
      industries: [],
      location: "Sharjah",
      description: "Studio.",
    });
    await approved({
      agencyName: "Pro One",
      services: ["Website Development"],
      industries: [],
      location: "Sharjah",
      isPro: true,
      description: "Studio.",
    });
    await approved({
      agencyName: "Local Food",
      services: ["UI/UX Design"],
      industries: ["Food & Beverage"],
      location: "Dubai",
      description: "Bilingual websites for restaurants.",
    });
    const recent = await approved({
      agencyName: "Recently Matched",
      services: ["Website Development"],
      industries: [],
      location: "Sharjah",
      description: "Studio.",
    });
    const unrelated = await approved({
      agencyName: "Aardvark Social",
      services: ["Social Media Management"],
      industries: [],
      description: "Posts.",
    });
    const pending = await makeAgency(t.db, {
      agencyName: "Pending Web",
      services: ["Website Development", "UI/UX Design"],
      approved: false,
    });
    const other = await makeBrief(t.db, { createdAt: new Date(now.getTime() - 3 * DAY) });
    await t.db.insert(matches).values({
      briefId: other.id,
      agencyId: recent.id,
      matchedAt: new Date(now.getTime() - 2 * DAY),
    });

    const board = await loadMatchBoard(t.db, { page: 1, now });
    const shown = board.briefs.find((b) => b.id === brief.id)!;
    const suggestions = shown.choices!.suggestions;
    expect(suggestions.map((s) => s.name)).toEqual([
      "Both Services",
      "Local Food",
      "Pro One",
      "Recently Matched",
    ]);
    expect(suggestions[0]!.reasons).toEqual([
      { kind: "services", services: ["Website Development", "UI/UX Design"] },
      { kind: "fairness", daysSinceLastMatch: null },
    ]);
    expect(suggestions[1]!.reasons.map((r) => r.kind)).toEqual([
      "services",
      "industries",
      "location",
      "keywords",
      "fairness",
    ]);
    expect(suggestions[3]!.reasons).toContainEqual({ kind: "fairness", daysSinceLastMatch: 2 });
    // Every approved agency is listed by name too; the pending one nowhere.
    expect(board.allAgencies!.map((a) => a.name)).toEqual([
      "Aardvark Social",
      "Both Services",
      "Local Food",
      "Pro One",
      "Recently Matched",
    ]);
    expect(board.approvedTotal).toBe(5);
    expect(suggestions.map((s) => s.id)).not.toContain(unrelated.id);
    expect(suggestions.map((s) => s.id)).not.toContain(pending.id);

    // An agency matched to the brief is no longer suggested.
    await createMatch(t.db, { briefId: brief.id, agencyId: both.id }, config);
    const after = (await loadMatchBoard(t.db, { page: 1, now })).briefs.find(
      (b) => b.id === brief.id,
    )!;
    expect(after.choices!.suggestions.map((s) => s.name)).toEqual([
      "Local Food",
      "Pro One",
      "Recently Matched",
    ]);
  });

  it("at scale, picks candidates in SQL and lists the rest of them by name", async () => {
    const brief = await makeBrief(t.db, {
      projectType: "branding",
      description: "A new brand for our clinic.",
    });
    const fit = await approved({ agencyName: "Zed Brands", services: ["Branding & Design"] });
    const health = await approved({
      agencyName: "Care Brands",
      services: ["Branding & Design", "SEO Services"],
      industries: ["Health"],
    });
    await approved({ agencyName: "Only SEO", services: ["SEO Services"] });
    await makeAgency(t.db, { agencyName: "Pending Brands", services: ["Branding & Design"] });

    const board = await loadMatchBoard(t.db, { page: 1, now, allAgenciesLimit: 1 });
    expect(board.allAgencies).toBeNull();
    expect(board.approvedTotal).toBe(3);
    const shown = board.briefs.find((b) => b.id === brief.id)!;
    expect(shown.choices!.suggestions.map((s) => s.id)).toEqual([health.id, fit.id]);
    expect(shown.choices!.others).toEqual([]);
  });

  it("at scale, still finds an agency in the industry the brief names beyond the first pools", async () => {
    const brief = await makeBrief(t.db, {
      projectType: "branding",
      description: "A new brand for our clinic.",
    });
    // More Pro agencies offering the service, all before it by name, than a pool holds.
    await t.db.insert(agencies).values(
      Array.from({ length: ANY_FIT_POOL + 20 }, (_, i) => ({
        slug: `a-brand-${i}`,
        agencyName: `A Brand ${String(i).padStart(3, "0")}`,
        contactName: "Layla Haddad",
        email: `a-brand-${i}@example.ae`,
        services: ["Branding & Design"],
        industries: ["Retail"],
        experience: "3-5",
        description: "Brands.",
        location: "Sharjah",
        approved: true,
        isPro: true,
      })),
    );
    const clinicBrands = await approved({
      agencyName: "Zulu Clinic Brands",
      services: ["Branding & Design"],
      industries: ["Health"],
      location: "Sharjah",
      isPro: true,
    });

    const board = await loadMatchBoard(t.db, { page: 1, now, allAgenciesLimit: 50 });
    expect(board.allAgencies).toBeNull();
    const shown = board.briefs.find((b) => b.id === brief.id)!;
    expect(shown.choices!.suggestions).toHaveLength(20);
    expect(shown.choices!.suggestions[0]).toMatchObject({
      id: clinicBrands.id,
      reasons: [
        { kind: "services", services: ["Branding & Design"] },
        { kind: "industries", industries: ["Health"] },
        { kind: "pro" },
        { kind: "fairness", daysSinceLastMatch: null },
      ],
    });
    expect(shown.choices!.others).toHaveLength(OTHER_OPTIONS_LIMIT);
  });

  it("uses the brief's emirate, industry and language, and puts the agency asked for first", async () => {
    const requested = await approved({
      agencyName: "Asked For Studio",
      services: ["SEO Services"],
      industries: [],
      location: "Fujairah",
      description: "Studio.",
    });
    const brief = await makeBrief(t.db, {
      projectType: "branding",
      description: "A new identity for our business.",
      emirate: "Ajman",
      industry: "Education",
      preferredLanguage: "ar",
      requestedAgencyId: requested.id,
    });
    const plain = await approved({
      agencyName: "Aaa Plain Brands",
      services: ["Branding & Design"],
      industries: [],
      location: "Dubai",
      description: "Studio.",
    });
    const fitting = await approved({
      agencyName: "Zzz Ajman School Brands",
      services: ["Branding & Design"],
      industries: ["Education"],
      location: "Ajman",
      languages: ["en", "ar"],
      description: "Studio.",
      ratingCount: 2,
      ratingSum: 9,
    });

    const suggestionsOf = async (allAgenciesLimit?: number) =>
      (await loadMatchBoard(t.db, { page: 1, now, allAgenciesLimit })).briefs.find(
        (b) => b.id === brief.id,
      )!.choices!.suggestions;

    // With every agency scored, and at scale (candidates picked in SQL): the same order.
    for (const limit of [undefined, 1]) {
      const suggestions = await suggestionsOf(limit);
      expect(
        suggestions.map((s) => s.id),
        `limit ${limit}`,
      ).toEqual([requested.id, fitting.id, plain.id]);
      expect(suggestions[0]!.reasons).toEqual([
        { kind: "requested" },
        { kind: "fairness", daysSinceLastMatch: null },
      ]);
      expect(suggestions[1]).toMatchObject({
        name: "Zzz Ajman School Brands",
        isPro: false,
        location: "Ajman",
        ratingAverage: 4.5,
        ratingCount: 2,
        reasons: [
          { kind: "services", services: ["Branding & Design"] },
          { kind: "industry", industry: "Education" },
          { kind: "emirate", emirate: "Ajman" },
          { kind: "language", language: "ar" },
          { kind: "fairness", daysSinceLastMatch: null },
        ],
      });
      expect(suggestions[2]).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    }

    // Once matched, or no longer approved, it is no longer first (nor suggested).
    await createMatch(t.db, { briefId: brief.id, agencyId: requested.id }, config);
    expect((await suggestionsOf()).map((s) => s.id)).toEqual([fitting.id, plain.id]);
  });

  it("leaves out an agency asked for that is no longer approved", async () => {
    const requested = await approved({ services: ["Branding & Design"] });
    const brief = await makeBrief(t.db, {
      projectType: "branding",
      requestedAgencyId: requested.id,
    });
    await t.db.update(agencies).set({ approved: false });
    const shown = (await loadMatchBoard(t.db, { page: 1, now })).briefs.find(
      (b) => b.id === brief.id,
    )!;
    expect(shown.choices!.suggestions).toEqual([]);
  });
});
