import type { DbOrTx } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { balanceBidi } from "~/domain/bidi-controls";

/**
 * The records a mail is about. Deleting any of them deletes the mail (outbox and development
 * mailbox), so name every record whose personal data the mail carries: a match mail names its
 * brief and its agency.
 */
export type MailAbout = {
  briefId?: number;
  agencyId?: number;
  contactMessageId?: number;
  savedSearchId?: number;
};

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  about: MailAbout;
  /**
   * When the body holds a one-time link: the link's expiry. The stored body is then removed once
   * the mail is sent (the development mailbox keeps it readable until this time).
   */
  secretUntil?: Date;
  /** Extra headers, such as a saved-search alert's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
};

/**
 * Queues an e-mail inside the caller's transaction: it is sent only if that transaction commits,
 * and the worker delivers it with retries.
 */
export async function enqueueEmail(tx: DbOrTx, email: OutgoingEmail): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      replyTo: email.replyTo ?? null,
      // A subject closes whatever it opens (~/domain/bidi-controls): the templates isolate the
      // names they write into it, this keeps a template that did not from reordering the inbox.
      subject: balanceBidi(email.subject),
      html: email.html,
      text: email.text,
      briefId: email.about.briefId ?? null,
      agencyId: email.about.agencyId ?? null,
      contactMessageId: email.about.contactMessageId ?? null,
      savedSearchId: email.about.savedSearchId ?? null,
      headers: email.headers ?? null,
      secretUntil: email.secretUntil ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
