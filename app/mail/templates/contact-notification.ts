import type { ContactInput } from "~/domain/contact";
import { format, getMessages } from "~/domain/i18n";
import type { OutgoingEmail } from "../outbox.server";
import { renderFilledEmail } from "./layout";

type Site = { name: string; url: string; supportEmail: string };

/** The team's notice of a new message; replying answers the sender. */
export function contactNotificationEmail(
  site: Site,
  message: ContactInput & { submittedAt: Date },
): Omit<OutgoingEmail, "about"> {
  const t = getMessages().publicPages.contact.emails.notification;
  // A name typed with line breaks must not break the subject line.
  const name = message.name.replace(/\s+/g, " ");
  const fill = (text: string) => format(text, { brand: site.name, name });
  return {
    to: site.supportEmail,
    replyTo: message.email,
    ...renderFilledEmail(t, fill, {
      site,
      details: [
        { label: t.nameLabel, value: message.name },
        { label: t.emailLabel, value: message.email },
        { label: t.messageLabel, value: message.message },
        {
          label: t.receivedLabel,
          value: format(t.receivedValue, { date: uaeTime(message.submittedAt) }),
        },
      ],
    }),
  };
}

const uaeTimeFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Dubai",
});

function uaeTime(date: Date): string {
  return uaeTimeFormat.format(date);
}
