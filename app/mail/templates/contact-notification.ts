import type { ContactInput } from "~/domain/contact";
import { formatDateTime } from "~/domain/format";
import { format, getMessages } from "~/domain/i18n";
import type { OutgoingEmail } from "../outbox.server";
import { typedInSubject } from "./bidi";
import { renderFilledEmail } from "./layout";
import { operatorLocale } from "./mail-locale";

type Site = { name: string; url: string; supportEmail: string };

/** The team's notice of a new message (in English); replying answers the sender. */
export function contactNotificationEmail(
  site: Site,
  message: ContactInput & { submittedAt: Date },
): Omit<OutgoingEmail, "about"> {
  const locale = operatorLocale;
  const notificationMessages = getMessages(locale).publicPages.contact.emails.notification;
  // A name typed with line breaks must not break the subject line.
  const name = message.name.replace(/\s+/g, " ");
  const fill = (text: string) => format(text, { brand: site.name, name });
  return {
    to: site.supportEmail,
    replyTo: message.email,
    ...renderFilledEmail(notificationMessages, fill, {
      site,
      locale,
      details: [
        { label: notificationMessages.nameLabel, value: message.name },
        { label: notificationMessages.emailLabel, value: message.email },
        { label: notificationMessages.messageLabel, value: message.message },
        {
          label: notificationMessages.receivedLabel,
          value: format(notificationMessages.receivedValue, {
            date: formatDateTime(message.submittedAt, locale),
          }),
        },
      ],
    }),
    subject: format(notificationMessages.subject, {
      brand: site.name,
      name: typedInSubject(message.name),
    }),
  };
}
