import { z } from "zod";
import { getMessages } from "./i18n";

/** The largest id a database `integer` column holds: a larger one is refused, never queried. */
export const MAX_ID = 2_147_483_647;

/**
 * The one reading of a row id, wherever it comes from: a URL segment or a form (a string of
 * digits; "" means none) or JSON (a number, or a string of digits). A positive integer up to
 * MAX_ID, written without a leading zero; anything else is `invalid`, nothing at all is `missing` (both messages read when used).
 * Without messages, a form's id is one the page wrote (a hidden field): a wrong one means the form
 * was changed or is stale, and the reader is asked, in their language, to reload it.
 */
export function idField(messages: { missing?: () => string; invalid?: () => string } = {}) {
  const invalid = messages.invalid ?? (() => getMessages().forms.unreadableForm);
  const missing = messages.missing ?? invalid;
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return undefined;
      if (typeof value === "string" && /^[1-9]\d{0,9}$/.test(value)) return Number(value);
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? missing() : invalid()) })
      .int({ error: invalid })
      .min(1, { error: invalid })
      .max(MAX_ID, { error: invalid }),
  );
}

const anyId = idField();

/** A row id (idField), or undefined: the caller answers 404 or 'not found' instead of querying. */
export function parseId(value: unknown): number | undefined {
  const parsed = anyId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
