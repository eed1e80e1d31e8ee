import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, emailChangeRequests, signInTokens } from "~/db/schema";
import { EMAIL_CHANGE_LINK_HOURS } from "~/domain/agency-access";
import { enqueueEmail } from "~/mail/outbox.server";
import { confirmEmailChangeEmail } from "~/mail/templates/confirm-email-change";
import { listingEmailChangedEmail } from "~/mail/templates/listing-email-changed";
import { mailLocale, siteLink } from "~/mail/templates/mail-locale";
import { agencyIdOfEmail } from "./agency-record.server";
import { uniqueViolation } from "./db-errors.server";
import { endSessionsOf, hashToken } from "./sessions.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

const site = (config: SiteConfig) => ({ name: config.siteName, url: config.siteUrl });

/**
 * Asks the owner of a listing's new address to confirm it, in the caller's transaction: any
 * earlier request of the listing is replaced, the link's token is stored only as its hash, and
 * the mail goes through the outbox. The listing keeps its address until the link is used. The
 * mail is in the listing's language, as every mail to the agency.
 */
export async function requestEmailChange(
  tx: DbOrTx,
  agency: { id: number; agencyName: string },
  newEmail: string,
  config: SiteConfig,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60_000);
  const [stored] = await tx
    .select({ locale: agencies.locale })
    .from(agencies)
    .where(eq(agencies.id, agency.id));
  const locale = mailLocale(stored?.locale);
  await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.agencyId, agency.id));
  await tx
    .insert(emailChangeRequests)
    .values({ tokenHash: hashToken(token), agencyId: agency.id, newEmail, expiresAt });
  await enqueueEmail(tx, {
    to: newEmail,
    replyTo: config.supportEmail,
    about: { agencyId: agency.id },
    secretUntil: expiresAt,
    ...confirmEmailChangeEmail(
      {
        newEmail,
        url: `${siteLink(site(config), locale, "/dashboard/confirm-email")}?token=${token}`,
        hours: EMAIL_CHANGE_LINK_HOURS,
      },
      site(config),
      locale,
    ),
  });
}

export type PendingEmailChange = { newEmail: string; expiresAt: Date };

/** The new address a listing waits to have confirmed, if its link is still valid. */
export async function pendingEmailChange(
  db: DbOrTx,
  agencyId: number,
  now = new Date(),
): Promise<PendingEmailChange | undefined> {
  const [row] = await db
    .select({ newEmail: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.agencyId, agencyId), gt(emailChangeRequests.expiresAt, now)))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return row;
}

export type ConfirmEmailChangeResult =
  | { status: "changed"; agencyId: number; email: string }
  /** Unknown, used or expired. */
  | { status: "invalid" }
  /** Another listing took the address meanwhile; the link is used up. */
  | { status: "duplicate-email" };

/**
 * Uses a confirmation link (once: the request row is deleted as it is read): the listing takes
 * the new address, the previous address is told, sign-in links sent to it stop working, and
 * every session of the listing ends except `keepSessionToken` (the browser confirming, if it is
 * signed in to this listing).
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  { keepSessionToken }: { keepSessionToken?: string },
  config: SiteConfig,
  now = new Date(),
): Promise<ConfirmEmailChangeResult> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .delete(emailChangeRequests)
        .where(
          and(
            eq(emailChangeRequests.tokenHash, hashToken(token)),
            gt(emailChangeRequests.expiresAt, now),
          ),
        )
        .returning();
      if (!request) return { status: "invalid" } as const;
      const [agency] = await tx
        .select({
          id: agencies.id,
          agencyName: agencies.agencyName,
          email: agencies.email,
          locale: agencies.locale,
        })
        .from(agencies)
        .where(eq(agencies.id, request.agencyId))
        .for("update");
      if (!agency) return { status: "invalid" } as const;
      if ((await agencyIdOfEmail(tx, request.newEmail, agency.id)) !== undefined) {
        return { status: "duplicate-email" } as const;
      }
      await tx
        .update(agencies)
        .set({ email: request.newEmail, needsReview: true, updatedAt: sql`now()` })
        .where(eq(agencies.id, agency.id));
      await enqueueEmail(tx, {
        to: agency.email,
        replyTo: config.supportEmail,
        about: { agencyId: agency.id },
        ...listingEmailChangedEmail(
          { agencyName: agency.agencyName, newEmail: request.newEmail },
          site(config),
          mailLocale(agency.locale),
        ),
      });
      await tx.delete(signInTokens).where(eq(signInTokens.agencyId, agency.id));
      await endSessionsOf(tx, { agencyId: agency.id }, keepSessionToken);
      return { status: "changed", agencyId: agency.id, email: request.newEmail } as const;
    });
  } catch (error) {
    // A listing that took the address between the check and the update.
    if (uniqueViolation(error) === "agencies_email_lower_key") return { status: "duplicate-email" };
    throw error;
  }
}
