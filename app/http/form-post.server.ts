import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import type { z } from "zod";
import { formFieldsOf, type FormFields } from "~/domain/form-fields";
import { formGuardFields } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import { errorToast, type Toast } from "~/domain/toast";
import { checkFormGuard, issueFormToken } from "~/services/form-guard.server";
import {
  consumeClientLimits,
  type RateLimitResult,
  type RateLimitRule,
} from "~/services/rate-limit.server";
import { rateLimitRefusal, retryAfterHeaders, type Refusal } from "./refusal.server";
import { readFormBody } from "./request-body.server";

export type { Refusal } from "./refusal.server";

/**
 * Every form post of the site is read here (docs/decisions/008-input-boundary.md): the Conform
 * forms of the public pages, the dashboard and the console, and the plain forms of the static
 * pages (decision 012) alike. One call reads the body against the fields the form may carry,
 * checks the spam guard, the schema and the rate limits, and answers one of three outcomes.
 */
export type FormPost<T> =
  /** The spam guard found a bot: answer as on success, store and send nothing. */
  | { kind: "bot"; formData: FormData }
  /** Unreadable, invalid or rate limited: return `reply` (the body's fields, once read). */
  | { kind: "refused"; reply: FormReply; refusal: Refusal; formData?: FormData }
  | {
      kind: "valid";
      value: T;
      formData: FormData;
      /** The form again with a refusal the use case gave (a duplicate, a limit of its own). */
      refuse: (refusal: Refusal) => FormReply;
      /** Conform's answer for a form that stays on the page (reset, or as sent). */
      reply: (options?: { resetForm?: boolean }) => SubmissionResult<string[]>;
    };

/**
 * What a refused post answers, for Conform forms and plain forms alike: Conform's result (each
 * field's messages, the form's under "", and the values sent, never the hidden ones), a fresh
 * spam-guard token for a guarded form, and an optional toast. `Retry-After` rides on a 429.
 */
export type FormReplyData = {
  result: SubmissionResult<string[]>;
  formToken?: string;
  toast?: Toast;
};
export type FormReply = ReturnType<typeof data<FormReplyData>>;

export type FormSpec<S extends z.ZodObject> = {
  /** What a person fills in; also the field names the post may carry. */
  schema: S;
  /** Other names the post may carry (a button's `intent`, a hidden `returnTo`), with how often. */
  fields?: FormFields;
  /** A public form: the spam guard's two fields are read, and a bot answered as a person. */
  guard?: boolean;
  /**
   * Counted only for a post that would be stored: per-address rules, or the form's own sequence
   * (stopping at the first that refuses).
   */
  limits?: readonly RateLimitRule[] | ((value: z.output<S>) => Promise<RateLimitResult>);
  /** Fields never sent back to the page (a password). */
  hideFields?: string[];
  /** Titles of the error toasts shown beside the form's message, by what refused the post. */
  toasts?: { body?: string; limit?: string };
};

const GUARD_FIELDS: FormFields = { [formGuardFields.honeypot]: 1, [formGuardFields.startedAt]: 1 };

/** A form's fields: its schema's, the extra ones it declares, and the spam guard's if guarded. */
export function formPostFields(spec: Pick<FormSpec<z.ZodObject>, "schema" | "fields" | "guard">) {
  return formFieldsOf(spec.schema, { ...(spec.guard ? GUARD_FIELDS : {}), ...spec.fields });
}

/**
 * Reads a form post (at most 64 KB) and checks, in order: the names it carries, the spam guard,
 * the schema, then the rate limits. Only a post that would be stored counts against a limit, so a
 * person correcting mistakes is never locked out; a person never meets the guard.
 */
export async function readFormPost<S extends z.ZodObject>(
  request: Request,
  context: AppLoadContext,
  spec: FormSpec<S>,
): Promise<FormPost<z.output<S>>> {
  const body = await readFormBody(request, formPostFields(spec));
  if (!body.ok) {
    const title = spec.toasts?.body;
    const refusal: Refusal = { status: body.status, formError: body.message };
    if (title) refusal.toast = errorToast(title, body.message);
    return { kind: "refused", refusal, reply: formReply(context, refusal, { guard: spec.guard }) };
  }
  return checkFormPost(body.formData, context, spec);
}

/**
 * The body alone, for a page whose one action serves several forms (buttons named by `intent`):
 * read once against every form's fields (mergeFormFields), then checkFormPost checks the form
 * the `intent` names. A body that cannot be read is refused with `refusal` built from it.
 */
export async function readFormPostBody(
  request: Request,
  context: AppLoadContext,
  fields: FormFields,
): Promise<
  { kind: "read"; formData: FormData } | { kind: "refused"; reply: FormReply; refusal: Refusal }
> {
  const body = await readFormBody(request, fields);
  if (body.ok) return { kind: "read", formData: body.formData };
  const refusal = { status: body.status, formError: body.message };
  return { kind: "refused", refusal, reply: formReply(context, refusal) };
}

/**
 * The steps after the body: for a page whose one action serves several forms, which reads the
 * body once (readFormPostBody) and checks the one its `intent` names.
 */
export async function checkFormPost<S extends z.ZodObject>(
  formData: FormData,
  context: AppLoadContext,
  spec: FormSpec<S>,
): Promise<FormPost<z.output<S>>> {
  const guard = spec.guard ?? false;
  const hideFields = [...(spec.hideFields ?? []), ...(guard ? Object.keys(GUARD_FIELDS) : [])];
  const refused = (given: Refusal, sent: SentForm = {}, toastTitle?: string) => {
    const refusal = toastTitle
      ? { ...given, toast: errorToast(toastTitle, given.formError) }
      : given;
    return {
      kind: "refused" as const,
      formData,
      refusal,
      reply: formReply(context, refusal, { ...sent, guard, hideFields }),
    };
  };
  if (guard && checkFormGuard(formData, context.config) === "bot") return { kind: "bot", formData };

  let submission: Submission<z.output<S>>;
  try {
    submission = parseWithZod(formData, { schema: spec.schema });
  } catch {
    // Conform throws on its own reserved fields when they are forged.
    return refused({ status: 400, formError: getMessages().forms.unreadableForm }, { formData });
  }
  if (submission.status !== "success") {
    const fieldErrors = Object.fromEntries(
      Object.entries(submission.error ?? {}).flatMap(([name, list]) =>
        list ? [[name, list]] : [],
      ),
    );
    return refused({ status: 400, fieldErrors }, { submission });
  }
  if (spec.limits) {
    const limit =
      typeof spec.limits === "function"
        ? await spec.limits(submission.value)
        : await consumeClientLimits(context.db, spec.limits, context.clientAddress);
    if (!limit.allowed) return refused(rateLimitRefusal(limit), { submission }, spec.toasts?.limit);
  }
  return {
    kind: "valid",
    value: submission.value,
    formData,
    refuse: (refusal) => formReply(context, refusal, { submission, guard, hideFields }),
    reply: (options) => submission.reply({ ...options, hideFields }),
  };
}

type SentForm = { submission?: Submission<unknown>; formData?: FormData };

/** A reply with what the page keeps of the post besides its fields (the search being saved). */
export function withKept<K extends object>(reply: FormReply, kept: K) {
  return data({ ...reply.data, ...kept }, reply.init ?? undefined);
}

/**
 * The one reply builder of a refused form: Conform's result built from the submission (or, for a
 * body no schema read, from the form's message alone), with the refusal's messages added.
 */
export function formReply(
  context: AppLoadContext,
  refusal: Refusal,
  sent: SentForm & { guard?: boolean; hideFields?: string[] } = {},
): FormReply {
  const formErrors = refusal.formError === undefined ? undefined : [refusal.formError];
  const result: SubmissionResult<string[]> = sent.submission
    ? sent.submission.reply({
        formErrors,
        fieldErrors: refusal.fieldErrors,
        hideFields: sent.hideFields,
      })
    : {
        status: "error",
        error: { ...(formErrors ? { "": formErrors } : {}), ...refusal.fieldErrors },
      };
  const reply: FormReplyData = { result };
  if (sent.guard) reply.formToken = issueFormToken(context.config);
  if (refusal.toast) reply.toast = refusal.toast;
  return data(reply, {
    status: refusal.status,
    headers: retryAfterHeaders(refusal.retryAfterSeconds),
  });
}

/**
 * A page's answer to one of its buttons (pause, delete, confirm...): a line above the page, done
 * or refused, with its status. A refusal says its form's message, or its first field's.
 */
export function noticeReply(tone: "done" | "error", message: string, status = 200) {
  return data({ kind: "notice" as const, tone, message }, status);
}

export function refusalNotice(refusal: Refusal) {
  const message =
    refusal.formError ??
    Object.values(refusal.fieldErrors ?? {})[0]?.[0] ??
    getMessages().forms.unreadableForm;
  return data(
    { kind: "notice" as const, tone: "error" as const, message },
    { status: refusal.status, headers: retryAfterHeaders(refusal.retryAfterSeconds) },
  );
}
