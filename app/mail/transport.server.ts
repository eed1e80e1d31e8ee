import nodemailer from "nodemailer";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { devMailbox } from "~/db/schema";

export type MailToSend = {
  outboxId: number;
  /** The outbox row's message key: the Message-ID, the same at every attempt. */
  messageKey: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** The expiry of a one-time link in the body, if any. */
  secretUntil: Date | null;
  /** Extra headers (a saved-search alert's List-Unsubscribe and List-Unsubscribe-Post), if any. */
  headers?: Record<string, string> | null;
};

/** Where the outbox worker hands mail: an SMTP server, or the development mailbox table. */
export type MailTransport = {
  kind: "smtp" | "mailbox";
  send(mail: MailToSend): Promise<void>;
  close(): void;
};

/**
 * The domain of the From address ("Wakala <no-reply@wakala.ae>": wakala.ae), which Message-IDs
 * carry after the "@" (RFC 5322 asks for a domain the sender controls); the site's host if the
 * From address has none.
 */
export function messageIdDomain(from: string, siteUrl: string): string {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf("@");
  const domain =
    at >= 0
      ? address
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : "";
  return /^[a-z0-9.-]+$/.test(domain) ? domain : new URL(siteUrl).hostname;
}

/** The Message-ID of an outbox message: the same at every attempt (see emailOutbox.messageKey). */
export function messageIdOf(messageKey: string, domain: string): string {
  return `<${messageKey}@${domain}>`;
}

export function createMailTransport(config: Config, db: Db): MailTransport {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const domain = messageIdDomain(from, config.siteUrl);
    const smtp = nodemailer.createTransport({
      url: config.mail.smtpUrl,
      // One connection kept open and reused (up to 100 mails, then a fresh one): a new connection
      // per mail (TLS, greeting) held a worker to about 9 mails a second, so a burst of
      // submissions queued minutes of mail, sign-in links with a 10-minute life among them.
      pool: true,
      maxConnections: 1,
      maxMessages: 100,
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
          // Not nodemailer's random one: a retry of a message the server took (its answer was
          // lost) carries the same Message-ID, so the receiver can tell it is the same mail.
          messageId: messageIdOf(mail.messageKey, domain),
          // The row's own headers first: none of them can stand for the outbox id.
          headers: { ...mail.headers, "X-Outbox-Id": String(mail.outboxId) },
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
        headers: mail.headers ?? null,
      });
    },
    close: () => {},
  };
}
