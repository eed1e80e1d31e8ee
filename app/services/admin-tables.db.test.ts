import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, contactMessages, matches } from "~/db/schema";
import { parseListQuery, type AdminTab, type ListQuery } from "~/domain/admin-console";
import {
  findAdminBrief,
  listAdminAgencies,
  listAdminBriefs,
  listContactMessages,
} from "./admin-tables.server";

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

  it("searches the Arabic name too", async () => {
    await seedAgencies();
    await makeAgency(t.db, { agencyName: "Creative House", agencyNameAr: "بيت الإبداع" });
    expect(await names(`q=${encodeURIComponent("الإبداع")}`)).toEqual(["Creative House"]);
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
