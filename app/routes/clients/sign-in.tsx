import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { SignInConfirm } from "~/components/dashboard/sign-in-confirm";
import { answeredOr } from "~/components/forms/network-failure";
import { useLocale } from "~/components/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import { showToast } from "~/components/toasts";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { format } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { linkTokenOf } from "~/http/dashboard/link-token.server";
import { signInWithLink } from "~/http/dashboard/link-sign-in.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, locale) => ({
    path: "/my-briefs/sign-in",
    title: roomTexts(locale).signIn.title,
    description: roomTexts(locale).signIn.body,
    robots: "noindex,nofollow",
  }));

/**
 * A client's e-mailed link lands here. As for an agency's, opening it signs nobody in (a mail
 * scanner must not use the token up): the person presses Continue, which posts it.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: linkTokenOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInWithLink(request, context, "client");
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function ClientSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = roomTexts(useLocale());
  if (!loaderData.token || actionData?.invalid) {
    return (
      <AgencyAccessForm
        audience="client"
        intro={texts.access.intro}
        action="/my-briefs"
        state={undefined}
        minutes={SIGN_IN_LINK_MINUTES}
        notice={`${texts.signIn.invalidTitle}. ${format(texts.signIn.invalidBody, { minutes: SIGN_IN_LINK_MINUTES })}`}
      />
    );
  }
  return <SignInConfirm audience="client" token={loaderData.token} />;
}
