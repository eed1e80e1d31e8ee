import { answeredOr } from "~/components/forms/network-failure";
import { data } from "react-router";
import { redirect } from "~/http/redirect.server";
import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { UpgradeView } from "~/components/dashboard/upgrade-view";
import { useMessages } from "~/components/i18n";
import { showToast } from "~/components/toasts";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { currentLocale, format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { errorToast, noAnswerToast } from "~/domain/toast";
import {
  signInLinkAction,
  signOutAction,
  type AccessFormState,
} from "~/http/agency-dashboard.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { rateLimitedMessage } from "~/http/json-api.server";
import { checkoutRateLimit } from "~/domain/rate-limits";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { isProviderFailure } from "~/services/payment-provider.server";
import { findOwnListing } from "~/services/agency-record.server";
import { confirmProCheckout, startProCheckout } from "~/services/pro-plan.server";
import { redirectWithToast } from "~/http/sessions/toast.server";
import type { Route } from "./+types/dashboard-upgrade";
import { readFormBody } from "~/http/request-body.server";

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

export async function action({ request, context }: Route.ActionArgs) {
  const upgradeMessages = getMessages().dashboard.upgrade;
  const body = await readFormBody(request, { intent: 1, email: 1 });
  if (!body.ok) return data({ failure: failure(body.message) }, body.status);
  const form = body.formData;
  const intent = form.get("intent");
  if (intent === "request-link") {
    return signInLinkAction(form, context, "/dashboard/upgrade");
  }
  if (intent === "sign-out") return signOutAction(request, context);
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) return redirect("/dashboard/upgrade");
  if (intent !== "subscribe") return data({ failure: failure(upgradeMessages.noAgency) }, 400);

  const checkoutFailed = (reason: string, status: number) =>
    data({ failure: failure(format(upgradeMessages.checkoutFailed, { reason })) }, status);
  const limit = await consumeRateLimit(context.db, checkoutRateLimit, String(agencyId));
  if (!limit.allowed) return checkoutFailed(rateLimitedMessage(limit), 429);
  try {
    const result = await startProCheckout(context, agencyId, currentLocale());
    switch (result.status) {
      case "redirect":
        return redirect(result.url);
      case "already-pro":
        return redirect("/dashboard/upgrade");
      case "not-approved":
        return checkoutFailed(upgradeMessages.notApproved, 409);
      case "not-found":
        return data({ failure: failure(upgradeMessages.noAgency) }, 404);
    }
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    context.log.warn({ err: error }, "creating a checkout session failed");
    return checkoutFailed(error.message, 502);
  }
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
