import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export type RateLimitRule = {
  /** What is limited, e.g. "contact:ip" (the subject, such as an address, is added per call). */
  name: string;
  limit: number;
  windowMs: number;
};

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one attempt against a fixed-window limit kept in the database, so every app process
 * shares the count (an in-memory limiter would multiply the limit by the number of processes).
 * One upsert per call.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const expiresAt = new Date(windowStart.getTime() + rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.name}:${subject.toLowerCase()}`, windowStart, expiresAt, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row!.count;
  // Now and then, sweep windows that have ended.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Whether `subject` is over the rule's limit in the current window, without counting an attempt. */
export async function isRateLimited(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const expiresAt = new Date(windowStart.getTime() + rule.windowMs);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, `${rule.name}:${subject.toLowerCase()}`),
        eq(rateLimits.windowStart, windowStart),
      ),
    );
  const count = row?.count ?? 0;
  return {
    allowed: count < rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Consumes every rule (e.g. per address and per e-mail); refused if any one refuses. */
export async function consumeRateLimits(
  db: Db,
  checks: { rule: RateLimitRule; subject: string }[],
  now = new Date(),
): Promise<RateLimitResult> {
  const results = await Promise.all(
    checks.map((c) => consumeRateLimit(db, c.rule, c.subject, now)),
  );
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) {
    return {
      allowed: true,
      remaining: Math.min(...results.map((r) => r.remaining)),
      retryAfterSeconds: 0,
    };
  }
  return {
    allowed: false,
    remaining: 0,
    retryAfterSeconds: Math.max(...refused.map((r) => r.retryAfterSeconds)),
  };
}
