import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, matches } from "~/db/schema";
import { proposalSchema } from "~/domain/proposals";
import { acceptProposal } from "./brief-decisions.server";
import { createMatch } from "./create-match.server";
import { readFunnel } from "./funnel.server";
import { saveProposalDraft, sendProposal } from "./proposals.server";

/** The operator's funnel (issue 31): each step counted per month of the match, with medians. */
const t = useTestDatabase();
const config = testConfig();
const HOUR = 3_600_000;

beforeEach(async () => {
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

const input = proposalSchema.parse({
  summary: "Site",
  scope: "All of it",
  lines: [{ description: "Build", quantity: "1", unitPrice: "5,000" }],
  startDate: "2027-03-01",
  endDate: "2027-03-31",
  milestones: [{ label: "All", percent: "100" }],
});

describe("the funnel", () => {
  it("counts matched, answered, proposed, hired and closed per UAE month, with median hours", async () => {
    // Matched at 22:00 UTC on 31 January: 1 February in the UAE.
    const matchedAt = new Date("2027-01-31T22:00:00Z");
    const brief = await makeBrief(t.db, { email: "c@example.ae" });
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      const agency = await makeAgency(t.db, { approved: true });
      const made = await createMatch(t.db, { briefId: brief.id, agencyId: agency.id }, config);
      if (made.status !== "created") throw new Error(made.status);
      await t.db.update(matches).set({ matchedAt }).where(eq(matches.id, made.match.id));
      ids.push({ matchId: made.match.id, agencyId: agency.id });
    }
    // Two send a proposal (which answers the match) 10 and 20 hours after the match.
    const sent = [];
    for (const [i, owner] of ids.slice(0, 2).entries()) {
      const at = new Date(matchedAt.getTime() + (i + 1) * 10 * HOUR);
      await saveProposalDraft(t.db, owner, input, at);
      const result = await sendProposal(t.db, owner, at);
      if (result.status !== "sent") throw new Error(result.status);
      sent.push(result.proposalId);
    }
    // The client hires the first 30 hours after the first proposal.
    await acceptProposal(
      t.db,
      config,
      { email: "c@example.ae", briefId: brief.id },
      { proposalId: sent[0]!, version: 1, reason: "price" },
      new Date(matchedAt.getTime() + 40 * HOUR),
    );
    const funnel = await readFunnel(t.db, new Date("2027-02-10T00:00:00Z"));
    expect(funnel).toEqual([
      {
        month: "2027-02",
        matched: 3,
        answered: 2,
        proposed: 2,
        hired: 1,
        // The third agency never answered: the brief's decision closes it too.
        closed: 2,
        answerHours: 15,
        proposalHours: 0,
        decisionHours: 25,
      },
    ]);
  });

  it("is empty without matches", async () => {
    expect(await readFunnel(t.db)).toEqual([]);
  });
});
