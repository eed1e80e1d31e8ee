import { data, redirect } from "react-router";
import { AdminConsole, type AdminTableData } from "~/components/admin/admin-console";
import { AdminLoginForm } from "~/components/admin/admin-login-form";
import { adminLoginSchema, safeAdminNext } from "~/domain/admin";
import {
  adminConsoleFormFields,
  parseAdminTab,
  parseId,
  parseListQuery,
  type AdminTab,
} from "~/domain/admin-console";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import type { Db } from "~/db/client.server";
import { getAdmin, requireAdminPage } from "~/http/admin-session.server";
import { answeredOr } from "~/http/network-failure";
import { rateLimitedMessage } from "~/http/json-api.server";
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from "~/http/session-cookie.server";
import {
  deleteBrief,
  deleteContactMessage,
  listAdminAgencies,
  listAdminBriefs,
  listContactMessages,
  setAgencyApproval,
} from "~/services/admin-console.server";
import { logInAdmin } from "~/services/admin-auth.server";
import { loadAdminOverview } from "~/services/admin-overview.server";
import { deleteAgencyWithBilling } from "~/services/pro-plan.server";
import { paymentProvider } from "~/payments/payments.server";
import { PaymentProviderError } from "~/payments/provider";
import { endSession } from "~/services/sessions.server";
import { createToastHeaders, redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/admin";
import { readFormBody } from "~/http/request-body.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/admin", ...m.pages.admin, robots: "noindex,nofollow" }));

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getAdmin(request, context);
  const url = new URL(request.url);
  const params = url.searchParams;
  // After logging in, back to what was asked for: `?next=`, or this very view (a tab, a search).
  const next = safeAdminNext(params.get("next") ?? (url.search ? `/admin${url.search}` : null));
  // The username field starts empty: the page does not tell visitors an operator's username.
  const login = { next };
  if (!admin) return { ...login, admin: null, console: null };
  const [overview, table] = await Promise.all([
    loadAdminOverview(context.db),
    loadTable(context.db, parseAdminTab(params.get("tab")), params),
  ]);
  return { ...login, admin: { username: admin.username }, console: { overview, table } };
}

/** The open tab's rows: one page, searched and sorted as the URL asks. */
async function loadTable(db: Db, tab: AdminTab, params: URLSearchParams): Promise<AdminTableData> {
  switch (tab) {
    case "agencies": {
      const query = parseListQuery(tab, params);
      const { rows, ...list } = await listAdminAgencies(db, query);
      return { tab, view: { tab, query, ...list }, rows };
    }
    case "briefs": {
      const query = parseListQuery(tab, params);
      const { rows, ...list } = await listAdminBriefs(db, query);
      return { tab, view: { tab, query, ...list }, rows };
    }
    case "messages": {
      const query = parseListQuery(tab, params);
      const { rows, ...list } = await listContactMessages(db, query);
      return { tab, view: { tab, query, ...list }, rows };
    }
  }
}

/**
 * Login and logout, and the dashboard's forms without JavaScript: the approval switch and the
 * deletes. Each answers with a redirect and a flashed toast (or the login form with errors).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const m = getMessages().admin;
  const body = await readFormBody(request, adminConsoleFormFields);
  const form = body.ok ? body.formData : null;
  const intent = form?.get("intent");
  if (typeof intent === "string" && Object.hasOwn(consoleActions, intent)) {
    await requireAdminPage(request, context);
    return consoleActions[intent as keyof typeof consoleActions](form!, context);
  }

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
  const failure = (
    status: number,
    description: string,
    password?: string[],
    headers?: HeadersInit,
  ) =>
    data(
      {
        failure: { id: crypto.randomUUID(), title: m.toasts.invalidTitle, description },
        errors: { password: password ?? [description] },
      },
      { status, headers },
    );
  if (!body.ok) return failure(body.status, body.message);
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
  if (result.status === "rate-limited") {
    const { retryAfterSeconds } = result.limit;
    return failure(429, rateLimitedMessage(result.limit, { inSeconds: true }), undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
  if (result.status === "invalid") return failure(401, m.toasts.invalidBody);
  return redirectWithToast(
    safeAdminNext(String(form?.get("next") ?? "")),
    { type: "success", title: m.toasts.loginTitle, description: m.toasts.loginBody },
    config,
    { headers: { "Set-Cookie": await setSessionCookie(config, result.token, result.expiresAt) } },
  );
}

type ActionContext = Route.ActionArgs["context"];

/** Where a console form sends the operator back: the table as it was, under /admin only. */
const returnTo = (form: FormData) => safeAdminNext(String(form.get("returnTo") ?? ""));

/** The console's forms, by intent. The JSON API does the same for the page with JavaScript. */
const consoleActions = {
  async approve(form: FormData, { db, config }: ActionContext) {
    const texts = getMessages().adminConsole.approval;
    const id = parseId(String(form.get("id") ?? ""));
    const approved = form.get("approved");
    const agency =
      id && (approved === "true" || approved === "false")
        ? await setAgencyApproval(db, id, approved === "true")
        : undefined;
    const toast = agency
      ? { type: "success" as const, title: texts.successTitle, description: texts.successBody }
      : { type: "error" as const, title: texts.failure };
    return redirectWithToast(returnTo(form), toast, config);
  },
  async "delete-agency"(form: FormData, context: ActionContext) {
    const texts = getMessages().adminConsole.delete;
    const remove = (db: Db, id: number) =>
      deleteAgencyWithBilling(db, paymentProvider(context), id);
    try {
      return await deleted(form, context, remove, texts.agencyDeleted);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const title = format(texts.billingFailed, { reason: error.message });
      return redirectWithToast(returnTo(form), { type: "error", title }, context.config);
    }
  },
  "delete-brief": (form: FormData, context: ActionContext) =>
    deleted(form, context, deleteBrief, getMessages().adminConsole.delete.briefDeleted),
  "delete-message": (form: FormData, context: ActionContext) =>
    deleted(form, context, deleteContactMessage, getMessages().adminConsole.delete.messageDeleted),
};

async function deleted(
  form: FormData,
  { db, config }: ActionContext,
  remove: (db: Db, id: number) => Promise<{ name: string } | undefined>,
  title: string,
) {
  const texts = getMessages().adminConsole.delete;
  const id = parseId(String(form.get("id") ?? ""));
  const row = id ? await remove(db, id) : undefined;
  const toast = row
    ? {
        type: "success" as const,
        title,
        description: format(texts.deletedBody, { name: row.name }),
      }
    : { type: "error" as const, title: texts.notFound };
  return redirectWithToast(returnTo(form), toast, config);
}

/**
 * In the browser, a login the server never answered (the network failed) gets the spec's
 * 'Authentication error' toast instead of an error page; everything else is the server's answer.
 */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => {
    const m = getMessages().admin.toasts;
    return {
      failure: { id: crypto.randomUUID(), title: m.errorTitle, description: m.errorBody },
      errors: undefined,
    };
  });
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.admin || !loaderData.console) {
    return (
      <AdminLoginForm
        next={loaderData.next}
        failure={actionData?.failure}
        errors={actionData?.errors}
      />
    );
  }
  return (
    <AdminConsole
      username={loaderData.admin.username}
      overview={loaderData.console.overview}
      table={loaderData.console.table}
    />
  );
}
