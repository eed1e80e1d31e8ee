import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { enqueueEmail } from "~/mail/outbox.server";
import { briefDecisionEmail } from "~/mail/templates/brief-decision";
import { mailLocale, siteLink, valueLabel } from "~/mail/templates/mail-locale";
import { agencies, briefs, matches, proposals, proposalVersions } from "~/db/schema";
import { uaeIsoDate } from "~/domain/format";
import { milestoneAmounts, proposalTotals, VAT_RATE_PERCENT } from "~/domain/proposal-money";
import type { BriefOutcome, DecisionReason } from "~/domain/brief-decisions";
import type { ProposalView, ThreadProposal } from "~/domain/views/proposals";
import {
  OPEN_PROPOSAL_STATES,
  PROPOSAL_MAX_VERSIONS,
  PROPOSAL_VALID_DAYS,
  type ProposalInput,
  type ProposalState,
} from "~/domain/proposals";

/**
 * An agency's proposal for a brief (issue 31): written from the match's thread, saved as a draft,
 * sent, revised (every sent version is kept as it was sent: a trigger refuses to change one),
 * withdrawn, or expired past its validity date. One proposal per match. Money in integer fils with
 * the rounding rule of domain/proposal-money.ts; 5% VAT only when the agency has a TRN.
 *
 * Every change runs in a transaction holding the proposal's row (`FOR UPDATE`), so a send, a
 * withdrawal and (next) the client's acceptance take turns and each sees the state the other left.
 */

/** What the proposal's mail to the client reads of the site. */
export type ProposalMailSite = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export type ProposalOwner = { matchId: number; agencyId: number };

export type ProposalChange =
  | { status: "saved" | "sent" | "withdrawn"; proposalId: number; version: number }
  /** Not this agency's match, or no proposal to send or withdraw. */
  | { status: "not-found" }
  /** The proposal's state does not allow it (accepted or declined already, nothing to send). */
  | { status: "refused"; state: ProposalState }
  /** The client has hired an agency or closed the brief. */
  | { status: "decided" };

/**
 * The match, if it is the agency's (and with `open`, still pending or accepted: not declined or
 * replaced), with whether the agency charges VAT.
 */
async function ownMatch(tx: DbOrTx, owner: ProposalOwner, { open = false } = {}) {
  // The brief's row first, as a client's decision (brief-decisions.server.ts) takes it: every
  // change to a brief's proposals takes the brief's lock before any other, so a send, a
  // withdrawal and a decision on one brief queue up rather than deadlock, and no proposal is sent
  // to a decided brief.
  await tx
    .select({ id: briefs.id })
    .from(briefs)
    .where(
      sql`${briefs.id} = (select ${matches.briefId} from ${matches}
        where ${matches.id} = ${owner.matchId} and ${matches.agencyId} = ${owner.agencyId})`,
    )
    .for("update");
  const [row] = await tx
    .select({
      briefId: matches.briefId,
      answer: matches.answer,
      chargesVat: sql<boolean>`${agencies.trn} is not null`,
      decided: sql<boolean>`${briefs.outcome} is not null`,
    })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .where(and(eq(matches.id, owner.matchId), eq(matches.agencyId, owner.agencyId)))
    .for("update", { of: matches });
  if (open && (row?.answer === "declined" || row?.answer === "replaced")) return undefined;
  return row;
}

async function lockedProposal(tx: DbOrTx, matchId: number) {
  const [row] = await tx
    .select()
    .from(proposals)
    .where(eq(proposals.matchId, matchId))
    .for("update");
  return row;
}

/** The version's stored figures from the form's input. */
function versionValues(input: ProposalInput, chargesVat: boolean) {
  const lines = input.lines.map((l) => ({ quantity: l.quantity, unitFils: l.unitPrice }));
  const totals = proposalTotals(lines, input.discount, chargesVat);
  // The schema checked the bounds; a total out of them here is a programming error.
  if (!totals) throw new Error("Proposal totals out of bounds");
  const amounts = milestoneAmounts(
    totals.total,
    input.milestones.map((m) => m.percent),
  );
  return {
    summary: input.summary,
    scope: input.scope,
    lines: input.lines.map((l, i) => ({
      description: l.description,
      quantity: l.quantity,
      unitFils: l.unitPrice,
      amountFils: totals.lines[i]!,
    })),
    discountFils: totals.discount,
    subtotalFils: totals.subtotal,
    vatFils: totals.vat,
    totalFils: totals.total,
    vatPercent: chargesVat ? VAT_RATE_PERCENT : 0,
    startDate: input.startDate,
    endDate: input.endDate,
    validUntil: input.validUntil ?? null,
    milestones: input.milestones.map((m, i) => ({
      label: m.label,
      percent: m.percent,
      amountFils: amounts[i]!,
    })),
    note: input.note ?? null,
  };
}

/**
 * Saves the agency's draft: the proposal's first, or the next version of a sent one (the sent
 * versions stay as they are). Not once the proposal is accepted or declined.
 */
export async function saveProposalDraft(
  db: Db,
  owner: ProposalOwner,
  input: ProposalInput,
  now = new Date(),
): Promise<ProposalChange> {
  return db.transaction(async (tx) => {
    const match = await ownMatch(tx, owner, { open: true });
    if (!match) return { status: "not-found" } as const;
    if (match.decided) return { status: "decided" } as const;
    const values = versionValues(input, match.chargesVat);
    let proposal = await lockedProposal(tx, owner.matchId);
    if (!proposal) {
      [proposal] = await tx
        .insert(proposals)
        .values({
          matchId: owner.matchId,
          briefId: match.briefId,
          agencyId: owner.agencyId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    if (proposal!.state === "accepted" || proposal!.state === "declined") {
      return { status: "refused", state: proposal!.state as ProposalState } as const;
    }
    const draftVersion = proposal!.version + 1;
    const [draft] = await tx
      .update(proposalVersions)
      .set({ ...values, createdAt: now })
      .where(
        and(
          eq(proposalVersions.proposalId, proposal!.id),
          eq(proposalVersions.version, draftVersion),
          isNull(proposalVersions.sentAt),
        ),
      )
      .returning({ id: proposalVersions.id });
    if (!draft) {
      await tx
        .insert(proposalVersions)
        .values({ ...values, proposalId: proposal!.id, version: draftVersion, createdAt: now });
    }
    await tx.update(proposals).set({ updatedAt: now }).where(eq(proposals.id, proposal!.id));
    return { status: "saved", proposalId: proposal!.id, version: draftVersion } as const;
  });
}

/**
 * Sends the draft: it becomes the proposal's newest version, valid until its own date or
 * PROPOSAL_VALID_DAYS after today (UAE). A first send makes the proposal sent; a later one,
 * revised (also after a withdrawal or an expiry), up to PROPOSAL_MAX_VERSIONS versions. Sending
 * accepts a match still pending.
 */
export async function sendProposal(
  db: Db,
  owner: ProposalOwner,
  now = new Date(),
  /** The site, to mail the client about the proposal (the pages pass it; some tests do not). */
  site?: ProposalMailSite,
): Promise<ProposalChange> {
  return db.transaction(async (tx) => {
    const match = await ownMatch(tx, owner, { open: true });
    if (!match) return { status: "not-found" } as const;
    if (match.decided) return { status: "decided" } as const;
    const proposal = await lockedProposal(tx, owner.matchId);
    if (!proposal) return { status: "not-found" } as const;
    const state = proposal.state as ProposalState;
    if (state === "accepted" || state === "declined") return { status: "refused", state } as const;
    if (proposal.version >= PROPOSAL_MAX_VERSIONS) return { status: "refused", state } as const;
    const version = proposal.version + 1;
    const defaultValidity = new Date(now.getTime() + PROPOSAL_VALID_DAYS * 86_400_000);
    const [sent] = await tx
      .update(proposalVersions)
      .set({
        sentAt: now,
        validUntil: sql`coalesce(${proposalVersions.validUntil}, ${uaeIsoDate(defaultValidity)})`,
      })
      .where(
        and(
          eq(proposalVersions.proposalId, proposal.id),
          eq(proposalVersions.version, version),
          isNull(proposalVersions.sentAt),
        ),
      )
      .returning({ id: proposalVersions.id });
    if (!sent) return { status: "refused", state } as const;
    await tx
      .update(proposals)
      .set({
        state: proposal.version === 0 ? "sent" : "revised",
        version,
        updatedAt: now,
        firstSentAt: proposal.firstSentAt ?? now,
      })
      .where(eq(proposals.id, proposal.id));
    if (match.answer === "pending") {
      await tx
        .update(matches)
        .set({ answer: "accepted", answeredAt: now })
        .where(and(eq(matches.id, owner.matchId), eq(matches.answer, "pending")));
    }
    if (site) await mailProposalSent(tx, site, owner.matchId, version);
    return { status: "sent", proposalId: proposal.id, version } as const;
  });
}

/** The agency withdraws its open proposal; it may send a new version later. */
export async function withdrawProposal(
  db: Db,
  owner: ProposalOwner,
  now = new Date(),
): Promise<ProposalChange> {
  return db.transaction(async (tx) => {
    const match = await ownMatch(tx, owner);
    if (!match) return { status: "not-found" } as const;
    const proposal = await lockedProposal(tx, owner.matchId);
    if (!proposal) return { status: "not-found" } as const;
    const state = proposal.state as ProposalState;
    if (!(OPEN_PROPOSAL_STATES as readonly string[]).includes(state)) {
      return { status: "refused", state } as const;
    }
    await tx
      .update(proposals)
      .set({ state: "withdrawn", updatedAt: now })
      .where(eq(proposals.id, proposal.id));
    return { status: "withdrawn", proposalId: proposal.id, version: proposal.version } as const;
  });
}

/**
 * Open proposals whose newest sent version's validity date has passed (in UAE time) become expired
 * (the outbox worker's housekeeping, one statement).
 */
export async function expireProposals(db: Db, now = new Date()): Promise<{ expired: number }> {
  const today = uaeIsoDate(now);
  const rows = await db
    .update(proposals)
    .set({ state: "expired", updatedAt: now })
    .where(
      and(
        inArray(proposals.state, [...OPEN_PROPOSAL_STATES]),
        sql`exists (select 1 from ${proposalVersions} v where v.proposal_id = ${proposals.id}
          and v.version = ${proposals.version} and v.valid_until < ${today})`,
      ),
    )
    .returning({ id: proposals.id });
  return { expired: rows.length };
}

const versionColumns = {
  version: proposalVersions.version,
  summary: proposalVersions.summary,
  scope: proposalVersions.scope,
  lines: proposalVersions.lines,
  discountFils: proposalVersions.discountFils,
  subtotalFils: proposalVersions.subtotalFils,
  vatFils: proposalVersions.vatFils,
  totalFils: proposalVersions.totalFils,
  vatPercent: proposalVersions.vatPercent,
  startDate: proposalVersions.startDate,
  endDate: proposalVersions.endDate,
  validUntil: proposalVersions.validUntil,
  milestones: proposalVersions.milestones,
  note: proposalVersions.note,
  sentAt: proposalVersions.sentAt,
};

/**
 * The proposals of some matches as a reader sees them (readProposal, for one): the client and the
 * operator their sent versions, newest first; the agency also its unsent draft. A match without
 * one (or with nothing sent yet, for the client) has none in the map.
 */
export async function readProposals(
  db: DbOrTx,
  matchIds: number[],
  reader: "client" | "agency" | "operator",
): Promise<Map<number, ProposalView>> {
  const found = new Map<number, ProposalView>();
  if (matchIds.length === 0) return found;
  const rows = await db
    .select({
      id: proposals.id,
      matchId: proposals.matchId,
      state: proposals.state,
      version: proposals.version,
    })
    .from(proposals)
    .where(inArray(proposals.matchId, matchIds));
  if (rows.length === 0) return found;
  const versions = await db
    .select({ proposalId: proposalVersions.proposalId, ...versionColumns })
    .from(proposalVersions)
    .where(
      and(
        inArray(
          proposalVersions.proposalId,
          rows.map((r) => r.id),
        ),
        reader === "agency" ? undefined : isNotNull(proposalVersions.sentAt),
      ),
    )
    .orderBy(desc(proposalVersions.version));
  for (const row of rows) {
    const shown = versions
      .filter((v) => v.proposalId === row.id)
      .map(({ proposalId: _, ...v }) => v);
    if (shown.length === 0) continue;
    found.set(row.matchId, {
      id: row.id,
      state: row.state as ProposalState,
      version: row.version,
      versions: shown,
    });
  }
  return found;
}

/** The proposal part of a thread page: the match's proposal and the brief's decision. */
export async function readThreadProposal(
  db: DbOrTx,
  matchId: number,
  reader: "client" | "agency" | "operator",
): Promise<ThreadProposal | undefined> {
  const [row] = await db
    .select({
      briefId: matches.briefId,
      hiredAt: matches.hiredAt,
      outcome: briefs.outcome,
      reason: briefs.decisionReason,
      chargesVat: sql<boolean>`${agencies.trn} is not null`,
    })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(eq(matches.id, matchId));
  if (!row) return undefined;
  const found = await readProposals(db, [matchId], reader);
  return {
    briefId: row.briefId,
    proposal: found.get(matchId),
    decision: {
      outcome: row.outcome as BriefOutcome | null,
      reason: row.reason as DecisionReason | null,
      hiredHere: row.hiredAt !== null,
    },
    chargesVat: row.chargesVat,
  };
}

/** A match's proposal as a reader sees it (readProposals, for one match). */
export async function readProposal(
  db: DbOrTx,
  matchId: number,
  reader: "client" | "agency" | "operator",
): Promise<ProposalView | undefined> {
  return (await readProposals(db, [matchId], reader)).get(matchId);
}

/** To the client: an agency sent (a version of) its proposal; in the transaction that sent it. */
export async function mailProposalSent(
  tx: DbOrTx,
  site: ProposalMailSite,
  matchId: number,
  version: number,
) {
  const [about] = await tx
    .select({
      briefId: briefs.id,
      email: briefs.email,
      locale: briefs.locale,
      companyName: briefs.companyName,
      projectType: briefs.projectType,
      agencyName: agencies.agencyName,
    })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(eq(matches.id, matchId));
  if (!about) return;
  const locale = mailLocale(about.locale);
  const mailSite = { name: site.siteName, url: site.siteUrl };
  await enqueueEmail(tx, {
    to: about.email,
    replyTo: site.supportEmail,
    about: { briefId: about.briefId },
    ...briefDecisionEmail(
      "proposalSent",
      {
        company: about.companyName,
        brief: valueLabel("projectTypes", about.projectType, locale),
        agency: about.agencyName,
        version,
        url: siteLink(mailSite, locale, `/my-briefs/briefs/${about.briefId}`),
      },
      mailSite,
      locale,
    ),
  });
}
