import { redirect, type AppLoadContext } from "react-router";
import { adminLoginSchema, safeAdminNext } from "~/domain/admin";
import { getMessages } from "~/domain/i18n";
import { errorToast } from "~/domain/toast";
import { logInAdmin } from "~/services/admin-auth.server";
import { endSession } from "~/services/sessions.server";
import { checkFormPost } from "../form-post.server";
import { rateLimitRefusal } from "../refusal.server";
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from "../sessions/session-cookie.server";
import { createToastHeaders, redirectWithToast } from "../sessions/toast.server";

/**
 * The operator's login form: Conform's answer as the public forms give (the password never sent
 * back), the documented 'Authentication error' toast for wrong credentials and a backoff's wait,
 * then the console, or the page asked for (`next`).
 */
export async function logIn(formData: FormData, context: AppLoadContext) {
  const { db, config, clientAddress } = context;
  const toasts = getMessages().admin.toasts;
  const form = await checkFormPost(formData, context, {
    schema: adminLoginSchema,
    hideFields: ["password"],
  });
  if (form.kind !== "valid") {
    if (form.kind === "refused") return form.reply;
    throw new Error("the login form has no spam guard");
  }
  const result = await logInAdmin(
    db,
    { username: form.value.username || config.admin.username, password: form.value.password },
    clientAddress,
  );
  // A wrong password or a backoff: the password field says why, and the toast too.
  const passwordRefused = (refusal: { status: number; message: string; wait?: number }) =>
    form.refuse({
      status: refusal.status,
      fieldErrors: { password: [refusal.message] },
      retryAfterSeconds: refusal.wait,
      toast: errorToast(toasts.invalidTitle, refusal.message),
    });
  if (result.status === "rate-limited") {
    const limited = rateLimitRefusal(result.limit, { inSeconds: true });
    return passwordRefused({
      status: 429,
      message: limited.formError!,
      wait: limited.retryAfterSeconds,
    });
  }
  if (result.status === "invalid") {
    return passwordRefused({ status: 401, message: toasts.invalidBody });
  }
  return redirectWithToast(
    safeAdminNext(String(formData.get("next") ?? "")),
    { type: "success", title: toasts.loginTitle, description: toasts.loginBody },
    config,
    { headers: { "Set-Cookie": await setSessionCookie(config, result.token, result.expiresAt) } },
  );
}

/** Ends the operator's session here and everywhere its token is used. */
export async function logOut(request: Request, { db, config }: AppLoadContext) {
  const token = await readSessionToken(request, config);
  if (token) await endSession(db, token);
  const headers = await createToastHeaders(
    { type: "success", title: getMessages().admin.toasts.loggedOut },
    config,
  );
  headers.append("Set-Cookie", await clearSessionCookie(config));
  return redirect("/admin", { headers });
}
