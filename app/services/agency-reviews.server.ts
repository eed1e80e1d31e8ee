import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { reviewPageCount, type AgencyReviews, type PublishedReview } from "~/domain/review-display";
import { ratingSummary, REVIEWS_PER_PAGE } from "~/domain/reviews";

const isApproved = eq(reviews.status, "approved");

/**
 * An agency's published reviews for its profile: the summary of every approved review (count per
 * overall star), and page `page` of them, newest first. A page past the last shows the last.
 */
export async function listAgencyReviews(
  db: DbOrTx,
  agencyId: number,
  page: number,
): Promise<AgencyReviews> {
  const stars = await db
    .select({ stars: reviews.overall, count: count() })
    .from(reviews)
    .where(and(eq(reviews.agencyId, agencyId), isApproved))
    .groupBy(reviews.overall);
  const summary = ratingSummary(Object.fromEntries(stars.map((row) => [row.stars, row.count])));
  const pageCount = reviewPageCount(summary.count);
  const shown = Math.min(Math.max(1, page), pageCount);
  const rows: PublishedReview[] =
    summary.count === 0
      ? []
      : await db
          .select({
            id: reviews.id,
            overall: reviews.overall,
            quality: reviews.quality,
            communication: reviews.communication,
            value: reviews.value,
            timeliness: reviews.timeliness,
            title: reviews.title,
            body: reviews.body,
            reviewerName: reviews.reviewerName,
            wentAhead: reviews.wentAhead,
            budget: reviews.budget,
            createdAt: reviews.createdAt,
            // The agency's reply is public only once the operator approved it.
            reply: sql<
              string | null
            >`case when ${reviews.replyStatus} = 'approved' then ${reviews.reply} end`,
          })
          .from(reviews)
          .where(and(eq(reviews.agencyId, agencyId), isApproved))
          // As reviews_agency_published_idx is ordered.
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(REVIEWS_PER_PAGE)
          .offset((shown - 1) * REVIEWS_PER_PAGE);
  return { summary, reviews: rows, page: shown, pageCount };
}
