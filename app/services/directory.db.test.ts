import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, agencySlugAliases, directoryFacets } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { DIRECTORY_PAGE_SIZE, noFilters, type DirectoryFilters } from "~/domain/directory";
import {
  findAgencyProfile,
  listPublicAgencies,
  loadFacets,
  PUBLIC_AGENCY_FIELDS,
  searchDirectory,
  streamPublicAgencies,
} from "./directory.server";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(agencies);
});

const filters = (f: Partial<DirectoryFilters>): DirectoryFilters => ({ ...noFilters, ...f });
const names = async (f: Partial<DirectoryFilters>, page = 1) =>
  (await searchDirectory(t.db, { filters: filters(f), page })).agencies.map((a) => a.agencyName);

/** A small directory whose answers are easy to read. */
async function seedSmallDirectory() {
  await makeAgency(t.db, {
    agencyName: "Alpha Web",
    approved: true,
    services: ["Website Development", "SEO Services"],
    industries: ["Retail"],
    location: "Dubai",
    description: "Fast websites for Dubai retailers.",
  });
  await makeAgency(t.db, {
    agencyName: "Beta Brands",
    approved: true,
    isPro: true,
    services: ["Branding & Design"],
    industries: ["Finance", "Health"],
    location: "Abu Dhabi",
    description: "Identity systems for banks.",
  });
  await makeAgency(t.db, {
    agencyName: "Gamma Growth",
    approved: true,
    services: ["Digital Marketing", "SEO Services"],
    industries: ["Health"],
    location: "Sharjah",
    description: "Performance marketing for clinics.",
  });
  await makeAgency(t.db, {
    agencyName: "Delta Pending",
    approved: false,
    isPro: true,
    services: ["Website Development"],
    industries: ["Retail"],
    location: "Dubai",
    description: "Not reviewed yet.",
  });
}

describe("the directory's filters", () => {
  beforeEach(seedSmallDirectory);

  it("shows approved agencies only, Pro first, then by name", async () => {
    expect(await names({})).toEqual(["Beta Brands", "Alpha Web", "Gamma Growth"]);
  });

  it("matches any chosen value within a group (OR)", async () => {
    expect(await names({ locations: ["Dubai", "Sharjah"] })).toEqual(["Alpha Web", "Gamma Growth"]);
    expect(await names({ industries: ["Retail", "Finance"] })).toEqual([
      "Beta Brands",
      "Alpha Web",
    ]);
    expect(await names({ services: ["Branding & Design", "Digital Marketing"] })).toEqual([
      "Beta Brands",
      "Gamma Growth",
    ]);
  });

  it("requires every group (AND)", async () => {
    expect(await names({ services: ["SEO Services"], industries: ["Health"] })).toEqual([
      "Gamma Growth",
    ]);
    expect(await names({ services: ["SEO Services"], locations: ["Abu Dhabi"] })).toEqual([]);
    expect(await names({ pro: true, industries: ["Health"] })).toEqual(["Beta Brands"]);
  });

  it("searches name, description and services by word prefixes", async () => {
    expect(await names({ q: "alpha" })).toEqual(["Alpha Web"]);
    expect(await names({ q: "clinics" })).toEqual(["Gamma Growth"]);
    expect(await names({ q: "branding" })).toEqual(["Beta Brands"]);
    expect(await names({ q: "digi mark" })).toEqual(["Gamma Growth"]);
    expect(await names({ q: "websites retail" })).toEqual(["Alpha Web"]);
    expect(await names({ q: "pending" })).toEqual([]);
  });

  it("treats search text as words, never as query syntax", async () => {
    for (const q of ["a & | ! ( ) : * '", "'); drop table agencies; --", "<script>"]) {
      await expect(
        searchDirectory(t.db, { filters: filters({ q }), page: 1 }),
      ).resolves.toBeDefined();
    }
    expect(await names({ q: "!!!" })).toHaveLength(3);
  });

  it("counts 'N of M' with and without filters", async () => {
    const all = await searchDirectory(t.db, { filters: noFilters, page: 1 });
    expect(all).toMatchObject({ matching: 3, total: 3, pageCount: 1 });
    const seo = await searchDirectory(t.db, {
      filters: filters({ services: ["SEO Services"] }),
      page: 1,
    });
    expect(seo).toMatchObject({ matching: 2, total: 3 });
    const both = await searchDirectory(t.db, {
      filters: filters({ services: ["SEO Services"], locations: ["Dubai"] }),
      page: 1,
    });
    expect(both).toMatchObject({ matching: 1, total: 3 });
    expect(
      (await searchDirectory(t.db, { filters: filters({ pro: true }), page: 1 })).matching,
    ).toBe(1);
    expect(
      (await searchDirectory(t.db, { filters: filters({ q: "web" }), page: 1 })).matching,
    ).toBe(1);
  });
});

describe("counts of combined filters", () => {
  beforeEach(seedSmallDirectory);

  it("are fresh after an approval, although counts are kept for a minute", async () => {
    const combined = filters({ services: ["Website Development"], locations: ["Dubai"] });
    const count = async () =>
      (await searchDirectory(t.db, { filters: combined, page: 1 })).matching;
    expect(await count()).toBe(1);
    await t.db
      .update(agencies)
      .set({ approved: true })
      .where(eq(agencies.agencyName, "Delta Pending"));
    expect(await count()).toBe(2);
    await t.db
      .update(agencies)
      .set({ location: "Ajman" })
      .where(eq(agencies.agencyName, "Alpha Web"));
    expect(await count()).toBe(1);
  });
});

describe("the filter options", () => {
  beforeEach(seedSmallDirectory);

  it("come from approved agencies, each with its count", async () => {
    const facets = await loadFacets(t.db);
    expect(facets.total).toBe(3);
    expect(facets.pro).toBe(1);
    expect(facets.services).toEqual([
      { value: "Branding & Design", count: 1 },
      { value: "Digital Marketing", count: 1 },
      { value: "SEO Services", count: 2 },
      { value: "Website Development", count: 1 },
    ]);
    expect(facets.locations.map((o) => [o.value, o.count])).toEqual([
      ["Abu Dhabi", 1],
      ["Dubai", 1],
      ["Sharjah", 1],
    ]);
    expect(facets.industries.map((o) => [o.value, o.count])).toEqual([
      ["Finance", 1],
      ["Health", 2],
      ["Retail", 1],
    ]);
  });

  it("follow approvals, edits and deletions at once", async () => {
    await t.db
      .update(agencies)
      .set({ approved: true })
      .where(eq(agencies.agencyName, "Delta Pending"));
    let facets = await loadFacets(t.db);
    expect(facets).toMatchObject({ total: 4, pro: 2 });
    expect(facets.services.find((o) => o.value === "Website Development")?.count).toBe(2);

    await t.db
      .update(agencies)
      .set({ location: "Ajman", services: ["PPC Advertising"] })
      .where(eq(agencies.agencyName, "Alpha Web"));
    facets = await loadFacets(t.db);
    expect(facets.locations.map((o) => o.value)).toEqual([
      "Abu Dhabi",
      "Ajman",
      "Dubai",
      "Sharjah",
    ]);
    expect(facets.services.find((o) => o.value === "SEO Services")?.count).toBe(1);

    await t.db.delete(agencies).where(eq(agencies.agencyName, "Beta Brands"));
    facets = await loadFacets(t.db);
    expect(facets).toMatchObject({ total: 3, pro: 1 });
    expect(facets.industries.map((o) => o.value)).toEqual(["Health", "Retail"]);
  });

  it("match a recount from scratch after many changes", async () => {
    await t.db.update(agencies).set({ approved: sql`not ${agencies.approved}` });
    await t.db.update(agencies).set({ isPro: true }).where(eq(agencies.location, "Sharjah"));
    const kept = await t.db
      .select()
      .from(directoryFacets)
      .where(sql`${directoryFacets.agencies} <> 0`);
    const rows = await selectRows<{ kind: string; value: string; agencies: number }>(
      t.db,
      sql`
      select k.kind, k.value, count(*)::integer as agencies
      from agencies r, directory_facet_keys(r.is_pro, r.location, r.services, r.industries) k
      where r.approved group by 1, 2`,
    );
    const key = (r: { kind: string; value: string; agencies: number }) =>
      `${r.kind}|${r.value}|${r.agencies}`;
    expect(kept.map(key).sort()).toEqual(rows.map(key).sort());
  });
});

describe("paging", () => {
  it("gives pages of 24 in a stable order with Pro agencies first", async () => {
    await t.db.insert(agencies).values(
      Array.from({ length: 60 }, (_, i) => ({
        slug: `agency-${i}`,
        agencyName: `Same Name`,
        contactName: "Sara",
        email: `a${i}@example.ae`,
        services: ["SEO Services"],
        experience: "1-2",
        description: "An agency.",
        approved: true,
        isPro: i % 10 === 0,
      })),
    );
    const pages = await Promise.all(
      [1, 2, 3].map((page) => searchDirectory(t.db, { filters: noFilters, page })),
    );
    expect(pages.map((p) => p.agencies.length)).toEqual([
      DIRECTORY_PAGE_SIZE,
      DIRECTORY_PAGE_SIZE,
      12,
    ]);
    expect(pages[0]!.pageCount).toBe(3);
    const rows = pages.flatMap((p) => p.agencies);
    expect(new Set(rows.map((r) => r.id)).size).toBe(60);
    expect(rows.slice(0, 6).every((r) => r.isPro)).toBe(true);
    expect(rows.slice(6).some((r) => r.isPro)).toBe(false);
    const ids = rows.slice(6).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // The API's batches walk the same order without offsets.
    const streamed: number[] = [];
    for await (const batch of streamPublicAgencies(t.db, noFilters, 7)) {
      streamed.push(...batch.map((r) => r.id));
    }
    expect(streamed).toEqual(rows.map((r) => r.id));
    const slice = await listPublicAgencies(t.db, noFilters, { limit: 5, offset: 4 });
    expect(slice.map((r) => r.id)).toEqual(rows.slice(4, 9).map((r) => r.id));
  });
});

describe("profiles", () => {
  it("shows approved agencies, with public fields only", async () => {
    const agency = await makeAgency(t.db, { approved: true, slug: "pixel-and-code" });
    const found = await findAgencyProfile(t.db, "pixel-and-code");
    expect(found.status).toBe("found");
    if (found.status !== "found") return;
    expect(found.agency.id).toBe(agency.id);
    expect(Object.keys(found.agency).sort()).toEqual([...PUBLIC_AGENCY_FIELDS].sort());
    expect(found.agency).not.toHaveProperty("approved");
    expect(found.agency).not.toHaveProperty("contactName");
  });

  it("hides pending agencies unless an operator previews them", async () => {
    await makeAgency(t.db, { approved: false, slug: "waiting" });
    expect(await findAgencyProfile(t.db, "waiting")).toEqual({ status: "not-found" });
    expect((await findAgencyProfile(t.db, "waiting", { includePending: true })).status).toBe(
      "found",
    );
    expect(await findAgencyProfile(t.db, "nobody")).toEqual({ status: "not-found" });
  });

  it("sends an old slug of a renamed agency to the new one, approved only", async () => {
    const renamed = await makeAgency(t.db, { approved: true, slug: "new-name" });
    await t.db.insert(agencySlugAliases).values({ slug: "old-name", agencyId: renamed.id });
    expect(await findAgencyProfile(t.db, "old-name")).toEqual({
      status: "moved",
      slug: "new-name",
    });
    await t.db.update(agencies).set({ approved: false }).where(eq(agencies.id, renamed.id));
    expect(await findAgencyProfile(t.db, "old-name")).toEqual({ status: "not-found" });
  });
});
