import { z } from "zod";
import { formGuardFields } from "./form-guard";
import { getMessages } from "./i18n";
import { apiLocale, requiredEmail, requiredName, requiredText } from "./submission-fields";

/** The longest value each contact field takes (an e-mail address is at most 254 characters). */
export const CONTACT_MAX_LENGTH = { name: 100, email: 254, message: 5000 } as const;

/**
 * The contact message (docs/product.md#entities and #validation), one schema for the form in the
 * browser, the form's action and POST /api/contact. Unknown fields are dropped.
 */
export const contactSchema = z.object(
  {
    name: requiredName(CONTACT_MAX_LENGTH.name),
    email: requiredEmail(),
    message: requiredText(CONTACT_MAX_LENGTH.message, { multiline: true }),
  },
  { error: () => getMessages().publicPages.contact.api.expectedObject },
);

export type ContactInput = z.output<typeof contactSchema>;

/**
 * What POST /api/contact reads: the message, the language of the sender's copy (`locale`, English
 * unless "ar"), and the honeypot field when a client sends it (the HTML form's hidden field, so a
 * bot replaying the form's fields is caught the same way).
 */
export const contactApiSchema = contactSchema.extend({
  locale: apiLocale(),
  [formGuardFields.honeypot]: z.unknown().optional(),
});
