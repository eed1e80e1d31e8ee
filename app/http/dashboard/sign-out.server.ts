import { type AppLoadContext } from "react-router";
import { z } from "zod";
import { getMessages } from "~/domain/i18n";
import { endSession } from "~/services/sessions.server";
import type { FormSpec } from "../form-post.server";
import { redirect } from "../redirect.server";
import { clearSessionCookie, readSessionToken } from "../sessions/session-cookie.server";
import { createToastHeaders } from "../sessions/toast.server";

const signOutSchema = z.object({ intent: z.literal("sign-out") });

/** The header's 'Sign out' button: its intent is all it posts. */
export const signOutForm = { schema: signOutSchema } satisfies FormSpec<typeof signOutSchema>;

/**
 * Ends the agency's (or the client's) session here and everywhere its token is used; back to the
 * dashboard (or "My briefs").
 */
export async function signOutAction(
  request: Request,
  context: AppLoadContext,
  who: "agency" | "client" = "agency",
) {
  const token = await readSessionToken(request, context.config, who);
  if (token) await endSession(context.db, token);
  const headers = await createToastHeaders(
    { type: "success", title: getMessages().dashboard.signedOut },
    context.config,
  );
  headers.append("Set-Cookie", await clearSessionCookie(context.config, who));
  return redirect(who === "agency" ? "/dashboard" : "/my-briefs", { headers });
}
