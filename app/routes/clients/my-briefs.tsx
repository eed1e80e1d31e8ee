import { answeredOr } from "~/components/forms/network-failure";
import { AgencyAccessForm } from "~/components/dashboard/agency-access-form";
import { useLocale } from "~/components/i18n";
import { roomTexts } from "~/domain/messages/room-texts";
import { MyBriefsView } from "~/components/project-room/my-briefs-view";
import { showToast } from "~/components/toasts";
import { SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { clientPath } from "~/domain/client-access";
import { mergeFormFields } from "~/domain/form-fields";
import { getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { nextOf } from "~/domain/sign-in-next";
import { noAnswerToast } from "~/domain/toast";
import {
  accessFormReply,
  signInLinkAction,
  signInLinkForm,
  type AccessFormState,
} from "~/http/dashboard/sign-in-link.server";
import { signOutAction, signOutForm } from "~/http/dashboard/sign-out.server";
import { formPostFields, formReply, readFormPostBody } from "~/http/form-post.server";
import { getClientEmail } from "~/http/sessions/client-session.server";
import { listClientBriefs } from "~/services/project-room.server";
import type { Route } from "./+types/my-briefs";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, locale) => ({
    path: "/my-briefs",
    title: roomTexts(locale).briefs.title,
    description: roomTexts(locale).access.intro,
    robots: "noindex,nofollow",
  }));

/**
 * "My briefs" (docs/decisions/018-project-room.md): a signed-in client's briefs with their state
 * and matched agencies; the sign-in form (a link mailed to the briefs' address) for anyone else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const email = await getClientEmail(request, context);
  // Signed out: the page asked for (a thread, a brief) is where the mailed link will lead.
  if (!email) return { client: null, next: nextOf(request.url, clientPath) };
  return { client: { email, briefs: await listClientBriefs(context.db, email) } };
}

const MY_BRIEFS_FIELDS = mergeFormFields(...[signInLinkForm, signOutForm].map(formPostFields));

/** The sign-in lookup and 'Sign out', by the button's `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormPostBody(request, context, MY_BRIEFS_FIELDS);
  if (body.kind === "refused") return accessFormReply(body.reply);
  const intent = body.formData.get("intent");
  if (intent === "request-link") {
    return signInLinkAction(body.formData, context, {
      audience: "client",
      redirectTo: nextOf(request.url, clientPath),
    });
  }
  if (intent === "sign-out") return signOutAction(request, context, "client");
  const unreadable = { status: 400, formError: getMessages().forms.unreadableForm };
  return accessFormReply(formReply(context, unreadable));
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function MyBriefsPage({ loaderData, actionData }: Route.ComponentProps) {
  const roomMessages = roomTexts(useLocale());
  if (!loaderData.client) {
    return (
      <AgencyAccessForm
        audience="client"
        intro={roomMessages.access.intro}
        action="/my-briefs"
        next={loaderData.next}
        state={(actionData as AccessFormState | undefined)?.access}
        minutes={SIGN_IN_LINK_MINUTES}
      />
    );
  }
  return <MyBriefsView email={loaderData.client.email} briefs={loaderData.client.briefs} />;
}
