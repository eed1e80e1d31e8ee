import type { ContactInput } from "~/domain/contact";
import { format, getMessages, type Locale } from "~/domain/i18n";
import type { OutgoingEmail } from "../outbox.server";
import { renderFilledEmail } from "./layout";

type Site = { name: string; url: string };

/** The sender's copy: we got the message, when to expect a reply, and what they wrote. */
export function contactConfirmationEmail(
  site: Site,
  message: ContactInput,
  locale: Locale,
): Omit<OutgoingEmail, "about"> {
  const confirmationMessages = getMessages(locale).publicPages.contact.emails.confirmation;
  const name = message.name.replace(/\s+/g, " ");
  const fill = (text: string) => format(text, { brand: site.name, name });
  return {
    to: message.email,
    ...renderFilledEmail(confirmationMessages, fill, {
      site,
      locale,
      details: [{ label: confirmationMessages.messageLabel, value: message.message }],
      footnote: fill(confirmationMessages.footnote),
    }),
  };
}
