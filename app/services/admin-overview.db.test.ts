import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, makeReview } from "#tests/factories";
import { agencies, briefs, matches } from "~/db/schema";
import { loadAdminOverview, OVERVIEW_WEEKS } from "./admin-overview.server";

const t = useTestDatabase();
// Wednesday 18 November 2026, noon in Dubai.
const now = new Date("2026-11-18T08:00:00Z");
const hoursBefore = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeEach(async () => {
  await t.db.delete(matches);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

describe("the admin overview", () => {
  it("counts pending agencies, listings to re-check and unmatched briefs", async () => {
    await makeAgency(t.db, { approved: false });
    await makeAgency(t.db, { approved: false });
    await makeAgency(t.db, { approved: true, needsReview: true });
    const agency = await makeAgency(t.db, { approved: true });
    const matched = await makeBrief(t.db);
    await makeBrief(t.db);
    await t.db.insert(matches).values({ briefId: matched.id, agencyId: agency.id });
    const overview = await loadAdminOverview(t.db, now);
    expect(overview).toMatchObject({
      pendingAgencies: 2,
      agenciesToRecheck: 1,
      unmatchedBriefs: 1,
    });
  });

  it("counts the reviews and replies waiting for moderation", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    await makeReview(t.db, agency);
    await makeReview(t.db, agency);
    await makeReview(t.db, agency, {
      status: "approved",
      reply: "Thank you!",
      replyStatus: "pending",
    });
    await makeReview(t.db, agency, {
      status: "approved",
      reply: "Thanks!",
      replyStatus: "approved",
    });
    await makeReview(t.db, agency, { status: "rejected" });
    expect((await loadAdminOverview(t.db, now)).reviewsWaiting).toBe(3);
  });

  it("counts briefs and matches per week in UAE time, oldest week first", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    // Monday 16 Nov 00:30 in Dubai is still Sunday 15 Nov in UTC: it belongs to this week.
    const monday = await makeBrief(t.db, { createdAt: new Date("2026-11-15T20:30:00Z") });
    await makeBrief(t.db, { createdAt: new Date("2026-11-09T10:00:00Z") });
    await makeBrief(t.db, { createdAt: new Date("2026-11-15T19:30:00Z") }); // Sunday 23:30 Dubai
    await t.db.insert(matches).values({
      briefId: monday.id,
      agencyId: agency.id,
      matchedAt: new Date("2026-11-17T09:00:00Z"),
    });
    const { weeks } = await loadAdminOverview(t.db, now);
    expect(weeks).toHaveLength(OVERVIEW_WEEKS);
    expect(weeks.at(-1)).toEqual({ weekStart: "2026-11-16", briefs: 1, matches: 1 });
    expect(weeks.at(-2)).toEqual({ weekStart: "2026-11-09", briefs: 2, matches: 0 });
    expect(weeks[0]!.weekStart).toBe("2026-08-31");
  });

  it("gives the median time to a first match against the 48-hour promise", async () => {
    const a = await makeAgency(t.db, { approved: true });
    const b = await makeAgency(t.db, { approved: true });
    for (const [created, firstMatch] of [
      [30, 20], // 10 h
      [100, 70], // 30 h (a second, later match does not count)
      [200, 100], // 100 h
    ] as const) {
      const brief = await makeBrief(t.db, { createdAt: hoursBefore(created) });
      await t.db.insert(matches).values([
        { briefId: brief.id, agencyId: a.id, matchedAt: hoursBefore(firstMatch) },
        { briefId: brief.id, agencyId: b.id, matchedAt: hoursBefore(firstMatch - 5) },
      ]);
    }
    await makeBrief(t.db, { createdAt: hoursBefore(24 * 200) }); // too old to count, unmatched
    const overview = await loadAdminOverview(t.db, now);
    expect(overview.medianHoursToFirstMatch).toBeCloseTo(30, 5);
    expect(overview.shareWithinPromise).toBeCloseTo(2 / 3, 5);
    expect(overview.matchedBriefsConsidered).toBe(3);
  });

  it("has no median without matched briefs", async () => {
    await makeBrief(t.db);
    const overview = await loadAdminOverview(t.db, now);
    expect(overview.medianHoursToFirstMatch).toBeNull();
    expect(overview.shareWithinPromise).toBeNull();
    expect(overview.weeks.every((w) => w.matches === 0)).toBe(true);
  });
});
