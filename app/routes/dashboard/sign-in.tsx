import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { SignInConfirm } from "~/components/dashboard/sign-in-confirm";
import { useMessages } from "~/components/i18n";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { format } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/sign-in";
import { linkTokenOf } from "~/http/dashboard/link-token.server";
import { signInWithLink } from "~/http/dashboard/link-sign-in.server";
import { showToast } from "~/components/toasts";
import { noAnswerToast } from "~/domain/toast";
import { answeredOr } from "~/components/forms/network-failure";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/dashboard/sign-in",
    title: m.dashboard.signIn.title,
    description: m.dashboard.signIn.body,
    robots: "noindex,nofollow",
  }));

/**
 * The e-mailed link lands here. Opening it signs nobody in: mail scanners that follow links must
 * not use up the one-time token. The person presses Continue, which posts the token.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: linkTokenOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInWithLink(request, context, "agency");
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function DashboardSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const dashboardMessages = useMessages().dashboard;
  if (!loaderData.token || actionData?.invalid) {
    return (
      <AgencyAccessForm
        intro={dashboardMessages.access.intro}
        action="/dashboard"
        state={undefined}
        minutes={SIGN_IN_LINK_MINUTES}
        notice={`${dashboardMessages.signIn.invalidTitle}. ${format(dashboardMessages.signIn.invalidBody, { minutes: SIGN_IN_LINK_MINUTES })}`}
      />
    );
  }
  return <SignInConfirm token={loaderData.token} />;
}
