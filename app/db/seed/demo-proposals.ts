import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, briefs, matches, proposals, proposalVersions } from "~/db/schema";
import { uaeIsoDate } from "~/domain/format";
import { milestoneAmounts, proposalTotals, VAT_RATE_PERCENT } from "~/domain/proposal-money";
import { PROPOSAL_VALID_DAYS } from "~/domain/proposals";

/**
 * Demo proposals (issue 31): on the first DEMO_PROPOSAL_BRIEFS briefs with two or more accepted
 * matches, each accepted agency has sent a proposal two days before seeding (the first agency of
 * the first brief revised it since), so a newcomer sees a comparison and a revision at once. The
 * figures go through the same money rules as a real proposal.
 */
const DEMO_PROPOSAL_BRIEFS = 3;
const DAY_MS = 86_400_000;

const offers = [
  {
    summary: "Strategy, design and build in 10 weeks",
    lines: [
      ["Discovery and strategy", 1, 1_800_000],
      ["Design", 1, 2_400_000],
      ["Build and launch", 1, 4_500_000],
    ],
    discount: 0,
  },
  {
    summary: "A lean first release in 8 weeks",
    lines: [
      ["Workshops", 2, 450_000],
      ["Design and build", 1, 5_900_000],
    ],
    discount: 200_000,
  },
  {
    summary: "Full service with three months of support",
    lines: [
      ["Design and build", 1, 7_200_000],
      ["Support (months)", 3, 350_000],
    ],
    discount: 0,
  },
] as const;

export async function seedDemoProposals(db: DbOrTx, seededAt: Date): Promise<number> {
  const accepted = await db
    .select({
      matchId: matches.id,
      briefId: matches.briefId,
      agencyId: matches.agencyId,
      chargesVat: sql<boolean>`${agencies.trn} is not null`,
    })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .where(and(eq(matches.answer, "accepted"), isNull(briefs.outcome)))
    .orderBy(asc(matches.briefId), asc(matches.id));
  const byBrief = new Map<number, typeof accepted>();
  for (const row of accepted) byBrief.set(row.briefId, [...(byBrief.get(row.briefId) ?? []), row]);
  const chosen = [...byBrief.values()]
    .filter((rows) => rows.length >= 2)
    .slice(0, DEMO_PROPOSAL_BRIEFS);
  const sentAt = new Date(seededAt.getTime() - 2 * DAY_MS);
  const validUntil = uaeIsoDate(new Date(sentAt.getTime() + PROPOSAL_VALID_DAYS * DAY_MS));
  const start = uaeIsoDate(new Date(seededAt.getTime() + 14 * DAY_MS));
  const end = uaeIsoDate(new Date(seededAt.getTime() + 84 * DAY_MS));
  let written = 0;
  for (const [b, rows] of chosen.entries()) {
    for (const [i, row] of rows.slice(0, 3).entries()) {
      const offer = offers[i % offers.length]!;
      const revised = b === 0 && i === 0;
      const [proposal] = await db
        .insert(proposals)
        .values({
          matchId: row.matchId,
          briefId: row.briefId,
          agencyId: row.agencyId,
          state: revised ? "revised" : "sent",
          version: revised ? 2 : 1,
          createdAt: sentAt,
          updatedAt: sentAt,
          firstSentAt: sentAt,
        })
        .returning({ id: proposals.id });
      const versions = revised ? [offer.discount, 150_000] : [offer.discount];
      for (const [v, discount] of versions.entries()) {
        const lines = offer.lines.map(([description, quantity, unitFils]) => ({
          description,
          quantity,
          unitFils,
        }));
        const totals = proposalTotals(lines, discount, row.chargesVat)!;
        const percents = [30, 40, 30];
        const amounts = milestoneAmounts(totals.total, percents);
        const at = new Date(sentAt.getTime() + v * DAY_MS);
        await db.insert(proposalVersions).values({
          proposalId: proposal!.id,
          version: v + 1,
          summary: offer.summary,
          scope:
            "What we deliver: discovery workshops, the design of every page, the build, testing on phones and desktops, and the launch.\nNot included: content writing and paid advertising.",
          lines: lines.map((l, k) => ({ ...l, amountFils: totals.lines[k]! })),
          discountFils: totals.discount,
          subtotalFils: totals.subtotal,
          vatFils: totals.vat,
          totalFils: totals.total,
          vatPercent: row.chargesVat ? VAT_RATE_PERCENT : 0,
          startDate: start,
          endDate: end,
          validUntil,
          milestones: ["On signing", "On design approval", "On launch"].map((label, k) => ({
            label,
            percent: percents[k]!,
            amountFils: amounts[k]!,
          })),
          note: null,
          createdAt: at,
          sentAt: at,
        });
      }
      written += 1;
    }
  }
  return written;
}
