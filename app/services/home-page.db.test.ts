import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, makeReview } from "#tests/factories";
import { agencies, briefs, matches, reviews } from "~/db/schema";
import { FEATURED_AGENCIES, loadHomePage } from "./home-page.server";

const t = useTestDatabase();
const now = new Date("2026-11-18T08:00:00Z");
const hoursBefore = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeEach(async () => {
  await t.db.delete(reviews);
  await t.db.delete(matches);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

describe("the home page's supply", () => {
  it("features approved Pro agencies only, best rated first, then by name, four at most", async () => {
    const pro = { approved: true, isPro: true };
    const zed = await makeAgency(t.db, { ...pro, agencyName: "Zed Studio" });
    await makeAgency(t.db, { ...pro, agencyName: "Alpha Works" });
    await makeAgency(t.db, { approved: true, agencyName: "Free Agency" });
    await makeAgency(t.db, { isPro: true, agencyName: "Pending Pro" });
    await makeReview(t.db, zed, { status: "approved", overall: 5 });
    for (let i = 0; i < FEATURED_AGENCIES; i++) {
      await makeAgency(t.db, { ...pro, agencyName: `More Pro ${i}` });
    }
    const { featured } = await loadHomePage(t.db, now);
    expect(featured).toHaveLength(FEATURED_AGENCIES);
    expect(featured.map((a) => a.agencyName).slice(0, 3)).toEqual([
      "Zed Studio",
      "Alpha Works",
      "More Pro 0",
    ]);
    expect(featured.every((a) => a.isPro)).toBe(true);
    // What the public may see, and nothing internal.
    expect(Object.keys(featured[0]!)).not.toContain("approved");
    expect(Object.keys(featured[0]!)).not.toContain("contactName");
  });

  it("counts its figures from the data: approved agencies, emirates, match speed, published reviews", async () => {
    const dubai = await makeAgency(t.db, { approved: true, location: "Dubai" });
    await makeAgency(t.db, { approved: true, location: "Dubai" });
    await makeAgency(t.db, { approved: true, location: "Sharjah" });
    await makeAgency(t.db, { approved: false, location: "Fujairah" });
    await makeReview(t.db, dubai, { status: "approved" });
    await makeReview(t.db, dubai, { status: "approved" });
    await makeReview(t.db, dubai, { status: "pending" });
    await makeReview(t.db, dubai, { status: "rejected" });
    // makeReview matches a brief of its own: move those out of the last 90 days, so only the
    // two briefs below count towards the match speed.
    await t.db.update(briefs).set({ createdAt: hoursBefore(24 * 200) });
    for (const hours of [10, 30]) {
      const brief = await makeBrief(t.db, { createdAt: hoursBefore(hours + 5) });
      await t.db
        .insert(matches)
        .values({ briefId: brief.id, agencyId: dubai.id, matchedAt: hoursBefore(5) });
    }
    const { figures } = await loadHomePage(t.db, now);
    expect(figures).toEqual({
      agencies: 3,
      emirates: 2,
      medianHoursToFirstMatch: 20,
      reviews: 2,
    });
  });

  it("has no match speed to show before a brief is matched", async () => {
    expect((await loadHomePage(t.db, now)).figures).toEqual({
      agencies: 0,
      emirates: 0,
      medianHoursToFirstMatch: null,
      reviews: 0,
    });
  });
});

describe("what clients say", () => {
  it("quotes the newest published reviews of 4 or 5 stars of approved agencies, three at most", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Falcon Digital" });
    const pending = await makeAgency(t.db, { approved: false });
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const published = { status: "approved" } as const;
    for (const [days, overall] of [
      [5, 5],
      [4, 4],
      [3, 5],
      [2, 5],
    ] as const) {
      await makeReview(t.db, agency, {
        ...published,
        overall,
        title: `${days} days`,
        createdAt: at(days),
      });
    }
    await makeReview(t.db, agency, {
      ...published,
      overall: 3,
      title: "Three stars",
      createdAt: at(1),
    });
    await makeReview(t.db, agency, { status: "pending", title: "Waiting", createdAt: at(1) });
    await makeReview(t.db, pending, { ...published, title: "Not listed", createdAt: at(1) });

    const { reviews } = await loadHomePage(t.db, now);
    expect(reviews.map((r) => r.title)).toEqual(["2 days", "3 days", "4 days"]);
    expect(reviews[0]).toMatchObject({
      overall: 5,
      reviewerName: "Omar, Client Co",
      agency: { slug: agency.slug, agencyName: "Falcon Digital", agencyNameAr: null },
    });
  });
});
