import { data } from "react-router";
import { z } from "zod";
import { staticPage } from "~/components/layout/page-scripts";
import { ReviewLinkRefused, ReviewThanks } from "~/components/reviews/review-answers";
import { ReviewForm, type ReviewFormView } from "~/components/reviews/review-form";
import { agencyTextIn } from "~/domain/agency-display";
import { currentLocale, format } from "~/domain/i18n";
import { reviewFormClientLimits } from "~/domain/rate-limits";
import { idField } from "~/domain/ids";
import { reviewerName, reviewSchema } from "~/domain/reviews";
import { pageMeta } from "~/domain/seo";
import {
  checkFormPost,
  formPostFields,
  formReply,
  readFormPostBody,
} from "~/http/form-post.server";
import { plainFormState } from "~/components/forms/plain-form-state";
import { useMessages } from "~/components/i18n";
import { redirect } from "~/http/redirect.server";
import { issueFormToken } from "~/services/form-guard.server";
import {
  findReviewInvitation,
  findReviewLink,
  type OpenInvitation,
} from "~/services/review-invitations.server";
import {
  declineReview,
  submitReview,
  type ReviewLinkRefusal,
} from "~/services/submit-review.server";
import type { Route } from "./+types/review";

/**
 * The page a review link opens (docs/decisions/014-verified-reviews.md): the review form of the
 * match the link was mailed for, or why it cannot be used. Served as plain HTML (a static page,
 * decision 012): the form is a real POST, checked on the server, so it works without JavaScript.
 * Its address holds the link's token: the answer is private (server/private-responses.ts) and
 * never indexed.
 */
export const handle = staticPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => {
    const form = args.data && "invitation" in args.data ? args.data.invitation : undefined;
    const thanks = args.data?.kind === "thanks";
    return {
      title: form
        ? format(m.reviews.form.metaTitle, { agencyName: form.agencyName })
        : thanks
          ? m.reviews.thanks.metaTitle
          : m.reviews.form.eyebrow,
      description: m.reviews.form.moderationNote,
      robots: "noindex,nofollow",
    };
  });

/** What the form shows of the match: the agency in the page's language, the reviewer's name. */
function formView(invitation: OpenInvitation): ReviewFormView {
  const locale = currentLocale();
  return {
    agencyId: invitation.agencyId,
    agencyName: agencyTextIn(locale, { ...invitation, description: "" }).name,
    projectType: invitation.projectType,
    budget: invitation.budget,
    shownAs: reviewerName(invitation.contactName, invitation.companyName, false) ?? "",
  };
}

const REFUSAL_STATUS: Record<ReviewLinkRefusal["status"], number> = {
  wrong: 404,
  used: 409,
  declined: 409,
  expired: 410,
  "other-agency": 403,
};

function refusal(state: ReviewLinkRefusal) {
  return data({ kind: "refused" as const, refusal: state.status }, REFUSAL_STATUS[state.status]);
}

/**
 * Where a saved review or decline is answered (Post/Redirect/Get): the link's address with this
 * query shows the thanks, so the answer is a 303 and then a 200, and reloading it posts nothing.
 */
const THANKS_QUERY = "thanks";
const thanksPath = (token: string) => `/reviews/${encodeURIComponent(token)}?${THANKS_QUERY}`;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has(THANKS_QUERY)) {
    const link = await findReviewLink(context.db, params.token);
    // An open link here was a bot's post (answered as a person's, nothing stored).
    if (link.status === "used" || link.status === "declined" || link.status === "open") {
      const agencyName = formView(link.invitation).agencyName;
      return { kind: "thanks" as const, declined: link.status === "declined", agencyName };
    }
  }
  const state = await findReviewInvitation(context.db, params.token);
  if (state.status !== "open") return refusal(state);
  return {
    kind: "form" as const,
    invitation: formView(state.invitation),
    formToken: issueFormToken(context.config),
  };
}

/** Which button was pressed and the agency reviewed: posted with either form. */
const agencyField = idField().optional().catch(undefined);
const BUTTON_FIELDS = { intent: 1, agency: 1 };
/** 'Don't ask me to review this agency': no review fields, no spam guard (a person's choice). */
const declineSchema = z.object({ intent: z.literal("decline"), agency: agencyField });

/**
 * A review, or 'don't ask me to review this agency' (intent=decline). What was saved is answered
 * with a redirect to the thanks (the page, read again, would find its link used); a refusal
 * renders this page with its status and stores nothing. Works the same without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context;
  const review = { schema: reviewSchema, fields: BUTTON_FIELDS, guard: true } as const;
  const body = await readFormPostBody(request, context, formPostFields(review));
  if (body.kind === "refused") return formReply(context, body.refusal, { guard: true });
  const agencyId = agencyField.parse(body.formData.get("agency") ?? undefined);
  if (body.formData.get("intent") === "decline") {
    const form = await checkFormPost(body.formData, context, {
      schema: declineSchema,
      limits: reviewFormClientLimits,
    });
    if (form.kind === "refused") return form.reply;
    const result = await declineReview(db, { token: params.token, agencyId });
    if (result.status !== "declined-now") return refusal(result);
    return redirect(thanksPath(params.token), 303);
  }
  const form = await checkFormPost(body.formData, context, {
    ...review,
    limits: reviewFormClientLimits,
  });
  // A bot (the spam guard's hidden field filled, or no token of ours): answered as a person.
  if (form.kind === "bot") return redirect(thanksPath(params.token), 303);
  if (form.kind === "refused") return form.reply;
  const result = await submitReview(db, {
    token: params.token,
    agencyId,
    review: form.value,
    locale: currentLocale(),
  });
  if (result.status !== "created") return refusal(result);
  return redirect(thanksPath(params.token), 303);
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  if (actionData && "kind" in actionData) {
    return <ReviewLinkRefused refusal={actionData.refusal} />;
  }
  if (loaderData.kind === "thanks") {
    return <ReviewThanks declined={loaderData.declined} agencyName={loaderData.agencyName} />;
  }
  if (loaderData.kind === "refused") return <ReviewLinkRefused refusal={loaderData.refusal} />;
  const invalid = actionData && plainFormState(actionData.result, messages.forms.fixFields);
  return (
    <ReviewForm
      invitation={loaderData.invitation}
      formToken={actionData?.formToken ?? loaderData.formToken}
      formError={invalid?.formError}
      fieldErrors={invalid?.fieldErrors ?? {}}
      values={invalid?.values}
    />
  );
}
