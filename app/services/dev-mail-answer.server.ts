import { Readable } from "node:stream";
import MailComposer from "nodemailer/lib/mail-composer";
import type { Db } from "~/db/client.server";
import type { ObjectStorage } from "~/storage/storage.server";
import { getDevMail } from "./dev-mailbox.server";
import { readReplyAddress } from "./reply-addresses.server";
import {
  acceptRecipient,
  receiveAnswer,
  type AnswerResult,
  type InboundConfig,
} from "./inbound-mail.server";

/** The bare address of "Name <address>" or of an address alone. */
const bareAddress = (value: string) => /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value.trim();

/**
 * Answers a mail the development mailbox kept, as its recipient's mail program would
 * (docs/decisions/019-answering-by-email.md): a MIME mail from the recipient to the mail's
 * Reply-To, the answer above the quoted mail, handed to the same two steps the inbound SMTP listener
 * runs (the recipient, then the mail). So a fresh machine without SMTP answers a thread's mail
 * through the code a real answer takes.
 */
export async function answerDevMail(
  db: Db,
  config: InboundConfig,
  storage: ObjectStorage,
  input: { mailId: number; body: string; now?: Date },
): Promise<AnswerResult | { ok: false; refusal: "not-answerable" }> {
  const mail = await getDevMail(db, input.mailId);
  const recipient = mail?.replyTo ? bareAddress(mail.replyTo) : "";
  if (!mail || !readReplyAddress(config, recipient))
    return { ok: false, refusal: "not-answerable" };
  const sender = bareAddress(mail.toAddress);
  const accepted = await acceptRecipient(db, config, { sender, recipient });
  if (!accepted.ok) return accepted;
  const quoted = mail.text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const raw = await new MailComposer({
    from: sender,
    to: recipient,
    subject: `Re: ${mail.subject}`,
    date: input.now,
    text: `${input.body}\n\nOn ${mail.createdAt.toUTCString()}, ${mail.fromAddress} wrote:\n${quoted}\n`,
  })
    .compile()
    .build();
  return receiveAnswer(db, storage, accepted.recipient, Readable.from([raw]), { now: input.now });
}
