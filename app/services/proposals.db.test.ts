import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, matches, proposals, proposalVersions } from "~/db/schema";
import { PROPOSAL_MAX_VERSIONS, proposalSchema } from "~/domain/proposals";
import { createMatch } from "./create-match.server";
import { declineMatch } from "./match-answers.server";
import {
  expireProposals,
  readProposal,
  saveProposalDraft,
  sendProposal,
  withdrawProposal,
} from "./proposals.server";

/**
 * A proposal's life (issue 31): who may write it, its versions as sent (kept unchanged), VAT only
 * with a TRN, withdrawal and expiry.
 */
const t = useTestDatabase();
const config = testConfig();

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const input = (over: Record<string, unknown> = {}) =>
  proposalSchema.parse({
    summary: "A Shopify store",
    scope: "Design and build.",
    lines: [
      { description: "Design", quantity: "1", unitPrice: "10,000" },
      { description: "Build", quantity: "3", unitPrice: "3,333.33" },
    ],
    discount: "0.99",
    startDate: "2027-03-01",
    endDate: "2027-04-30",
    milestones: [
      { label: "On signing", percent: "30" },
      { label: "On launch", percent: "70" },
    ],
    ...over,
  });

async function matched(trn?: string) {
  const brief = await makeBrief(t.db);
  const agency = await makeAgency(t.db, { approved: true, ...(trn ? { trn } : {}) });
  const other = await makeAgency(t.db, { approved: true });
  const result = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
  if (result.status !== "created") throw new Error(result.status);
  return { owner: { matchId: result.match.id, agencyId: agency.id }, otherId: other.id };
}

describe("proposals", () => {
  it("are drafted and sent by the matched agency only, which accepts the match", async () => {
    const { owner, otherId } = await matched();
    expect(await saveProposalDraft(t.db, { ...owner, agencyId: otherId }, input())).toEqual({
      status: "not-found",
    });
    expect(await saveProposalDraft(t.db, owner, input())).toMatchObject({
      status: "saved",
      version: 1,
    });
    // A draft is the agency's alone.
    expect(await readProposal(t.db, owner.matchId, "client")).toBeUndefined();
    expect((await readProposal(t.db, owner.matchId, "agency"))?.state).toBe("draft");
    expect(await sendProposal(t.db, { ...owner, agencyId: otherId })).toEqual({
      status: "not-found",
    });
    const now = new Date("2026-12-01T22:00:00Z"); // 2 December in the UAE
    expect(await sendProposal(t.db, owner, now)).toMatchObject({ status: "sent", version: 1 });
    const read = (await readProposal(t.db, owner.matchId, "client"))!;
    expect(read.state).toBe("sent");
    expect(read.versions).toHaveLength(1);
    expect(read.versions[0]).toMatchObject({
      version: 1,
      subtotalFils: 1_999_999,
      discountFils: 99,
      vatFils: 0,
      vatPercent: 0,
      totalFils: 1_999_900,
      // 30 days after the UAE date it was sent.
      validUntil: "2027-01-01",
      milestones: [
        { label: "On signing", percent: 30, amountFils: 599_970 },
        { label: "On launch", percent: 70, amountFils: 1_399_930 },
      ],
    });
    const [match] = await t.db.select().from(matches).where(eq(matches.id, owner.matchId));
    expect(match!.answer).toBe("accepted");
  });

  it("add 5% VAT when the agency has a TRN", async () => {
    const { owner } = await matched("100123456700003");
    await saveProposalDraft(t.db, owner, input());
    await sendProposal(t.db, owner);
    const [version] = (await readProposal(t.db, owner.matchId, "client"))!.versions;
    // 5% of 19,999.00 AED = 999.95 AED.
    expect(version).toMatchObject({ vatPercent: 5, vatFils: 99_995, totalFils: 2_099_895 });
  });

  it("keep every sent version unchanged: a revision is a new version", async () => {
    const { owner } = await matched();
    await saveProposalDraft(t.db, owner, input());
    await sendProposal(t.db, owner);
    await saveProposalDraft(t.db, owner, input({ discount: "1,000" }));
    // The draft of version 2 is the agency's; the client still reads version 1.
    expect((await readProposal(t.db, owner.matchId, "client"))!.versions).toHaveLength(1);
    await saveProposalDraft(t.db, owner, input({ discount: "2,000" }));
    expect(await sendProposal(t.db, owner)).toMatchObject({ status: "sent", version: 2 });
    const read = (await readProposal(t.db, owner.matchId, "client"))!;
    expect(read.state).toBe("revised");
    expect(read.versions.map((v) => [v.version, v.discountFils])).toEqual([
      [2, 200_000],
      [1, 99],
    ]);
    // Nothing left to send, and the database refuses to change a sent version.
    expect(await sendProposal(t.db, owner)).toEqual({ status: "refused", state: "revised" });
    await expect(
      t.db
        .update(proposalVersions)
        .set({ summary: "Changed" })
        .where(eq(proposalVersions.version, 1)),
    ).rejects.toThrow();
  });

  it("are withdrawn while open, sent again as a new version, and expire after their date", async () => {
    const { owner } = await matched();
    await saveProposalDraft(t.db, owner, input({ validUntil: "2027-01-10" }));
    await sendProposal(t.db, owner);
    expect(await withdrawProposal(t.db, owner)).toMatchObject({ status: "withdrawn" });
    expect(await withdrawProposal(t.db, owner)).toEqual({ status: "refused", state: "withdrawn" });
    await saveProposalDraft(t.db, owner, input({ validUntil: "2027-01-10" }));
    expect(await sendProposal(t.db, owner)).toMatchObject({ status: "sent", version: 2 });
    // Valid through 10 January (UAE): not expired on that day, expired on the 11th.
    expect(await expireProposals(t.db, new Date("2027-01-10T19:59:00Z"))).toEqual({ expired: 0 });
    expect(await expireProposals(t.db, new Date("2027-01-10T20:00:00Z"))).toEqual({ expired: 1 });
    expect((await readProposal(t.db, owner.matchId, "client"))!.state).toBe("expired");
  });

  it("are refused once decided, and on a declined match", async () => {
    const { owner } = await matched();
    await saveProposalDraft(t.db, owner, input());
    await sendProposal(t.db, owner);
    await t.db
      .update(proposals)
      .set({ state: "accepted" })
      .where(eq(proposals.matchId, owner.matchId));
    expect(await saveProposalDraft(t.db, owner, input())).toEqual({
      status: "refused",
      state: "accepted",
    });
    expect(await withdrawProposal(t.db, owner)).toEqual({ status: "refused", state: "accepted" });
    const second = await matched();
    await declineMatch(t.db, second.owner.matchId, second.owner.agencyId, { reason: "too-busy" });
    expect(await saveProposalDraft(t.db, second.owner, input())).toEqual({ status: "not-found" });
    expect(await t.db.$count(proposals, sql`match_id = ${second.owner.matchId}`)).toBe(0);
  });

  it("are sent in at most PROPOSAL_MAX_VERSIONS versions (each mails the client)", async () => {
    const { owner } = await matched();
    for (let v = 1; v <= PROPOSAL_MAX_VERSIONS; v += 1) {
      await saveProposalDraft(t.db, owner, input());
      expect(await sendProposal(t.db, owner)).toMatchObject({ status: "sent", version: v });
    }
    await saveProposalDraft(t.db, owner, input());
    expect(await sendProposal(t.db, owner)).toEqual({ status: "refused", state: "revised" });
  });
});
