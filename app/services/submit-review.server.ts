import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { reviewInvitations, reviews } from "~/db/schema";
import type { Locale } from "~/domain/i18n";
import { reviewerName, type ReviewInput } from "~/domain/reviews";
import { uniqueViolation } from "./db-errors.server";
import {
  findReviewInvitation,
  type OpenInvitation,
  type ReviewInvitationState,
} from "./review-invitations.server";

/**
 * Writing a review, or saying not to ask for one, through a review link
 * (docs/decisions/014-verified-reviews.md). The invitation's row is locked for the transaction,
 * so two submissions of one link take turns: the first writes, the second finds it used. The
 * agency reviewed is always the match's: a form naming another agency is refused, nothing stored.
 */
export type ReviewLinkRefusal =
  | Exclude<ReviewInvitationState, { status: "open" }>
  /** The form named an agency this link is not for. */
  | { status: "other-agency" };

export type SubmitReviewResult =
  { status: "created"; reviewId: number; invitation: OpenInvitation } | ReviewLinkRefusal;

export type DeclineReviewResult =
  { status: "declined-now"; invitation: OpenInvitation } | ReviewLinkRefusal;

export async function submitReview(
  db: Db,
  input: { token: string; agencyId: number | undefined; review: ReviewInput; locale: Locale },
  now = new Date(),
): Promise<SubmitReviewResult> {
  try {
    return await db.transaction(async (tx): Promise<SubmitReviewResult> => {
      const state = await findReviewInvitation(tx, input.token, now, true);
      if (state.status !== "open") return state;
      const invitation = state.invitation;
      if (input.agencyId !== undefined && input.agencyId !== invitation.agencyId) {
        return { status: "other-agency" };
      }
      const { review } = input;
      const [row] = await tx
        .insert(reviews)
        .values({
          matchId: invitation.matchId,
          briefId: invitation.briefId,
          agencyId: invitation.agencyId,
          overall: review.overall,
          quality: review.quality,
          communication: review.communication,
          value: review.value,
          timeliness: review.timeliness,
          title: review.title,
          body: review.body,
          wentAhead: review.wentAhead,
          budget: review.budget,
          reviewerName: reviewerName(
            invitation.contactName,
            invitation.companyName,
            review.anonymous,
          ),
          locale: input.locale,
          createdAt: now,
        })
        .returning({ id: reviews.id });
      await tx
        .update(reviewInvitations)
        .set({ usedAt: now })
        .where(eq(reviewInvitations.matchId, invitation.matchId));
      return { status: "created", reviewId: row!.id, invitation };
    });
  } catch (error) {
    // The match has a review already (written some other way than this link).
    if (uniqueViolation(error) === "reviews_match_key") return { status: "used" };
    throw error;
  }
}

/**
 * Records that the client would rather not review the link's agency (the project did not go ahead
 * with it, say): nothing more is asked.
 */
export async function declineReview(
  db: Db,
  input: { token: string; agencyId: number | undefined },
  now = new Date(),
): Promise<DeclineReviewResult> {
  return db.transaction(async (tx): Promise<DeclineReviewResult> => {
    const state = await findReviewInvitation(tx, input.token, now, true);
    if (state.status !== "open") return state;
    if (input.agencyId !== undefined && input.agencyId !== state.invitation.agencyId) {
      return { status: "other-agency" };
    }
    await tx
      .update(reviewInvitations)
      .set({ declinedAt: now })
      .where(eq(reviewInvitations.matchId, state.invitation.matchId));
    return { status: "declined-now", invitation: state.invitation };
  });
}
