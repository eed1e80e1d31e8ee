import { format } from "~/domain/i18n";
import { REVIEW_LENGTH } from "~/domain/review-length";
import type { DashboardReview } from "~/domain/views/agency-dashboard";
import { TextareaSubmit } from "../forms/textarea-submit";
import { ActionForm } from "../forms/action-form";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

/**
 * The agency's published reviews, each with its one public reply: its state (waiting for
 * moderation, published, or not published with the reason) and, when there is none or it was
 * rejected, the form to write one (a plain post, `intent=reply-review`). Shown once there is one.
 */
export function ReviewReplies({ reviews }: { reviews: DashboardReview[] }) {
  const messages = useMessages();
  const reviewMessages = messages.dashboard.reviews;
  const date = useFormatters().date;
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="reviews-title" className="text-lg font-semibold text-slate-900">
        {reviewMessages.title}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {reviews.map((review) => (
          <li key={review.id} className="py-4">
            <article aria-labelledby={`review-${review.id}`}>
              <h3 id={`review-${review.id}`} dir="auto" className="font-semibold text-slate-900">
                {review.title}
              </h3>
              <p className="text-sm text-slate-600">
                {format(messages.reviews.starsLabel, { stars: review.overall })} ·{" "}
                {date(review.createdAt)}
              </p>
              <p dir="auto" className="mt-2 break-words whitespace-pre-line text-slate-800">
                {review.body}
              </p>
              {review.reply && review.replyStatus && <Reply review={review} />}
              {review.replyStatus !== "pending" && review.replyStatus !== "approved" && (
                <ReplyForm reviewId={review.id} />
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reply({ review }: { review: DashboardReview }) {
  const reviewMessages = useMessages().dashboard.reviews;
  const state =
    review.replyStatus === "approved"
      ? reviewMessages.replyPublished
      : review.replyStatus === "rejected"
        ? format(reviewMessages.replyRejected, { reason: review.replyRejectionReason ?? "" })
        : reviewMessages.replyPending;
  return (
    <div className="mt-3 border-s-4 border-slate-200 ps-4 text-sm">
      <p className="font-medium text-slate-900">
        {reviewMessages.yourReply}: <span className="font-normal text-slate-600">{state}</span>
      </p>
      <p dir="auto" className="mt-1 break-words whitespace-pre-line text-slate-700">
        {review.reply}
      </p>
    </div>
  );
}

function ReplyForm({ reviewId }: { reviewId: number }) {
  const reviewMessages = useMessages().dashboard.reviews;
  const id = `reply-${reviewId}`;
  return (
    <ActionForm fields={{ intent: "reply-review", reviewId }} className="mt-3 flex flex-col gap-2">
      {(pending) => (
        <TextareaSubmit
          id={id}
          name="reply"
          label={reviewMessages.replyLabel}
          limits={REVIEW_LENGTH.reply}
          submitLabel={reviewMessages.submit}
          pending={pending}
        />
      )}
    </ActionForm>
  );
}
