import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { AgencyDashboardView } from "~/components/dashboard/agency-dashboard-view";
import { useMessages } from "~/components/i18n";
import { AgencyInput } from "~/domain/agency";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import {
  signInLinkAction,
  signOutAction,
  type AccessFormState,
} from "~/http/agency-dashboard.server";
import { getAgencyId } from "~/http/agency-session.server";
import { paymentProvider } from "~/payments/payments.server";
import { PaymentProviderError } from "~/payments/provider";
import { isTestProvider } from "~/payments/test-provider.server";
import { loadAgencyDashboard } from "~/services/agency-dashboard.server";
import { updateOwnListing } from "~/services/agency-listing.server";
import { formatUaeDate } from "~/domain/matching";
import {
  cancelProPlan,
  refundProPlan,
  resumeProPlan,
  simulateTestBilling,
} from "~/services/pro-plan.server";
import { currentSubscription } from "~/services/billing.server";
import { redirectWithToast, type ToastInput } from "~/services/toast.server";
import type { Route } from "./+types/dashboard";
import { readFormBody } from "~/http/request-body.server";
import { formFieldsOf } from "~/domain/form-fields";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/dashboard", ...m.pages.dashboard, robots: "noindex,nofollow" }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const agencyId = await getAgencyId(request, context);
  const dashboard = agencyId ? await loadAgencyDashboard(context.db, agencyId) : undefined;
  if (!dashboard) return { dashboard: null, editing: false, testMode: false };
  const provider = paymentProvider(context);
  return {
    dashboard,
    editing: new URL(request.url).searchParams.get("edit") === "1",
    testMode: provider.name === "test",
    billingPortal: provider.name === "stripe" && Boolean(dashboard.subscription),
  };
}

type Context = Route.ActionArgs["context"];

/** The dashboard's forms: the listing, the sign-in lookup, and the buttons named by `intent`. */
const dashboardFormFields = formFieldsOf(AgencyInput, { intent: 1, email: 1 });

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, dashboardFormFields);
  if (!body.ok) return data({ access: { errors: { form: [body.message] } } }, body.status);
  const form = body.formData;
  const intent = form.get("intent");
  if (intent === "request-link") return signInLinkAction(form, context, "/dashboard");
  if (intent === "sign-out") return signOutAction(request, context);

  const agencyId = await getAgencyId(request, context);
  if (!agencyId) return redirect("/dashboard");
  if (intent === "update-listing") return updateListing(form, agencyId, context);
  if (typeof intent === "string" && Object.hasOwn(planActions, intent)) {
    return planAction(intent as keyof typeof planActions, agencyId, context);
  }
  return data({ access: { errors: { form: [getMessages().forms.unreadableForm] } } }, 400);
}

async function updateListing(form: FormData, agencyId: number, context: Context) {
  const m = getMessages().dashboard.dashboard;
  let submission;
  try {
    submission = parseWithZod(form, { schema: AgencyInput });
  } catch {
    return data({ result: { status: "error" as const, error: { "": [m.saveFailed] } } }, 400);
  }
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const outcome = await updateOwnListing(context.db, agencyId, submission.value, context.config);
  if (outcome.status === "duplicate-email") {
    return data({ result: submission.reply({ fieldErrors: { email: [m.duplicateEmail] } }) }, 409);
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

/** What saving the listing did: published, nothing, and/or a new address to confirm. */
function savedToast({ changed, emailPending }: { changed: boolean; emailPending: string | null }) {
  const m = getMessages().dashboard;
  const pending = emailPending && format(m.emailChange.sentBody, { newEmail: emailPending });
  if (changed) {
    const description = pending ? `${m.dashboard.savedBody} ${pending}` : m.dashboard.savedBody;
    return { type: "success", title: m.dashboard.saved, description } satisfies ToastInput;
  }
  if (pending)
    return {
      type: "info",
      title: m.emailChange.sentTitle,
      description: pending,
    } satisfies ToastInput;
  return { type: "info", title: m.dashboard.unchanged } satisfies ToastInput;
}

/** The subscription card's buttons; each answers with a redirect to the dashboard and a toast. */
const planActions = {
  async cancel(agencyId: number, context: Context): Promise<ToastInput> {
    const m = getMessages().dashboard.subscription;
    const result = await cancelProPlan(
      context.db,
      paymentProvider(context),
      agencyId,
      context.config,
    );
    if (result.status !== "done") return { type: "error", title: m.none };
    return {
      type: "success",
      title: m.canceled,
      description: format(m.canceledBody, { date: formatUaeDate(result.endsAt) }),
    };
  },
  async resume(agencyId: number, context: Context): Promise<ToastInput> {
    const m = getMessages().dashboard.subscription;
    const result = await resumeProPlan(
      context.db,
      paymentProvider(context),
      agencyId,
      context.config,
    );
    if (result.status !== "done") return { type: "error", title: m.none };
    return { type: "success", title: m.resumed, description: m.resumedBody };
  },
  async refund(agencyId: number, context: Context): Promise<ToastInput> {
    const m = getMessages().dashboard.subscription;
    const result = await refundProPlan(
      context.db,
      paymentProvider(context),
      agencyId,
      context.config,
    );
    if (result.status !== "refunded") {
      return { type: "error", title: m.refundNotEligible };
    }
    return { type: "success", title: m.refunded, description: m.refundedBody };
  },
  async "billing-portal"(agencyId: number, context: Context): Promise<ToastInput | Response> {
    const subscription = await currentSubscription(context.db, agencyId);
    const customerId = subscription?.providerCustomerId;
    const url = customerId
      ? await paymentProvider(context).billingPortalUrl(
          customerId,
          `${context.config.siteUrl}/dashboard`,
        )
      : null;
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
  const m = getMessages().dashboard;
  const provider = paymentProvider(context);
  if (!isTestProvider(provider)) return { type: "error", title: m.subscription.none };
  const result = await simulateTestBilling(context.db, provider, agencyId, action, context.config);
  if (result.status !== "done") return { type: "error", title: m.subscription.none };
  return {
    type: "success",
    title: action === "advance" ? m.testCheckout.advanced : m.testCheckout.failed,
  };
}

async function planAction(intent: keyof typeof planActions, agencyId: number, context: Context) {
  let outcome: ToastInput | Response;
  try {
    outcome = await planActions[intent](agencyId, context);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    context.log.warn({ err: error, intent }, "a subscription change failed at the provider");
    outcome = {
      type: "error",
      title: format(getMessages().dashboard.subscription.actionFailed, { reason: error.message }),
    };
  }
  if (outcome instanceof Response) return outcome;
  return redirectWithToast("/dashboard", outcome, context.config);
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const m = useMessages().dashboard;
  if (!loaderData.dashboard) {
    return (
      <AgencyAccessForm
        intro={m.access.intro}
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
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
    />
  );
}
