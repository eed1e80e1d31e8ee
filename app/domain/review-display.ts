import { defaultLocale, getMessages, type Locale } from "./i18n";
import { REVIEWS_PER_PAGE, type RatingSummary, type ReviewScores } from "./reviews";

/**
 * Verified reviews as the public sees them (docs/decisions/014-verified-reviews.md): the page of
 * reviews a profile shows, its address, and the profile's schema.org rating.
 */

/** A published review as a profile shows it: approved, its reply only once approved too. */
export type PublishedReview = ReviewScores & {
  id: number;
  title: string;
  body: string;
  /** "first name, company", or null for a reviewer who asked to stay anonymous. */
  reviewerName: string | null;
  wentAhead: boolean;
  budget: string;
  createdAt: Date;
  reply: string | null;
};

/** A profile's reviews: the summary of all the approved ones, and one page of them, newest first. */
export type AgencyReviews = {
  summary: RatingSummary;
  reviews: PublishedReview[];
  page: number;
  pageCount: number;
};

/** The query parameter of a profile's page of reviews: `/agencies/{slug}?reviews=2`. */
export const REVIEWS_PAGE_PARAM = "reviews";

/** The page of reviews asked for: a whole number from 1, else 1 (the service clamps the top). */
export function parseReviewsPage(params: URLSearchParams): number {
  const text = (params.get(REVIEWS_PAGE_PARAM) ?? "").trim();
  return /^\d{1,7}$/.test(text) ? Math.max(1, Number(text)) : 1;
}

/** Pages of REVIEWS_PER_PAGE for `count` reviews; at least one, an empty one. */
export function reviewPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / REVIEWS_PER_PAGE));
}

/** The address of a page of a profile's reviews, at the reviews section (page 1 left out). */
export function reviewsPageHref(profilePath: string, page: number): string {
  return `${profilePath}${page > 1 ? `?${REVIEWS_PAGE_PARAM}=${page}` : ""}#reviews`;
}

/** The name a review is signed with: the reviewer's, or 'Verified client' in `locale`. */
export function reviewAuthor(reviewerName: string | null, locale: Locale = defaultLocale): string {
  return reviewerName ?? getMessages(locale).reviews.verifiedClient;
}

/**
 * schema.org `aggregateRating` and `review` for the profile's Organization (the reviews of the
 * page shown), or nothing when the agency has no approved review: search engines must not see a
 * rating of nothing.
 */
export function reviewsJsonLd(
  { summary, reviews }: Pick<AgencyReviews, "summary" | "reviews">,
  locale: Locale = defaultLocale,
) {
  if (summary.count === 0 || summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: reviewAuthor(review.reviewerName, locale) },
      reviewRating: {
        "@type": "Rating",
        ratingValue: review.overall,
        bestRating: 5,
        worstRating: 1,
      },
      name: review.title,
      reviewBody: review.body,
      datePublished: review.createdAt.toISOString().slice(0, 10),
    })),
  };
}
