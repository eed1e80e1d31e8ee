import type { SubmissionResult } from "@conform-to/react";
import { plainFormState } from "~/components/forms/plain-form-state";
import { en } from "~/domain/messages/en";

/**
 * An action's data as a static page shows it: a refused form's reply (http/form-post.server.ts)
 * reads as "invalid", with the form's message, each field's messages and the values sent; any
 * other answer as it is.
 */
export function asShownOnPage(data: Record<string, unknown>): Record<string, unknown> {
  if (!("result" in data)) return data;
  return {
    kind: "invalid",
    ...data,
    ...plainFormState(data.result as SubmissionResult<string[]>, en.forms.fixFields),
  };
}
