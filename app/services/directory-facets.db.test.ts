import fc from "fast-check";
import { eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { noFilters, type DirectoryFilters } from "~/domain/directory";
import { FACET_GROUPS, facetBit, facetValues } from "~/domain/directory-facets";
import { createRandom } from "~/db/seed/random";
import { emirates, industries, services, type Service } from "~/domain/value-sets";
import { directoryConditions } from "./directory-conditions.server";
import { snapshotReads } from "./directory-counts.server";
import { loadFacets, searchDirectory } from "./directory.server";

/**
 * The counts beside each filter choice follow the query (docs/decisions/006, Updates). Each is
 * checked against a plain count(*) of the same filters over the same agencies, for many generated
 * filter combinations.
 */
const t = useTestDatabase();

const words = ["studio", "growth", "pixel", "dubai", "مواقع", "تسويق"];

beforeAll(async () => {
  await t.db.delete(agencies);
  // A seeded directory small enough to count by hand, varied enough that combinations differ:
  // pending agencies, agencies without an emirate or an industry, Arabic and English texts.
  const random = createRandom("directory-facets");
  const some = <V>(values: readonly V[], most: number) =>
    values.filter(() => random.chance(most / values.length));
  for (let i = 0; i < 120; i++) {
    const serviceList = some(services.values, 2);
    await makeAgency(t.db, {
      agencyName: `Agency ${i} ${random.pick(words)}`,
      approved: random.chance(0.8),
      isPro: random.chance(0.25),
      location: random.chance(0.9) ? random.pick(emirates.values) : null,
      services: serviceList.length > 0 ? serviceList : [random.pick(services.values)],
      industries: some(industries.values, 1.5),
      description: `${random.pick(words)} ${random.pick(words)} work for clients.`,
    });
  }
});

/** A plain count(*) of approved agencies with these filters (arrays, not facet bits). */
async function plainCount(filters: DirectoryFilters): Promise<number> {
  const where: SQL[] = [sql`${agencies.approved}`];
  if (filters.pro) where.push(sql`${agencies.isPro}`);
  const anyOf = (column: SQL, values: string[]) =>
    sql`${column} && array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  if (filters.locations.length > 0) {
    where.push(anyOf(sql`array[${agencies.location}]`, filters.locations));
  }
  if (filters.services.length > 0) where.push(anyOf(sql`${agencies.services}`, filters.services));
  if (filters.industries.length > 0) {
    where.push(anyOf(sql`${agencies.industries}`, filters.industries));
  }
  // The text search alone, as the directory applies it (its own tests cover what it finds).
  if (filters.q) where.push(directoryConditions({ ...noFilters, q: filters.q }));
  const [row] = await selectRows<{ count: number }>(
    t.db,
    sql`select count(*)::int as count from ${agencies} where ${sql.join(where, sql` and `)}`,
  );
  return row!.count;
}

const filtersArbitrary = fc.record({
  pro: fc.boolean(),
  services: fc.subarray([...services.values], { maxLength: 3 }),
  locations: fc.subarray([...emirates.values], { maxLength: 3 }),
  industries: fc.subarray([...industries.values], { maxLength: 2 }),
  q: fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...words, "dubai studio", "دبي", "Website Development"),
    },
  ),
  sort: fc.constantFrom("default" as const, "rating" as const),
});

describe("faceted counts", () => {
  it("match a plain count(*) of the same filters, each choice with the other groups' filters", async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, async (filters) => {
        const { matching, facets } = await searchDirectory(t.db, { filters, page: 1 });
        expect(matching).toBe(await plainCount(filters));
        // Pro is one choice: its count is the filters with it ticked.
        expect(facets.pro).toBe(await plainCount({ ...filters, pro: true }));
        // Any-of groups: a choice's count is its group's filter replaced by that choice alone.
        for (const [group, list] of [
          ["services", facets.services],
          ["locations", facets.locations],
          ["industries", facets.industries],
        ] as const) {
          for (const { value, count } of list) {
            expect({ group, value, count }).toEqual({
              group,
              value,
              count: await plainCount({ ...filters, [group]: [value] }),
            });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it("keep every choice of the unfiltered lists, at zero when nothing would match", async () => {
    const global = await loadFacets(t.db);
    const filters: DirectoryFilters = {
      ...noFilters,
      locations: ["Umm Al Quwain"],
      industries: ["Web3"],
      q: "zzzz",
    };
    const { facets, matching } = await searchDirectory(t.db, { filters, page: 1 });
    expect(matching).toBe(0);
    expect(facets.pro).toBe(0);
    for (const group of ["services", "locations", "industries"] as const) {
      expect(facets[group].map((o) => o.value)).toEqual(global[group].map((o) => o.value));
      expect(facets[group].every((o) => o.count === 0)).toBe(true);
    }
    expect(facets.total).toBe(global.total);
  });

  it("are the kept counters without a filter, and a single group keeps its own counters", async () => {
    const { version: _, ...global } = await loadFacets(t.db);
    expect((await searchDirectory(t.db, { filters: noFilters, page: 1 })).facets).toEqual(global);
    const dubai = await searchDirectory(t.db, {
      filters: { ...noFilters, locations: ["Dubai", "Sharjah"] },
      page: 1,
    });
    expect(dubai.facets.locations).toEqual(global.locations);
    expect(dubai.facets.services).not.toEqual(global.services);
  });

  it("read the same bits as the database's directory_facet_bits", async () => {
    for (const group of FACET_GROUPS) {
      for (const { value, bit } of facetValues(group)) {
        const args =
          group === "pro"
            ? sql`true, null, '{}'::text[], '{}'::text[]`
            : group === "locations"
              ? sql`false, ${value}, '{}'::text[], '{}'::text[]`
              : group === "services"
                ? sql`false, null, array[${value}]::text[], '{}'::text[]`
                : sql`false, null, '{}'::text[], array[${value}]::text[]`;
        const [row] = await selectRows<{ bits: string }>(
          t.db,
          sql`select directory_facet_bits(${args})::text as bits`,
        );
        expect({ group, value, bits: Number(row!.bits) }).toEqual({ group, value, bits: bit });
      }
    }
    expect(facetBit("industries", "Non-Profit")).toBe(2 ** 32);
  });

  it("follow an approval, an edit of the filters and a removal at once, reading the agencies once per change", async () => {
    const filters: DirectoryFilters = {
      ...noFilters,
      services: ["UI/UX Design"],
      locations: ["Fujairah"],
    };
    const agree = async () => {
      const { matching, facets } = await searchDirectory(t.db, { filters, page: 1 });
      expect(matching).toBe(await plainCount(filters));
      for (const { value, count } of facets.services) {
        expect({ value, count }).toEqual({
          value,
          count: await plainCount({ ...filters, services: [value as Service] }),
        });
      }
      return matching;
    };
    const before = await agree();
    const reads = snapshotReads(t.db);
    // No change: the kept snapshot answers other combinations too.
    await searchDirectory(t.db, { filters: { ...filters, pro: true }, page: 1 });
    expect(snapshotReads(t.db)).toBe(reads);

    const pending = await makeAgency(t.db, {
      approved: false,
      services: ["UI/UX Design"],
      location: "Fujairah",
    });
    expect(await agree()).toBe(before);
    expect(snapshotReads(t.db)).toBe(reads);

    await t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, pending.id));
    expect(await agree()).toBe(before + 1);
    expect(snapshotReads(t.db)).toBe(reads + 1);

    await t.db
      .update(agencies)
      .set({ services: ["SEO Services"] })
      .where(eq(agencies.id, pending.id));
    expect(await agree()).toBe(before);
    expect(snapshotReads(t.db)).toBe(reads + 2);

    await t.db.delete(agencies).where(eq(agencies.id, pending.id));
    expect(await agree()).toBe(before);
  });
});
