import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { agencies, briefs, reviews } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { bayesianScore } from "~/domain/reviews";
import { useTestDatabase } from "../../tests/db";
import { makeAgency, makeReview } from "../../tests/factories";

const t = useTestDatabase();

async function rating(id: number) {
  const [row] = await t.db
    .select({ count: agencies.ratingCount, sum: agencies.ratingSum, rank: agencies.ratingRank })
    .from(agencies)
    .where(eq(agencies.id, id));
  return row!;
}

describe("an agency's rating (the reviews trigger of migration 0011)", () => {
  beforeEach(async () => {
    await t.db.delete(briefs);
    await t.db.delete(agencies);
  });

  it("counts only approved reviews, and follows approval, rejection and deletion", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const a = await makeReview(t.db, agency, { overall: 5 });
    const b = await makeReview(t.db, agency, { overall: 3, status: "approved" });
    expect(await rating(agency.id)).toEqual({ count: 1, sum: 3, rank: bayesianScore(3, 1) });

    await t.db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, a.review.id));
    expect(await rating(agency.id)).toEqual({ count: 2, sum: 8, rank: bayesianScore(8, 2) });

    await t.db.update(reviews).set({ status: "rejected" }).where(eq(reviews.id, b.review.id));
    expect(await rating(agency.id)).toEqual({ count: 1, sum: 5, rank: bayesianScore(5, 1) });

    // Deleting the brief deletes its review (cascade), and the rating follows.
    await t.db.delete(briefs).where(eq(briefs.id, a.brief.id));
    expect(await t.db.select().from(reviews).where(eq(reviews.id, a.review.id))).toEqual([]);
    expect(await rating(agency.id)).toEqual({ count: 0, sum: 0, rank: null });
  });

  it("deleting an agency deletes its reviews", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    await t.db.delete(agencies).where(eq(agencies.id, agency.id));
    expect(await t.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
  });

  it("the database's Bayesian average is the domain's, for any sum and count", async () => {
    for (const [sum, count] of [
      [5, 1],
      [192, 40],
      [1, 1],
      [37, 9],
      [4999, 1000],
    ] as const) {
      const [row] = await selectRows<{ rank: number }>(
        t.db,
        sql`select agency_rating_rank(${sum}::integer, ${count}::integer) as rank`,
      );
      expect(row!.rank).toBeCloseTo(bayesianScore(sum, count), 12);
    }
  });

  it("changing a shown review raises the public pages' data version; a pending one does not", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const version = async () =>
      (await selectRows<{ version: string }>(t.db, sql`select version from page_data_version`))[0]!
        .version;
    const pending = await makeReview(t.db, agency);
    const { review } = await makeReview(t.db, agency, { status: "approved" });
    const before = Number(await version());
    await t.db
      .update(reviews)
      .set({ replyStatus: "approved" })
      .where(eq(reviews.id, pending.review.id));
    expect(Number(await version())).toBe(before);
    await t.db.update(reviews).set({ replyStatus: "approved" }).where(eq(reviews.id, review.id));
    expect(Number(await version())).toBeGreaterThan(before);
  });
});
