import { z } from "zod";
import { formGuardFields } from "./form-guard";
import {
  apiLocale,
  MAX_LENGTH,
  objectOptions,
  optionalPhone,
  requiredChoice,
  requiredEmail,
  requiredName,
  requiredText,
} from "./submission-fields";
import { budgets, projectTypes, timelines } from "./value-sets";

/**
 * A client's project brief (docs/product.md#entities and #validation): one schema for the form in
 * the browser, the form's action and POST /api/submit-brief. Everything but the phone is required;
 * either reading of a value set is accepted and stored canonical; unknown fields are dropped.
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
    description: requiredText(MAX_LENGTH.description, { multiline: true }),
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
