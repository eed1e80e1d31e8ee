import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactInput } from "~/domain/contact";
import { enqueueEmail } from "~/mail/outbox.server";
import { contactConfirmationEmail } from "~/mail/templates/contact-confirmation";
import { contactNotificationEmail } from "~/mail/templates/contact-notification";
import { consumeRateLimits, type RateLimitRule } from "./rate-limit.server";

/**
 * Rate limits of the contact form and POST /api/contact (one count for both). Per address: a
 * person rarely sends more than a couple of messages, but an office shares one address. Per
 * e-mail: each message mails a confirmation to the address given, so the form must not become a
 * way to flood someone's inbox.
 */
export const contactRateLimits = {
  perAddress: { name: "contact:ip", limit: 10, windowMs: 10 * 60_000 },
  perEmail: { name: "contact:email", limit: 3, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimitRule>;

/** Counts one attempt (valid or not) from a client address against the limit. */
export function consumeContactAttempt(db: Db, clientAddress: string) {
  return consumeRateLimits(db, [{ rule: contactRateLimits.perAddress, subject: clientAddress }]);
}

/** Counts one message to be confirmed to this e-mail address against the limit. */
export function consumeContactRecipient(db: Db, email: string) {
  return consumeRateLimits(db, [{ rule: contactRateLimits.perEmail, subject: email }]);
}

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/**
 * Stores a contact message and queues the sender's confirmation and the team's notification, all
 * in one transaction: either the message and both e-mails are written, or nothing is.
 */
export async function sendContactMessage(db: Db, config: SiteConfig, input: ContactInput) {
  const site = { name: config.siteName, url: config.siteUrl, supportEmail: config.supportEmail };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, message: input.message })
      .returning();
    const about = { contactMessageId: row!.id };
    await enqueueEmail(tx, { ...contactConfirmationEmail(site, row!), about });
    await enqueueEmail(tx, { ...contactNotificationEmail(site, row!), about });
    return row!;
  });
}
