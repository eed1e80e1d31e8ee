import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, matches, threadMessages } from "~/db/schema";
import { refreshResponsiveness } from "./agency-responsiveness.server";

/**
 * "Usually responds within N hours" (issue 31, decision 020): only at 3 matches or more in 180
 * days with 80% answered; an accept, a decline or a first message counts as the answer; kept by
 * one set-based pass that writes only what changed.
 */
const t = useTestDatabase();
const HOUR = 3_600_000;
const now = new Date("2026-11-29T12:00:00Z");

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

/** A match of the agency `daysAgo` days ago, answered after `hours` hours (by `how`), or not. */
async function match(
  agencyId: number,
  daysAgo: number,
  answer?: { hours: number; how: "accept" | "decline" | "message" },
) {
  const brief = await makeBrief(t.db);
  const matchedAt = new Date(now.getTime() - daysAgo * 24 * HOUR);
  const at = answer && new Date(matchedAt.getTime() + answer.hours * HOUR);
  const [row] = await t.db
    .insert(matches)
    .values({
      briefId: brief.id,
      agencyId,
      matchedAt,
      ...(answer?.how === "accept" ? { answer: "accepted", answeredAt: at } : {}),
      ...(answer?.how === "decline"
        ? { answer: "declined", answeredAt: at, declineReason: "too-busy" }
        : {}),
    })
    .returning();
  if (answer?.how === "message") {
    await t.db
      .insert(threadMessages)
      .values({ matchId: row!.id, author: "agency", body: "Hello", createdAt: at });
  }
}

const figures = async (id: number) =>
  (
    await t.db
      .select({ rate: agencies.responseRate, hours: agencies.responseHours })
      .from(agencies)
      .where(eq(agencies.id, id))
  )[0]!;

describe("refreshResponsiveness", () => {
  it("shows the median hours for 3 matches with every one answered, however", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    await match(agency.id, 10, { hours: 2, how: "accept" });
    await match(agency.id, 20, { hours: 5.5, how: "message" });
    await match(agency.id, 30, { hours: 30, how: "decline" });
    expect(await refreshResponsiveness(t.db, now)).toEqual({ updated: 1 });
    // The median of 2, 5.5 and 30 hours, rounded up.
    expect(await figures(agency.id)).toEqual({ rate: 100, hours: 6 });
    // A second pass changes nothing, so writes nothing.
    expect(await refreshResponsiveness(t.db, now)).toEqual({ updated: 0 });
  });

  it("counts the earliest of the answer and the first message", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    for (const days of [1, 2, 3]) await match(agency.id, days, { hours: 10, how: "accept" });
    const [first] = await t.db.select().from(matches).where(eq(matches.agencyId, agency.id));
    await t.db.insert(threadMessages).values({
      matchId: first!.id,
      author: "agency",
      body: "Hi",
      createdAt: new Date(first!.matchedAt.getTime() + HOUR),
    });
    await refreshResponsiveness(t.db, now);
    expect(await figures(agency.id)).toEqual({ rate: 100, hours: 10 });
  });

  it("shows nothing under 3 matches, under 80% answered, or for matches older than 180 days", async () => {
    const two = await makeAgency(t.db, { approved: true });
    await match(two.id, 1, { hours: 1, how: "accept" });
    await match(two.id, 2, { hours: 1, how: "accept" });
    const slow = await makeAgency(t.db, { approved: true });
    for (const days of [1, 2, 3, 4]) await match(slow.id, days, { hours: 3, how: "accept" });
    await match(slow.id, 5);
    await match(slow.id, 6);
    const old = await makeAgency(t.db, { approved: true });
    await match(old.id, 1, { hours: 1, how: "accept" });
    await match(old.id, 2, { hours: 1, how: "accept" });
    await match(old.id, 181, { hours: 1, how: "accept" });
    await refreshResponsiveness(t.db, now);
    expect(await figures(two.id)).toEqual({ rate: 100, hours: null });
    // 4 of 6 answered: 67%.
    expect(await figures(slow.id)).toEqual({ rate: 67, hours: null });
    expect(await figures(old.id)).toEqual({ rate: 100, hours: null });
    // Exactly 80% (4 of 5) is enough.
    await t.db.delete(matches).where(eq(matches.agencyId, slow.id));
    for (const days of [1, 2, 3, 4]) await match(slow.id, days, { hours: 3, how: "accept" });
    await match(slow.id, 5);
    await refreshResponsiveness(t.db, now);
    expect(await figures(slow.id)).toEqual({ rate: 80, hours: 3 });
  });

  it("lets the line go when the matches leave the window", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    for (const days of [100, 110, 120]) await match(agency.id, days, { hours: 4, how: "accept" });
    await refreshResponsiveness(t.db, now);
    expect(await figures(agency.id)).toEqual({ rate: 100, hours: 4 });
    const later = new Date(now.getTime() + 90 * 24 * HOUR);
    expect(await refreshResponsiveness(t.db, later)).toEqual({ updated: 1 });
    expect(await figures(agency.id)).toEqual({ rate: null, hours: null });
  });
});
