import type { SubmissionResult } from "@conform-to/react";
import { useMessages } from "../i18n";

const hasFieldErrors = (errors: Record<string, unknown[] | null | undefined> | undefined) =>
  Object.entries(errors ?? {}).some(([name, list]) => name !== "" && list?.length);

/**
 * The messages for the alert above a form: its own errors (too fast, rate limited, failed) and,
 * while fields the server refused are still wrong, a pointer to them (without JavaScript the page
 * reloads at the top, far from the first highlighted field).
 */
export function useServerFormErrors(
  lastResult: SubmissionResult<string[]> | undefined,
  form: { errors: string[] | undefined; allErrors: Record<string, string[]> },
): string[] {
  const m = useMessages().forms;
  const refusedFields = hasFieldErrors(lastResult?.error) && hasFieldErrors(form.allErrors);
  return [...(form.errors ?? []), ...(refusedFields ? [m.fixFields] : [])];
}
