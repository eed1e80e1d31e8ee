import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches, proposals, reviewInvitations } from "~/db/schema";
import { proposalSchema } from "~/domain/proposals";
import { loadAgencyDashboard } from "./agency-dashboard.server";
import { acceptProposal, closeBrief, followUpDecisions } from "./brief-decisions.server";
import { createMatch } from "./create-match.server";
import { saveProposalDraft, sendProposal, withdrawProposal } from "./proposals.server";
import { sendDueInvitations } from "./review-invitations.server";

/**
 * The client's decision (issue 31): exactly one hire, the others closed as not selected with the
 * client's reason (never the winner), closing without hiring, the reminders and the automatic
 * close, and the review invitation that follows the hire.
 */
const t = useTestDatabase();
const config = testConfig();
const DAY = 86_400_000;

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const input = (total = "10,000") =>
  proposalSchema.parse({
    summary: "A Shopify store",
    scope: "Design and build.",
    lines: [{ description: "Build", quantity: "1", unitPrice: total }],
    startDate: "2027-03-01",
    endDate: "2027-04-30",
    milestones: [{ label: "On signing", percent: "100" }],
  });

const sentAt = new Date("2027-01-10T08:00:00Z");

/** A brief with two agencies (the second in Arabic) that both sent a proposal. */
async function twoProposals() {
  const brief = await makeBrief(t.db, { email: "Client@Example.ae" });
  const owners = [];
  for (const locale of ["en", "ar"]) {
    const agency = await makeAgency(t.db, {
      approved: true,
      locale,
      agencyName: `Agency ${locale}`,
    });
    const made = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    if (made.status !== "created") throw new Error(made.status);
    const owner = { matchId: made.match.id, agencyId: agency.id };
    await saveProposalDraft(t.db, owner, input(locale === "en" ? "10,000" : "12,345"), sentAt);
    const sent = await sendProposal(t.db, owner, sentAt);
    if (sent.status !== "sent") throw new Error(sent.status);
    owners.push({ ...owner, proposalId: sent.proposalId });
  }
  await t.db.delete(emailOutbox);
  return { brief, owners, client: { email: "client@example.ae", briefId: brief.id } };
}

const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
const when = new Date("2027-01-12T08:00:00Z");

describe("hiring", () => {
  it("accepts one proposal, closes the other with the client's reason, and tells both", async () => {
    const { owners, client, brief } = await twoProposals();
    const [a, b] = owners as [(typeof owners)[0], (typeof owners)[0]];
    // Not another client's brief, and not without a reason for the other agency.
    expect(
      await acceptProposal(
        t.db,
        config,
        { ...client, email: "other@example.ae" },
        {
          proposalId: a.proposalId,
          version: 1,
          reason: "price",
        },
      ),
    ).toEqual({ status: "not-found" });
    expect(
      await acceptProposal(t.db, config, client, { proposalId: a.proposalId, version: 1 }, when),
    ).toEqual({ status: "reason-required" });
    expect(await mails()).toHaveLength(0);

    expect(
      await acceptProposal(
        t.db,
        config,
        client,
        { proposalId: a.proposalId, version: 1, reason: "price", note: "B was dearer" },
        when,
      ),
    ).toEqual({ status: "hired", agencyName: "Agency en" });
    const states = await t.db.select().from(proposals).orderBy(proposals.id);
    expect(states.map((p) => p.state)).toEqual(["accepted", "declined"]);
    const [decided] = await t.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(decided).toMatchObject({
      outcome: "hired",
      decisionReason: "price",
      decisionNote: "B was dearer",
    });
    const hired = await t.db.select().from(matches).where(eq(matches.id, a.matchId));
    expect(hired[0]!.hiredAt).toEqual(when);

    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `${brief.companyName} hired you`,
      `اختارت ${brief.companyName} وكالة أخرى`,
    ]);
    // The Arabic agency reads the reason in Arabic, never the winner's name or price.
    expect(sent[1]!.text).toContain("السعر");
    expect(sent[1]!.text).not.toContain("Agency en");
    expect(sent[1]!.text).not.toContain("10,000");

    // Each agency's dashboard says how the brief ended for it.
    const leadOf = async (agencyId: number) =>
      (await loadAgencyDashboard(t.db, agencyId))!.leads[0]!.outcome;
    expect([await leadOf(a.agencyId), await leadOf(b.agencyId)]).toEqual(["hired", "not-selected"]);

    // Decided: nothing more is accepted, closed or sent.
    expect(
      await acceptProposal(t.db, config, client, {
        proposalId: b.proposalId,
        version: 1,
        reason: "fit",
      }),
    ).toEqual({ status: "decided" });
    expect(await closeBrief(t.db, config, client, { reason: "timing" })).toEqual({
      status: "decided",
    });
    expect(await saveProposalDraft(t.db, b, input("9,000"))).toEqual({ status: "decided" });
    expect(await sendProposal(t.db, b)).toEqual({ status: "decided" });
  });

  it("refuses a superseded, withdrawn or expired version, storing nothing", async () => {
    const { owners, client, brief } = await twoProposals();
    const [a, b] = owners as [(typeof owners)[0], (typeof owners)[0]];
    await saveProposalDraft(t.db, a, input("9,000"), sentAt);
    await sendProposal(t.db, a, sentAt);
    expect(
      await acceptProposal(t.db, config, client, {
        proposalId: a.proposalId,
        version: 1,
        reason: "fit",
      }),
    ).toEqual({ status: "stale", agencyName: "Agency en" });
    // A version not sent yet is no proposal at all.
    expect(
      await acceptProposal(t.db, config, client, {
        proposalId: a.proposalId,
        version: 3,
        reason: "fit",
      }),
    ).toEqual({ status: "not-found" });
    await withdrawProposal(t.db, b);
    expect(
      await acceptProposal(t.db, config, client, {
        proposalId: b.proposalId,
        version: 1,
        reason: "fit",
      }),
    ).toEqual({ status: "not-open" });
    // Valid 30 days after it was sent: the day after, it cannot be accepted.
    expect(
      await acceptProposal(
        t.db,
        config,
        client,
        { proposalId: a.proposalId, version: 2, reason: "fit" },
        new Date(sentAt.getTime() + 32 * DAY),
      ),
    ).toEqual({ status: "not-open" });
    const [open] = await t.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(open!.outcome).toBeNull();
    expect(await mails()).toHaveLength(0);
  });

  it("has exactly one winner: two tabs accepting two proposals at once", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owners, client, brief } = await twoProposals();
      const results = await Promise.all(
        owners.map((o) =>
          acceptProposal(
            t.db,
            config,
            client,
            { proposalId: o.proposalId, version: 1, reason: "fit" },
            when,
          ),
        ),
      );
      expect(results.filter((r) => r.status === "hired")).toHaveLength(1);
      expect(results.filter((r) => r.status === "decided")).toHaveLength(1);
      const hired = await t.db.select().from(matches).where(eq(matches.briefId, brief.id));
      expect(hired.filter((m) => m.hiredAt !== null)).toHaveLength(1);
    }
  });

  it("has exactly one winner: an acceptance against a withdrawal of the same proposal", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owners, client } = await twoProposals();
      const a = owners[0]!;
      const [accepted, withdrawn] = await Promise.all([
        acceptProposal(t.db, config, client, {
          proposalId: a.proposalId,
          version: 1,
          reason: "fit",
        }),
        withdrawProposal(t.db, a),
      ]);
      const won = [accepted.status === "hired", withdrawn.status === "withdrawn"];
      expect(won.filter(Boolean)).toHaveLength(1);
      const [row] = await t.db.select().from(proposals).where(eq(proposals.id, a.proposalId));
      expect(row!.state).toBe(won[0] ? "accepted" : "withdrawn");
    }
  });
});

describe("a revision sent while the client accepts", () => {
  it("either hires the version the client read, or refuses it as superseded", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owners, client } = await twoProposals();
      const a = owners[0]!;
      await saveProposalDraft(t.db, a, input("9,000"));
      const [accepted, sent] = await Promise.all([
        acceptProposal(t.db, config, client, {
          proposalId: a.proposalId,
          version: 1,
          reason: "fit",
        }),
        sendProposal(t.db, a),
      ]);
      if (accepted.status === "hired") expect(sent.status).toBe("decided");
      else expect([accepted.status, sent.status]).toEqual(["stale", "sent"]);
    }
  });
});

describe("a proposal sent", () => {
  it("is mailed to the client in the brief's language, with a link to the comparison", async () => {
    const brief = await makeBrief(t.db, { email: "ar@example.ae", locale: "ar" });
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Sendco" });
    const made = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
    if (made.status !== "created") throw new Error(made.status);
    const owner = { matchId: made.match.id, agencyId: agency.id };
    await saveProposalDraft(t.db, owner, input());
    await t.db.delete(emailOutbox);
    await sendProposal(t.db, owner, sentAt, config);
    const [mail] = await mails();
    expect(mail).toMatchObject({ toAddress: "ar@example.ae" });
    expect(mail!.subject).toContain("أرسلت");
    expect(mail!.text).toContain(`/ar/my-briefs/briefs/${brief.id}`);
  });
});

describe("closing without hiring", () => {
  it("closes every proposal and tells each agency the reason", async () => {
    const { client, brief, owners } = await twoProposals();
    expect(
      await closeBrief(t.db, config, client, { reason: "in-house", note: "Our team does it" }),
    ).toEqual({ status: "closed" });
    const states = await t.db.select().from(proposals);
    expect(states.every((p) => p.state === "declined")).toBe(true);
    const [closed] = await t.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(closed).toMatchObject({ outcome: "closed", decisionReason: "in-house" });
    const [lead] = (await loadAgencyDashboard(t.db, owners[0]!.agencyId))!.leads;
    expect(lead!.outcome).toBe("closed");
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toContain("We'll do it in-house");
    expect(sent[0]!.text).not.toContain("Our team does it");
    expect(sent[1]!.text).toContain("سننفّذه داخلياً");
  });
});

describe("the decision's follow-up", () => {
  it("reminds the client 7, 14 and 21 days after the first proposal, then closes at 45", async () => {
    const { brief } = await twoProposals();
    const at = (days: number) => new Date(sentAt.getTime() + days * DAY);
    expect(await followUpDecisions(t.db, config, at(6.9))).toEqual({ reminded: 0, closed: 0 });
    expect(await followUpDecisions(t.db, config, at(7))).toEqual({ reminded: 1, closed: 0 });
    // Once per step, however often the worker runs.
    expect(await followUpDecisions(t.db, config, at(8))).toEqual({ reminded: 0, closed: 0 });
    expect(await followUpDecisions(t.db, config, at(14))).toEqual({ reminded: 1, closed: 0 });
    // A worker stopped over two steps sends one reminder, not two.
    expect(await followUpDecisions(t.db, config, at(30))).toEqual({ reminded: 1, closed: 0 });
    expect(await followUpDecisions(t.db, config, at(31))).toEqual({ reminded: 0, closed: 0 });
    const reminders = await mails();
    expect(reminders.map((m) => m.toAddress)).toEqual(Array(3).fill(brief.email));
    expect(reminders[0]!.subject).toMatch(/proposals for .* are waiting/);
    await t.db.delete(emailOutbox);

    expect(await followUpDecisions(t.db, config, at(44.9))).toEqual({ reminded: 0, closed: 0 });
    expect(await followUpDecisions(t.db, config, at(45))).toEqual({ reminded: 0, closed: 1 });
    const [closed] = await t.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(closed).toMatchObject({ outcome: "no-decision", decisionReason: null });
    expect((await mails()).map((m) => m.subject)).toEqual([
      `${brief.companyName}'s brief closed without a decision`,
      `أُغلق طلب ${brief.companyName} دون قرار`,
    ]);
    expect(await followUpDecisions(t.db, config, at(60))).toEqual({ reminded: 0, closed: 0 });
  });
});

describe("review invitations after the decision", () => {
  it("invite the client to review the agency hired, after the configured delay, and no other", async () => {
    const { owners, client } = await twoProposals();
    await acceptProposal(
      t.db,
      config,
      client,
      { proposalId: owners[0]!.proposalId, version: 1, reason: "fit" },
      when,
    );
    const site = { ...config, reviewInviteDays: 0, reviewAfterHireDays: 30 };
    expect(await sendDueInvitations(t.db, site, new Date(when.getTime() + 29 * DAY))).toBe(0);
    expect(await sendDueInvitations(t.db, site, new Date(when.getTime() + 30 * DAY))).toBe(1);
    const invited = await t.db.select().from(reviewInvitations);
    expect(invited.map((i) => i.matchId)).toEqual([owners[0]!.matchId]);
  });

  it("wait for the decision on a brief with proposals; keep the delay after a match without", async () => {
    await twoProposals();
    const quiet = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    await createMatch(t.db, { briefId: quiet.id, agencyId: agency.id }, config);
    const site = { ...config, reviewInviteDays: 0, reviewAfterHireDays: 0 };
    expect(await sendDueInvitations(t.db, site)).toBe(1);
    const invited = await t.db
      .select({ briefId: matches.briefId })
      .from(reviewInvitations)
      .innerJoin(matches, eq(matches.id, reviewInvitations.matchId));
    expect(invited).toEqual([{ briefId: quiet.id }]);
  });
});
