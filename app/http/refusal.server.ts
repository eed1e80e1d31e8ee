import { format, getMessages } from "~/domain/i18n";
import { errorToast, type Toast } from "~/domain/toast";
import type { RateLimitResult } from "~/services/rate-limit.server";

/**
 * Why a post is not taken, in one shape for every form and JSON endpoint: the status, the
 * message for the whole post and each field's, how long to wait (`Retry-After`), and a toast for
 * pages that show one. Forms render it with formReply (form-post.server.ts), the JSON API with
 * jsonRefusal (json-api.server.ts).
 */
export type Refusal = {
  status: number;
  formError?: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  toast?: Toast;
};

/**
 * "Too many attempts. Please wait N minute(s)...": for forms and the JSON API alike. With
 * `inSeconds`, a wait under a minute is told in seconds (a login's backoff of 1, 2, 4... s).
 */
export function rateLimitedMessage(
  limit: Pick<RateLimitResult, "retryAfterSeconds">,
  options: { inSeconds?: boolean } = {},
): string {
  const formsMessages = getMessages().forms;
  const seconds = Math.max(1, Math.ceil(limit.retryAfterSeconds));
  if (options.inSeconds && seconds < 60)
    return format(formsMessages.rateLimitedSeconds, { seconds });
  return format(formsMessages.rateLimited, { minutes: Math.ceil(seconds / 60) });
}

/** A 429 for a limit: its message (or `message`) for the whole post, and how long to wait. */
export function rateLimitRefusal(
  limit: Pick<RateLimitResult, "retryAfterSeconds">,
  overrides: Partial<Refusal> & { inSeconds?: boolean } = {},
): Refusal {
  const { inSeconds, ...rest } = overrides;
  return {
    status: 429,
    formError: rateLimitedMessage(limit, { inSeconds }),
    retryAfterSeconds: limit.retryAfterSeconds,
    ...rest,
  };
}

/** The `Retry-After` header of a refusal that has a wait, else none. */
export function retryAfterHeaders(seconds: number | undefined): HeadersInit | undefined {
  return seconds === undefined ? undefined : { "Retry-After": String(Math.ceil(seconds)) };
}

/**
 * An unexpected failure (the use case threw): a 500 whose message shows in the form (without
 * JavaScript) and as the 'Error' toast.
 */
export function failureRefusal(
  message: string,
  title = getMessages().submissions.form.errorTitle,
): Refusal {
  return { status: 500, formError: message, toast: errorToast(title, message) };
}
