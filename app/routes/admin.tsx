import { data, Form, redirect } from "react-router";
import { AdminLoginForm } from "~/components/admin/admin-login-form";
import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { adminLoginSchema, safeAdminNext } from "~/domain/admin";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { getAdmin } from "~/http/admin-session.server";
import { rateLimitedMessage } from "~/http/json-api.server";
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from "~/http/session-cookie.server";
import { logInAdmin } from "~/services/admin-auth.server";
import { endSession } from "~/services/sessions.server";
import { createToastHeaders, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/admin", ...m.pages.admin, robots: "noindex,nofollow" }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getAdmin(request, context);
  const next = safeAdminNext(new URL(request.url).searchParams.get("next"));
  return {
    admin: admin ? { username: admin.username } : null,
    next,
    defaultUsername: context.config.admin.username,
  };
}

/** Login and logout. Both answer with a redirect and a flashed toast, or the form with errors. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const m = getMessages().admin;
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");

  if (intent === "logout") {
    const token = await readSessionToken(request, config);
    if (token) await endSession(db, token);
    const headers = await createToastHeaders(
      { type: "success", title: m.toasts.loggedOut },
      config,
    );
    headers.append("Set-Cookie", await clearSessionCookie(config));
    return redirect("/admin", { headers });
  }

  const parsed = adminLoginSchema.safeParse({
    username: form?.get("username") ?? undefined,
    password: form?.get("password") ?? undefined,
  });
  const failure = (status: number, description: string, password?: string[]) =>
    data(
      {
        failure: { id: crypto.randomUUID(), title: m.toasts.invalidTitle, description },
        errors: { password: password ?? [description] },
      },
      { status },
    );
  if (!parsed.success) {
    const password = parsed.error.issues
      .filter((i) => i.path[0] === "password")
      .map((i) => i.message);
    return failure(400, m.toasts.invalidBody, password.length ? password : undefined);
  }
  const result = await logInAdmin(
    db,
    { username: parsed.data.username || config.admin.username, password: parsed.data.password },
    clientAddress,
  );
  if (result.status === "rate-limited") return failure(429, rateLimitedMessage(result.limit));
  if (result.status === "invalid") return failure(401, m.toasts.invalidBody);
  return redirectWithToast(
    safeAdminNext(String(form?.get("next") ?? "")),
    { type: "success", title: m.toasts.loginTitle, description: m.toasts.loginBody },
    config,
    { headers: { "Set-Cookie": await setSessionCookie(config, result.token, result.expiresAt) } },
  );
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  if (!loaderData.admin) {
    return (
      <AdminLoginForm
        defaultUsername={loaderData.defaultUsername}
        next={loaderData.next}
        failure={actionData?.failure}
        errors={actionData?.errors}
      />
    );
  }
  const { title, summary } = messages.pages.admin;
  return (
    <>
      <div className="mx-auto flex max-w-5xl items-center justify-end gap-4 px-4 pt-6 text-sm text-slate-600">
        <span>
          {format(messages.admin.dashboard.signedInAs, { username: loaderData.admin.username })}
        </span>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="logout"
            className="rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {messages.admin.dashboard.logout}
          </button>
        </Form>
      </div>
      <PlaceholderPage title={title} summary={summary} />
    </>
  );
}
