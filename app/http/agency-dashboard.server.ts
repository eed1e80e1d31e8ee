import { data, redirect, type AppLoadContext } from "react-router";
import { signInRequestSchema, type DashboardPath } from "~/domain/agency-access";
import { format, getMessages } from "~/domain/i18n";
import { requestSignInLink } from "~/services/agency-auth.server";
import { endSession } from "~/services/sessions.server";
import { createToastHeaders } from "~/services/toast.server";
import { agencySessionToken } from "./agency-session.server";
import { clearSessionCookie } from "./session-cookie.server";

/**
 * The forms both dashboard pages share: the e-mail lookup that sends a sign-in link, and sign
 * out. Their answers are the same on /dashboard and /dashboard/upgrade.
 */
export type AccessFormState = {
  access: { sent?: string; errors?: { email?: string[]; form?: string[] } };
};

/** The lookup form: 'check your inbox' whether or not the address has a listing. */
export async function signInLinkAction(
  form: FormData,
  context: AppLoadContext,
  redirectTo: DashboardPath,
) {
  const parsed = signInRequestSchema.safeParse({ email: form.get("email") ?? undefined });
  if (!parsed.success) {
    const email = parsed.error.issues.map((i) => i.message);
    return data<AccessFormState>({ access: { errors: { email } } }, { status: 400 });
  }
  const result = await requestSignInLink(
    context.db,
    { email: parsed.data.email, redirectTo, clientAddress: context.clientAddress },
    context.config,
  );
  if (result.status === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(result.limit.retryAfterSeconds / 60));
    const message = format(getMessages().dashboard.access.rateLimited, { minutes });
    return data<AccessFormState>(
      { access: { errors: { form: [message] } } },
      { status: 429, headers: { "Retry-After": String(result.limit.retryAfterSeconds) } },
    );
  }
  return data<AccessFormState>({ access: { sent: parsed.data.email } });
}

/** Ends the agency's session here and everywhere its token is used. */
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
