import { type AppLoadContext } from "react-router";
import { z } from "zod";
import { getMessages } from "~/domain/i18n";
import { endSession } from "~/services/sessions.server";
import type { FormSpec } from "../form-post.server";
import { redirect } from "../redirect.server";
import { agencySessionToken } from "../sessions/agency-session.server";
import { clearSessionCookie } from "../sessions/session-cookie.server";
import { createToastHeaders } from "../sessions/toast.server";

const signOutSchema = z.object({ intent: z.literal("sign-out") });

/** The header's 'Sign out' button: its intent is all it posts. */
export const signOutForm = { schema: signOutSchema } satisfies FormSpec<typeof signOutSchema>;

/** Ends the agency's session here and everywhere its token is used; back to the dashboard. */
export async function signOutAction(request: Request, context: AppLoadContext) {
  const token = await agencySessionToken(request, context);
  if (token) await endSession(context.db, token);
  const headers = await createToastHeaders(
    { type: "success", title: getMessages().dashboard.signedOut },
    context.config,
  );
  headers.append("Set-Cookie", await clearSessionCookie(context.config, "agency"));
  return redirect("/dashboard", { headers });
}
