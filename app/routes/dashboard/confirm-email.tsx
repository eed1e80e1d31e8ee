import { data } from "react-router";
import { EmailChangeConfirm } from "~/components/dashboard/email-change-confirm";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { linkTokenForm, linkTokenOf } from "~/http/dashboard/link-token.server";
import { readFormPost } from "~/http/form-post.server";
import { agencySessionToken, getAgencyId } from "~/http/sessions/agency-session.server";
import { confirmEmailChange } from "~/services/listing-email-change.server";
import { redirectWithToast } from "~/http/sessions/toast.server";
import type { Route } from "./+types/confirm-email";
import { showToast } from "~/components/toasts";
import { noAnswerToast } from "~/domain/toast";
import { answeredOr } from "~/components/forms/network-failure";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/dashboard/confirm-email",
    title: m.dashboard.emailChange.confirmTitle,
    description: m.dashboard.emailChange.confirmBody,
    robots: "noindex,nofollow",
  }));

/** The link mailed to a listing's new address lands here; only the button's post uses it. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: linkTokenOf(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  // A post that is not a token of ours is answered as a used or expired one.
  const form = await readFormPost(request, context, linkTokenForm);
  if (form.kind !== "valid") return data({ refusal: "invalid" as const }, 400);
  // The browser confirming keeps its session if it is signed in to this listing.
  const result = await confirmEmailChange(
    context.db,
    form.value.token,
    { keepSessionToken: await agencySessionToken(request, context) },
    context.config,
  );
  if (result.status === "invalid") return data({ refusal: "invalid" as const }, 400);
  if (result.status === "duplicate-email") return data({ refusal: "duplicate" as const }, 409);
  const emailChangeMessages = getMessages().dashboard.emailChange;
  const signedIn = (await getAgencyId(request, context)) === result.agencyId;
  return redirectWithToast(
    "/dashboard",
    {
      type: "success",
      title: emailChangeMessages.confirmed,
      description: format(
        signedIn ? emailChangeMessages.confirmedBody : emailChangeMessages.confirmedSignIn,
        { email: result.email },
      ),
    },
    context.config,
  );
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EmailChangeConfirm token={loaderData.token} refusal={actionData?.refusal} />;
}
