import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { sessions } from "~/db/schema";

/** How long a session lasts: an operator's working day, an agency's month. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60_000;
export const AGENCY_SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export type SessionOwner = { userId: number } | { agencyId: number };
export type Session = typeof sessions.$inferSelect;

/** Only the SHA-256 of a token is stored: a leaked table holds no usable session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Opens a session and returns its token (256 random bits) for the cookie. */
export async function createSession(
  db: DbOrTx,
  owner: SessionOwner,
  ttlMs: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(sessions).values({ id: hashToken(token), ...owner, expiresAt });
  // Now and then, sweep sessions that have ended.
  if (Math.random() < 0.02) await db.delete(sessions).where(lt(sessions.expiresAt, now));
  return { token, expiresAt };
}

/** The live session of a token, or undefined (unknown, ended or expired). */
export async function findSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<Session | undefined> {
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  return session;
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of an admin (a password change) or of an agency. */
export async function endSessionsOf(db: DbOrTx, owner: SessionOwner): Promise<void> {
  await db
    .delete(sessions)
    .where(
      "userId" in owner ? eq(sessions.userId, owner.userId) : eq(sessions.agencyId, owner.agencyId),
    );
}

export async function countSessions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(sessions);
  return row!.n;
}
