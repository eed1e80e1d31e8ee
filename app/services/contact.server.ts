import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "~/domain/contact";
import type { Locale } from "~/domain/i18n";
import { enqueueEmail } from "~/mail/outbox.server";
import { contactConfirmationEmail } from "~/mail/templates/contact-confirmation";
import { contactNotificationEmail } from "~/mail/templates/contact-notification";
import { contactRateLimits } from "~/domain/rate-limits";
import { consumeRateLimits, consumeRecipientLimits } from "./rate-limit.server";

/** Counts one message from a client address against its limits (10 minutes, and a day). */
export function consumeContactAttempt(db: Db, clientAddress: string) {
  return consumeRateLimits(db, [
    { rule: contactRateLimits.perAddress, subject: clientAddress },
    { rule: contactRateLimits.perAddressDaily, subject: clientAddress },
  ]);
}

/** Counts one message to be confirmed to this e-mail address (its inbox) against the limit. */
export function consumeContactRecipient(db: Db, email: string) {
  return consumeRecipientLimits(db, [contactRateLimits.perEmail], email);
}

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/**
 * Stores a contact message and queues the sender's confirmation and the team's notification, all
 * in one transaction: either the message and both e-mails are written, or nothing is. `locale` is
 * the language of the page it was sent from, kept with the message: the sender's copy is written
 * in it, the team's notice in English.
 */
export async function sendContactMessage(
  db: Db,
  config: SiteConfig,
  input: ContactInput,
  locale: Locale,
) {
  const site = { name: config.siteName, url: config.siteUrl, supportEmail: config.supportEmail };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, message: input.message, locale })
      .returning();
    const about = { contactMessageId: row!.id };
    await enqueueEmail(tx, { ...contactConfirmationEmail(site, row!, locale), about });
    await enqueueEmail(tx, { ...contactNotificationEmail(site, row!), about });
    return row!;
  });
}
