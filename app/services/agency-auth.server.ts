import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "~/db/client.server";
import { signInRequests, signInTokens } from "~/db/schema";
import { dashboardPath, type DashboardPath } from "~/domain/agency-access";
import { clientPath, type ClientPath } from "~/domain/client-access";
import type { Locale } from "~/domain/i18n";
import { signInLinkLimits } from "~/domain/rate-limits";
import { consumeRateLimit, type RateLimitResult } from "./rate-limit.server";
import {
  AGENCY_SESSION_TTL_MS,
  CLIENT_SESSION_TTL_MS,
  createSession,
  findSession,
  hashToken,
} from "./sessions.server";

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
  input: {
    email: string;
    clientAddress: string;
    locale: Locale;
  } & (
    | { audience?: "agency"; redirectTo: DashboardPath }
    | { audience: "client"; redirectTo: ClientPath }
  ),
  now = new Date(),
): Promise<SignInLinkResult> {
  // One count per requester for both kinds of link: one form cannot be used to get round the other.
  const limit = await consumeRateLimit(db, signInLinkLimits.address, input.clientAddress, now);
  if (!limit.allowed) return { status: "rate-limited", limit };
  await db.insert(signInRequests).values({
    email: input.email,
    audience: input.audience ?? "agency",
    redirectTo: input.redirectTo,
    locale: input.locale,
    createdAt: now,
  });
  return { status: "queued" };
}

export type RedeemResult =
  | { status: "ok"; agencyId: number; token: string; expiresAt: Date; redirectTo: DashboardPath }
  | { status: "invalid" };

export type ClientRedeemResult =
  | { status: "ok"; clientEmail: string; token: string; expiresAt: Date; redirectTo: ClientPath }
  | { status: "invalid" };

/**
 * Marks a sign-in link of `owner`'s kind used, in one UPDATE that succeeds only if it is unused and
 * unexpired, so two clicks racing each other cannot both sign in; the link's row, or none.
 */
async function useLink(tx: Tx, token: string, owner: "agency" | "client", now: Date) {
  const [link] = await tx
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, hashToken(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, now),
        isNotNull(owner === "agency" ? signInTokens.agencyId : signInTokens.clientEmail),
      ),
    )
    .returning();
  return link;
}

/** Uses an agency's sign-in link (useLink) and opens a new agency session. */
export async function redeemSignInLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<RedeemResult> {
  return db.transaction(async (tx) => {
    const link = await useLink(tx, token, "agency", now);
    if (!link?.agencyId) return { status: "invalid" } as const;
    const owner = { agencyId: link.agencyId };
    const session = await createSession(tx, owner, AGENCY_SESSION_TTL_MS, now);
    return {
      status: "ok",
      ...owner,
      ...session,
      redirectTo: dashboardPath(link.redirectTo),
    } as const;
  });
}

/** Uses a client's sign-in link (useLink) and opens a new client session. */
export async function redeemClientSignInLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ClientRedeemResult> {
  return db.transaction(async (tx) => {
    const link = await useLink(tx, token, "client", now);
    if (!link?.clientEmail) return { status: "invalid" } as const;
    const owner = { clientEmail: link.clientEmail };
    const session = await createSession(tx, owner, CLIENT_SESSION_TTL_MS, now);
    return { status: "ok", ...owner, ...session, redirectTo: clientPath(link.redirectTo) } as const;
  });
}

/** The client (their address) a session token belongs to; undefined for any other session. */
export async function clientEmailOfSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const session = await findSession(db, token, now);
  return session?.clientEmail ?? undefined;
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
