import type { Server } from "node:net";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

export type ReceivedMail = {
  messageId: string | null;
  /** The app's X-Outbox-Id header: which outbox row this is. */
  outboxId: string | null;
  to: string[];
  subject: string;
  at: number;
};

/**
 * An SMTP server the tests start, stop and start again on the same port (an outage), that keeps
 * what it received and refuses recipients at `rejected.example` for good (550), as a mail server
 * refuses an address that does not exist.
 */
export type SmtpSink = {
  port: number;
  /** An SMTP_URL for the app. */
  url: string;
  received: ReceivedMail[];
  /** Every Message-ID received more than once, with its count. */
  duplicates(): Map<string, number>;
  /** Stops taking connections; sessions in progress finish first. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

export const REJECTED_DOMAIN = "rejected.example";

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const start = () => {
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // stop() closes connections still open after this: the app keeps one open between mails.
      closeTimeout: 1000,
      onRcptTo(address, _session, callback) {
        if (address.address.toLowerCase().endsWith(`@${REJECTED_DOMAIN}`)) {
          const error = Object.assign(new Error("5.1.1 No such user here"), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, " ");
          const header = (name: string) =>
            new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1]?.trim() ?? null;
          received.push({
            messageId: header("Message-ID"),
            outboxId: header("X-Outbox-Id"),
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: header("Subject") ?? "",
            at: Date.now(),
          });
          callback();
        });
      },
    });
    server = smtp;
    return new Promise<void>((resolve, reject) => {
      (smtp.server as Server).once("error", reject);
      smtp.listen(port, "127.0.0.1", () => resolve());
    });
  };
  await start();

  return {
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    duplicates() {
      const counts = new Map<string, number>();
      for (const m of received) {
        const id = m.messageId ?? "(none)";
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return new Map([...counts].filter(([, n]) => n > 1));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const s = server;
        server = undefined;
        if (!s) return resolve();
        s.close(() => resolve());
      }),
    start,
  };
}
