import { data, type AppLoadContext } from "react-router";
import { format, getMessages } from "~/domain/i18n";
import type { ToastInput } from "~/domain/toast";
import { redeemClientSignInLink, redeemSignInLink } from "~/services/agency-auth.server";
import { findOwnListing } from "~/services/agency-record.server";
import { readFormPost } from "../form-post.server";
import { setSessionCookie } from "../sessions/session-cookie.server";
import { redirectWithToast } from "../sessions/toast.server";
import { linkTokenForm } from "./link-token.server";

/**
 * The Continue button of a mailed sign-in link's page, for an agency (/dashboard/sign-in) or a
 * client (/my-briefs/sign-in): the token is used once, a session opens with its own cookie, and
 * the answer goes where the link leads with a 'Signed in' toast. A post that is not a token of
 * ours is answered as a used or expired one (400, the page shows the sign-in form again).
 */
export async function signInWithLink(
  request: Request,
  context: AppLoadContext,
  audience: "agency" | "client",
) {
  const form = await readFormPost(request, context, linkTokenForm);
  if (form.kind !== "valid") return data({ invalid: true }, 400);
  const result =
    audience === "agency"
      ? await redeemSignInLink(context.db, form.value.token)
      : await redeemClientSignInLink(context.db, form.value.token);
  if (result.status === "invalid") return data({ invalid: true }, 400);
  let toast: ToastInput;
  if ("agencyId" in result) {
    const texts = getMessages().dashboard.signIn;
    const listing = await findOwnListing(context.db, result.agencyId);
    const agencyName = listing?.agencyName ?? "";
    toast = {
      type: "success",
      title: texts.signedIn,
      description: format(texts.signedInBody, { agencyName }),
    };
  } else {
    const texts = getMessages().projectRoom.signIn;
    toast = { type: "success", title: texts.signedIn, description: texts.signedInBody };
  }
  const cookie = await setSessionCookie(context.config, result.token, result.expiresAt, audience);
  return redirectWithToast(result.redirectTo, toast, context.config, {
    headers: { "Set-Cookie": cookie },
  });
}
