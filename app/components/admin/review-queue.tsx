import type { ReactNode } from "react";
import { format } from "~/domain/i18n";
import { REVIEW_LENGTH } from "~/domain/review-length";
import type { ReviewScore, ReviewScores } from "~/domain/reviews";
import { budgets } from "~/domain/value-sets";
import { TextareaSubmit } from "../forms/textarea-submit";
import { ActionForm, useReturnTo } from "../forms/action-form";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { useFormatters } from "../use-formatters";

/** A review as the Reviews tab shows it (services/admin-rows.server.ts, AdminReview). */
export type ReviewRow = ReviewScores & {
  id: number;
  agencyName: string;
  title: string;
  body: string;
  reviewerName: string | null;
  wentAhead: boolean;
  budget: string;
  status: string;
  reply: string | null;
  replyStatus: string | null;
  createdAt: Date;
  repliedAt: Date | null;
};

/**
 * The moderation queue of the Reviews tab: each pending review, or pending reply of a published
 * one, with what the operator judges it by and its buttons. Rejecting asks for the reason (it is
 * e-mailed) in a `<details>`, so it opens without JavaScript too.
 */
export function ReviewQueue({ rows, total }: { rows: ReviewRow[]; total: number }) {
  const reviewMessages = useMessages().adminConsole.reviews;
  return (
    <section aria-labelledby="waiting-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="waiting-heading" className="text-lg font-semibold text-slate-900">
          {format(reviewMessages.waitingHeading, { count: total.toLocaleString("en") })}
        </h2>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center font-semibold text-slate-900">
          {reviewMessages.noneWaiting}
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {rows.map((review) => (
            <li key={review.id}>
              <WaitingReview review={review} />
            </li>
          ))}
        </ol>
      )}
      {total > rows.length && (
        <p className="text-sm text-slate-600">
          {format(reviewMessages.waitingMore, { shown: rows.length })}
        </p>
      )}
    </section>
  );
}

function WaitingReview({ review }: { review: ReviewRow }) {
  const messages = useMessages();
  const adminConsoleMessages = messages.adminConsole;
  const reviewMessages = adminConsoleMessages.reviews;
  const formatters = useFormatters();
  const isReply = review.status === "approved" && review.replyStatus === "pending";
  const headingId = `waiting-${review.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {format(isReply ? reviewMessages.newReply : reviewMessages.newReview, {
          agency: review.agencyName,
        })}
      </p>
      <h3 id={headingId} dir="auto" className="mt-1 text-lg font-semibold text-slate-900">
        {review.title}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {/* The five scores in the catalogue's order (REVIEW_SCORES's), without loading the
            review schemas into the page. */}
        {Object.entries(messages.reviews.scores).map(([score, label]) => (
          <Detail key={score} label={label}>
            {format(reviewMessages.stars, { stars: review[score as ReviewScore] })}
          </Detail>
        ))}
        <Detail label={reviewMessages.reviewer}>
          <bdi>{review.reviewerName ?? reviewMessages.anonymous}</bdi>
        </Detail>
        <Detail label={reviewMessages.wentAhead}>
          {review.wentAhead ? reviewMessages.yes : reviewMessages.no}
        </Detail>
        <Detail label={adminConsoleMessages.briefs.columns.budget}>
          {budgets.label(review.budget)}
        </Detail>
        <Detail label={adminConsoleMessages.messages.columns.date}>
          {formatters.dateTime(review.createdAt)}
        </Detail>
      </dl>
      <p dir="auto" className="mt-4 break-words whitespace-pre-line text-slate-800">
        {review.body}
      </p>
      {isReply && (
        <div className="mt-4 border-s-4 border-brand-200 ps-4">
          <p className="text-sm font-medium text-slate-500">{reviewMessages.theReply}</p>
          <p dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-800">
            {review.reply}
          </p>
        </div>
      )}
      <ModerationButtons review={review} isReply={isReply} />
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Approve, or reject with a reason (deleting is in the table of all reviews below). */
function ModerationButtons({ review, isReply }: { review: ReviewRow; isReply: boolean }) {
  const reviewMessages = useMessages().adminConsole.reviews;
  const returnTo = useReturnTo();
  const reasonId = `reason-${review.id}`;
  const approveIntent = isReply ? "approve-reply" : "approve-review";
  const rejectIntent = isReply ? "reject-reply" : "reject-review";
  return (
    <div className="mt-5 flex flex-wrap items-start gap-3">
      <ActionForm
        action="/admin"
        fields={{ intent: approveIntent, id: review.id }}
        values={{ returnTo }}
      >
        {(pending) => (
          <button
            type="submit"
            disabled={pending}
            aria-describedby={`waiting-${review.id}`}
            className={`${buttonClasses("primary")} disabled:opacity-60`}
          >
            {reviewMessages.approve}
          </button>
        )}
      </ActionForm>
      <details className="group min-w-0 flex-1 basis-72">
        <summary
          className={`${buttonClasses("secondary")} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {reviewMessages.reject}
        </summary>
        <ActionForm
          action="/admin"
          fields={{ intent: rejectIntent, id: review.id }}
          values={{ returnTo }}
          className="mt-3 flex flex-col gap-2"
        >
          {(pending) => (
            <TextareaSubmit
              id={reasonId}
              name="reason"
              label={isReply ? reviewMessages.replyReason : reviewMessages.reviewReason}
              limits={REVIEW_LENGTH.reason}
              submitLabel={reviewMessages.sendRejection}
              pending={pending}
            />
          )}
        </ActionForm>
      </details>
    </div>
  );
}
