import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeReview } from "#tests/factories";
import { agencies, briefs, reviews } from "~/db/schema";
import { noFilters, type DirectoryFilters } from "~/domain/directory";
import { averageRating } from "~/domain/reviews";
import { listPublicAgencies, searchDirectory, streamPublicAgencies } from "./directory.server";

const t = useTestDatabase();

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const byRating: DirectoryFilters = { ...noFilters, sort: "rating" };

async function rated(name: string, stars: number[], more: { isPro?: boolean } = {}) {
  const agency = await makeAgency(t.db, { agencyName: name, approved: true, ...more });
  for (const overall of stars) await makeReview(t.db, agency, { overall, status: "approved" });
  return agency;
}

const names = async (filters: DirectoryFilters) =>
  (await searchDirectory(t.db, { filters, page: 1 })).agencies.map((a) => a.agencyName);

describe("the directory's rating sort", () => {
  it("orders by the Bayesian average: one 5-star review does not beat forty of 4.8", async () => {
    // Forty reviews averaging 4.8: 32 of five stars and 8 of four.
    await rated("Many Good", [...Array(32).fill(5), ...Array(8).fill(4)]);
    await rated("One Perfect", [5]);
    await rated("Few Fine", [4, 5, 4]);
    expect(await names(byRating)).toEqual(["Many Good", "Few Fine", "One Perfect"]);
  });

  it("puts unrated agencies last, by name; pending and rejected reviews do not rate", async () => {
    const pendingOnly = await makeAgency(t.db, { agencyName: "A Pending Only", approved: true });
    await makeReview(t.db, pendingOnly, { overall: 5, status: "pending" });
    await makeReview(t.db, pendingOnly, { overall: 5, status: "rejected" });
    await makeAgency(t.db, { agencyName: "B Unrated", approved: true });
    await rated("Z Poorly Rated", [1]);
    expect(await names(byRating)).toEqual(["Z Poorly Rated", "A Pending Only", "B Unrated"]);
  });

  it("is not changed by Pro, which still comes first in the default order", async () => {
    await rated("Free Best", [5, 5, 5]);
    await rated("Pro Worse", [3, 3, 3], { isPro: true });
    await makeAgency(t.db, { agencyName: "Pro Unrated", approved: true, isPro: true });
    await rated("Free Equal", [5, 5, 5]);
    expect(await names(byRating)).toEqual(["Free Best", "Free Equal", "Pro Worse", "Pro Unrated"]);
    expect(await names(noFilters)).toEqual(["Pro Unrated", "Pro Worse", "Free Best", "Free Equal"]);
  });

  it("follows moderation: an approval moves the agency at once", async () => {
    await rated("Steady", [5, 4]);
    const late = await makeAgency(t.db, { agencyName: "Late", approved: true });
    const { review } = await makeReview(t.db, late, { overall: 5 });
    await makeReview(t.db, late, { overall: 5, status: "approved" });
    expect(await names(byRating)).toEqual(["Steady", "Late"]);
    await t.db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, review.id));
    expect(await names(byRating)).toEqual(["Late", "Steady"]);
  });

  it("gives each agency its average to one decimal and its count, null without reviews", async () => {
    await rated("Rated", [5, 4, 4]);
    await makeAgency(t.db, { agencyName: "Unrated", approved: true });
    const rows = await listPublicAgencies(t.db, byRating, { limit: 10, offset: 0 });
    expect(rows.map((r) => [r.agencyName, r.ratingAverage, r.ratingCount])).toEqual([
      ["Rated", averageRating(13, 3), 3],
      ["Unrated", null, 0],
    ]);
    expect(averageRating(13, 3)).toBe(4.3);
  });

  it("is the same in pages, in the stream (by keyset, across ties) and in the count", async () => {
    // Ties of rank (same reviews) and unrated agencies, across batches of 3.
    for (const name of ["Tie C", "Tie A", "Tie B", "Tie D"]) await rated(name, [4, 5]);
    await rated("Top", [5, 5, 5, 5]);
    await rated("Low", [2]);
    for (const name of ["None B", "None A", "None C"]) {
      await makeAgency(t.db, { agencyName: name, approved: true });
    }
    const expected = [
      "Top",
      "Tie A",
      "Tie B",
      "Tie C",
      "Tie D",
      "Low",
      "None A",
      "None B",
      "None C",
    ];
    expect(await names(byRating)).toEqual(expected);
    const streamed: string[] = [];
    for await (const batch of streamPublicAgencies(t.db, byRating, 3)) {
      streamed.push(...batch.map((a) => a.agencyName));
      for (const agency of batch) expect(agency).not.toHaveProperty("rank");
    }
    expect(streamed).toEqual(expected);
    const slice = await listPublicAgencies(t.db, byRating, { limit: 3, offset: 4 });
    expect(slice.map((a) => a.agencyName)).toEqual(expected.slice(4, 7));
    const sorted = await searchDirectory(t.db, { filters: byRating, page: 1 });
    const plain = await searchDirectory(t.db, { filters: noFilters, page: 1 });
    expect(sorted.matching).toBe(plain.matching);
  });

  it("keeps the filters: Pro only, sorted by rating", async () => {
    await rated("Pro Low", [2], { isPro: true });
    await rated("Pro High", [5, 5], { isPro: true });
    await rated("Free Top", [5, 5, 5, 5]);
    expect(await names({ ...byRating, pro: true })).toEqual(["Pro High", "Pro Low"]);
    const streamed: string[] = [];
    for await (const batch of streamPublicAgencies(t.db, { ...byRating, pro: true })) {
      streamed.push(...batch.map((a) => a.agencyName));
    }
    expect(streamed).toEqual(["Pro High", "Pro Low"]);
  });
});
