import { Star } from "lucide-react";
import { format } from "~/domain/i18n";
import {
  reviewAuthor,
  reviewsPageHref,
  type AgencyReviews,
  type PublishedReview,
} from "~/domain/review-display";
import { REVIEW_SCORES, starShare, STARS } from "~/domain/reviews";
import { budgets } from "~/domain/value-sets";
import { useLocale, useMessages, useSite } from "../i18n";
import { RichText } from "../rich-text";
import { useFormatters } from "../use-formatters";
import { Pagination } from "./pagination";
import { StarRating } from "./star-rating";

/**
 * The reviews section of a profile (docs/decisions/014-verified-reviews.md): the average, the
 * count and the share of each star, then a page of the approved reviews, newest first, with the
 * agency's approved reply. Pages are plain links (`?reviews=2#reviews`): the profile ships no
 * script.
 */
export function AgencyReviewsSection({
  reviews,
  agencyName,
  profilePath,
}: {
  reviews: AgencyReviews;
  agencyName: string;
  profilePath: string;
}) {
  const texts = useMessages().reviewDisplay;
  const brand = useSite()?.name ?? "";
  const formatters = useFormatters();
  const { summary } = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24">
      <h2 id="reviews-heading" className="mb-3 text-xl font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-slate-600">
        {format(texts.verifiedNote, { brand })} {texts.proNote}
      </p>
      {summary.count === 0 || summary.average === null ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-5 text-slate-700">
          {texts.empty}
        </p>
      ) : (
        <>
          <div className="mt-5 grid gap-6 rounded-2xl border border-slate-200 p-5 sm:grid-cols-[auto_minmax(0,1fr)]">
            <div className="flex flex-col items-start gap-1">
              <p className="text-4xl font-extrabold text-slate-900">
                {formatters.rating(summary.average)}
                <span className="sr-only">
                  {" "}
                  {format(texts.average, { average: formatters.rating(summary.average) })}
                </span>
              </p>
              <StarRating value={summary.average} />
              <p className="text-sm text-slate-600">
                {format(texts.count, { count: formatters.number(summary.count) })}
              </p>
            </div>
            <ul aria-label={texts.distribution} className="flex flex-col gap-1.5">
              {[...STARS].reverse().map((stars) => (
                <li key={stars} className="flex items-center gap-3 text-sm text-slate-700">
                  <span className="sr-only">
                    {format(texts.distributionRow, {
                      stars: formatters.number(stars),
                      count: formatters.number(summary.distribution[stars - 1] ?? 0),
                    })}
                  </span>
                  <span aria-hidden="true" className="inline-flex w-8 items-center gap-1">
                    {formatters.number(stars)}
                    <Star className="size-3.5 fill-amber-500 text-amber-500" />
                  </span>
                  <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full bg-amber-400"
                      style={{ width: `${starShare(summary, stars)}%` }}
                    />
                  </span>
                  <span aria-hidden="true" className="w-8 text-end tabular-nums">
                    {formatters.number(summary.distribution[stars - 1] ?? 0)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <ol className="mt-6 flex flex-col divide-y divide-slate-200">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="py-6 first:pt-2">
                <ReviewItem review={review} agencyName={agencyName} />
              </li>
            ))}
          </ol>
          <Pagination
            page={reviews.page}
            pageCount={reviews.pageCount}
            href={(page) => reviewsPageHref(profilePath, page)}
            label={texts.pages}
          />
        </>
      )}
    </section>
  );
}

function ReviewItem({ review, agencyName }: { review: PublishedReview; agencyName: string }) {
  const messages = useMessages();
  const texts = messages.reviewDisplay;
  const locale = useLocale();
  const formatters = useFormatters();
  const titleId = `review-${review.id}`;
  return (
    <article aria-labelledby={titleId}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.overall} size="sm" />
        <h3 id={titleId} dir="auto" className="font-semibold break-words text-slate-900">
          {review.title}
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <bdi>{reviewAuthor(review.reviewerName, locale)}</bdi>
        {" · "}
        <time dateTime={review.createdAt.toISOString()}>{formatters.date(review.createdAt)}</time>
      </p>
      <p dir="auto" className="mt-3 whitespace-pre-line break-words text-slate-700">
        {review.body}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {REVIEW_SCORES.filter((score) => score !== "overall").map((score) => (
          <div key={score} className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">{messages.reviews.scores[score]}</dt>
            <dd>
              <StarRating value={review[score]} size="sm" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {review.wentAhead ? texts.wentAhead : texts.didNotGoAhead}
        {" · "}
        {format(texts.budget, { budget: budgets.labelIn(locale, review.budget) })}
      </p>
      {review.reply && (
        <div className="mt-4 rounded-xl border-s-4 border-brand-500 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">
            <RichText text={texts.reply} values={{ name: <bdi>{agencyName}</bdi> }} />
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-700">
            {review.reply}
          </p>
        </div>
      )}
    </article>
  );
}
