import type { DbOrTx } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
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
      subject: email.subject,
      html: email.html,
      text: email.text,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
