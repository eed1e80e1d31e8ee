import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { formFieldsOf, type FormFields } from "~/domain/form-fields";
import { formGuardFields } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import { errorToast, type Toast } from "~/domain/toast";
import { checkFormGuard, issueFormToken } from "~/services/form-guard.server";
import { consumeClientLimits, type RateLimitRule } from "~/services/rate-limit.server";
import { rateLimitedMessage } from "./json-api.server";
import { readFormBody } from "./request-body.server";

/** A public form's fields: its schema's, and the spam guard's hidden two. */
export function publicFormFields(schema: z.ZodObject): FormFields {
  return formFieldsOf(schema, { [formGuardFields.honeypot]: 1, [formGuardFields.startedAt]: 1 });
}

/** The form again, with what went wrong and a fresh token for the next try. */
export function formReply(
  context: AppLoadContext,
  result: SubmissionResult<string[]>,
  status: number,
  toast?: Toast,
  headers?: HeadersInit,
) {
  return data({ result, formToken: issueFormToken(context.config), toast }, { status, headers });
}

/** An unexpected failure: the message in the form (no JavaScript) and as the 'Error' toast. */
export function failureReply<T>(
  context: AppLoadContext,
  submission: Submission<T>,
  message: string,
) {
  const toast = errorToast(getMessages().submissions.form.errorTitle, message);
  return formReply(context, submission.reply({ formErrors: [message] }), 500, toast);
}

export type PublicForm<T> =
  /** The spam guard found a bot: answer as on success, store and send nothing. */
  | { kind: "bot" }
  /** Unreadable, invalid or rate limited: return this reply. */
  | { kind: "refused"; reply: ReturnType<typeof formReply> }
  | { kind: "valid"; submission: Submission<T>; value: T };

/**
 * Reads a public HTML form (at most 64 KB) and checks, in order, its spam guard, its fields
 * against the schema the browser used, and the per-address rate limits. Only a submission that
 * would be stored counts against the limit, so a person correcting mistakes is never locked out.
 * A person never meets the guard: mistakes get only their fields' messages.
 */
export async function readPublicForm<S extends z.ZodObject>(
  request: Request,
  context: AppLoadContext,
  options: { schema: S; rateLimits: readonly RateLimitRule[] },
): Promise<PublicForm<z.output<S>>> {
  const formsMessages = getMessages().forms;
  const refuseWhole = (message: string, status: number) => ({
    kind: "refused" as const,
    reply: formReply(context, { status: "error", error: { "": [message] } }, status),
  });
  // A body that is not a form, or forged Conform fields (which make it throw), is a bad request.
  const unreadable = refuseWhole(formsMessages.unreadableForm, 400);
  const body = await readFormBody(request, publicFormFields(options.schema));
  if (!body.ok) return refuseWhole(body.message, body.status);
  const formData = body.formData;
  if (checkFormGuard(formData, context.config) === "bot") return { kind: "bot" };

  let submission: Submission<z.output<S>>;
  try {
    submission = parseWithZod(formData, { schema: options.schema });
  } catch {
    return unreadable;
  }
  const refuse = (formError: string, status: number, headers?: HeadersInit) => ({
    kind: "refused" as const,
    reply: formReply(
      context,
      submission.reply({ formErrors: [formError] }),
      status,
      undefined,
      headers,
    ),
  });
  if (submission.status !== "success") {
    return { kind: "refused", reply: formReply(context, submission.reply(), 400) };
  }
  const limit = await consumeClientLimits(context.db, options.rateLimits, context.clientAddress);
  if (!limit.allowed) {
    return refuse(rateLimitedMessage(limit), 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  return { kind: "valid", submission, value: submission.value };
}

/**
 * A static page's plain form (decision 012: a page without script posts a real form, read without
 * Conform): its body against `fields`, then its spam guard. "bot": the guard found a bot (answer
 * as on success, store nothing); "refused": the body could not be read, the message and status.
 */
export async function readPageForm(
  request: Request,
  context: AppLoadContext,
  fields: FormFields,
): Promise<
  | { kind: "valid" | "bot"; formData: FormData }
  | { kind: "refused"; message: string; status: 400 | 413; formData?: undefined }
> {
  const body = await readFormBody(request, fields);
  if (!body.ok) return { kind: "refused", message: body.message, status: body.status };
  const kind = checkFormGuard(body.formData, context.config) === "bot" ? "bot" : "valid";
  return { kind, formData: body.formData };
}

/**
 * A static page's plain form refused: the form again with the message, each field's errors, what
 * the page keeps of the post to fill in again (`kept`) and a fresh token for the spam guard.
 */
export function refusedPageForm<K extends object>(
  context: AppLoadContext,
  formError: string,
  status: number,
  kept: K,
  options: { fieldErrors?: Partial<Record<string, string[]>>; headers?: HeadersInit } = {},
) {
  return data(
    {
      kind: "invalid" as const,
      formError,
      fieldErrors: options.fieldErrors ?? {},
      formToken: issueFormToken(context.config),
      ...kept,
    },
    { status, headers: options.headers },
  );
}
