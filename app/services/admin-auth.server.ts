import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { users } from "~/db/schema";
import { findAdmin, rehashPasswordIfWeaker, type AdminUser } from "./admin-accounts.server";
import { decoyHash, verifyPassword } from "./passwords.server";
import { clientNetwork } from "~/domain/rate-limit-subjects";
import { adminLoginBackoff, loginBackoffWaitMs } from "~/domain/rate-limits";
import {
  addBackoffFailures,
  clearBackoff,
  lockBackoff,
  sweepNowAndThen,
  type RateLimitResult,
} from "./rate-limit.server";
import { ADMIN_SESSION_TTL_MS, createSession, findSession } from "./sessions.server";

export type AdminLoginResult =
  | { status: "ok"; user: AdminUser; token: string; expiresAt: Date }
  | { status: "invalid" }
  | { status: "rate-limited"; limit: RateLimitResult };

/**
 * Checks an admin's password and opens a new session (a fresh token on every login, so a token
 * planted before login is worthless). Unknown usernames cost the same time as wrong passwords.
 *
 * Failed logins slow down rather than lock (adminLoginBackoff, loginBackoffWaitMs): an attempt
 * that comes too soon is answered "rate-limited" with the wait, before any password is checked.
 * An attempt is counted as a failure before its password is checked (under a row lock), so
 * guesses sent in parallel queue behind it; a right password takes the count back.
 */
export async function logInAdmin(
  db: DbOrTx,
  credentials: { username: string; password: string },
  clientAddress: string,
  now = new Date(),
): Promise<AdminLoginResult> {
  const username = credentials.username.trim().toLowerCase();
  const network = clientNetwork(clientAddress);
  const subjects = {
    address: `address:${network}`,
    username: `username:${username}`,
    pair: `username-address:${username} ${network}`,
  };
  const all = [subjects.address, subjects.username, subjects.pair];
  const { waitMs, ownFailures } = await db.transaction(async (tx) => {
    const state = await lockBackoff(tx, adminLoginBackoff, subjects, now);
    const wait = loginBackoffWaitMs(adminLoginBackoff, state, now);
    if (wait === 0) await addBackoffFailures(tx, adminLoginBackoff, all, 1, now);
    return { waitMs: wait, ownFailures: state.pair.failures };
  });
  await sweepNowAndThen(db, now);
  if (waitMs > 0) {
    const retryAfterSeconds = Math.ceil(waitMs / 1000);
    return { status: "rate-limited", limit: { allowed: false, remaining: 0, retryAfterSeconds } };
  }

  const user = await findAdmin(db, username);
  const valid = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await decoyHash()),
  );
  if (!user || !valid) return { status: "invalid" };
  // This address knows the password: its failures were typos. Forget them here and take them
  // (and this attempt) out of the username's count, which keeps everyone else's.
  await clearBackoff(db, adminLoginBackoff, [subjects.address, subjects.pair]);
  await addBackoffFailures(db, adminLoginBackoff, [subjects.username], -(ownFailures + 1), now);
  await rehashPasswordIfWeaker(db, user, credentials.password);
  const session = await createSession(db, { userId: user.id }, ADMIN_SESSION_TTL_MS);
  return { status: "ok", user: { id: user.id, username: user.username }, ...session };
}

/** The admin a session token belongs to; undefined for no, an expired or an agency's session. */
export async function adminOfSession(db: DbOrTx, token: string): Promise<AdminUser | undefined> {
  const session = await findSession(db, token);
  if (!session?.userId) return undefined;
  const [user] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  return user;
}
