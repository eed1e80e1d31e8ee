import { answeredOr } from "~/components/forms/network-failure";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirect } from "~/http/redirect.server";
import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { AgencyDashboardView } from "~/components/dashboard/agency-dashboard-view";
import { useMessages } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { AgencyInput } from "~/domain/agency";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import {
  accessFormError,
  signInLinkAction,
  signOutAction,
  type AccessFormState,
} from "~/http/agency-dashboard.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { loadAgencyDashboard } from "~/services/agency-dashboard.server";
import { updateOwnListing } from "~/services/agency-listing.server";
import { agencyImagesView } from "~/services/agency-images.server";
import { submitReply } from "~/services/review-moderation.server";
import { parseId } from "~/domain/admin-console";
import { isProviderFailure, paymentProviderName } from "~/services/payment-provider.server";
import { formatDate } from "~/domain/format";
import {
  billingPortalUrl,
  cancelProPlan,
  refundProPlan,
  resumeProPlan,
  simulateTestBilling,
} from "~/services/pro-plan.server";
import { redirectWithToast, type ToastInput } from "~/http/sessions/toast.server";
import type { Route } from "./+types/dashboard";
import { readFormBody } from "~/http/request-body.server";
import { formFieldsOf } from "~/domain/form-fields";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/dashboard", ...m.pages.dashboard, robots: "noindex,nofollow" }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const agencyId = await getAgencyId(request, context);
  const dashboard = agencyId ? await loadAgencyDashboard(context.db, agencyId) : undefined;
  if (!dashboard) return { dashboard: null, editing: false, testMode: false };
  const provider = paymentProviderName(context);
  return {
    dashboard,
    images: {
      ...(await agencyImagesView(context.db, agencyId!)),
      texts: getMessages().dashboard.images,
    },
    editing: new URL(request.url).searchParams.get("edit") === "1",
    testMode: provider === "test",
    billingPortal: provider === "stripe" && Boolean(dashboard.subscription),
  };
}

type Context = Route.ActionArgs["context"];

/**
 * The dashboard's forms: the listing, the sign-in lookup, a reply to a review, and the buttons
 * named by `intent`.
 */
const dashboardFormFields = formFieldsOf(AgencyInput, {
  intent: 1,
  email: 1,
  reviewId: 1,
  reply: 1,
});

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, dashboardFormFields);
  if (!body.ok) return accessFormError(body.message, body.status);
  const form = body.formData;
  const intent = form.get("intent");
  if (intent === "request-link") return signInLinkAction(form, context, "/dashboard");
  if (intent === "sign-out") return signOutAction(request, context);

  const agencyId = await getAgencyId(request, context);
  if (!agencyId) return redirect("/dashboard");
  if (intent === "update-listing") return updateListing(form, agencyId, context);
  if (intent === "reply-review") return replyToReview(form, agencyId, context);
  if (typeof intent === "string" && Object.hasOwn(planActions, intent)) {
    return planAction(intent as keyof typeof planActions, agencyId, context);
  }
  return accessFormError(getMessages().forms.unreadableForm, 400);
}

async function updateListing(form: FormData, agencyId: number, context: Context) {
  const dashboardMessages = getMessages().dashboard.dashboard;
  let submission;
  try {
    submission = parseWithZod(form, { schema: AgencyInput });
  } catch {
    return data(
      { result: { status: "error" as const, error: { "": [dashboardMessages.saveFailed] } } },
      400,
    );
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const outcome = await updateOwnListing(context.db, agencyId, submission.value, context.config);
  if (outcome.status === "duplicate-email") {
    return data(
      { result: submission.reply({ fieldErrors: { email: [dashboardMessages.duplicateEmail] } }) },
      409,
    );
  }
  if (outcome.status === "not-found") return redirect("/dashboard");
  if (outcome.status === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
    const message = format(getMessages().dashboard.emailChange.rateLimited, { minutes });
    return data(
      { result: submission.reply({ fieldErrors: { email: [message] } }) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return redirectWithToast("/dashboard", savedToast(outcome), context.config);
}

/** The agency's reply to one of its published reviews: sent for moderation, or why not. */
async function replyToReview(form: FormData, agencyId: number, context: Context) {
  const reviewMessages = getMessages().dashboard.reviews;
  const reviewId = parseId(String(form.get("reviewId") ?? ""));
  const result = reviewId
    ? await submitReply(context.db, agencyId, reviewId, String(form.get("reply") ?? ""))
    : ({ status: "not-found" } as const);
  const toast: ToastInput =
    result.status === "submitted"
      ? { type: "success", title: reviewMessages.sent }
      : {
          type: "error",
          title: reviewMessages.refused,
          description:
            result.status === "invalid"
              ? result.message
              : result.status === "reply-exists"
                ? reviewMessages.exists
                : reviewMessages.notFound,
        };
  return redirectWithToast("/dashboard", toast, context.config);
}

/** What saving the listing did: published, nothing, and/or a new address to confirm. */
function savedToast({ changed, emailPending }: { changed: boolean; emailPending: string | null }) {
  const dashboardMessages = getMessages().dashboard;
  const pending =
    emailPending && format(dashboardMessages.emailChange.sentBody, { newEmail: emailPending });
  if (changed) {
    const description = pending
      ? `${dashboardMessages.dashboard.savedBody} ${pending}`
      : dashboardMessages.dashboard.savedBody;
    return {
      type: "success",
      title: dashboardMessages.dashboard.saved,
      description,
    } satisfies ToastInput;
  }
  if (pending)
    return {
      type: "info",
      title: dashboardMessages.emailChange.sentTitle,
      description: pending,
    } satisfies ToastInput;
  return { type: "info", title: dashboardMessages.dashboard.unchanged } satisfies ToastInput;
}

/** The subscription card's buttons; each answers with a redirect to the dashboard and a toast. */
const planActions = {
  async cancel(agencyId: number, context: Context): Promise<ToastInput> {
    const subscriptionMessages = getMessages().dashboard.subscription;
    const result = await cancelProPlan(context, agencyId);
    if (result.status !== "done") return { type: "error", title: subscriptionMessages.none };
    return {
      type: "success",
      title: subscriptionMessages.canceled,
      description: format(subscriptionMessages.canceledBody, {
        date: formatDate(result.endsAt),
      }),
    };
  },
  async resume(agencyId: number, context: Context): Promise<ToastInput> {
    const subscriptionMessages = getMessages().dashboard.subscription;
    const result = await resumeProPlan(context, agencyId);
    if (result.status !== "done") return { type: "error", title: subscriptionMessages.none };
    return {
      type: "success",
      title: subscriptionMessages.resumed,
      description: subscriptionMessages.resumedBody,
    };
  },
  async refund(agencyId: number, context: Context): Promise<ToastInput> {
    const subscriptionMessages = getMessages().dashboard.subscription;
    const result = await refundProPlan(context, agencyId);
    if (result.status !== "refunded") {
      return { type: "error", title: subscriptionMessages.refundNotEligible };
    }
    return {
      type: "success",
      title: subscriptionMessages.refunded,
      description: subscriptionMessages.refundedBody,
    };
  },
  async "billing-portal"(agencyId: number, context: Context): Promise<ToastInput | Response> {
    const url = await billingPortalUrl(context, agencyId);
    if (url) return redirect(url);
    return { type: "error", title: getMessages().dashboard.subscription.none };
  },
  "test-advance": (agencyId: number, context: Context) => simulate(agencyId, context, "advance"),
  "test-fail-renewal": (agencyId: number, context: Context) =>
    simulate(agencyId, context, "fail-renewal"),
};

async function simulate(
  agencyId: number,
  context: Context,
  action: "advance" | "fail-renewal",
): Promise<ToastInput> {
  const dashboardMessages = getMessages().dashboard;
  const result = await simulateTestBilling(context, agencyId, action);
  if (result.status !== "done")
    return { type: "error", title: dashboardMessages.subscription.none };
  return {
    type: "success",
    title:
      action === "advance"
        ? dashboardMessages.testCheckout.advanced
        : dashboardMessages.testCheckout.failed,
  };
}

async function planAction(intent: keyof typeof planActions, agencyId: number, context: Context) {
  let outcome: ToastInput | Response;
  try {
    outcome = await planActions[intent](agencyId, context);
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    context.log.warn({ err: error, intent }, "a subscription change failed at the provider");
    outcome = {
      type: "error",
      title: format(getMessages().dashboard.subscription.actionFailed, { reason: error.message }),
    };
  }
  if (outcome instanceof Response) return outcome;
  return redirectWithToast("/dashboard", outcome, context.config);
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const dashboardMessages = useMessages().dashboard;
  if (!loaderData.dashboard) {
    return (
      <AgencyAccessForm
        intro={dashboardMessages.access.intro}
        action="/dashboard"
        state={(actionData as AccessFormState | undefined)?.access}
        minutes={SIGN_IN_LINK_MINUTES}
      />
    );
  }
  return (
    <AgencyDashboardView
      dashboard={loaderData.dashboard}
      editing={loaderData.editing}
      testMode={loaderData.testMode}
      billingPortal={loaderData.billingPortal ?? false}
      images={loaderData.images}
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
    />
  );
}
