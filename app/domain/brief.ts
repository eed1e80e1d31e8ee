import { z } from "zod";
import { formGuardFields } from "./form-guard";
import { format, getMessages } from "./i18n";
import { trimBlank } from "./input-text";
import {
  apiLocale,
  MAX_LENGTH,
  objectOptions,
  optionalChoice,
  optionalPhone,
  requiredChoice,
  requiredEmail,
  requiredName,
  requiredText,
} from "./submission-fields";
import { budgets, emirates, industries, languages, projectTypes, timelines } from "./value-sets";

/**
 * How long a brief's description must be, in characters of its trimmed text: enough for the
 * operator to tell what the project is (docs/product.md, P13). The form's `minlength`,
 * its script's check, the form's action and POST /api/submit-brief all read it from here.
 */
export const BRIEF_DESCRIPTION_LENGTH = { min: 30, max: MAX_LENGTH.description } as const;

/** The description: multi-line text of BRIEF_DESCRIPTION_LENGTH, counted in characters. */
const briefDescription = () =>
  requiredText(BRIEF_DESCRIPTION_LENGTH.max, { multiline: true }).refine(
    (text) => [...trimBlank(text)].length >= BRIEF_DESCRIPTION_LENGTH.min,
    {
      error: () =>
        format(getMessages().submissions.validation.descriptionTooShort, {
          min: BRIEF_DESCRIPTION_LENGTH.min,
        }),
    },
  );

/** The longest slug `requestedAgency` is read as (slugs are 80 characters and a "-N" suffix). */
const MAX_REQUESTED_SLUG = 120;
const SLUG_CHARACTERS = /^[\p{L}\p{M}\p{Nd}-]+$/u;

/**
 * The agency a brief asks a proposal from, as the form's hidden field, the API or `?agency=` of
 * /submit give it: a slug, or undefined for anything that cannot be one. Never an error: whether
 * it names an approved agency is checked when the brief is stored, and a wrong one is ignored.
 */
export function readRequestedAgency(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > MAX_REQUESTED_SLUG * 2) return undefined;
  const slug = value.trim().normalize("NFC").toLowerCase();
  return slug.length <= MAX_REQUESTED_SLUG && SLUG_CHARACTERS.test(slug) ? slug : undefined;
}

/**
 * A client's project brief (docs/product.md#entities and #validation): one schema for the form in
 * the browser, the form's action and POST /api/submit-brief. Everything but the phone, the
 * emirate, the industry, the working language and the agency asked for is required; either
 * reading of a value set is accepted and stored canonical; unknown fields are dropped.
 */
export const BriefInput = z.object(
  {
    companyName: requiredName(MAX_LENGTH.name),
    contactName: requiredName(MAX_LENGTH.name),
    email: requiredEmail(),
    phone: optionalPhone(),
    projectType: requiredChoice(projectTypes),
    budget: requiredChoice(budgets),
    timeline: requiredChoice(timelines),
    description: briefDescription(),
    emirate: optionalChoice(emirates),
    industry: optionalChoice(industries),
    preferredLanguage: optionalChoice(languages),
    /** The slug of the agency asked for ("Get a proposal from {agency}"); ignored when wrong. */
    requestedAgency: z.preprocess(readRequestedAgency, z.string().optional()),
  },
  objectOptions,
);

export type BriefInput = z.output<typeof BriefInput>;

/**
 * What POST /api/submit-brief reads: the brief, the language of the client's mails (`locale`,
 * English unless "ar"), and the honeypot field when a client sends it.
 */
export const BriefApiInput = BriefInput.extend({
  locale: apiLocale(),
  [formGuardFields.honeypot]: z.unknown().optional(),
});
