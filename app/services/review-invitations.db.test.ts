import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches, reviewInvitations } from "~/db/schema";
import { REVIEW_LINK_DAYS } from "~/domain/reviews";
import {
  findReviewInvitation,
  sendDueInvitations,
  sendDueReminders,
  sendReviewMails,
} from "./review-invitations.server";
import { declineReview } from "./submit-review.server";

const t = useTestDatabase();
const config = testConfig({ REVIEW_INVITE_DAYS: "14" });
const DAY = 24 * 60 * 60_000;
const matchedAt = new Date("2026-03-01T08:00:00Z");
const days = (n: number) => new Date(matchedAt.getTime() + n * DAY);

async function matched(briefOverrides = {}, agencyCount = 2) {
  const brief = await makeBrief(t.db, briefOverrides);
  const agencyRows = [];
  for (let i = 0; i < agencyCount; i++) {
    const agency = await makeAgency(t.db, { approved: true });
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id, matchedAt });
    agencyRows.push(agency);
  }
  return { brief, agencies: agencyRows };
}

const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
/** The review links of a mail, in the order the agencies are listed. */
const linksIn = (text: string) => [...text.matchAll(/\/reviews\/([\w-]{43})/g)].map((m) => m[1]!);

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

describe("review invitations", () => {
  it("mail the client REVIEW_INVITE_DAYS after the match, once, with one link per agency", async () => {
    const { brief, agencies: matchedAgencies } = await matched();
    expect(await sendDueInvitations(t.db, config, days(13.9))).toBe(0);
    expect(await mails()).toEqual([]);

    expect(await sendDueInvitations(t.db, config, days(14))).toBe(1);
    const [mail] = await mails();
    expect(mail!.toAddress).toBe(brief.email);
    expect(mail!.briefId).toBe(brief.id);
    expect(mail!.secretUntil).toEqual(days(14 + REVIEW_LINK_DAYS));
    for (const agency of matchedAgencies) expect(mail!.text).toContain(agency.agencyName);
    const links = linksIn(mail!.text);
    expect(links).toHaveLength(2);
    expect(mail!.text).toContain(`http://localhost:3000/reviews/${links[0]}`);
    // Each link opens the review of its own agency.
    for (const [i, token] of links.entries()) {
      const state = await findReviewInvitation(t.db, token, days(15));
      expect(state.status === "open" && state.invitation.agencyId).toBe(matchedAgencies[i]!.id);
    }

    expect(await sendDueInvitations(t.db, config, days(20))).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it("are written in the brief's language, with links to the Arabic page", async () => {
    await matched({ locale: "ar" }, 1);
    await sendDueInvitations(t.db, config, days(14));
    const [mail] = await mails();
    expect(mail!.subject).toMatch(/[\u0600-\u06FF]/);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/ar\/reviews\/[\w-]{43}/);
  });

  it("follow REVIEW_INVITE_DAYS, and 0 invites at the next run", async () => {
    await matched({}, 1);
    expect(await sendDueInvitations(t.db, testConfig({ REVIEW_INVITE_DAYS: "0" }), matchedAt)).toBe(
      1,
    );
  });

  it("a match made later than its brief's first ones is invited when its own time comes", async () => {
    const { brief } = await matched({}, 1);
    await sendDueInvitations(t.db, config, days(14));
    const late = await makeAgency(t.db, { approved: true });
    await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: late.id, matchedAt: days(10) });
    expect(await sendDueInvitations(t.db, config, days(20))).toBe(0);
    expect(await sendDueInvitations(t.db, config, days(24))).toBe(1);
    const second = (await mails())[1]!;
    expect(linksIn(second.text)).toHaveLength(1);
    expect(second.text).toContain(late.agencyName);
  });
});

describe("review reminders", () => {
  it("go once, a week after the invitation, with new links for the unused ones only", async () => {
    const { agencies: matchedAgencies } = await matched({}, 3);
    await sendDueInvitations(t.db, config, days(14));
    const first = linksIn((await mails())[0]!.text);
    // The client declines the first agency: it is not in the reminder.
    expect(
      (await declineReview(t.db, { token: first[0]!, agencyId: undefined }, days(15))).status,
    ).toBe("declined-now");

    expect(await sendDueReminders(t.db, config, days(20.9))).toBe(0);
    expect(await sendDueReminders(t.db, config, days(21))).toBe(1);
    const reminder = (await mails())[1]!;
    expect(reminder.subject).toMatch(/reminder/i);
    expect(reminder.text).not.toContain(matchedAgencies[0]!.agencyName);
    const renewed = linksIn(reminder.text);
    expect(renewed).toHaveLength(2);
    // Both the first link and the reminder's open the same invitation.
    for (const token of [first[1]!, renewed[0]!]) {
      const state = await findReviewInvitation(t.db, token, days(22));
      expect(state.status === "open" && state.invitation.agencyId).toBe(matchedAgencies[1]!.id);
    }
    expect(await sendReviewMails(t.db, config, days(40))).toEqual({ invited: 0, reminded: 0 });
  });

  it("are not sent once every link was used or declined", async () => {
    await matched({}, 1);
    await sendDueInvitations(t.db, config, days(14));
    const [token] = linksIn((await mails())[0]!.text);
    await declineReview(t.db, { token: token!, agencyId: undefined }, days(15));
    expect(await sendDueReminders(t.db, config, days(30))).toBe(0);
  });
});

describe("review links", () => {
  it("expire REVIEW_LINK_DAYS after the invitation; a wrong token opens nothing", async () => {
    await matched({}, 1);
    await sendDueInvitations(t.db, config, days(14));
    const [token] = linksIn((await mails())[0]!.text);
    expect(
      (await findReviewInvitation(t.db, token!, days(14 + REVIEW_LINK_DAYS - 0.01))).status,
    ).toBe("open");
    expect((await findReviewInvitation(t.db, token!, days(14 + REVIEW_LINK_DAYS))).status).toBe(
      "expired",
    );
    expect((await findReviewInvitation(t.db, "x".repeat(43), days(15))).status).toBe("wrong");
    expect((await findReviewInvitation(t.db, "../../etc", days(15))).status).toBe("wrong");
  });

  it("are deleted with the brief (and so are their mails)", async () => {
    const { brief } = await matched({}, 1);
    await sendDueInvitations(t.db, config, days(14));
    await t.db.delete(briefs).where(eq(briefs.id, brief.id));
    expect(await t.db.select().from(reviewInvitations)).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});
