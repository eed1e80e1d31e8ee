import { formatDate } from "~/domain/format";
import { format, getMessages, type Locale } from "~/domain/i18n";
import type { OutgoingEmail } from "../outbox.server";
import { renderFilledEmail } from "./layout";

type Site = { name: string; url: string };

/**
 * The sender's receipt: we got the message, and when to expect a reply. The address has not
 * proved it is the reader's, so the mail quotes neither the name nor the message: its reference
 * and date only (docs/decisions/015-saved-searches.md#mails-to-an-address-not-yet-confirmed).
 */
export function contactConfirmationEmail(
  site: Site,
  message: { id: number; email: string; submittedAt: Date },
  locale: Locale,
): Omit<OutgoingEmail, "about"> {
  const confirmationMessages = getMessages(locale).publicPages.contact.emails.confirmation;
  const { reference, received } = getMessages(locale).submissions.emails;
  const fill = (text: string) => format(text, { brand: site.name });
  return {
    to: message.email,
    ...renderFilledEmail(confirmationMessages, fill, {
      site,
      locale,
      details: [
        { label: reference, value: `#${message.id}` },
        { label: received, value: formatDate(message.submittedAt, locale) },
      ],
      footnote: fill(confirmationMessages.footnote),
    }),
  };
}
