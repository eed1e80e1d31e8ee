import type { SubmissionResult } from "@conform-to/react";
import { useMessages } from "../i18n";
import type { FormErrorMessage } from "./form-error-summary";

const refusedFieldNames = (errors: Record<string, unknown[] | null | undefined> | undefined) =>
  Object.entries(errors ?? {})
    .filter(([name, list]) => name !== "" && list?.length)
    .map(([name]) => name);

/**
 * The messages for the alert above a form: its own errors (rate limited, failed) and,
 * while fields the server refused are still wrong, a link to the first of them (without
 * JavaScript the page reloads at the top, far from the first highlighted field).
 */
export function useServerFormErrors(
  lastResult: SubmissionResult<string[]> | undefined,
  form: { errors: string[] | undefined; allErrors: Record<string, string[]> },
  fieldId: (name: string) => string | undefined,
): FormErrorMessage[] {
  const formsMessages = useMessages().forms;
  const stillWrong = new Set(refusedFieldNames(form.allErrors));
  const first = refusedFieldNames(lastResult?.error).find((name) => stillWrong.has(name));
  const id = first && fieldId(first);
  const pointer = first
    ? [id ? { text: formsMessages.fixFields, href: `#${id}` } : formsMessages.fixFields]
    : [];
  return [...(form.errors ?? []), ...pointer];
}
