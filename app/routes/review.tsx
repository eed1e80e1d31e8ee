import { data } from "react-router";
import { z } from "zod";
import { staticPage } from "~/components/layout/page-scripts";
import { ReviewLinkRefused, ReviewThanks } from "~/components/reviews/review-answers";
import {
  ReviewForm,
  type ReviewFormValues,
  type ReviewFormView,
} from "~/components/reviews/review-form";
import { agencyTextIn } from "~/domain/agency-display";
import { formGuardFields } from "~/domain/form-guard";
import { currentLocale, format, getMessages } from "~/domain/i18n";
import { reviewFormClientLimits } from "~/domain/rate-limits";
import { reviewerName, reviewSchema } from "~/domain/reviews";
import { pageMeta } from "~/domain/seo";
import { rateLimitedMessage } from "~/http/json-api.server";
import { publicFormFields, refusedPageForm } from "~/http/public-form.server";
import { redirect } from "~/http/redirect.server";
import { readFormBody } from "~/http/request-body.server";
import { checkFormGuard, issueFormToken } from "~/services/form-guard.server";
import { consumeClientLimits } from "~/services/rate-limit.server";
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

/** The review's fields, the spam guard's, which button was pressed and the agency reviewed. */
const FIELDS = publicFormFields(reviewSchema);
const ACTION_FIELDS = { ...FIELDS, intent: 1, agency: 1 };
const agencyField = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * A review, or 'don't ask me to review this agency' (intent=decline). What was saved is answered
 * with a redirect to the thanks (the page, read again, would find its link used); a refusal
 * renders this page with its status and stores nothing. Works the same without JavaScript.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const messages = getMessages();
  const body = await readFormBody(request, ACTION_FIELDS);
  if (!body.ok) return formError(context, body.message, body.status);
  const formData = body.formData;
  const agencyId = agencyField.parse(formData.get("agency") ?? undefined);
  const decline = formData.get("intent") === "decline";

  // A bot (the spam guard's hidden field filled, or no token of ours): answered as a person.
  if (!decline && checkFormGuard(formData, config) === "bot") {
    return redirect(thanksPath(params.token), 303);
  }
  const parsed = decline ? null : reviewSchema.safeParse(Object.fromEntries(formData));
  if (parsed && !parsed.success) {
    return formError(context, messages.forms.fixFields, 400, {
      fieldErrors: z.flattenError(parsed.error).fieldErrors,
      values: valuesOf(formData),
    });
  }
  const limit = await consumeClientLimits(db, reviewFormClientLimits, clientAddress);
  if (!limit.allowed) {
    return formError(context, rateLimitedMessage(limit), 429, {
      values: valuesOf(formData),
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  if (decline) {
    const result = await declineReview(db, { token: params.token, agencyId });
    if (result.status !== "declined-now") return refusal(result);
    return redirect(thanksPath(params.token), 303);
  }
  const result = await submitReview(db, {
    token: params.token,
    agencyId,
    review: parsed!.data,
    locale: currentLocale(),
  });
  if (result.status !== "created") return refusal(result);
  return redirect(thanksPath(params.token), 303);
}

/** The form again, with the values sent, what is wrong with them and a fresh token. */
function formError(
  context: Route.ActionArgs["context"],
  message: string,
  status: number,
  extra: {
    fieldErrors?: Partial<Record<string, string[]>>;
    values?: ReviewFormValues;
    headers?: HeadersInit;
  } = {},
) {
  const { values = {}, ...options } = extra;
  return refusedPageForm(context, message, status, { values }, options);
}

/** The text values sent, to fill the form in again (never the spam guard's). */
function valuesOf(formData: FormData): ReviewFormValues {
  const values: ReviewFormValues = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || !(name in FIELDS)) continue;
    if (name === formGuardFields.honeypot || name === formGuardFields.startedAt) continue;
    values[name] = value;
  }
  return values;
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.kind === "refused") {
    return <ReviewLinkRefused refusal={actionData.refusal} />;
  }
  if (loaderData.kind === "thanks") {
    return <ReviewThanks declined={loaderData.declined} agencyName={loaderData.agencyName} />;
  }
  if (loaderData.kind === "refused") return <ReviewLinkRefused refusal={loaderData.refusal} />;
  const invalid = actionData?.kind === "invalid" ? actionData : undefined;
  return (
    <ReviewForm
      invitation={loaderData.invitation}
      formToken={invalid?.formToken ?? loaderData.formToken}
      formError={invalid?.formError}
      fieldErrors={invalid?.fieldErrors ?? {}}
      values={invalid?.values}
    />
  );
}
