import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import {
  acceptRecipient,
  INBOUND_MAIL_MAX_BYTES,
  receiveAnswer,
  tooManyRecipients,
  type InboundRecipient,
  type InboundRefusal,
} from "~/services/inbound-mail.server";
import type { ObjectStorage } from "~/storage/storage.server";
import type { Logger } from "pino";

/**
 * The inbound SMTP listener for answers to the project room's mails
 * (docs/decisions/019-answering-by-email.md): on only with INBOUND_SMTP_PORT, the MX of
 * INBOUND_MAIL_DOMAIN. No AUTH and no relaying: it takes mail for one signed reply address per
 * message, from that address's own recipient, and refuses anything else at RCPT TO; an answer it
 * cannot keep is refused at the end of DATA with the reason, never bounced later.
 */

export type InboundSmtp = { port: number; close(): Promise<void> };

/** Connections at once: enough for every MX sending to us, few enough for the database pool. */
const MAX_CLIENTS = 50;

function smtpError(refusal: InboundRefusal): Error {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
}

export async function startInboundSmtp(deps: {
  config: Pick<Config, "inbound" | "sessionSecrets" | "siteName">;
  db: Db;
  storage: ObjectStorage;
  log: Logger;
  /** The listener's port and address; the configuration's by default (0: any free port). */
  listen?: { port: number; host: string };
}): Promise<InboundSmtp> {
  const listen = deps.listen ?? deps.config.inbound.listener;
  if (!listen) throw new Error("The inbound SMTP listener is not configured");
  const tls = deps.config.inbound.listener?.tls;
  const taken = new Map<string, InboundRecipient>();
  const server = new SMTPServer({
    name: deps.config.inbound.replyDomain,
    banner: `${deps.config.siteName} answers`,
    size: INBOUND_MAIL_MAX_BYTES,
    authOptional: true,
    disabledCommands: tls ? ["AUTH"] : ["AUTH", "STARTTLS"],
    ...(tls ? { key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) } : {}),
    // A reverse DNS lookup per connection would wait on DNS for nothing we use.
    disableReverseLookup: true,
    maxClients: MAX_CLIENTS,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onMailFrom(_address, session, callback) {
      taken.delete(session.id);
      callback();
    },
    onRcptTo(address, session, callback) {
      if (taken.has(session.id)) return callback(smtpError(tooManyRecipients));
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
      acceptRecipient(deps.db, deps.config, { sender, recipient: address.address }).then(
        (result) => {
          if (!result.ok) {
            deps.log.info(
              { session: session.id, code: result.refusal.code },
              "inbound mail refused at RCPT",
            );
            return callback(smtpError(result.refusal));
          }
          taken.set(session.id, result.recipient);
          callback();
        },
        (error: unknown) => {
          deps.log.error({ err: error }, "inbound mail: a recipient could not be checked");
          callback(smtpError({ code: 451, message: "4.3.0 Try again later" }));
        },
      );
    },
    onData(stream, session, callback) {
      const recipient = taken.get(session.id);
      taken.delete(session.id);
      if (!recipient) {
        stream.resume();
        stream.on("end", () => callback(smtpError({ code: 503, message: "5.5.1 No recipient" })));
        return;
      }
      receiveAnswer(deps.db, deps.storage, recipient, stream as Readable, {
        tooLarge: () => (stream as { sizeExceeded?: boolean }).sizeExceeded === true,
      }).then(
        (result) => {
          deps.log.info(
            { session: session.id, matchId: recipient.matchId, ok: result.ok },
            "inbound mail answered",
          );
          if (!result.ok) return callback(smtpError(result.refusal));
          callback(null, "2.0.0 Answer taken");
        },
        (error: unknown) => {
          deps.log.error({ err: error }, "inbound mail: an answer could not be kept");
          stream.resume();
          callback(smtpError({ code: 451, message: "4.3.0 Try again later" }));
        },
      );
    },
    onClose(session: SMTPServerSession) {
      taken.delete(session.id);
    },
  });
  server.on("error", (error) => deps.log.warn({ err: error }, "inbound SMTP connection error"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(listen.port, listen.host, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  deps.log.info({ port, host: listen.host }, "inbound SMTP listener started");
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
