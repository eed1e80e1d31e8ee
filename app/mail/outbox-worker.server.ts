import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type AnyColumn } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/client.server";
import { devMailbox, emailOutbox } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { isDatabaseUnavailable } from "~/db/outage.server";
import { isPermanentRefusal } from "./smtp-refusal.server";
import type { MailTransport } from "./transport.server";

export const OUTBOX_MAX_ATTEMPTS = 8;
/** The first retry's delay unless MAIL_RETRY_SECONDS says otherwise. */
export const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** How long a claimed row stays with its worker before another may take it (a crashed sender). */
const CLAIM_LEASE_MS = 5 * 60_000;

/** Exponential backoff: 30 s, 1 min, 2 min, ... capped at one hour. */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export type ClaimedEmail = typeof emailOutbox.$inferSelect;

/**
 * Takes up to `limit` due messages for this worker. `FOR UPDATE SKIP LOCKED` lets several app
 * processes share one outbox without sending a message twice; a row left in 'sending' by a
 * crashed process becomes due again when its lease runs out.
 *
 * "Due" is judged by the database clock unless `at` is given: rows are queued with the
 * database's `now()` (microseconds), and comparing them with the app's millisecond clock made a
 * message queued within the same millisecond look not yet due.
 */
export async function claimDueEmails(db: Db, limit: number, at?: Date): Promise<ClaimedEmail[]> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        or(
          and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)),
          and(eq(emailOutbox.status, "sending"), lt(emailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: sql`${emailOutbox.attempts} + 1`,
        lockedUntil: sql`${now} + make_interval(secs => ${CLAIM_LEASE_MS / 1000})`,
      })
      .where(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** What a mail with a one-time link keeps of its body once sent, given up or expired. */
export function removedLinkBody(): { html: string; text: string } {
  const text = getMessages().agencyEmails.linkRemoved;
  return {
    text,
    html: `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><p>${text}</p></body></html>`,
  };
}

/** The body columns of an outbox row, emptied of a one-time link if the row holds one. */
function bodyWithoutSecret() {
  const removed = removedLinkBody();
  const unlessSecret = (column: AnyColumn, value: string) =>
    sql`case when ${emailOutbox.secretUntil} is null then ${column} else ${value}::text end`;
  return {
    html: unlessSecret(emailOutbox.html, removed.html),
    text: unlessSecret(emailOutbox.text, removed.text),
  };
}

/** Marks a mail sent; a one-time link in it is not kept (SMTP: the recipient has it now). */
export async function markSent(db: Db, id: number, now = new Date()) {
  await db
    .update(emailOutbox)
    .set({
      status: "sent",
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      ...bodyWithoutSecret(),
    })
    .where(eq(emailOutbox.id, id));
}

/** What became of a failed attempt. */
export type AttemptFailure =
  | { outcome: "retry"; retryInMs: number; nextAttemptAt: Date }
  /** The mail server refused the message for good (smtp-refusal.server.ts): not retried. */
  | { outcome: "refused" }
  /** The last of OUTBOX_MAX_ATTEMPTS failed. */
  | { outcome: "gave-up" };

/**
 * Records a failed attempt: retried later with backoff, or failed for good when the server refused
 * the message or after the last attempt (its one-time link, if any, is then not kept).
 */
export async function markAttemptFailed(
  db: Db,
  email: ClaimedEmail,
  error: unknown,
  now = new Date(),
  retryBaseMs = RETRY_BASE_MS,
): Promise<AttemptFailure> {
  const failure = judgeFailure(email, error, now, retryBaseMs);
  const lastError = errorMessage(error).slice(0, 2000);
  await db
    .update(emailOutbox)
    .set(
      failure.outcome === "retry"
        ? { status: "pending", lockedUntil: null, lastError, nextAttemptAt: failure.nextAttemptAt }
        : { status: "failed", lockedUntil: null, lastError, ...bodyWithoutSecret() },
    )
    .where(eq(emailOutbox.id, email.id));
  return failure;
}

function judgeFailure(
  email: ClaimedEmail,
  error: unknown,
  now: Date,
  retryBaseMs: number,
): AttemptFailure {
  if (isPermanentRefusal(error)) return { outcome: "refused" };
  if (email.attempts >= OUTBOX_MAX_ATTEMPTS) return { outcome: "gave-up" };
  const retryInMs = retryDelayMs(email.attempts, retryBaseMs);
  return { outcome: "retry", retryInMs, nextAttemptAt: new Date(now.getTime() + retryInMs) };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const FAILURE_LOG_MESSAGES: Record<AttemptFailure["outcome"], string> = {
  retry: "e-mail delivery failed, will retry",
  refused: "e-mail refused by the mail server, not retried",
  "gave-up": `e-mail delivery failed ${OUTBOX_MAX_ATTEMPTS} times, given up`,
};

/**
 * One warning per failed attempt, naming the message and the reason; while the mail server is
 * away, the attempt number and the growing delay to the next one. A given-up message stays
 * 'failed' in the outbox, with last_error, until the retention purge.
 */
function logAttemptFailed(
  log: Logger,
  email: ClaimedEmail,
  error: unknown,
  failure: AttemptFailure,
) {
  log.warn(
    {
      outboxId: email.id,
      attempt: email.attempts,
      outcome: failure.outcome,
      reason: errorMessage(error),
      ...(failure.outcome === "retry"
        ? {
            retryInSeconds: failure.retryInMs / 1000,
            nextAttemptAt: failure.nextAttemptAt.toISOString(),
          }
        : {}),
      err: error,
    },
    FAILURE_LOG_MESSAGES[failure.outcome],
  );
}

/**
 * Claims and sends one batch; returns how many messages it handled. Each message stands alone:
 * one that fails (a refused address, the server away) is recorded and the next one is tried.
 */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  log: Logger,
  limit = 10,
  retryBaseMs = RETRY_BASE_MS,
): Promise<number> {
  const batch = await claimDueEmails(db, limit);
  for (const email of batch) {
    try {
      await transport.send({
        outboxId: email.id,
        messageKey: email.messageKey,
        to: email.toAddress,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        secretUntil: email.secretUntil,
        headers: email.headers,
      });
    } catch (error) {
      const failure = await markAttemptFailed(db, email, error, new Date(), retryBaseMs);
      logAttemptFailed(log, email, error, failure);
      continue;
    }
    // Outside the try: the mail is out, so a database failure here is not a failed delivery. The
    // row stays claimed, and is sent again (same Message-ID) once its lease runs out.
    await markSent(db, email.id);
    log.info({ outboxId: email.id, transport: transport.kind }, "e-mail sent");
  }
  return batch.length;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes delivered and abandoned mail queued more than `retentionDays` ago (MAIL_RETENTION_DAYS),
 * with its development mailbox copy (cascade), in batches; returns how many.
 */
export async function purgeOldEmails(
  db: Db,
  retentionDays: number,
  now = new Date(),
  batchSize = 1000,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const old = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(inArray(emailOutbox.status, ["sent", "failed"]), lt(emailOutbox.createdAt, cutoff)),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize);
    const deleted = await db
      .delete(emailOutbox)
      .where(inArray(emailOutbox.id, old))
      .returning({ id: emailOutbox.id });
    purged += deleted.length;
    if (deleted.length < batchSize) break;
  }
  // Mailbox copies that lost their outbox row before it was linked (older databases).
  await db
    .delete(devMailbox)
    .where(and(isNull(devMailbox.outboxId), lt(devMailbox.createdAt, cutoff)));
  return purged;
}

/**
 * The development mailbox keeps a one-time link readable until the link expires (it is where the
 * developer reads it), then removes the body.
 */
export async function removeExpiredLinks(db: Db, now = new Date()): Promise<number> {
  const removed = removedLinkBody();
  const rows = await db
    .update(devMailbox)
    .set({ ...removed, secretUntil: null })
    .where(lte(devMailbox.secretUntil, now))
    .returning({ id: devMailbox.id });
  return rows.length;
}

/** The worker's housekeeping: expired links out of the mailbox, old mail out of the database. */
export async function maintainOutbox(
  db: Db,
  { retentionDays }: { retentionDays: number },
  now = new Date(),
): Promise<{ linksRemoved: number; purged: number }> {
  const linksRemoved = await removeExpiredLinks(db, now);
  const purged = await purgeOldEmails(db, retentionDays, now);
  return { linksRemoved, purged };
}

export type OutboxWorker = { stop(): Promise<void> };

/** Mail queued on a schedule rather than by a request: run by the worker's housekeeping. */
export type ScheduledJob = { name: string; run: () => Promise<Record<string, number>> };

/** Polls the outbox in the server process until stopped. */
export function startOutboxWorker({
  db,
  transport,
  log,
  intervalMs = 2000,
  retentionDays = 30,
  retryBaseMs = RETRY_BASE_MS,
  maintenanceIntervalMs = 60_000,
  jobs = [],
  requests = [],
}: {
  db: Db;
  transport: MailTransport;
  log: Logger;
  intervalMs?: number;
  /** MAIL_RETENTION_DAYS: how long sent mail is kept. */
  retentionDays?: number;
  /** MAIL_RETRY_SECONDS: the first retry's delay. */
  retryBaseMs?: number;
  /** How often expired links and old mail are removed, and `jobs` run. */
  maintenanceIntervalMs?: number;
  /**
   * Scheduled mail, run with the housekeeping (the review invitations): each returns what it did,
   * logged when anything; one that fails is logged and tried again at the next pass.
   */
  jobs?: readonly ScheduledJob[];
  /**
   * Requests that become mail (the sign-in links), resolved at every poll before delivery, so
   * their mail goes out in the same poll. Logged like `jobs`.
   */
  requests?: readonly ScheduledJob[];
}): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let maintainedAt = -Infinity;
  let unreachableSince: number | undefined;

  const tick = () => {
    timer = undefined;
    running = (async () => {
      for (const job of requests) {
        if (stopped) break;
        try {
          const done = await job.run();
          if (Object.values(done).some((n) => n > 0)) log.info(done, job.name);
        } catch (error) {
          // An unreachable database is said once, by the delivery below, which meets it too.
          if (!isDatabaseUnavailable(error))
            log.error({ err: error, job: job.name }, "queued mail job failed");
        }
      }
      try {
        // Keep going while full batches come back, then rest until the next poll.
        while (!stopped && (await deliverDueEmails(db, transport, log, 10, retryBaseMs)) > 0);
        unreachableSince = undefined;
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          // Said once per outage, not every poll; the polls go on, so mail resumes with the database.
          if (unreachableSince === undefined)
            log.warn({ err: error }, "outbox: database unavailable");
          unreachableSince ??= Date.now();
        } else {
          log.error({ err: error }, "outbox poll failed");
        }
      }
      if (!stopped && performance.now() - maintainedAt >= maintenanceIntervalMs) {
        maintainedAt = performance.now();
        try {
          const done = await maintainOutbox(db, { retentionDays });
          if (done.linksRemoved + done.purged > 0) log.info(done, "outbox maintenance");
        } catch (error) {
          log.error({ err: error }, "outbox maintenance failed");
        }
        for (const job of jobs) {
          if (stopped) break;
          try {
            const done = await job.run();
            if (Object.values(done).some((n) => n > 0)) log.info(done, job.name);
          } catch (error) {
            log.error({ err: error, job: job.name }, "scheduled mail job failed");
          }
        }
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
