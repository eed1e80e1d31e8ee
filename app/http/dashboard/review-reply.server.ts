import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { getMessages } from "~/domain/i18n";
import { idField } from "~/domain/ids";
import { reviewReplySchema } from "~/domain/reviews";
import type { ToastInput } from "~/domain/toast";
import { submitReply } from "~/services/review-moderation.server";
import { checkFormPost, type FormSpec } from "../form-post.server";
import { redirectWithToast } from "../sessions/toast.server";

const reviewReplyFormSchema = reviewReplySchema.extend({
  intent: z.literal("reply-review"),
  reviewId: idField(),
});

/** The reply form under each of the agency's published reviews (a plain post). */
export const reviewReplyForm = {
  schema: reviewReplyFormSchema,
} satisfies FormSpec<typeof reviewReplyFormSchema>;

/**
 * The agency's reply to one of its published reviews: sent for moderation, or why not. Either
 * way the answer is the dashboard with a toast, refused or not: the form is never shown again.
 */
export async function replyToReview(formData: FormData, agencyId: number, context: AppLoadContext) {
  const reviewMessages = getMessages().dashboard.reviews;
  const refused = (description: string) =>
    redirectWithToast(
      "/dashboard",
      { type: "error", title: reviewMessages.refused, description },
      context.config,
    );
  const form = await checkFormPost(formData, context, reviewReplyForm);
  if (form.kind !== "valid") {
    // A review named badly, or not at all, is not found, whatever the reply says.
    const errors = form.kind === "refused" ? form.refusal.fieldErrors : undefined;
    const replyError = errors?.reviewId ? undefined : errors?.reply?.[0];
    return refused(replyError ?? reviewMessages.notFound);
  }
  const { reviewId, reply } = form.value;
  const result = await submitReply(context.db, agencyId, reviewId, reply);
  if (result.status === "submitted") {
    const sent: ToastInput = { type: "success", title: reviewMessages.sent };
    return redirectWithToast("/dashboard", sent, context.config);
  }
  if (result.status === "invalid") return refused(result.message);
  return refused(
    result.status === "reply-exists" ? reviewMessages.exists : reviewMessages.notFound,
  );
}
