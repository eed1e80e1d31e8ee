import nodemailer from "nodemailer";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { devMailbox } from "~/db/schema";

export type MailToSend = {
  outboxId: number;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** The expiry of a one-time link in the body, if any. */
  secretUntil: Date | null;
};

/** Where the outbox worker hands mail: an SMTP server, or the development mailbox table. */
export type MailTransport = {
  kind: "smtp" | "mailbox";
  send(mail: MailToSend): Promise<void>;
  close(): void;
};

export function createMailTransport(config: Config, db: Db): MailTransport {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      // Well inside the outbox's 5-minute claim (outbox-worker.server.ts): a stuck server fails
      // the send, which is retried, instead of outliving the claim and being sent twice.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: "smtp",
      async send(mail) {
        await smtp.sendMail({
          from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: { "X-Outbox-Id": String(mail.outboxId) },
        });
      },
      close: () => smtp.close(),
    };
  }
  return {
    kind: "mailbox",
    async send(mail) {
      await db.insert(devMailbox).values({
        outboxId: mail.outboxId,
        fromAddress: from,
        toAddress: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // The mailbox is where the link is read: readable until it expires (outbox-worker).
        secretUntil: mail.secretUntil,
      });
    },
    close: () => {},
  };
}
