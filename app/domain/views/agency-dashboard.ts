import type { MatchAnswer } from "../match-answers";
/**
 * What an agency sees of its own account: its listing (the dashboard, and the agency API's
 * record), its Pro subscription and its payments. Read by services/agency-record.server.ts and
 * services/agency-dashboard.server.ts.
 */

/** The agency's own listing, approved or not; never the billing ids or the search vector. */
export type OwnListing = {
  id: number;
  slug: string;
  agencyName: string;
  /** The name and description in Arabic, when the agency gave them. */
  agencyNameAr: string | null;
  contactName: string;
  email: string;
  phone: string | null;
  website: string | null;
  portfolio: string | null;
  logoUrl: string | null;
  location: string | null;
  services: string[];
  industries: string[];
  experience: string;
  description: string;
  descriptionAr: string | null;
  foundingYear: number | null;
  teamSize: string | null;
  minBudgetAed: number | null;
  languages: string[];
  approved: boolean;
  isPro: boolean;
  needsReview: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** The subscription the Pro card shows (the agency's current or latest one). */
export type DashboardSubscription = {
  /** stripe | test */
  provider: string;
  /** The provider's status: active, trialing, past_due, canceled, ... */
  status: string;
  grantsPro: boolean;
  startDate: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  lastPaymentError: string | null;
};

/** One payment (a paid or refunded invoice); `amount` in the currency's minor unit (fils). */
export type DashboardPayment = {
  id: number;
  amount: number;
  currency: string;
  status: string;
  createdAt: Date;
  startDate: Date | null;
  nextBillingDate: Date | null;
};

/**
 * One of the agency's published reviews, with its reply: none yet (`replyStatus` null), waiting
 * for moderation, published, or rejected with the operator's reason (a new one may be written).
 */
export type DashboardReview = {
  id: number;
  title: string;
  body: string;
  overall: number;
  createdAt: Date;
  reply: string | null;
  replyStatus: string | null;
  replyRejectionReason: string | null;
};

/**
 * A brief the operator matched the agency with, as the match e-mail gave it: the project and the
 * client's contact details.
 */
export type DashboardLead = LeadBrief & {
  matchId: number;
  matchedAt: Date;
  /** Its thread (docs/decisions/018-project-room.md): messages the agency has not read, the last. */
  unread: number;
  lastMessageAt: Date | null;
  /** Its answer (issue 31): pending until the agency accepts or declines, due `answerDueAt`. */
  answer: MatchAnswer;
  answerDueAt: Date | null;
  /** Pending past its due time (when the page was read). */
  answerOverdue: boolean;
  /** How the brief ended for this agency (issue 31): null while the client has not decided. */
  outcome: "hired" | "not-selected" | "closed" | null;
};

/**
 * What a matched agency is given of a brief (the match mail, the dashboard's leads, the operator's
 * brief page): the project and the client's contact details, as stored.
 */
export type LeadBrief = {
  companyName: string;
  contactName: string;
  email: string;
  phone: string | null;
  projectType: string;
  budget: string;
  timeline: string;
  description: string;
};

/** Everything the agency dashboard shows. */
export type AgencyDashboard = {
  listing: OwnListing;
  /** A new e-mail address waiting for its confirmation link to be used. */
  pendingEmail: string | null;
  subscription: DashboardSubscription | null;
  /** Newest first. */
  payments: DashboardPayment[];
  /** Until when the 7-day refund of the first payment can be claimed; null when it cannot. */
  refundUntil: Date | null;
  /** Its published reviews, newest first (at most DASHBOARD_REVIEWS). */
  reviews: DashboardReview[];
  /** The briefs it was matched with, newest first (at most DASHBOARD_LEADS). */
  leads: DashboardLead[];
};
