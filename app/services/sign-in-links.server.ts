import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, Tx } from "~/db/client.server";
import { agencies, briefs, signInRequests, signInTokens } from "~/db/schema";
import { dashboardPath, keptLinkExpiresAt, SIGN_IN_LINK_MINUTES } from "~/domain/agency-access";
import { defaultLocale, isLocale } from "~/domain/locales";
import { signInMailBudget, signInMailDecision } from "~/domain/rate-limits";
import { enqueueEmail } from "~/mail/outbox.server";
import { siteLink } from "~/mail/templates/mail-locale";
import { clientSignInLinkEmail, signInLinkEmail } from "~/mail/templates/sign-in-link";
import { clientPath } from "~/domain/client-access";
import { hashToken } from "./sessions.server";

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail">;

/** What became of the sign-in requests the worker took. */
export type ResolvedSignInRequests = { mailed: number; kept: number; unlisted: number };

/**
 * Turns queued sign-in requests (services/agency-auth.server.ts, requestSignInLink) into mail, run
 * by the outbox worker at every poll, before it delivers. Per request, in one transaction: the
 * address is looked up (an unlisted one is simply dropped); within the listing's mail budget a
 * fresh link is queued; past it nothing is mailed and the newest unused link is kept working
 * instead (docs/decisions/010). The listing's row is locked, so two workers cannot both spend the
 * last of a budget. Takes at most `limit` requests, so a flood of them cannot hold up other mail.
 */
export async function resolveSignInRequests(
  db: Db,
  config: SiteConfig,
  now = new Date(),
  limit = 50,
): Promise<ResolvedSignInRequests> {
  const done: ResolvedSignInRequests = { mailed: 0, kept: 0, unlisted: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [request] = await tx
        .delete(signInRequests)
        .where(
          inArray(
            signInRequests.id,
            tx
              .select({ id: signInRequests.id })
              .from(signInRequests)
              .orderBy(asc(signInRequests.id))
              .limit(1)
              .for("update", { skipLocked: true }),
          ),
        )
        .returning();
      return request && resolveOne(tx, request, config, now);
    });
    if (!outcome) break;
    done[outcome]++;
  }
  return done;
}

/** Whose link a request asks for: a listing (an agency) or the address of briefs (a client). */
type LinkOwner =
  | { kind: "agency"; agencyId: number; email: string }
  | { kind: "client"; clientEmail: string; email: string; briefId: number };

/**
 * The owner of a request's address, its row locked (a listing) or its address (a client's, under a
 * transaction lock), so two workers cannot both spend the last of its budget; undefined when the
 * address has no listing or sent no brief.
 */
async function ownerOf(
  tx: Tx,
  request: typeof signInRequests.$inferSelect,
): Promise<LinkOwner | undefined> {
  if (request.audience === "client") {
    const clientEmail = request.email.toLowerCase();
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`client-sign-in:${clientEmail}`}))`,
    );
    const [brief] = await tx
      .select({ email: briefs.email, id: briefs.id })
      .from(briefs)
      .where(sql`lower(${briefs.email}) = ${clientEmail}`)
      .orderBy(desc(briefs.id))
      .limit(1);
    return brief && { kind: "client", clientEmail, email: brief.email, briefId: brief.id };
  }
  const [agency] = await tx
    .select({ id: agencies.id, email: agencies.email })
    .from(agencies)
    .where(sql`lower(${agencies.email}) = lower(${request.email})`)
    .limit(1)
    .for("update");
  return agency && { kind: "agency", agencyId: agency.id, email: agency.email };
}

async function resolveOne(
  tx: Tx,
  request: typeof signInRequests.$inferSelect,
  config: SiteConfig,
  now: Date,
): Promise<keyof ResolvedSignInRequests> {
  const owner = await ownerOf(tx, request);
  if (!owner) return "unlisted";
  const ownLinks =
    owner.kind === "agency"
      ? eq(signInTokens.agencyId, owner.agencyId)
      : eq(signInTokens.clientEmail, owner.clientEmail);

  const windowStart = new Date(now.getTime() - signInMailBudget.windowMs);
  const [recent] = await tx
    .select({
      mails: sql<number>`count(*)::int`,
      unused: sql<number>`(count(*) filter (where ${signInTokens.usedAt} is null))::int`,
      newest: sql<string | null>`max(${signInTokens.createdAt})`,
    })
    .from(signInTokens)
    .where(and(ownLinks, gt(signInTokens.createdAt, windowStart)));
  const redirectTo =
    owner.kind === "agency" ? dashboardPath(request.redirectTo) : clientPath(request.redirectTo);
  if (signInMailDecision(recent!) === "keep-newest") {
    const [newest] = await tx
      .select({ tokenHash: signInTokens.tokenHash, createdAt: signInTokens.createdAt })
      .from(signInTokens)
      .where(and(ownLinks, isNull(signInTokens.usedAt)))
      .orderBy(desc(signInTokens.createdAt))
      .limit(1);
    // None only when the owner used every recent link up to the ceiling.
    if (newest) {
      await tx
        .update(signInTokens)
        .set({
          expiresAt: keptLinkExpiresAt(newest, signInMailBudget.windowMs, now),
          redirectTo,
        })
        .where(eq(signInTokens.tokenHash, newest.tokenHash));
    }
    return "kept";
  }

  const token = randomBytes(32).toString("base64url");
  const locale = isLocale(request.locale) ? request.locale : defaultLocale;
  const site = { name: config.siteName, url: config.siteUrl };
  const signInPage = owner.kind === "agency" ? "/dashboard/sign-in" : "/my-briefs/sign-in";
  const url = `${siteLink(site, locale, signInPage)}?token=${token}`;
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000);
  await tx.insert(signInTokens).values({
    tokenHash: hashToken(token),
    ...(owner.kind === "agency"
      ? { agencyId: owner.agencyId }
      : { clientEmail: owner.clientEmail }),
    redirectTo,
    expiresAt,
    // Strictly after the owner's newest link, even within one millisecond: "the newest link"
    // must be the newest mail.
    createdAt: new Date(
      Math.max(now.getTime(), recent!.newest ? new Date(recent!.newest).getTime() + 1 : 0),
    ),
  });
  const mail = owner.kind === "agency" ? signInLinkEmail : clientSignInLinkEmail;
  await enqueueEmail(tx, {
    // The listing's or the brief's own address, never the one typed (they match only up to case).
    to: owner.email,
    replyTo: config.supportEmail,
    about: owner.kind === "agency" ? { agencyId: owner.agencyId } : { briefId: owner.briefId },
    // As long as the link may be kept working (keptLinkExpiresAt): the development mailbox shows
    // it until then.
    secretUntil: keptLinkExpiresAt(
      { createdAt: now },
      signInMailBudget.windowMs,
      new Date(now.getTime() + signInMailBudget.windowMs),
    ),
    ...mail({ url, minutes: SIGN_IN_LINK_MINUTES }, site, locale),
  });
  return "mailed";
}

/**
 * Deletes sign-in links that can no longer be used and no longer count towards a mail budget
 * (the worker's housekeeping); returns how many.
 */
export async function sweepSignInLinks(db: Db, now = new Date()): Promise<{ deleted: number }> {
  const windowStart = new Date(now.getTime() - signInMailBudget.windowMs);
  const deleted = await db
    .delete(signInTokens)
    .where(
      and(
        lt(signInTokens.createdAt, windowStart),
        or(lt(signInTokens.expiresAt, now), sql`${signInTokens.usedAt} is not null`),
      ),
    )
    .returning({ tokenHash: signInTokens.tokenHash });
  return { deleted: deleted.length };
}
