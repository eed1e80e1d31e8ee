import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { signInRequests, signInTokens } from "~/db/schema";
import type { DashboardPath } from "~/domain/agency-access";
import type { Locale } from "~/domain/i18n";
import { signInLinkLimits } from "~/domain/rate-limits";
import { consumeRateLimit, type RateLimitResult } from "./rate-limit.server";
import { AGENCY_SESSION_TTL_MS, createSession, findSession, hashToken } from "./sessions.server";

export type SignInLinkResult =
  { status: "queued" } | { status: "rate-limited"; limit: RateLimitResult };

/**
 * Asks for a one-time sign-in link to the listing's own address (docs/product.md, P2).
 * The request does the same work whether or not the address has a listing: the client's rate
 * limit and one queued row. The outbox worker then looks the address up and mails the link
 * (services/sign-in-links.server.ts), so neither the answer nor its timing tells who is listed,
 * and nothing counted per address typed can refuse the owner (docs/decisions/010).
 *
 * `locale` is the language of the page the link was asked for on, not the listing's: the mail
 * answers what the reader did a moment ago, and its link opens the dashboard in the language
 * they were reading (docs/decisions/013-arabic-and-right-to-left.md#e-mails).
 */
export async function requestSignInLink(
  db: Db,
  input: { email: string; redirectTo: DashboardPath; clientAddress: string; locale: Locale },
  now = new Date(),
): Promise<SignInLinkResult> {
  const limit = await consumeRateLimit(db, signInLinkLimits.address, input.clientAddress, now);
  if (!limit.allowed) return { status: "rate-limited", limit };
  await db.insert(signInRequests).values({
    email: input.email,
    redirectTo: input.redirectTo,
    locale: input.locale,
    createdAt: now,
  });
  return { status: "queued" };
}

export type RedeemResult =
  | { status: "ok"; agencyId: number; token: string; expiresAt: Date; redirectTo: DashboardPath }
  | { status: "invalid" };

/**
 * Uses a sign-in link: one UPDATE marks it used only if it is unused and unexpired, so two
 * clicks racing each other cannot both sign in. Opens a new agency session.
 */
export async function redeemSignInLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<RedeemResult> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(signInTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInTokens.tokenHash, hashToken(token)),
          isNull(signInTokens.usedAt),
          gt(signInTokens.expiresAt, now),
        ),
      )
      .returning({ agencyId: signInTokens.agencyId, redirectTo: signInTokens.redirectTo });
    if (!link) return { status: "invalid" } as const;
    const session = await createSession(
      tx,
      { agencyId: link.agencyId },
      AGENCY_SESSION_TTL_MS,
      now,
    );
    return {
      status: "ok",
      agencyId: link.agencyId,
      ...session,
      redirectTo: link.redirectTo === "/dashboard/upgrade" ? "/dashboard/upgrade" : "/dashboard",
    } as const;
  });
}

/**
 * The agency a session token belongs to; undefined for none, an expired, an idle or an admin's
 * session.
 */
export async function agencyIdOfSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<number | undefined> {
  const session = await findSession(db, token, now);
  return session?.agencyId ?? undefined;
}
