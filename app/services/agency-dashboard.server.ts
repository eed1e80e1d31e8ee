import { isAnswerOverdue, type MatchAnswer } from "~/domain/match-answers";
import { lastMessageAt, unreadBy } from "./project-room.server";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { briefs, matches, reviews } from "~/db/schema";
import { subscriptionGrantsPro } from "~/domain/subscription";
import type {
  AgencyDashboard,
  DashboardLead,
  DashboardReview,
} from "~/domain/views/agency-dashboard";
import { findOwnListing } from "./agency-record.server";
import { currentSubscription, paymentsOf } from "./billing.server";
import { pendingEmailChange } from "./listing-email-change.server";
import { refundWindow } from "./pro-plan.server";

/**
 * Everything the agency dashboard shows: the listing, a new e-mail address waiting for its
 * confirmation, the Pro subscription with its payments, whether the 7-day refund can still be
 * claimed, its published reviews with their replies, and its leads (the briefs it was matched
 * with). Undefined when the agency is gone.
 */
export async function loadAgencyDashboard(
  db: Db,
  agencyId: number,
  now = new Date(),
): Promise<AgencyDashboard | undefined> {
  const listing = await findOwnListing(db, agencyId);
  if (!listing) return undefined;
  const [subscription, payments, refund, pendingEmail, ownReviews, leads] = await Promise.all([
    currentSubscription(db, agencyId),
    paymentsOf(db, agencyId),
    refundWindow(db, agencyId, now),
    pendingEmailChange(db, agencyId, now),
    publishedReviewsOf(db, agencyId),
    leadsOf(db, agencyId),
  ]);
  return {
    listing,
    pendingEmail: pendingEmail?.newEmail ?? null,
    subscription: subscription
      ? {
          provider: subscription.provider,
          status: subscription.status,
          grantsPro: subscriptionGrantsPro(subscription),
          startDate: subscription.startedAt,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          endedAt: subscription.endedAt,
          lastPaymentError: subscription.lastPaymentError,
        }
      : null,
    payments,
    refundUntil: refund?.until ?? null,
    reviews: ownReviews,
    leads,
  };
}

/** Reviews the dashboard lists, newest first; older ones are on the public profile. */
export const DASHBOARD_REVIEWS = 50;

/** The agency's published reviews with their replies (reviews_agency_published_idx). */
function publishedReviewsOf(db: DbOrTx, agencyId: number): Promise<DashboardReview[]> {
  return db
    .select({
      id: reviews.id,
      title: reviews.title,
      body: reviews.body,
      overall: reviews.overall,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
      replyStatus: reviews.replyStatus,
      replyRejectionReason: reviews.replyRejectionReason,
    })
    .from(reviews)
    .where(and(eq(reviews.agencyId, agencyId), eq(reviews.status, "approved")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(DASHBOARD_REVIEWS);
}

/** Leads the dashboard lists, newest first. */
export const DASHBOARD_LEADS = 50;

/**
 * The briefs the agency was matched with, newest match first (matches_agency_idx), with what the
 * match e-mail gave it: the project and the client's contact details.
 */
async function leadsOf(db: DbOrTx, agencyId: number): Promise<DashboardLead[]> {
  const rows = await db
    .select({
      matchId: matches.id,
      matchedAt: matches.matchedAt,
      companyName: briefs.companyName,
      contactName: briefs.contactName,
      email: briefs.email,
      phone: briefs.phone,
      projectType: briefs.projectType,
      budget: briefs.budget,
      timeline: briefs.timeline,
      description: briefs.description,
      unread: unreadBy("agency"),
      lastMessageAt,
      answer: sql<MatchAnswer>`${matches.answer}`,
      answerDueAt: matches.answerDueAt,
      outcome: sql<DashboardLead["outcome"]>`case when ${matches.hiredAt} is not null then 'hired'
        when ${briefs.outcome} = 'hired' then 'not-selected'
        when ${briefs.outcome} is not null then 'closed' end`,
    })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .where(eq(matches.agencyId, agencyId))
    .orderBy(desc(matches.matchedAt), desc(matches.id))
    .limit(DASHBOARD_LEADS);
  const now = new Date();
  return rows.map((row) => ({
    ...row,
    lastMessageAt: row.lastMessageAt === null ? null : new Date(row.lastMessageAt),
    answerOverdue: isAnswerOverdue(row.answer, row.answerDueAt, now),
  }));
}
