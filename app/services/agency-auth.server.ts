import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, signInTokens } from "~/db/schema";
import { SIGN_IN_LINK_MINUTES, type DashboardPath } from "~/domain/agency-access";
import type { Locale } from "~/domain/i18n";
import { enqueueEmail } from "~/mail/outbox.server";
import { signInLinkEmail } from "~/mail/templates/sign-in-link";
import { siteLink } from "~/mail/templates/mail-locale";
import { recipientMailbox } from "~/domain/rate-limit-subjects";
import { signInLinkLimits } from "~/domain/rate-limits";
import { consumeRateLimits, type RateLimitResult } from "./rate-limit.server";
import { AGENCY_SESSION_TTL_MS, createSession, findSession, hashToken } from "./sessions.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

export type SignInLinkResult =
  { status: "sent" } | { status: "rate-limited"; limit: RateLimitResult };

/**
 * Sends a one-time sign-in link to the listing's own address (docs/product.md, decision 2). The
 * answer is "sent" whether or not the address has a listing, so the form cannot tell who is listed.
 * Only the link's SHA-256 is stored; it lasts SIGN_IN_LINK_MINUTES and works once.
 *
 * `locale` is the language of the page the link was asked for on, not the listing's: the mail
 * answers what the reader did a moment ago, and its link opens the dashboard in the language
 * they were reading (docs/decisions/013-arabic-and-right-to-left.md#e-mails).
 */
export async function requestSignInLink(
  db: Db,
  input: { email: string; redirectTo: DashboardPath; clientAddress: string; locale: Locale },
  config: SiteConfig,
  now = new Date(),
): Promise<SignInLinkResult> {
  const limit = await consumeRateLimits(
    db,
    [
      { rule: signInLinkLimits.address, subject: input.clientAddress },
      // Per inbox, known or not: the answer must not tell whether the address is listed.
      { rule: signInLinkLimits.email, subject: recipientMailbox(input.email) },
    ],
    now,
  );
  if (!limit.allowed) return { status: "rate-limited", limit };
  const [agency] = await db
    .select({ id: agencies.id, agencyName: agencies.agencyName, email: agencies.email })
    .from(agencies)
    .where(sql`lower(${agencies.email}) = lower(${input.email})`)
    .limit(1);
  if (!agency) return { status: "sent" };

  const token = randomBytes(32).toString("base64url");
  const site = { name: config.siteName, url: config.siteUrl };
  const url = `${siteLink(site, input.locale, "/dashboard/sign-in")}?token=${token}`;
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.insert(signInTokens).values({
      tokenHash: hashToken(token),
      agencyId: agency.id,
      redirectTo: input.redirectTo,
      expiresAt,
    });
    await enqueueEmail(tx, {
      // The listing's own address, never the one typed (they match only up to case).
      to: agency.email,
      replyTo: config.supportEmail,
      about: { agencyId: agency.id },
      secretUntil: expiresAt,
      ...signInLinkEmail(
        { agencyName: agency.agencyName, url, minutes: SIGN_IN_LINK_MINUTES },
        site,
        input.locale,
      ),
    });
  });
  // Now and then, sweep links that can no longer be used.
  if (Math.random() < 0.02) {
    await db
      .delete(signInTokens)
      .where(or(lt(signInTokens.expiresAt, now), sql`${signInTokens.usedAt} is not null`));
  }
  return { status: "sent" };
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
