import type { AppLoadContext } from "react-router";
import { safeAdminNext } from "~/domain/admin";
import { parseId } from "~/domain/ids";
import { format, getMessages } from "~/domain/i18n";
import { setAgencyApproval } from "~/services/approve-agency.server";
import { deleteBrief, deleteContactMessage } from "~/services/deletions.server";
import { isProviderFailure } from "~/services/payment-provider.server";
import { deleteAgencyWithBilling } from "~/services/pro-plan.server";
import {
  approveReply,
  approveReview,
  deleteReview,
  rejectReply,
  rejectReview,
} from "~/services/review-moderation.server";
import type { ToastInput } from "~/domain/toast";
import { redirectWithToast } from "../sessions/toast.server";

/**
 * The console's controls on /admin, by the `intent` of their button: the approval switch, the
 * deletes and the reviews' moderation. Each calls the use case the /api/admin endpoints call for
 * the same operation, and answers with a redirect to the table as it was and a flashed toast.
 */
type Context = AppLoadContext;
type Row = { name: string } | undefined;

/** Where a console form sends the operator back: the table as it was, under /admin only. */
const returnTo = (form: FormData) => safeAdminNext(String(form.get("returnTo") ?? ""));
const idOf = (form: FormData) => parseId(form.get("id"));

export const consoleActions = {
  approve: approveAgency,
  "delete-agency": (form: FormData, context: Context) =>
    deleted(
      form,
      context,
      async (id) => {
        try {
          return await deleteAgencyWithBilling(context, id);
        } catch (error) {
          if (!isProviderFailure(error)) throw error;
          return { failure: error.message };
        }
      },
      getMessages().adminConsole.delete.agencyDeleted,
    ),
  "delete-brief": (form: FormData, context: Context) =>
    deleted(
      form,
      context,
      (id) => deleteBrief(context.db, id),
      getMessages().adminConsole.delete.briefDeleted,
    ),
  "delete-message": (form: FormData, context: Context) =>
    deleted(
      form,
      context,
      (id) => deleteContactMessage(context.db, id),
      getMessages().adminConsole.delete.messageDeleted,
    ),
  "delete-review": (form: FormData, context: Context) =>
    deleted(
      form,
      context,
      async (id) => {
        const result = await deleteReview(context.db, id);
        return result.status === "deleted" ? { name: result.review.title } : undefined;
      },
      getMessages().adminConsole.reviews.toasts.deleted,
    ),
  "approve-review": (form: FormData, context: Context) =>
    moderated(form, context, (id) => approveReview(context.db, id), "approved"),
  "reject-review": (form: FormData, context: Context) =>
    moderated(
      form,
      context,
      (id) => rejectReview(context.db, id, reasonOf(form), context.config),
      "rejected",
    ),
  "approve-reply": (form: FormData, context: Context) =>
    moderated(form, context, (id) => approveReply(context.db, id), "replyApproved"),
  "reject-reply": (form: FormData, context: Context) =>
    moderated(
      form,
      context,
      (id) => rejectReply(context.db, id, reasonOf(form), context.config),
      "replyRejected",
    ),
};

export type ConsoleIntent = keyof typeof consoleActions;

export function isConsoleIntent(intent: unknown): intent is ConsoleIntent {
  return typeof intent === "string" && Object.hasOwn(consoleActions, intent);
}

const reasonOf = (form: FormData) => String(form.get("reason") ?? "");

/** The approval switch: approves the agency or takes it back to pending. */
async function approveAgency(form: FormData, { db, config }: Context) {
  const approvalMessages = getMessages().adminConsole.approval;
  const id = idOf(form);
  const approved = form.get("approved");
  const agency =
    id && (approved === "true" || approved === "false")
      ? await setAgencyApproval(db, id, approved === "true", config)
      : undefined;
  const toast: ToastInput = agency
    ? {
        type: "success",
        title: approvalMessages.successTitle,
        description: approvalMessages.successBody,
      }
    : { type: "error", title: approvalMessages.failure };
  return redirectWithToast(returnTo(form), toast, config);
}

type ModerationOutcome =
  | { status: "approved" | "rejected"; review: { title: string } }
  | { status: "not-pending" }
  | { status: "invalid"; message: string };

/** A review's or reply's approval or rejection, and the toast that tells how it went. */
async function moderated(
  form: FormData,
  { config }: Context,
  moderate: (id: number) => Promise<ModerationOutcome>,
  done: "approved" | "rejected" | "replyApproved" | "replyRejected",
) {
  const toasts = getMessages().adminConsole.reviews.toasts;
  const id = idOf(form);
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

/** A delete, and its toast: done (naming what went), not found, or the billing provider's failure. */
async function deleted(
  form: FormData,
  { config }: Context,
  remove: (id: number) => Promise<Row | { failure: string }>,
  title: string,
) {
  const deleteMessages = getMessages().adminConsole.delete;
  const id = idOf(form);
  const row = id ? await remove(id) : undefined;
  const toast: ToastInput =
    row && "failure" in row
      ? { type: "error", title: format(deleteMessages.billingFailed, { reason: row.failure }) }
      : row
        ? {
            type: "success",
            title,
            description: format(deleteMessages.deletedBody, { name: row.name }),
          }
        : { type: "error", title: deleteMessages.notFound };
  return redirectWithToast(returnTo(form), toast, config);
}
