import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { AdminConsole, type AdminTableData } from "~/components/admin/admin-console";
import { AdminLoginForm } from "~/components/admin/admin-login-form";
import { consolePage } from "~/components/layout/console-page";
import { showToast } from "~/components/toasts";
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
import { errorToast, noAnswerToast, type Toast } from "~/domain/toast";
import { getAdmin, requireAdminPage } from "~/http/sessions/admin-session.server";
import { answeredOr } from "~/components/forms/network-failure";
import { rateLimitedMessage } from "~/http/json-api.server";
import {
  clearSessionCookie,
  readSessionToken,
  setSessionCookie,
} from "~/http/sessions/session-cookie.server";
import {
  listAdminAgencies,
  listAdminBriefs,
  listAdminReviews,
  listContactMessages,
  listWaitingReviews,
} from "~/services/admin-tables.server";
import { setAgencyApproval } from "~/services/approve-agency.server";
import {
  approveReply,
  approveReview,
  deleteReview,
  rejectReply,
  rejectReview,
} from "~/services/review-moderation.server";
import { deleteBrief, deleteContactMessage } from "~/services/deletions.server";
import { logInAdmin } from "~/services/admin-auth.server";
import { loadAdminOverview } from "~/services/admin-overview.server";
import { isProviderFailure } from "~/services/payment-provider.server";
import { deleteAgencyWithBilling } from "~/services/pro-plan.server";
import { endSession } from "~/services/sessions.server";
import {
  createToastHeaders,
  redirectWithToast,
  type ToastInput,
} from "~/http/sessions/toast.server";
import type { Route } from "./+types/admin";
import { readFormBody } from "~/http/request-body.server";

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
 * Login and logout, and the console's controls: the approval switch, the deletes and the
 * reviews' moderation. Each answers with a redirect and a flashed toast (a refused login: the
 * form with its errors).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const adminMessages = getMessages().admin;
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
      { type: "success", title: adminMessages.toasts.loggedOut },
      config,
    );
    headers.append("Set-Cookie", await clearSessionCookie(config));
    return redirect("/admin", { headers });
  }

  // Conform's answer, as the public forms give; the password is never sent back to the page.
  const refused = (
    status: number,
    result: SubmissionResult<string[]>,
    toast?: Toast,
    headers?: HeadersInit,
  ) => data({ result, toast }, { status, headers });
  const formError = (message: string): SubmissionResult<string[]> => ({
    status: "error",
    error: { "": [message] },
  });
  if (!body.ok) {
    return refused(
      body.status,
      formError(body.message),
      errorToast(adminMessages.toasts.invalidTitle, body.message),
    );
  }
  let submission;
  try {
    submission = parseWithZod(form!, { schema: adminLoginSchema });
  } catch {
    // Conform throws on its own reserved fields when they are forged.
    return refused(400, formError(getMessages().forms.unreadableForm));
  }
  // A missing or too long field: the field says so, with no toast.
  if (submission.status !== "success") {
    return refused(400, submission.reply({ hideFields: ["password"] }));
  }
  const passwordRefused = (status: number, description: string, headers?: HeadersInit) =>
    refused(
      status,
      submission.reply({ fieldErrors: { password: [description] }, hideFields: ["password"] }),
      errorToast(adminMessages.toasts.invalidTitle, description),
      headers,
    );
  const result = await logInAdmin(
    db,
    {
      username: submission.value.username || config.admin.username,
      password: submission.value.password,
    },
    clientAddress,
  );
  if (result.status === "rate-limited") {
    const { retryAfterSeconds } = result.limit;
    return passwordRefused(429, rateLimitedMessage(result.limit, { inSeconds: true }), {
      "Retry-After": String(retryAfterSeconds),
    });
  }
  if (result.status === "invalid") return passwordRefused(401, adminMessages.toasts.invalidBody);
  return redirectWithToast(
    safeAdminNext(String(form?.get("next") ?? "")),
    {
      type: "success",
      title: adminMessages.toasts.loginTitle,
      description: adminMessages.toasts.loginBody,
    },
    config,
    { headers: { "Set-Cookie": await setSessionCookie(config, result.token, result.expiresAt) } },
  );
}

type ActionContext = Route.ActionArgs["context"];

/** Where a console form sends the operator back: the table as it was, under /admin only. */
const returnTo = (form: FormData) => safeAdminNext(String(form.get("returnTo") ?? ""));

/** The console's controls, by intent. The JSON API under /api/admin does the same for other clients. */
const consoleActions = {
  async approve(form: FormData, { db, config }: ActionContext) {
    const approvalMessages = getMessages().adminConsole.approval;
    const id = parseId(String(form.get("id") ?? ""));
    const approved = form.get("approved");
    const agency =
      id && (approved === "true" || approved === "false")
        ? await setAgencyApproval(db, id, approved === "true", config)
        : undefined;
    const toast = agency
      ? {
          type: "success" as const,
          title: approvalMessages.successTitle,
          description: approvalMessages.successBody,
        }
      : { type: "error" as const, title: approvalMessages.failure };
    return redirectWithToast(returnTo(form), toast, config);
  },
  async "delete-agency"(form: FormData, context: ActionContext) {
    const deleteMessages = getMessages().adminConsole.delete;
    const remove = (_db: Db, id: number) => deleteAgencyWithBilling(context, id);
    try {
      return await deleted(form, context, remove, deleteMessages.agencyDeleted);
    } catch (error) {
      if (!isProviderFailure(error)) throw error;
      const title = format(deleteMessages.billingFailed, { reason: error.message });
      return redirectWithToast(returnTo(form), { type: "error", title }, context.config);
    }
  },
  "delete-brief": (form: FormData, context: ActionContext) =>
    deleted(form, context, deleteBrief, getMessages().adminConsole.delete.briefDeleted),
  "delete-message": (form: FormData, context: ActionContext) =>
    deleted(form, context, deleteContactMessage, getMessages().adminConsole.delete.messageDeleted),
  "approve-review": (form: FormData, context: ActionContext) =>
    moderated(form, context, (id) => approveReview(context.db, id), "approved"),
  "reject-review": (form: FormData, context: ActionContext) =>
    moderated(form, context, withReason(rejectReview, form, context), "rejected"),
  "approve-reply": (form: FormData, context: ActionContext) =>
    moderated(form, context, (id) => approveReply(context.db, id), "replyApproved"),
  "reject-reply": (form: FormData, context: ActionContext) =>
    moderated(form, context, withReason(rejectReply, form, context), "replyRejected"),
  "delete-review": (form: FormData, context: ActionContext) =>
    deleted(
      form,
      context,
      async (db, id) => {
        const result = await deleteReview(db, id);
        return result.status === "deleted" ? { name: result.review.title } : undefined;
      },
      getMessages().adminConsole.reviews.toasts.deleted,
    ),
};

type ModerationOutcome =
  | { status: "approved" | "rejected"; review: { title: string } }
  | { status: "not-pending" }
  | { status: "invalid"; message: string };

/** A rejection of the review or reply `id` with the form's reason (checked by the service). */
function withReason(
  reject: typeof rejectReview | typeof rejectReply,
  form: FormData,
  { db, config }: ActionContext,
) {
  return (id: number) => reject(db, id, String(form.get("reason") ?? ""), config);
}

/** A review's or reply's approval or rejection, and the toast that tells how it went. */
async function moderated(
  form: FormData,
  { config }: ActionContext,
  moderate: (id: number) => Promise<ModerationOutcome>,
  done: "approved" | "rejected" | "replyApproved" | "replyRejected",
) {
  const toasts = getMessages().adminConsole.reviews.toasts;
  const id = parseId(String(form.get("id") ?? ""));
  const result: ModerationOutcome = id ? await moderate(id) : { status: "not-pending" };
  const toast: ToastInput =
    result.status === "invalid"
      ? { type: "error", title: toasts.invalidReason, description: result.message }
      : result.status === "not-pending"
        ? { type: "error", title: toasts.notPending }
        : {
            type: "success",
            title: toasts[done],
            description: result.status === "rejected" ? toasts.emailed : undefined,
          };
  return redirectWithToast(returnTo(form), toast, config);
}

async function deleted(
  form: FormData,
  { db, config }: ActionContext,
  remove: (db: Db, id: number) => Promise<{ name: string } | undefined>,
  title: string,
) {
  const deleteMessages = getMessages().adminConsole.delete;
  const id = parseId(String(form.get("id") ?? ""));
  const row = id ? await remove(db, id) : undefined;
  const toast = row
    ? {
        type: "success" as const,
        title,
        description: format(deleteMessages.deletedBody, { name: row.name }),
      }
    : { type: "error" as const, title: deleteMessages.notFound };
  return redirectWithToast(returnTo(form), toast, config);
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
