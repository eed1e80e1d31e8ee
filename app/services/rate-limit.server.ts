import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { recipientMailbox, rateLimitSubject } from "~/domain/rate-limit-subjects";
import type { BackoffRule, BackoffState, RateLimitRule } from "~/domain/rate-limits";

export type { BackoffRule, RateLimitRule } from "~/domain/rate-limits";

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Kept on globalThis: the server (build/server/main.js) and the routes (build/server/index.js)
 * are two bundles, each with its own copy of this module.
 */
const MULTIPLIER = Symbol.for("wakala.rateLimitMultiplier");
const store = globalThis as { [MULTIPLIER]?: number };

/**
 * RATE_LIMIT_MULTIPLIER: every limit of domain/rate-limits.ts times this (set once at start-up
 * from the configuration). Load tests raise it so that one machine can submit like thousands of
 * visitors; a public site keeps 1.
 */
export function setRateLimitMultiplier(value: number) {
  store[MULTIPLIER] = value;
}

const limitOf = (rule: RateLimitRule) => rule.limit * (store[MULTIPLIER] ?? 1);

/** The row key of a rule and subject; a client address counts by its network (IPv6: /64). */
export function rateLimitKey(rule: { name: string }, subject: string): string {
  return `${rule.name}:${rateLimitSubject(subject)}`;
}

/** The fixed window of `rule` that `now` falls in. */
export function rateLimitWindow(rule: RateLimitRule, now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  return { windowStart, expiresAt: new Date(windowStart.getTime() + rule.windowMs) };
}

/**
 * Counts one attempt against a fixed-window limit kept in the database, so every app process
 * shares the count (an in-memory limiter would multiply the limit by the number of processes).
 * One upsert per call. A subject that is a client address counts by its network: an IPv4 address
 * by itself, an IPv6 address by its /64.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const { windowStart, expiresAt } = rateLimitWindow(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rateLimitKey(rule, subject), windowStart, expiresAt, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row!.count;
  await sweepNowAndThen(db, now);
  return {
    allowed: count <= limitOf(rule),
    remaining: Math.max(0, limitOf(rule) - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Now and then (1 call in 100), deletes windows and backoff rows that have ended. Call it outside
 * a transaction that holds rate_limits rows, so it never waits on its own caller's locks.
 */
export async function sweepNowAndThen(db: DbOrTx, now = new Date()) {
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}

/** Whether `subject` is over the rule's limit in the current window, without counting an attempt. */
export async function isRateLimited(
  db: DbOrTx,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const { windowStart, expiresAt } = rateLimitWindow(rule, now);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(eq(rateLimits.key, rateLimitKey(rule, subject)), eq(rateLimits.windowStart, windowStart)),
    );
  const count = row?.count ?? 0;
  return {
    allowed: count < limitOf(rule),
    remaining: Math.max(0, limitOf(rule) - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Consumes the rules in order (e.g. per address, then per e-mail) and stops at the first that
 * refuses, so an attempt refused for its address does not use up the e-mail's allowance.
 */
export async function consumeRateLimits(
  db: DbOrTx,
  checks: { rule: RateLimitRule; subject: string }[],
  now = new Date(),
): Promise<RateLimitResult> {
  let remaining = Number.POSITIVE_INFINITY;
  for (const check of checks) {
    const result = await consumeRateLimit(db, check.rule, check.subject, now);
    if (!result.allowed) return result;
    remaining = Math.min(remaining, result.remaining);
  }
  return { allowed: true, remaining, retryAfterSeconds: 0 };
}

/** Counts one attempt from a client address against each rule (e.g. 10 minutes, and a day). */
export function consumeClientLimits(
  db: DbOrTx,
  rules: readonly RateLimitRule[],
  clientAddress: string,
  now = new Date(),
): Promise<RateLimitResult> {
  return consumeRateLimits(
    db,
    rules.map((rule) => ({ rule, subject: clientAddress })),
    now,
  );
}

/**
 * Counts one e-mail to an address a visitor typed against each rule, per inbox ("+tags" and case
 * do not make a new recipient). Refused if any rule is over.
 */
export function consumeRecipientLimits(
  db: DbOrTx,
  rules: readonly RateLimitRule[],
  email: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const subject = recipientMailbox(email);
  return consumeRateLimits(
    db,
    rules.map((rule) => ({ rule, subject })),
    now,
  );
}

// Backoff: a growing wait after failures. One row per rule and subject (window_start fixed at
// the epoch), whose count is the failures so far and whose expires_at is the last failure plus
// forgetAfterMs; a row past expires_at counts as none (and is swept like any other).

const BACKOFF_ROW = new Date(0);

/**
 * Locks the backoff rows of `subjects` (creating them) inside `tx` and returns each one's
 * failures and last failure time, forgotten ones as none. Rows are locked in key order, so
 * concurrent attempts on overlapping subjects queue instead of deadlocking.
 */
export async function lockBackoff<K extends string>(
  tx: DbOrTx,
  rule: BackoffRule,
  subjects: Record<K, string>,
  now = new Date(),
): Promise<Record<K, BackoffState>> {
  const keyOf = (subject: string) => `${rule.name}:${subject}`;
  const sorted = [...new Set(Object.values<string>(subjects).map(keyOf))].sort();
  const rows = await tx
    .insert(rateLimits)
    .values(sorted.map((key) => ({ key, windowStart: BACKOFF_ROW, expiresAt: now, count: 0 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      // Forgotten failures start again from none.
      set: {
        count: sql`case when ${rateLimits.expiresAt} <= ${now} then 0 else ${rateLimits.count} end`,
        expiresAt: sql`greatest(${rateLimits.expiresAt}, ${now})`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const states = {} as Record<K, BackoffState>;
  for (const [name, subject] of Object.entries<string>(subjects)) {
    const row = byKey.get(keyOf(subject))!;
    states[name as K] = {
      failures: row.count,
      lastFailureAt: new Date(row.expiresAt.getTime() - rule.forgetAfterMs),
    };
  }
  return states;
}

/** Adds `by` failures (negative: takes back) to each subject's backoff row, failing at `now`. */
export async function addBackoffFailures(
  db: DbOrTx,
  rule: BackoffRule,
  subjects: string[],
  by: number,
  now = new Date(),
) {
  const keys = subjects.map((s) => `${rule.name}:${s}`);
  await db
    .update(rateLimits)
    .set({
      count: sql`greatest(${rateLimits.count} + ${by}, 0)`,
      ...(by > 0 ? { expiresAt: new Date(now.getTime() + rule.forgetAfterMs) } : {}),
    })
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, BACKOFF_ROW)));
}

/** Forgets the failures of each subject. */
export async function clearBackoff(db: DbOrTx, rule: BackoffRule, subjects: string[]) {
  const keys = subjects.map((s) => `${rule.name}:${s}`);
  await db
    .delete(rateLimits)
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, BACKOFF_ROW)));
}
