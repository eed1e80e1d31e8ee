import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeAgency, makeBrief } from "#tests/factories";
import { useTestDatabase } from "#tests/db";
import { agencies, agencySlugAliases, briefs, matches } from "./schema";
import { selectRows } from "./select-rows";

const t = useTestDatabase();

/** Postgres reports constraint failures through drizzle's wrapper; the code is on the cause. */
function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

describe("schema constraints", () => {
  it("refuses a second agency with the same e-mail in another case", async () => {
    await makeAgency(t.db, { email: "Studio@Example.ae" });
    const error = await makeAgency(t.db, { email: "studio@example.AE" }).catch((e: unknown) => e);
    expect(pgCode(error)).toBe("23505");
  });

  it("refuses the same brief and agency pair twice", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db);
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const error = await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: agency.id })
      .catch((e: unknown) => e);
    expect(pgCode(error)).toBe("23505");
  });

  it("removes a deleted brief's and a deleted agency's matches and aliases", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db);
    const other = await makeAgency(t.db);
    await t.db.insert(matches).values([
      { briefId: brief.id, agencyId: agency.id },
      { briefId: brief.id, agencyId: other.id },
    ]);
    await t.db
      .insert(agencySlugAliases)
      .values({ slug: `old-${agency.slug}`, agencyId: agency.id });

    await t.db.delete(agencies).where(eq(agencies.id, agency.id));
    const left = await t.db.select().from(matches).where(eq(matches.briefId, brief.id));
    expect(left.map((m) => m.agencyId)).toEqual([other.id]);
    expect(
      await t.db.select().from(agencySlugAliases).where(eq(agencySlugAliases.agencyId, agency.id)),
    ).toEqual([]);

    await t.db.delete(briefs).where(eq(briefs.id, brief.id));
    expect(await t.db.select().from(matches).where(eq(matches.agencyId, other.id))).toEqual([]);
  });

  it("keeps a full-text search vector over name, description and services", async () => {
    const agency = await makeAgency(t.db, {
      agencyName: "Falcon Pixels",
      description: "Branding for hospitality groups",
      services: ["SEO Services"],
    });
    const found = await t.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(sql`${agencies.searchVector} @@ websearch_to_tsquery('english', 'hospitality seo')`);
    expect(found.map((r) => r.id)).toContain(agency.id);
  });

  it("stores every timestamp with time zone and defaults the new-agency flags", async () => {
    const withoutZone = await selectRows<{ table_name: string; column_name: string }>(
      t.db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'timestamp without time zone'`,
    );
    expect(withoutZone).toEqual([]);
    const [withZone] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from information_schema.columns
          where table_schema = 'public' and data_type = 'timestamp with time zone'`,
    );
    expect(withZone!.n).toBeGreaterThan(10);

    const agency = await makeAgency(t.db);
    expect(agency.createdAt).toBeInstanceOf(Date);
    expect(agency.approved).toBe(false);
    expect(agency.isPro).toBe(false);
    expect(agency.industries).toEqual(["Retail"]);
  });
});
