import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches } from "~/db/schema";
import { declineMatchSchema, MATCH_ANSWER_WORKING_HOURS } from "~/domain/match-answers";
import { workingHoursBetween } from "~/domain/working-hours";
import { createMatch } from "./create-match.server";
import { listOperatorThreads } from "./project-room.server";
import {
  acceptMatch,
  answerClock,
  declineMatch,
  remindPendingMatches,
  replaceMatch,
} from "./match-answers.server";

/**
 * A matched agency's answer (issue 31, docs/decisions/020-answering-a-match.md): who may accept,
 * decline or replace, each only once and exactly one of them at the same moment; the freed place;
 * the reminder halfway; the decline form's rules.
 */
const t = useTestDatabase();
const config = testConfig({ SITE_URL: "https://wakala.ae", SUPPORT_EMAIL: "ops@wakala.ae" });

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
  await t.db.delete(emailOutbox);
});

async function matchedWith(count = 1, locale = "en") {
  const brief = await makeBrief(t.db);
  const ids: { matchId: number; agencyId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const agency = await makeAgency(t.db, { approved: true, locale });
    const result = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    if (result.status !== "created") throw new Error(result.status);
    ids.push({ matchId: result.match.id, agencyId: agency.id });
  }
  return { brief, ids };
}

const answerOf = async (matchId: number) =>
  (await t.db.select().from(matches).where(eq(matches.id, matchId)))[0]!;

describe("answering a match", () => {
  it("gives the agency 48 working hours from the match, and a reminder halfway", async () => {
    const { ids } = await matchedWith();
    const match = await answerOf(ids[0]!.matchId);
    expect(match.answer).toBe("pending");
    const week = config.workingWeek;
    expect(workingHoursBetween(match.matchedAt, match.answerDueAt!, week)).toBeCloseTo(48, 6);
    expect(workingHoursBetween(match.matchedAt, match.remindAt!, week)).toBeCloseTo(24, 6);
    // Friday 16:00 in the UAE: due on Tuesday 16:00.
    const friday = new Date("2026-12-04T16:00:00+04:00");
    expect(answerClock(friday, config).answerDueAt.toISOString()).toBe(
      new Date("2026-12-08T16:00:00+04:00").toISOString(),
    );
    expect(MATCH_ANSWER_WORKING_HOURS).toBe(48);
  });

  it("lets the matched agency accept once, and nobody else", async () => {
    const { ids } = await matchedWith(2);
    const [mine, other] = ids;
    expect(await acceptMatch(t.db, mine!.matchId, other!.agencyId)).toEqual({
      status: "not-found",
    });
    expect(await acceptMatch(t.db, mine!.matchId, mine!.agencyId)).toEqual({
      status: "answered",
      answer: "accepted",
    });
    expect(await acceptMatch(t.db, mine!.matchId, mine!.agencyId)).toEqual({
      status: "closed",
      answer: "accepted",
    });
    expect(await declineMatch(t.db, mine!.matchId, mine!.agencyId, { reason: "too-busy" })).toEqual(
      { status: "closed", answer: "accepted" },
    );
    expect(await answerOf(mine!.matchId)).toMatchObject({
      answer: "accepted",
      declineReason: null,
    });
  });

  it("keeps a decline's reason and note, and frees the brief's place for another agency", async () => {
    const { brief, ids } = await matchedWith(3);
    const fourth = await makeAgency(t.db, { approved: true });
    expect(
      (await createMatch(t.db, { briefId: brief.id, agencyId: fourth.id }, config)).status,
    ).toBe("brief-full");
    expect(
      await declineMatch(t.db, ids[0]!.matchId, ids[0]!.agencyId, {
        reason: "other",
        note: "We only build native apps.",
      }),
    ).toEqual({ status: "answered", answer: "declined" });
    expect(await answerOf(ids[0]!.matchId)).toMatchObject({
      answer: "declined",
      declineReason: "other",
      declineNote: "We only build native apps.",
    });
    expect(
      (await createMatch(t.db, { briefId: brief.id, agencyId: fourth.id }, config)).status,
    ).toBe("created");
    // The declined agency cannot be matched with the brief again.
    expect(
      (await createMatch(t.db, { briefId: brief.id, agencyId: ids[0]!.agencyId }, config)).status,
    ).toBe("duplicate");
  });

  it("lets the operator replace a pending agency, which is told in its language", async () => {
    const { ids } = await matchedWith(1, "ar");
    await t.db.delete(emailOutbox);
    expect(await replaceMatch(t.db, config, ids[0]!.matchId)).toEqual({
      status: "answered",
      answer: "replaced",
    });
    const mails = await t.db.select().from(emailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("ذهب الترشيح");
    expect(mails[0]!.text).toContain(`/ar/dashboard/threads/${ids[0]!.matchId}`);
    // Once only, and an accepted match is not replaced.
    expect(await replaceMatch(t.db, config, ids[0]!.matchId)).toEqual({
      status: "closed",
      answer: "replaced",
    });
    const { ids: accepted } = await matchedWith();
    await acceptMatch(t.db, accepted[0]!.matchId, accepted[0]!.agencyId);
    expect((await replaceMatch(t.db, config, accepted[0]!.matchId)).status).toBe("closed");
    expect(await replaceMatch(t.db, config, 2_000_000_000)).toEqual({ status: "not-found" });
  });

  it("lets exactly one of an accept, a decline and a replacement at the same moment win", async () => {
    for (let round = 0; round < 5; round++) {
      const { ids } = await matchedWith();
      const { matchId, agencyId } = ids[0]!;
      const results = await Promise.all([
        acceptMatch(t.db, matchId, agencyId),
        declineMatch(t.db, matchId, agencyId, { reason: "too-busy" }),
        replaceMatch(t.db, config, matchId),
        acceptMatch(t.db, matchId, agencyId),
      ]);
      const winners = results.filter((r) => r.status === "answered");
      expect(winners).toHaveLength(1);
      const final = (await answerOf(matchId)).answer;
      expect(winners[0]).toEqual({ status: "answered", answer: final });
      expect(
        results.filter((r) => r.status === "closed").map((r) => r.status === "closed" && r.answer),
      ).toEqual([final, final, final]);
    }
  });

  it("reminds a pending agency once, halfway, and not one that answered", async () => {
    const { ids } = await matchedWith(2);
    await acceptMatch(t.db, ids[1]!.matchId, ids[1]!.agencyId);
    await t.db.delete(emailOutbox);
    const match = await answerOf(ids[0]!.matchId);
    const before = new Date(match.remindAt!.getTime() - 60_000);
    expect(await remindPendingMatches(t.db, config, before)).toEqual({ reminded: 0 });
    expect(await remindPendingMatches(t.db, config, match.remindAt!)).toEqual({ reminded: 1 });
    expect(await remindPendingMatches(t.db, config, match.answerDueAt!)).toEqual({ reminded: 0 });
    const mails = await t.db.select().from(emailOutbox);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Please answer the match with /),
    ]);
    expect(mails[0]!.text).toContain("UAE time");
  });
});

describe("the operator's threads", () => {
  it("put matches past their time to answer first, the longest overdue first", async () => {
    const {
      ids: [early],
    } = await matchedWith();
    const {
      ids: [late],
    } = await matchedWith();
    const {
      ids: [answered],
    } = await matchedWith();
    await acceptMatch(t.db, answered!.matchId, answered!.agencyId);
    const at = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db
      .update(matches)
      .set({ answerDueAt: at(3) })
      .where(eq(matches.id, early!.matchId));
    await t.db
      .update(matches)
      .set({ answerDueAt: at(1) })
      .where(eq(matches.id, late!.matchId));
    await t.db
      .update(matches)
      .set({ answerDueAt: at(5) })
      .where(eq(matches.id, answered!.matchId));
    const threads = await listOperatorThreads(t.db);
    expect(threads.map((th) => [th.matchId, th.answer, th.answerOverdue])).toEqual([
      [early!.matchId, "pending", true],
      [late!.matchId, "pending", true],
      [answered!.matchId, "accepted", false],
    ]);
  });
});

describe("the decline form", () => {
  it.each([
    [{ reason: "too-busy" }, true],
    [{ reason: "other", note: "  Only native apps.  " }, true],
    [{ reason: "other" }, false],
    [{ reason: "other", note: "   " }, false],
    [{ reason: "too-busy", note: "x".repeat(501) }, false],
    [{ reason: "cheap" }, false],
    [{}, false],
    [{ reason: ["too-busy"] }, false],
  ])("%j is valid: %s", (input, valid) => {
    expect(declineMatchSchema.safeParse(input).success).toBe(valid);
  });
});
