import { agencyTextIn } from "~/domain/agency-display";
import { reviewAuthor } from "~/domain/review-display";
import type { HomeReview } from "~/domain/views/home-page";
import { StarRating } from "../directory/star-rating";
import { RichText } from "../rich-text";
import { useLocale, useMessages } from "../i18n";
import { Link } from "../ui/link";
import { useFormatters } from "../use-formatters";
import { TestimonialSection } from "./testimonial-section";

/**
 * What clients say: the newest verified reviews of 4 or 5 stars, each naming the
 * agency it is about and linking to its profile. Until a review is published, the page keeps the
 * specification's testimonial (docs/product.md#routes-and-screens).
 */
export function VerifiedReviews({ reviews }: { reviews: HomeReview[] }) {
  const reviewMessages = useMessages().publicPages.home.reviews;
  if (reviews.length === 0) return <TestimonialSection />;
  return (
    <section aria-labelledby="reviews-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <h2
          id="reviews-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          {reviewMessages.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-pretty text-slate-600">
          {reviewMessages.note}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <QuotedReview review={review} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function QuotedReview({ review }: { review: HomeReview }) {
  const reviewMessages = useMessages().publicPages.home.reviews;
  const locale = useLocale();
  const formatters = useFormatters();
  const agencyName = agencyTextIn(locale, { ...review.agency, description: "" }).name;
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating value={review.overall} size="sm" />
      <blockquote className="mt-3 flex-1">
        <p dir="auto" className="font-semibold break-words text-slate-900">
          {review.title}
        </p>
        <p dir="auto" className="mt-2 line-clamp-5 text-sm break-words text-slate-700">
          {review.body}
        </p>
      </blockquote>
      <figcaption className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
        <bdi className="block font-medium text-slate-900">
          {reviewAuthor(review.reviewerName, locale)}
        </bdi>
        <RichText
          text={reviewMessages.about}
          values={{
            agency: (
              <Link
                to={`/agencies/${encodeURIComponent(review.agency.slug)}#reviews`}
                className="font-medium text-brand-700 hover:underline"
              >
                <bdi>{agencyName}</bdi>
              </Link>
            ),
            date: formatters.date(review.createdAt),
          }}
        />
      </figcaption>
    </figure>
  );
}
