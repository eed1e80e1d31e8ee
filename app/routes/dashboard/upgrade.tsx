import { answeredOr } from "~/components/forms/network-failure";
import { data } from "react-router";
import { z } from "zod";
import { redirect } from "~/http/redirect.server";
import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { UpgradeView } from "~/components/dashboard/upgrade-view";
import { useMessages } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { mergeFormFields } from "~/domain/form-fields";
import { currentLocale, format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { errorToast, noAnswerToast } from "~/domain/toast";
import {
  signInLinkAction,
  signInLinkForm,
  type AccessFormState,
} from "~/http/dashboard/sign-in-link.server";
import { signOutAction, signOutForm } from "~/http/dashboard/sign-out.server";
import { checkFormPost, formPostFields, readFormPostBody } from "~/http/form-post.server";
import { retryAfterHeaders, type Refusal } from "~/http/refusal.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { checkoutRateLimit } from "~/domain/rate-limits";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { isProviderFailure } from "~/services/payment-provider.server";
import { findOwnListing } from "~/services/agency-record.server";
import { confirmProCheckout, startProCheckout } from "~/services/pro-plan.server";
import { redirectWithToast } from "~/http/sessions/toast.server";
import type { Route } from "./+types/upgrade";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/dashboard/upgrade",
    ...m.pages.dashboardUpgrade,
    robots: "noindex,nofollow",
  }));

/** The documented 'Error' toast with what went wrong, also shown on the page. */
const failure = (description: string) =>
  errorToast(getMessages().submissions.form.errorTitle, description);

/**
 * The upgrade page. Back from checkout with `?success=true&session_id=…` it confirms the payment
 * with the provider (the fast path; the webhook is the source of truth) and shows 'Welcome to
 * Pro!' with the 'Upgrade Successful!' toast, on a clean address so a reload confirms nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const upgradeMessages = getMessages().dashboard.upgrade;
  const agencyId = await getAgencyId(request, context);
  const listing = agencyId ? await findOwnListing(context.db, agencyId) : undefined;
  if (!agencyId || !listing) return { agency: null };
  const params = new URL(request.url).searchParams;
  let error: string | undefined;
  const sessionId = params.get("session_id");
  if (params.get("success") === "true" && sessionId) {
    try {
      const result = await confirmProCheckout(context, agencyId, sessionId.slice(0, 255));
      if (result.status === "upgraded") {
        throw await redirectWithToast(
          "/dashboard/upgrade?welcome=1",
          {
            type: "success",
            title: upgradeMessages.successTitle,
            description: upgradeMessages.successBody,
          },
          context.config,
        );
      }
      error =
        result.status === "not-paid" ? upgradeMessages.notPaid : upgradeMessages.unknownSession;
    } catch (thrown) {
      if (!isProviderFailure(thrown)) throw thrown;
      error = thrown.message;
    }
  }
  return {
    agency: {
      agencyName: listing.agencyName,
      logoUrl: listing.logoUrl,
      location: listing.location,
      isPro: listing.isPro,
      approved: listing.approved,
    },
    welcome: params.get("welcome") === "1" && listing.isPro,
    canceled: params.get("canceled") === "true",
    failure: error ? failure(format(upgradeMessages.upgradeFailed, { reason: error })) : undefined,
  };
}

/** The 'Upgrade to Pro' button: its intent is all it posts. */
const subscribeSchema = z.object({ intent: z.literal("subscribe") });

/** Every form of the page: the sign-in lookup, sign out, and the upgrade button. */
const UPGRADE_FIELDS = mergeFormFields(
  ...[signInLinkForm, signOutForm, { schema: subscribeSchema }].map(formPostFields),
);

export async function action({ request, context }: Route.ActionArgs) {
  const upgradeMessages = getMessages().dashboard.upgrade;
  const body = await readFormPostBody(request, context, UPGRADE_FIELDS);
  if (body.kind === "refused") return refused(body.refusal);
  const { formData } = body;
  const intent = formData.get("intent");
  if (intent === "request-link") {
    return signInLinkAction(formData, context, "/dashboard/upgrade");
  }
  if (intent === "sign-out") return signOutAction(request, context);
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) return redirect("/dashboard/upgrade");
  if (intent !== "subscribe") return refused({ status: 400, formError: upgradeMessages.noAgency });

  const checkoutFailed = (reason: string, refusal: Refusal) =>
    refused({ ...refusal, formError: format(upgradeMessages.checkoutFailed, { reason }) });
  // Checkouts are limited per agency: the only refusal of this form, whose intent is its schema.
  const form = await checkFormPost(formData, context, {
    schema: subscribeSchema,
    limits: () => consumeRateLimit(context.db, checkoutRateLimit, String(agencyId)),
  });
  if (form.kind === "refused") return checkoutFailed(form.refusal.formError ?? "", form.refusal);
  if (form.kind === "bot") throw new Error("the upgrade form has no spam guard");
  try {
    const result = await startProCheckout(context, agencyId, currentLocale());
    switch (result.status) {
      case "redirect":
        return redirect(result.url);
      case "already-pro":
        return redirect("/dashboard/upgrade");
      case "not-approved":
        return checkoutFailed(upgradeMessages.notApproved, { status: 409 });
      case "not-found":
        return refused({ status: 404, formError: upgradeMessages.noAgency });
    }
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    context.log.warn({ err: error }, "creating a checkout session failed");
    return checkoutFailed(error.message, { status: 502 });
  }
}

/** The page again with the 'Error' toast saying why, the refusal's status and any wait. */
function refused(refusal: Refusal) {
  return data(
    { failure: failure(refusal.formError ?? getMessages().forms.unreadableForm) },
    { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfterSeconds) },
  );
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function DashboardUpgradePage({ loaderData, actionData }: Route.ComponentProps) {
  const dashboardMessages = useMessages().dashboard;
  if (!loaderData.agency) {
    return (
      <AgencyAccessForm
        intro={dashboardMessages.access.upgradeIntro}
        action="/dashboard/upgrade"
        state={(actionData as AccessFormState | undefined)?.access}
        minutes={SIGN_IN_LINK_MINUTES}
      />
    );
  }
  const actionFailure =
    actionData && "failure" in actionData
      ? (actionData.failure as typeof loaderData.failure)
      : undefined;
  return (
    <UpgradeView
      agency={loaderData.agency}
      welcome={loaderData.welcome}
      canceled={loaderData.canceled}
      failure={actionFailure ?? loaderData.failure}
    />
  );
}
