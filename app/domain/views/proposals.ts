import type { BriefOutcome, DecisionReason } from "../brief-decisions";
import type { ProposalLineRow, ProposalMilestoneRow } from "../proposal-money";
import type { ProposalState } from "../proposals";

/** What the pages show of proposals and the brief's decision (issue 31). */

/** A version of a proposal as it was sent (or the agency's draft: `sentAt` null). */
export type ProposalVersion = {
  version: number;
  summary: string;
  scope: string;
  lines: ProposalLineRow[];
  discountFils: number;
  subtotalFils: number;
  vatFils: number;
  totalFils: number;
  vatPercent: number;
  startDate: string;
  endDate: string;
  validUntil: string | null;
  milestones: ProposalMilestoneRow[];
  note: string | null;
  sentAt: Date | null;
};

export type ProposalView = {
  id: number;
  state: ProposalState;
  /** The newest sent version's number (0 before the first send). */
  version: number;
  /** Newest first: the agency's draft (if any) first for the agency; sent versions only else. */
  versions: ProposalVersion[];
};

/** The brief's decision as a match's reader sees it: the agencies not chosen never see who was. */
export type BriefDecision = {
  outcome: BriefOutcome | null;
  reason: DecisionReason | null;
  /** This thread's agency is the one hired. */
  hiredHere: boolean;
};

/** The proposal part of a thread page. */
export type ThreadProposal = {
  briefId: number;
  proposal: ProposalView | undefined;
  decision: BriefDecision;
  /** The agency charges VAT (has a TRN): its form says so. */
  chargesVat: boolean;
};

/** The client's comparison of a brief's proposals. */
export type BriefComparison = {
  briefId: number;
  companyName: string;
  projectType: string;
  outcome: BriefOutcome | null;
  reason: DecisionReason | null;
  entries: {
    matchId: number;
    agencyName: string;
    agencySlug: string;
    hired: boolean;
    /**
     * The match still holds its place (pending or accepted): hiring another agency tells it why.
     * A declined or replaced one shows only for the proposal it sent.
     */
    active: boolean;
    proposal: ProposalView | undefined;
  }[];
};
