/**
 * Whether a failed send is the mail server refusing this message for good: a permanent (5xx)
 * reply to its recipient (RCPT TO) or to its content (DATA), such as 550 "no such user". Sending
 * it again would get the same answer, so the outbox fails it at once instead of retrying it for
 * hours; the other messages go on.
 *
 * Everything else is worth another try: a refused or cut connection, a timeout, a 4xx ("try
 * later"), 503 (a bad command sequence: a session problem, not the message's), and a 5xx before
 * the message's own commands (the greeting, authentication, MAIL FROM): those are about the
 * server or this site's settings, which every message would meet, and are fixed by an operator.
 *
 * Reads the fields nodemailer puts on its errors (code, command, responseCode).
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { code, command, responseCode } = error as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  return (
    (code === "EENVELOPE" || code === "EMESSAGE") &&
    (command === "RCPT TO" || command === "DATA") &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503
  );
}
