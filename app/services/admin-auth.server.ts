import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { users } from "~/db/schema";
import { findAdmin, rehashPasswordIfWeaker, type AdminUser } from "./admin-accounts.server";
import { decoyHash, verifyPassword } from "./passwords.server";
import {
  consumeRateLimit,
  isRateLimited,
  type RateLimitResult,
  type RateLimitRule,
} from "./rate-limit.server";
import { ADMIN_SESSION_TTL_MS, createSession, findSession } from "./sessions.server";

/**
 * Login attempts per client address (every attempt counts), and failed attempts per username (a
 * guess at one account spread over many addresses); an operator's own successful logins never
 * lock the account.
 */
export const adminLoginLimits = {
  address: { name: "admin-login:address", limit: 10, windowMs: 15 * 60_000 },
  username: { name: "admin-login-failures:username", limit: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export type AdminLoginResult =
  | { status: "ok"; user: AdminUser; token: string; expiresAt: Date }
  | { status: "invalid" }
  | { status: "rate-limited"; limit: RateLimitResult };

/**
 * Checks an admin's password and opens a new session (a fresh token on every login, so a token
 * planted before login is worthless). Unknown usernames cost the same time as wrong passwords.
 */
export async function logInAdmin(
  db: DbOrTx,
  credentials: { username: string; password: string },
  clientAddress: string,
): Promise<AdminLoginResult> {
  const username = credentials.username.trim().toLowerCase();
  const byAddress = await consumeRateLimit(db, adminLoginLimits.address, clientAddress);
  if (!byAddress.allowed) return { status: "rate-limited", limit: byAddress };
  const byUsername = await isRateLimited(db, adminLoginLimits.username, username);
  if (!byUsername.allowed) return { status: "rate-limited", limit: byUsername };
  const user = await findAdmin(db, username);
  const valid = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await decoyHash()),
  );
  if (!user || !valid) {
    await consumeRateLimit(db, adminLoginLimits.username, username);
    return { status: "invalid" };
  }
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
