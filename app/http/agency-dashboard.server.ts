import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import { redirect } from "~/http/redirect.server";
import { signInRequestSchema, type DashboardPath } from "~/domain/agency-access";
import { currentLocale, format, getMessages } from "~/domain/i18n";
import { requestSignInLink } from "~/services/agency-auth.server";
import { endSession } from "~/services/sessions.server";
import { createToastHeaders } from "./sessions/toast.server";
import { agencySessionToken } from "./sessions/agency-session.server";
import { clearSessionCookie } from "./sessions/session-cookie.server";

/**
 * The forms both dashboard pages share: the e-mail lookup that sends a sign-in link, and sign
 * out. Their answers are the same on /dashboard and /dashboard/upgrade. The lookup's answer is
 * Conform's, as the public forms give, and the address the link went to once it is sent.
 */
export type AccessFormState = {
  access: { result: SubmissionResult<string[]>; sent?: string };
};

/** The lookup form refused as a whole (unreadable, rate limited), with its message. */
export function accessFormError(message: string, status: number, headers?: HeadersInit) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [message] } };
  return data<AccessFormState>({ access: { result } }, { status, headers });
}

/** The lookup form: 'check your inbox' whether or not the address has a listing. */
export async function signInLinkAction(
  form: FormData,
  context: AppLoadContext,
  redirectTo: DashboardPath,
) {
  let submission;
  try {
    submission = parseWithZod(form, { schema: signInRequestSchema });
  } catch {
    // Conform throws on its own reserved fields when they are forged.
    return accessFormError(getMessages().forms.unreadableForm, 400);
  }
  if (submission.status !== "success") {
    return data<AccessFormState>({ access: { result: submission.reply() } }, { status: 400 });
  }
  const { email } = submission.value;
  const result = await requestSignInLink(
    context.db,
    // The link's mail and the page it opens are in the language of the page it was asked on.
    { email, redirectTo, clientAddress: context.clientAddress, locale: currentLocale() },
  );
  if (result.status === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(result.limit.retryAfterSeconds / 60));
    const message = format(getMessages().dashboard.access.rateLimited, { minutes });
    return data<AccessFormState>(
      { access: { result: submission.reply({ formErrors: [message] }) } },
      { status: 429, headers: { "Retry-After": String(result.limit.retryAfterSeconds) } },
    );
  }
  return data<AccessFormState>({ access: { result: submission.reply(), sent: email } });
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
