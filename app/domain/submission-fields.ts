import { z } from "zod";
import { defaultLocale, format, getMessages, isLocale, type Locale } from "./i18n";
import { stripBidiControls } from "./bidi-controls";
import { trimBlank } from "./input-text";
import { valueListSchema, type ValueSet } from "./value-sets";

/**
 * Field schemas shared by the brief and agency inputs. Each one reads a form value (Conform turns
 * an empty input into undefined) and a JSON value alike: missing, null, "" and blank all mean
 * 'not given'. Text is cleaned before it is checked: control characters (PostgreSQL refuses NUL)
 * are dropped, single-line fields get their whitespace runs collapsed, so a name can never
 * carry a line break into an e-mail subject, and whitespace and zero-width characters are trimmed
 * from both ends.
 */
// Read as each value is checked, not as the module loads: the messages are in the current locale
// (domain/i18n.ts currentLocale: the request's on the server, the page's in the browser).
const forms = () => getMessages().forms;
const v = () => getMessages().submissions.validation;

/** The longest value each kind of field takes. */
export const MAX_LENGTH = {
  name: 120,
  /** RFC 5321 limit of an address in a mail path. */
  email: 254,
  phone: 32,
  url: 2048,
  description: 5000,
} as const;

// Control characters but tab and line breaks: \p{Cc} minus \t, \n and \r. The request boundary
// refuses them already (app/domain/input-text.ts); dropping them here keeps the schema safe alone.
const CONTROL_CHARS = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Cleans a text in linear time: control characters dropped, line breaks as \n, bidirectional
 * controls dropped from a single-line field and its whitespace runs folded to one space, blank and zero-width characters trimmed at the ends
 * (inside the text they are kept: a zero-width joiner belongs to some words). A text more than
 * twice `max` long is returned as it is, without running any pattern: it fails the length check.
 */
function cleanText(value: unknown, multiline: boolean, max: number): unknown {
  if (typeof value !== "string") return value ?? undefined;
  if (value.length > max * 2 + 64) return value;
  const text = value.replace(CONTROL_CHARS, "").replace(/\r\n?/g, "\n");
  // A one-line field (a name, a title, an address) has no use for bidirectional controls, and
  // one left open reorders the subject or title it is written into (./bidi-controls). Multi-line
  // text keeps them: it is isolated where it is shown.
  const cleaned = trimBlank(multiline ? text : stripBidiControls(text).replace(/\s+/g, " "));
  return cleaned === "" ? undefined : cleaned;
}

const textError = (issue: { input?: unknown }) =>
  issue.input === undefined ? forms().required : v().notText;

const tooLong = (max: number) => ({ error: () => format(forms().tooLong, { max }) });

/** Required text of at most `max` characters. */
export function requiredText(max: number, options: { multiline?: boolean } = {}) {
  return z.preprocess(
    (value) => cleanText(value, options.multiline ?? false, max),
    z.string({ error: textError }).max(max, tooLong(max)),
  );
}

/** A letter or a digit of any script. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A required name (of a person, company or agency) of at most `max` characters: text as
 * requiredText reads it, with at least one letter or digit, so "!!!" or "---" is not a name.
 */
export function requiredName(max: number) {
  return z.preprocess(
    (value) => cleanText(value, false, max),
    z
      .string({ error: textError })
      .max(max, { ...tooLong(max), abort: true })
      .refine((name) => LETTER_OR_DIGIT.test(name), { error: () => forms().needsLetters }),
  );
}

/** Optional text of at most `max` characters: blank means not given. */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return z.preprocess(
    (value) => cleanText(value, options.multiline ?? false, max),
    z.string({ error: textError }).max(max, tooLong(max)).optional(),
  );
}

/** An optional name (an agency's name in a second language): when given, as requiredName reads it. */
export function optionalName(max: number) {
  return z.preprocess(
    (value) => cleanText(value, false, max),
    z
      .string({ error: textError })
      .max(max, { ...tooLong(max), abort: true })
      .refine((name) => LETTER_OR_DIGIT.test(name), { error: () => forms().needsLetters })
      .optional(),
  );
}

// The length is checked first and alone: an over-long value gets that one message, not also a
// format message.
const emailError = (issue: { input?: unknown }) =>
  issue.input === undefined ? forms().required : forms().invalidEmail;
const emailSchema = z
  .string({ error: emailError })
  .max(MAX_LENGTH.email, tooLong(MAX_LENGTH.email))
  .pipe(z.email({ error: emailError }));

/** A required e-mail address, checked for format. */
export function requiredEmail() {
  return z.preprocess((value) => cleanText(value, false, MAX_LENGTH.email), emailSchema);
}

const urlError = (issue: { input?: unknown }) =>
  issue.input === undefined ? forms().required : forms().invalidUrl;
const urlSchema = z
  .string({ error: urlError })
  .max(MAX_LENGTH.url, tooLong(MAX_LENGTH.url))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: urlError }))
  // "https://google.com@evil.example" shows one site and opens another.
  .refine((url) => hasNoCredentials(url), { error: urlError });

/** No user name or password in the address (one that does not parse is refused already). */
function hasNoCredentials(url: string): boolean {
  try {
    const { username, password } = new URL(url);
    return username === "" && password === "";
  } catch {
    return true;
  }
}

/** A scheme as RFC 3986 writes one ("https:", "mailto:", "javascript:"), not a host's port. */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d+(?:[/?#]|$))/i;

/**
 * An address as people type it, with its scheme: "nakhla.example" and "www.x.ae/path" get
 * "https://" (as a browser's address bar reads them), "//x.ae" gets "https:". Any scheme typed
 * is kept, so "ftp:" or "javascript:" is still refused.
 */
function withScheme(value: unknown): unknown {
  if (typeof value !== "string" || SCHEME.test(value)) return value;
  return value.startsWith("//") ? `https:${value}` : `https://${value}`;
}

/**
 * An optional http(s) address on a real domain (no javascript:, no bare host names), "https://"
 * added when none was typed. Here, in the schema, so forms with and without JavaScript and the
 * JSON API read it alike.
 */
export function optionalUrl() {
  return z.preprocess(
    (value) => withScheme(cleanText(value, false, MAX_LENGTH.url)),
    urlSchema.optional(),
  );
}

/** Digits with the separators people write: +971 50 123 4567, (04) 123-4567, 00971.50.1234567. */
const PHONE = /^\+?[\d\s().-]+$/;

/**
 * Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits, as an Arabic keyboard types them, as
 * Western digits: a phone number is stored and shown in one script (as UAE sites write them).
 */
export function withWesternDigits(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0)! - 0x0660) % 0x90),
  );
}

/** An optional phone number: 7 to 15 digits (E.164), written as people write them. */
export function optionalPhone() {
  return z.preprocess(
    (value) => withWesternDigits(cleanText(value, false, MAX_LENGTH.phone)),
    z
      .string({ error: textError })
      .max(MAX_LENGTH.phone, { error: () => v().invalidPhone, abort: true })
      .refine(
        (phone) => {
          const digits = phone.replace(/\D/g, "").length;
          return PHONE.test(phone) && digits >= 7 && digits <= 15;
        },
        { error: () => v().invalidPhone },
      )
      .optional(),
  );
}

/**
 * An optional whole number between `min` and `max`, typed as people type it: digits in either
 * script, with thousands separators (15,000, 15 000, ١٥٬٠٠٠) or as a JSON number. Anything else,
 * or a number out of range, gets `message` (which names the range).
 */
export function optionalWholeNumber(range: {
  min: number;
  max: () => number;
  message: () => string;
}) {
  const error = range.message;
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value ?? undefined;
      if (value.length > 64) return value;
      const text = String(withWesternDigits(value)).replace(/[\s,\u066c\u00a0\u202f]/g, "");
      if (text === "") return undefined;
      return /^\d+$/.test(text) ? Number(text) : value;
    },
    z
      .number({ error })
      .int({ error, abort: true })
      .refine((n) => n >= range.min && n <= range.max(), { error })
      .optional(),
  );
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * Any accepted reading of a value set, normalised to the canonical value; anything else (another
 * text, a number, a list, an object) gets the one friendly message, not zod's list of values.
 */
function choiceSchema<V extends string>(set: ValueSet<V>) {
  return z.preprocess(
    (value) => set.normalize(value) ?? value,
    z.enum(set.values, { error: () => v().invalidChoice }),
  );
}

/**
 * One value of a value set, required: either reading is accepted and the canonical value stored;
 * not given says 'Required', any other value 'Please choose one of the listed options'.
 */
export function requiredChoice<V extends string>(set: ValueSet<V>) {
  return z
    .unknown()
    .refine((value) => !isBlank(value), { error: () => forms().required, abort: true })
    .pipe(choiceSchema(set));
}

/** One value of a value set, optional: not given is undefined. */
export function optionalChoice<V extends string>(set: ValueSet<V>) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    choiceSchema(set).optional(),
  );
}

/**
 * Values of a value set, as checkboxes or a JSON array send them (one string or several), stored
 * canonical in the set's order. One message for the whole field, never one per item.
 */
export function choiceList<V extends string>(
  set: ValueSet<V>,
  options: { min?: number; minMessage?: () => string } = {},
) {
  const list = valueListSchema(set);
  return z.preprocess((input, ctx) => {
    const parsed = list.safeParse(input);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: v().invalidChoice });
    } else if (parsed.data.length < (options.min ?? 0)) {
      ctx.addIssue({ code: "custom", message: options.minMessage?.() ?? forms().required });
    }
    return parsed.data;
  }, z.array(set.enum));
}

/** z.object options: a body that is not an object at all (an array, null, a number) says so. */
export const objectOptions = { error: () => v().expectedObject };

/**
 * The language of the mails about a submission sent to a JSON API: "en" or "ar". Missing or
 * anything else is English, the APIs' language (a page passes its own locale instead).
 */
export function apiLocale() {
  return z
    .unknown()
    .optional()
    .transform((value): Locale => (isLocale(value) ? value : defaultLocale));
}
