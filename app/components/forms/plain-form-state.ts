import type { SubmissionResult } from "@conform-to/react";

/**
 * A plain form's state from a refused post's reply (http/form-post.server.ts), for the static
 * pages that render their fields by hand: the form's message (or `fixFields` when only fields
 * have messages), each field's messages and the text values sent.
 */
export function plainFormState(result: SubmissionResult<string[]>, fixFields: string) {
  const error = result.error ?? {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.initialValue ?? {})) {
    if (typeof value === "string") values[name] = value;
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(error).filter(([name, list]) => name !== "" && list && list.length > 0),
  ) as Record<string, string[]>;
  const formError = error[""]?.[0] ?? (Object.keys(fieldErrors).length > 0 ? fixFields : undefined);
  return { formError, fieldErrors, values };
}
