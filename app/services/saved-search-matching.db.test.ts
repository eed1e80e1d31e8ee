import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "~/db/client.server";
import { agencies, savedSearches, savedSearchMatches } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { directoryConditions } from "~/services/directory-conditions.server";
import { savedFiltersKey, type SavedFilters } from "~/domain/saved-searches";
import { emirates, industries, services } from "~/domain/value-sets";
import { useTestDatabase } from "../../tests/db";
import { makeAgency } from "../../tests/factories";
import { savedSearchQuery } from "./saved-search-query.server";

const t = useTestDatabase();

const none: SavedFilters = { pro: false, services: [], locations: [], industries: [], q: "" };

/** A confirmed (unless told), active saved search with these filters. */
async function saved(
  filters: Partial<SavedFilters>,
  values: Partial<typeof savedSearches.$inferInsert> = {},
) {
  const all = { ...none, ...filters };
  const query = savedSearchQuery(all.q);
  const [row] = await t.db
    .insert(savedSearches)
    .values({
      email: `c${Math.random().toString(36).slice(2)}@example.ae`,
      frequency: "instant",
      ...all,
      qQuery: query ?? sql`null`,
      filtersKey: savedFiltersKey(all),
      confirmedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

async function queued(searchId: number): Promise<number[]> {
  const rows = await t.db
    .select({ agencyId: savedSearchMatches.agencyId })
    .from(savedSearchMatches)
    .where(eq(savedSearchMatches.savedSearchId, searchId))
    .orderBy(savedSearchMatches.agencyId);
  return rows.map((r) => r.agencyId);
}

const approve = (id: number) =>
  t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, id));

describe("matching saved searches (the agencies trigger of migration 0012)", () => {
  beforeEach(async () => {
    await t.db.delete(savedSearches);
    await t.db.delete(agencies);
  });

  it("queues an agency for the confirmed searches it matches when it is approved", async () => {
    const dubaiWeb = await saved({ services: ["Website Development"], locations: ["Dubai"] });
    const anyAgency = await saved({});
    const sharjah = await saved({ locations: ["Sharjah"] });
    const unconfirmed = await saved({}, { confirmedAt: null });
    const paused = await saved({}, { pausedAt: new Date() });
    const agency = await makeAgency(t.db, {
      services: ["Website Development", "SEO Services"],
      location: "Dubai",
    });
    expect(await queued(anyAgency.id)).toEqual([]); // not approved yet
    await approve(agency.id);
    expect(await queued(dubaiWeb.id)).toEqual([agency.id]);
    expect(await queued(anyAgency.id)).toEqual([agency.id]);
    expect(await queued(sharjah.id)).toEqual([]);
    expect(await queued(unconfirmed.id)).toEqual([]);
    expect(await queued(paused.id)).toEqual([]);
  });

  it("queues only a new match when an approved agency changes, and never twice", async () => {
    const seo = await saved({ services: ["SEO Services"] });
    const retailDubai = await saved({ industries: ["Retail"], locations: ["Dubai"] });
    const agency = await makeAgency(t.db, { services: ["Website Development"], location: "Dubai" });
    await approve(agency.id);
    expect(await queued(seo.id)).toEqual([]);
    // It matched retailDubai before; a change it still matches after is not new.
    expect(await queued(retailDubai.id)).toEqual([agency.id]);
    await t.db.delete(savedSearchMatches);

    await t.db
      .update(agencies)
      .set({ services: ["Website Development", "SEO Services"] })
      .where(eq(agencies.id, agency.id));
    expect(await queued(seo.id)).toEqual([agency.id]);
    expect(await queued(retailDubai.id)).toEqual([]);

    // Mark sent; dropping SEO and adding it again does not queue it a second time.
    await t.db.update(savedSearchMatches).set({ sentAt: new Date() });
    await t.db
      .update(agencies)
      .set({ services: ["Website Development"] })
      .where(eq(agencies.id, agency.id));
    await t.db
      .update(agencies)
      .set({ services: ["SEO Services"] })
      .where(eq(agencies.id, agency.id));
    const rows = await t.db.select().from(savedSearchMatches);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
  });

  it("ignores changes that are not approval, services, location or industries", async () => {
    const any = await saved({});
    const agency = await makeAgency(t.db, { approved: true });
    await t.db
      .update(agencies)
      .set({ description: "New words entirely", isPro: true })
      .where(eq(agencies.id, agency.id));
    expect(await queued(any.id)).toEqual([]);
    // An unapproved agency's edits queue nothing either.
    const hidden = await makeAgency(t.db);
    await t.db.update(agencies).set({ location: "Sharjah" }).where(eq(agencies.id, hidden.id));
    expect(await queued(any.id)).toEqual([]);
  });

  it("handles a statement that approves many agencies at once", async () => {
    const any = await saved({ locations: ["Ajman"] });
    const ids = [];
    for (let i = 0; i < 5; i++)
      ids.push((await makeAgency(t.db, { location: i % 2 ? "Ajman" : "Dubai" })).id);
    await t.db.update(agencies).set({ approved: true });
    expect(await queued(any.id)).toEqual(ids.filter((_, i) => i % 2));
  });

  it("reads the search text as the directory does: an emirate's or a service's name in either language", async () => {
    const dubai = await saved({ q: "دبي" });
    const seo = await saved({ q: "seo" });
    const both = await saved({ q: "Dubai falc" });
    const agency = await makeAgency(t.db, {
      agencyName: "Falcon Studio",
      description: "Brand identities for family businesses.",
      services: ["SEO Services"],
      location: "Dubai",
    });
    const elsewhere = await makeAgency(t.db, { location: "Sharjah", services: ["SEO Services"] });
    await t.db.update(agencies).set({ approved: true });
    expect(await queued(dubai.id)).toEqual([agency.id]);
    expect(await queued(seo.id)).toEqual([agency.id, elsewhere.id]);
    expect(await queued(both.id)).toEqual([agency.id]);
  });

  it("finds exactly what the directory lists for the same filters and text", async () => {
    // A fixed set of approved agencies; each generated search must match exactly the agencies
    // the directory's own conditions find.
    const names = ["Falcon Digital", "صقر الرقمية", "Pixel Souk", "Dune Marketing", "Marina Code"];
    const made = [];
    for (const [i, name] of names.entries()) {
      made.push(
        await makeAgency(t.db, {
          agencyName: name,
          description:
            i % 2 ? "Branding and social media in Abu Dhabi" : "تطوير مواقع ومتاجر إلكترونية",
          services: [
            services.values[i % services.values.length]!,
            services.values[(i * 3) % services.values.length]!,
          ],
          industries: [industries.values[i % industries.values.length]!],
          location: emirates.values[i % emirates.values.length]!,
          isPro: i % 2 === 0,
        }),
      );
    }
    const word = fc.constantFrom(
      "digital",
      "souk",
      "مواقع",
      "دبي",
      "Abu Dhabi",
      "SEO",
      "branding",
      "code",
      "أبوظبي",
      "marketing",
      "متاجر",
    );
    const filters = fc.record({
      pro: fc.boolean(),
      services: fc.subarray([...services.values], { maxLength: 2 }),
      locations: fc.subarray([...emirates.values], { maxLength: 2 }),
      industries: fc.subarray([...industries.values], { maxLength: 2 }),
      q: fc.array(word, { maxLength: 2 }).map((w) => w.join(" ")),
    });
    await fc.assert(
      fc.asyncProperty(filters, async (f) => {
        await t.db.delete(savedSearches);
        await t.db.update(agencies).set({ approved: false });
        const search = await saved(f);
        await t.db.update(agencies).set({ approved: true });
        const listed = await t.db
          .select({ id: agencies.id })
          .from(agencies)
          .where(directoryConditions({ ...f, sort: "default" }))
          .orderBy(agencies.id);
        expect(await queued(search.id)).toEqual(listed.map((r) => r.id));
      }),
      { numRuns: 60 },
    );
    expect(made).toHaveLength(5);
  });

  it("removes nothing when an agency stops matching, and queues again nowhere it was sent", async () => {
    const dubai = await saved({ locations: ["Dubai"] });
    const agency = await makeAgency(t.db, { approved: true, location: "Sharjah" });
    await t.db.update(agencies).set({ location: "Dubai" }).where(eq(agencies.id, agency.id));
    expect(await queued(dubai.id)).toEqual([agency.id]);
    await t.db.update(agencies).set({ location: "Sharjah" }).where(eq(agencies.id, agency.id));
    await t.db.update(agencies).set({ location: "Dubai" }).where(eq(agencies.id, agency.id));
    expect(
      await t.db
        .select()
        .from(savedSearchMatches)
        .where(and(eq(savedSearchMatches.savedSearchId, dubai.id))),
    ).toHaveLength(1);
  });
});

describe("matching at scale: one statement per change", () => {
  beforeEach(async () => {
    await t.db.delete(savedSearches);
    await t.db.delete(agencies);
  });

  it("is a statement trigger: its one INSERT ... SELECT runs once per change, not per row", async () => {
    const result = (await t.db.execute(sql`
      select (tgtype & 1) = 1 as row_level from pg_trigger
      where tgname = 'saved_searches_after_agency_update'`)) as unknown as {
      rows: { row_level: boolean }[];
    };
    expect(result.rows).toEqual([{ row_level: false }]);
  });

  it("queues exactly the matching pairs of a bulk approval over 5,000 saved searches", async () => {
    // Generated filters, many shared, as people's are; every search confirmed and active but a
    // few paused or unconfirmed, which must get nothing.
    const searchCount = 5_000;
    const pick = <T>(values: readonly T[], i: number, every: number) =>
      i % every === 0 ? [] : [values[(i * 7) % values.length]!];
    const specs = Array.from({ length: searchCount }, (_, i) => ({
      pro: i % 11 === 0,
      services: pick(services.values, i, 3),
      locations: pick(emirates.values, i, 2),
      industries: pick(industries.values, i, 5),
      active: i % 97 !== 0,
    }));
    const inserted = await t.db
      .insert(savedSearches)
      .values(
        specs.map((spec, i) => {
          const filters = { ...none, ...spec };
          return {
            email: `scale${i}@example.ae`,
            frequency: "daily",
            pro: filters.pro,
            services: filters.services,
            locations: filters.locations,
            industries: filters.industries,
            filtersKey: savedFiltersKey(filters),
            confirmedAt: i % 2 === 0 || spec.active ? new Date() : null,
            pausedAt: spec.active ? null : new Date(),
          };
        }),
      )
      .returning({ id: savedSearches.id });
    const agencyRows: (typeof agencies.$inferSelect)[] = [];
    for (let i = 0; i < 40; i++) {
      agencyRows.push(
        await makeAgency(t.db, {
          approved: false,
          isPro: i % 4 === 0,
          location: emirates.values[i % emirates.values.length]!,
          services: [services.values[i % services.values.length]!],
          industries: [industries.values[(i * 3) % industries.values.length]!],
        }),
      );
    }
    // One statement approves all forty.
    await t.db.update(agencies).set({ approved: true });

    const expected: string[] = [];
    specs.forEach((spec, i) => {
      if (!spec.active) return;
      for (const agency of agencyRows) {
        const finds =
          (!spec.pro || agency.isPro) &&
          (spec.services.length === 0 || spec.services.some((s) => agency.services.includes(s))) &&
          (spec.locations.length === 0 || spec.locations.some((l) => l === agency.location)) &&
          (spec.industries.length === 0 ||
            spec.industries.some((s) => agency.industries.includes(s)));
        if (finds) expected.push(`${inserted[i]!.id}:${agency.id}`);
      }
    });
    const got = await t.db
      .select({ search: savedSearchMatches.savedSearchId, agency: savedSearchMatches.agencyId })
      .from(savedSearchMatches);
    expect(expected.length).toBeGreaterThan(1_000);
    expect(got.map((r) => `${r.search}:${r.agency}`).sort()).toEqual(expected.sort());
  });
});

describe("migration 0018: stored texts name the lexemes as saved_search_document now writes them", () => {
  beforeEach(async () => {
    await t.db.delete(savedSearches);
  });

  /** Each search's stored query as text, in id order. */
  const storedQueries = async () =>
    (
      await selectRows<{ query: string | null }>(
        t.db,
        sql`select q_query::text as query from saved_searches order by id`,
      )
    ).map((row) => row.query);

  it("rewrites a query stored with 'loc:Dubai' and 'svc:SEO Services' to the one saving writes now", async () => {
    const texts = [
      "Dubai",
      "seo abu dhabi",
      "Falcon دبي branding",
      "ui ux design Sharjah digital marketing",
      "loc svc",
      "digital",
      "",
    ];
    for (const q of texts) await saved({ q });
    const now = await storedQueries();
    // Back to the spelling of migration 0012 ('<loc>Dubai' was 'loc:Dubai').
    await t.db.execute(
      sql`update saved_searches
          set q_query = regexp_replace(q_query::text, '''<(loc|svc)>', '''\\1:', 'g')::tsquery`,
    );
    const before = await storedQueries();
    expect(before.filter((q) => q?.includes("'loc:")).length).toBeGreaterThan(1);
    expect(before.filter((q) => q?.includes("'svc:")).length).toBeGreaterThan(0);
    expect(before.filter((q) => q?.includes("'<")).length).toBe(0);

    const migration = readFileSync(
      path.join(migrationsFolder, "0018_saved_search_hidden_lexemes.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await t.db.execute(sql.raw(statement));
    }
    expect(await storedQueries()).toEqual(now);
  });
});
