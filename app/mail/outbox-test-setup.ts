import pino from "pino";
import { beforeEach } from "vitest";
import { useTestDatabase } from "#tests/db";
import { devMailbox, emailOutbox } from "~/db/schema";

/** What the outbox's test files share: a silent log, a plain mail, and a database to queue it in. */

export const log = pino({ level: "silent" });
export const mail = (to = "client@example.ae") => ({
  to,
  subject: "Your brief",
  html: "<p>Thanks</p>",
  text: "Thanks",
  about: {},
});

/** The test file's database, with the outbox and the development mailbox emptied before each test. */
export function useOutboxDatabase() {
  const t = useTestDatabase();
  beforeEach(async () => {
    await t.db.delete(emailOutbox);
    await t.db.delete(devMailbox);
  });
  return t;
}
