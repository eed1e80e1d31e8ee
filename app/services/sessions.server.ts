import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { sessions } from "~/db/schema";

/** How long a session lasts at most: an operator's working day, an agency's month. */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60_000;
export const AGENCY_SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** A client's session lasts as an agency's: both sign in through their inbox. */
export const CLIENT_SESSION_TTL_MS = AGENCY_SESSION_TTL_MS;

/**
 * How long a session may sit unused before it ends (docs/decisions/009): half an hour for an
 * operator, whose console reads and deletes everyone's data; a week for an agency, which signs in
 * through its inbox and sees only its own listing.
 */
export const ADMIN_SESSION_IDLE_MS = 30 * 60_000;
export const AGENCY_SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
/** A client sees only their own briefs and threads: the agency's week. */
export const CLIENT_SESSION_IDLE_MS = AGENCY_SESSION_IDLE_MS;

/** Last use is written at most once a minute per session, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export type SessionOwner = { userId: number } | { agencyId: number } | { clientEmail: string };
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
  await db.insert(sessions).values({ id: hashToken(token), ...owner, expiresAt, lastSeenAt: now });
  // Now and then, sweep sessions that have ended.
  if (Math.random() < 0.02) await sweepEndedSessions(db, now);
  return { token, expiresAt };
}

const idleLimitMs = (session: Pick<Session, "userId" | "agencyId">) =>
  session.userId !== null
    ? ADMIN_SESSION_IDLE_MS
    : session.agencyId !== null
      ? AGENCY_SESSION_IDLE_MS
      : CLIENT_SESSION_IDLE_MS;

/**
 * The live session of a token, or undefined (unknown, ended, expired or idle too long; an idle
 * one is deleted). Using it moves its last use on, written only when a minute old.
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<Session | undefined> {
  const id = hashToken(token);
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!session) return undefined;
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (idleMs >= idleLimitMs(session)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return undefined;
  }
  if (idleMs >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
    return { ...session, lastSeenAt: now };
  }
  return session;
}

/** Deletes sessions past their expiry or idle too long. */
export async function sweepEndedSessions(db: DbOrTx, now = new Date()): Promise<void> {
  const idleSince = (ms: number) => new Date(now.getTime() - ms);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(isNotNull(sessions.userId), lt(sessions.lastSeenAt, idleSince(ADMIN_SESSION_IDLE_MS))),
        and(
          isNotNull(sessions.agencyId),
          lt(sessions.lastSeenAt, idleSince(AGENCY_SESSION_IDLE_MS)),
        ),
        and(
          isNotNull(sessions.clientEmail),
          lt(sessions.lastSeenAt, idleSince(CLIENT_SESSION_IDLE_MS)),
        ),
      ),
    );
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/**
 * Ends every session of an admin (a password change) or of an agency, except the one of
 * `keepToken` if given (the session that made the change).
 */
export async function endSessionsOf(
  db: DbOrTx,
  owner: SessionOwner,
  keepToken?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        "userId" in owner
          ? eq(sessions.userId, owner.userId)
          : "agencyId" in owner
            ? eq(sessions.agencyId, owner.agencyId)
            : eq(sessions.clientEmail, owner.clientEmail),
        keepToken === undefined ? undefined : ne(sessions.id, hashToken(keepToken)),
      ),
    );
}

export async function countSessions(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::integer` }).from(sessions);
  return row!.n;
}
