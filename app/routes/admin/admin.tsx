import { AdminConsole, type AdminTableData } from "~/components/admin/admin-console";
import { AdminLoginForm } from "~/components/admin/admin-login-form";
import { answeredOr } from "~/components/forms/network-failure";
import { consolePage } from "~/components/layout/console-page";
import { showToast } from "~/components/toasts";
import { safeAdminNext } from "~/domain/admin";
import {
  adminConsoleFormFields,
  parseAdminTab,
  parseListQuery,
  type AdminTab,
} from "~/domain/admin-console";
import { getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { errorToast, noAnswerToast, type Toast } from "~/domain/toast";
import { consoleActions, isConsoleIntent } from "~/http/admin/console-actions.server";
import { logIn, logOut } from "~/http/admin/login.server";
import { formReply, readFormPostBody } from "~/http/form-post.server";
import { getAdmin, requireAdminPage } from "~/http/sessions/admin-session.server";
import {
  listAdminAgencies,
  listAdminBriefs,
  listAdminReviews,
  listContactMessages,
  listWaitingReviews,
} from "~/services/admin-tables.server";
import { loadAdminOverview } from "~/services/admin-overview.server";
import type { Route } from "./+types/admin";

type Db = Route.LoaderArgs["context"]["db"];

/** The console's own frame, login included (components/layout/console-page.ts). */
export const handle = consolePage;

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
    case "reviews": {
      const query = parseListQuery(tab, params);
      const [{ rows, ...list }, waiting] = await Promise.all([
        listAdminReviews(db, query),
        listWaitingReviews(db),
      ]);
      return { tab, view: { tab, query, ...list }, rows, waiting };
    }
  }
}

/**
 * Login and logout, and the console's controls (http/admin/): the body is read once, and the
 * button's `intent` names the job. A control answers with a redirect and a flashed toast; a
 * refused login with the form and its errors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormPostBody(request, context, adminConsoleFormFields);
  if (body.kind === "refused") {
    const { refusal } = body;
    const toast = errorToast(getMessages().admin.toasts.invalidTitle, refusal.formError);
    return formReply(context, { ...refusal, toast });
  }
  const intent = body.formData.get("intent");
  if (isConsoleIntent(intent)) {
    await requireAdminPage(request, context);
    return consoleActions[intent](body.formData, context);
  }
  if (intent === "logout") return logOut(request, context);
  return logIn(body.formData, context);
}

/**
 * In the browser, a post the server never answered (the network failed) shows a toast and
 * leaves the page as it was: the documented 'Authentication error' for the login, its approval
 * failure for the switch. Every answer of the server passes through.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  return answeredOr(serverAction, () => showToast(unansweredToast(intent)));
}

function unansweredToast(intent: FormDataEntryValue | null): Toast {
  const messages = getMessages();
  if (intent === "login") {
    return errorToast(messages.admin.toasts.errorTitle, messages.admin.toasts.errorBody);
  }
  if (intent === "approve") return errorToast(messages.adminConsole.approval.failure);
  return noAnswerToast();
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.admin || !loaderData.console) {
    return (
      <AdminLoginForm
        next={loaderData.next}
        lastResult={actionData?.result}
        refusal={actionData?.toast}
      />
    );
  }
  return <AdminConsole overview={loaderData.console.overview} table={loaderData.console.table} />;
}
