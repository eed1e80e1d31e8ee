import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, briefs, matches, proposals, proposalVersions } from "~/db/schema";
import type { AcceptProposalInput, CloseBriefInput } from "~/domain/brief-decision-forms";
import {
  decisionFollowUp,
  DECISION_REMINDER_DAYS,
  type BriefOutcome,
  type DecisionReason,
} from "~/domain/brief-decisions";
import { getMessages } from "~/domain/i18n";
import { ACTIVE_MATCH_ANSWERS } from "~/domain/match-answers";
import { uaeIsoDate } from "~/domain/format";
import { OPEN_PROPOSAL_STATES } from "~/domain/proposals";
import type { BriefComparison } from "~/domain/views/proposals";
import { enqueueEmail } from "~/mail/outbox.server";
import { briefDecisionEmail, type DecisionMailKind } from "~/mail/templates/brief-decision";
import { mailLocale, siteLink, valueLabel } from "~/mail/templates/mail-locale";
import { readProposals } from "./proposals.server";

/**
 * The client's decision on a brief (issue 31, docs/decisions/022-choosing-and-closing.md): hiring
 * one agency by accepting its proposal's newest version, closing the brief without hiring, and the
 * follow-up that reminds the client and closes a brief left open. Each decision runs in one
 * transaction that first locks the brief's row: of two acceptances (two tabs) exactly one finds
 * the brief open, and an acceptance and a withdrawal of the same proposal take turns on its row, so
 * each sees what the other did. A unique index (one hired match per brief) backs it in the schema.
 */

export type DecisionSite = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export type DecisionResult =
  | { status: "hired"; agencyName: string }
  | { status: "closed" }
  /** Not this client's brief, or no such proposal on it. */
  | { status: "not-found" }
  /** Hired, closed or closed by itself already. */
  | { status: "decided" }
  /** The agency sent a newer version than the one the client read. */
  | { status: "stale"; agencyName: string }
  /** Withdrawn, expired or declined: nothing to accept. */
  | { status: "not-open" }
  /** Other agencies are matched, and the client gave no reason to tell them. */
  | { status: "reason-required" };

export type ClientBriefOwner = { email: string; briefId: number };

/** Proposal states closed as "not selected" by a decision (a withdrawal stays what it is). */
const CLOSED_BY_DECISION = ["draft", "sent", "revised", "expired"] as const;

async function lockOwnBrief(tx: DbOrTx, owner: ClientBriefOwner) {
  const [brief] = await tx
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, owner.briefId), sql`lower(${briefs.email}) = ${owner.email}`))
    .for("update");
  return brief;
}

type BriefRow = typeof briefs.$inferSelect;

/** Each agency still on the brief (a pending or accepted match) is told in its language. */
async function mailAgencies(
  tx: DbOrTx,
  site: DecisionSite,
  brief: BriefRow,
  kinds: (matchId: number) => DecisionMailKind,
  reason: DecisionReason | null,
) {
  const rows = await tx
    .select({
      matchId: matches.id,
      agencyId: matches.agencyId,
      email: agencies.email,
      locale: agencies.locale,
    })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(and(eq(matches.briefId, brief.id), inArray(matches.answer, [...ACTIVE_MATCH_ANSWERS])))
    .orderBy(asc(matches.id));
  const mailSite = { name: site.siteName, url: site.siteUrl };
  for (const row of rows) {
    const locale = mailLocale(row.locale);
    await enqueueEmail(tx, {
      to: row.email,
      replyTo: site.supportEmail,
      about: { briefId: brief.id, agencyId: row.agencyId },
      ...briefDecisionEmail(
        kinds(row.matchId),
        {
          company: brief.companyName,
          brief: valueLabel("projectTypes", brief.projectType, locale),
          reason: reason ? getMessages(locale).projectRoom.decision.reasons[reason] : "",
          url: siteLink(mailSite, locale, `/dashboard/threads/${row.matchId}`),
        },
        mailSite,
        locale,
      ),
    });
  }
}

/** Closes the brief's other proposals as not selected, and records the decision. */
async function recordDecision(
  tx: DbOrTx,
  briefId: number,
  outcome: BriefOutcome,
  reason: DecisionReason | null,
  note: string | null,
  now: Date,
  exceptProposal?: number,
) {
  await tx
    .update(proposals)
    .set({ state: "declined", decidedAt: now, updatedAt: now })
    .where(
      and(
        eq(proposals.briefId, briefId),
        inArray(proposals.state, [...CLOSED_BY_DECISION]),
        exceptProposal === undefined ? undefined : ne(proposals.id, exceptProposal),
      ),
    );
  await tx
    .update(briefs)
    .set({ outcome, decidedAt: now, decisionReason: reason, decisionNote: note })
    .where(eq(briefs.id, briefId));
}

/**
 * The client hires an agency: accepts the newest sent version of its proposal, still open and
 * valid today (UAE). The brief becomes hired, every other proposal and match is closed as not
 * selected with the client's reason, and each agency is told by e-mail in its language.
 */
export async function acceptProposal(
  db: Db,
  site: DecisionSite,
  owner: ClientBriefOwner,
  input: AcceptProposalInput,
  now = new Date(),
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const brief = await lockOwnBrief(tx, owner);
    if (!brief) return { status: "not-found" } as const;
    if (brief.outcome !== null) return { status: "decided" } as const;
    const [proposal] = await tx
      .select({
        id: proposals.id,
        matchId: proposals.matchId,
        state: proposals.state,
        version: proposals.version,
        agencyName: agencies.agencyName,
        validUntil: proposalVersions.validUntil,
      })
      .from(proposals)
      .innerJoin(agencies, eq(agencies.id, proposals.agencyId))
      .leftJoin(
        proposalVersions,
        and(
          eq(proposalVersions.proposalId, proposals.id),
          eq(proposalVersions.version, proposals.version),
        ),
      )
      .where(and(eq(proposals.id, input.proposalId), eq(proposals.briefId, brief.id)))
      .for("update", { of: proposals });
    if (!proposal || input.version > proposal.version) return { status: "not-found" } as const;
    if (input.version < proposal.version) {
      return { status: "stale", agencyName: proposal.agencyName } as const;
    }
    const open = (OPEN_PROPOSAL_STATES as readonly string[]).includes(proposal.state);
    if (!open || (proposal.validUntil !== null && proposal.validUntil < uaeIsoDate(now))) {
      return { status: "not-open" } as const;
    }
    const others = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.briefId, brief.id),
          ne(matches.id, proposal.matchId),
          inArray(matches.answer, [...ACTIVE_MATCH_ANSWERS]),
        ),
      );
    if (others.length > 0 && !input.reason) return { status: "reason-required" } as const;
    await tx.update(matches).set({ hiredAt: now }).where(eq(matches.id, proposal.matchId));
    await tx
      .update(proposals)
      .set({ state: "accepted", decidedAt: now, updatedAt: now })
      .where(eq(proposals.id, proposal.id));
    const reason = others.length > 0 ? input.reason! : null;
    await recordDecision(tx, brief.id, "hired", reason, input.note ?? null, now, proposal.id);
    await mailAgencies(
      tx,
      site,
      brief,
      (matchId) => (matchId === proposal.matchId ? "hired" : "notSelected"),
      reason,
    );
    return { status: "hired", agencyName: proposal.agencyName } as const;
  });
}

/** The client closes an open brief without hiring, with a reason the agencies are told. */
export async function closeBrief(
  db: Db,
  site: DecisionSite,
  owner: ClientBriefOwner,
  input: CloseBriefInput,
  now = new Date(),
): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const brief = await lockOwnBrief(tx, owner);
    if (!brief) return { status: "not-found" } as const;
    if (brief.outcome !== null) return { status: "decided" } as const;
    await recordDecision(tx, brief.id, "closed", input.reason, input.note ?? null, now);
    await mailAgencies(tx, site, brief, () => "briefClosed", input.reason);
    return { status: "closed" } as const;
  });
}

const DAY_MS = 86_400_000;

/**
 * The decision's follow-up (the outbox worker's housekeeping): an open brief whose first proposal
 * was sent DECISION_REMINDER_DAYS ago gets its client's reminder (one mail per run, even when a
 * stopped worker let two fall due), and at BRIEF_AUTO_CLOSE_DAYS it closes as "no decision" and
 * its agencies are told. Each brief in its own transaction, claimed by its lock (`skip locked`).
 */
export async function followUpDecisions(
  db: Db,
  site: DecisionSite,
  now = new Date(),
  limit = 100,
): Promise<{ reminded: number; closed: number }> {
  const firstDue = new Date(now.getTime() - DECISION_REMINDER_DAYS[0] * DAY_MS);
  const first = sql<Date>`min(${proposals.firstSentAt})`;
  const due = await db
    .select({ briefId: proposals.briefId, firstSentAt: first, count: sql<number>`count(*)::int` })
    .from(proposals)
    .innerJoin(briefs, eq(briefs.id, proposals.briefId))
    .where(and(isNull(briefs.outcome), isNotNull(proposals.firstSentAt)))
    .groupBy(proposals.briefId)
    .having(sql`${first} <= ${firstDue.toISOString()}::timestamptz`)
    .orderBy(asc(proposals.briefId))
    .limit(limit);
  let reminded = 0;
  let closed = 0;
  for (const row of due) {
    const followUp = decisionFollowUp(new Date(row.firstSentAt), now);
    const done = await db.transaction(async (tx) => {
      const [brief] = await tx
        .select()
        .from(briefs)
        .where(and(eq(briefs.id, row.briefId), isNull(briefs.outcome)))
        .for("update", { skipLocked: true });
      if (!brief) return undefined;
      if (followUp.autoClose) {
        await recordDecision(tx, brief.id, "no-decision", null, null, now);
        await mailAgencies(tx, site, brief, () => "noDecision", null);
        return "closed" as const;
      }
      if (followUp.remindersDue <= brief.decisionReminders) return undefined;
      await tx
        .update(briefs)
        .set({ decisionReminders: followUp.remindersDue })
        .where(eq(briefs.id, brief.id));
      const locale = mailLocale(brief.locale);
      const mailSite = { name: site.siteName, url: site.siteUrl };
      await enqueueEmail(tx, {
        to: brief.email,
        replyTo: site.supportEmail,
        about: { briefId: brief.id },
        ...briefDecisionEmail(
          "decisionReminder",
          {
            company: brief.companyName,
            brief: valueLabel("projectTypes", brief.projectType, locale),
            count: row.count,
            url: siteLink(mailSite, locale, `/my-briefs/briefs/${brief.id}`),
          },
          mailSite,
          locale,
        ),
      });
      return "reminded" as const;
    });
    if (done === "closed") closed += 1;
    if (done === "reminded") reminded += 1;
  }
  return { reminded, closed };
}

/** Whether the brief is this client's (a post about another's is answered as not found). */
export async function isClientBrief(db: Db, owner: ClientBriefOwner): Promise<boolean> {
  const [row] = await db
    .select({ id: briefs.id })
    .from(briefs)
    .where(and(eq(briefs.id, owner.briefId), sql`lower(${briefs.email}) = ${owner.email}`));
  return row !== undefined;
}

/**
 * A client's brief with the proposals sent for it, for the comparison page: every match still on
 * the brief or with a proposal, oldest first. Undefined for a brief that is not the client's.
 */
export async function readBriefComparison(
  db: Db,
  owner: ClientBriefOwner,
): Promise<BriefComparison | undefined> {
  const [brief] = await db
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, owner.briefId), sql`lower(${briefs.email}) = ${owner.email}`));
  if (!brief) return undefined;
  const rows = await db
    .select({
      matchId: matches.id,
      answer: matches.answer,
      hiredAt: matches.hiredAt,
      agencyName: agencies.agencyName,
      agencySlug: agencies.slug,
    })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(eq(matches.briefId, brief.id))
    .orderBy(asc(matches.matchedAt), asc(matches.id));
  const found = await readProposals(
    db,
    rows.map((r) => r.matchId),
    "client",
  );
  return {
    briefId: brief.id,
    companyName: brief.companyName,
    projectType: brief.projectType,
    outcome: brief.outcome as BriefOutcome | null,
    reason: brief.decisionReason as DecisionReason | null,
    entries: rows
      .filter(
        (r) =>
          found.has(r.matchId) || (ACTIVE_MATCH_ANSWERS as readonly string[]).includes(r.answer),
      )
      .map((r) => ({
        matchId: r.matchId,
        agencyName: r.agencyName,
        agencySlug: r.agencySlug,
        hired: r.hiredAt !== null,
        active: (ACTIVE_MATCH_ANSWERS as readonly string[]).includes(r.answer),
        proposal: found.get(r.matchId),
      })),
  };
}
