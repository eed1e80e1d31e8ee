import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, lte, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, briefs, matches, proposals, reviewInvitations } from "~/db/schema";
import { REVIEW_LINK_DAYS, REVIEW_REMINDER_DAYS } from "~/domain/reviews";
import { enqueueEmail } from "~/mail/outbox.server";
import { mailLocale, siteLink } from "~/mail/templates/mail-locale";
import { reviewInvitationEmail, type ReviewLink } from "~/mail/templates/review-invitation";
import { hashToken } from "./sessions.server";

/**
 * Review invitations (docs/decisions/014-verified-reviews.md): REVIEW_INVITE_DAYS after a match,
 * its client gets one e-mail with a single-use review link per matched agency of the brief that is
 * due; a week later, one reminder with new links for those still unused. Links expire
 * REVIEW_LINK_DAYS after the invitation. Run by the outbox worker's housekeeping, in any number of
 * processes: an invitation row is written once per match (its primary key), a reminder once (a
 * conditional update), and each mail in the transaction that writes its rows.
 */

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "reviewInviteDays" | "reviewAfterHireDays">;

/**
 * Whether a match's client is due an invitation to review it `now` (issue 31, decision 022): the
 * agency hired, REVIEW_AFTER_HIRE_DAYS after the hire; on a brief where no proposal was ever sent
 * and nothing decided, every match REVIEW_INVITE_DAYS after it was made. Agencies not hired, and
 * the matches of a brief that is deciding or closed without hiring, are not invited.
 */
function dueForReview(config: SiteConfig, now: Date) {
  const afterMatch = new Date(now.getTime() - config.reviewInviteDays * DAY_MS);
  const afterHire = new Date(now.getTime() - config.reviewAfterHireDays * DAY_MS);
  return or(
    lte(matches.hiredAt, afterHire),
    and(
      lte(matches.matchedAt, afterMatch),
      sql`exists (select 1 from ${briefs} b where b.id = ${matches.briefId} and b.outcome is null)`,
      sql`not exists (select 1 from ${proposals} p where p.brief_id = ${matches.briefId} and p.first_sent_at is not null)`,
    ),
  )!;
}

const DAY_MS = 24 * 60 * 60_000;
/** Briefs handled per run: the rest wait for the next run. */
const BATCH = 100;

/** The review page of a token, in the brief's language. */
export function reviewLinkUrl(site: { url: string }, locale: string, token: string): string {
  return siteLink(site, mailLocale(locale), `/reviews/${token}`);
}

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export type ReviewMailRun = { invited: number; reminded: number };

export async function sendReviewMails(
  db: Db,
  config: SiteConfig,
  now = new Date(),
): Promise<ReviewMailRun> {
  const invited = await sendDueInvitations(db, config, now);
  const reminded = await sendDueReminders(db, config, now);
  return { invited, reminded };
}

/** Invites the clients of matches due a review (dueForReview) and not invited yet. */
export async function sendDueInvitations(
  db: Db,
  config: SiteConfig,
  now = new Date(),
): Promise<number> {
  const dueBy = dueForReview(config, now);
  const due = await db
    .selectDistinct({ briefId: matches.briefId })
    .from(matches)
    .where(
      and(
        dueBy,
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewInvitations)
            .where(eq(reviewInvitations.matchId, matches.id)),
        ),
      ),
    )
    .limit(BATCH);
  let mails = 0;
  for (const { briefId } of due) {
    if (await inviteBrief(db, config, briefId, dueBy, now)) mails += 1;
  }
  return mails;
}

async function inviteBrief(
  db: Db,
  config: SiteConfig,
  briefId: number,
  dueBy: SQL,
  now: Date,
): Promise<boolean> {
  const site = { name: config.siteName, url: config.siteUrl };
  const expiresAt = new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  return db.transaction(async (tx) => {
    const [brief] = await tx.select().from(briefs).where(eq(briefs.id, briefId));
    if (!brief) return false;
    const rows = await tx
      .select({ matchId: matches.id, agencyId: agencies.id, agencyName: agencies.agencyName })
      .from(matches)
      .innerJoin(agencies, eq(agencies.id, matches.agencyId))
      .where(and(eq(matches.briefId, briefId), dueBy))
      .orderBy(asc(matches.matchedAt), asc(matches.id));
    const links: ReviewLink[] = [];
    for (const row of rows) {
      const { token, hash } = newToken();
      // Another process may have invited this match meanwhile: then it is not mailed here.
      const inserted = await tx
        .insert(reviewInvitations)
        .values({ matchId: row.matchId, tokenHash: hash, invitedAt: now, expiresAt })
        .onConflictDoNothing()
        .returning({ matchId: reviewInvitations.matchId });
      if (inserted.length === 0) continue;
      links.push({ agencyName: row.agencyName, url: reviewLinkUrl(site, brief.locale, token) });
    }
    if (links.length === 0) return false;
    await enqueueEmail(tx, {
      to: brief.email,
      about: { briefId },
      secretUntil: expiresAt,
      ...reviewInvitationEmail(
        "invitation",
        { brief, links, expiresAt },
        site,
        mailLocale(brief.locale),
      ),
    });
    return true;
  });
}

/**
 * One reminder per invitation still open a week after it was sent, grouped per brief: a new link
 * for each (the first keeps working too), valid until the invitation expires.
 */
export async function sendDueReminders(
  db: Db,
  config: SiteConfig,
  now = new Date(),
): Promise<number> {
  const dueBy = new Date(now.getTime() - REVIEW_REMINDER_DAYS * DAY_MS);
  const due = await db
    .selectDistinct({ briefId: matches.briefId })
    .from(reviewInvitations)
    .innerJoin(matches, eq(matches.id, reviewInvitations.matchId))
    .where(openInvitation(dueBy, now))
    .limit(BATCH);
  let mails = 0;
  for (const { briefId } of due) {
    if (await remindBrief(db, config, briefId, dueBy, now)) mails += 1;
  }
  return mails;
}

function openInvitation(invitedBy: Date, now: Date) {
  return and(
    lte(reviewInvitations.invitedAt, invitedBy),
    isNull(reviewInvitations.remindedAt),
    isNull(reviewInvitations.usedAt),
    isNull(reviewInvitations.declinedAt),
    gt(reviewInvitations.expiresAt, now),
  );
}

async function remindBrief(
  db: Db,
  config: SiteConfig,
  briefId: number,
  dueBy: Date,
  now: Date,
): Promise<boolean> {
  const site = { name: config.siteName, url: config.siteUrl };
  return db.transaction(async (tx) => {
    const [brief] = await tx.select().from(briefs).where(eq(briefs.id, briefId));
    if (!brief) return false;
    const rows = await tx
      .select({
        matchId: reviewInvitations.matchId,
        expiresAt: reviewInvitations.expiresAt,
        agencyName: agencies.agencyName,
      })
      .from(reviewInvitations)
      .innerJoin(matches, eq(matches.id, reviewInvitations.matchId))
      .innerJoin(agencies, eq(agencies.id, matches.agencyId))
      .where(and(eq(matches.briefId, briefId), openInvitation(dueBy, now)))
      .orderBy(asc(matches.matchedAt), asc(matches.id));
    const links: ReviewLink[] = [];
    let expiresAt = now;
    for (const row of rows) {
      const { token, hash } = newToken();
      const updated = await tx
        .update(reviewInvitations)
        .set({ remindedAt: now, reminderTokenHash: hash })
        .where(
          and(eq(reviewInvitations.matchId, row.matchId), isNull(reviewInvitations.remindedAt)),
        )
        .returning({ matchId: reviewInvitations.matchId });
      if (updated.length === 0) continue;
      links.push({ agencyName: row.agencyName, url: reviewLinkUrl(site, brief.locale, token) });
      if (row.expiresAt > expiresAt) expiresAt = row.expiresAt;
    }
    if (links.length === 0) return false;
    await enqueueEmail(tx, {
      to: brief.email,
      about: { briefId },
      secretUntil: expiresAt,
      ...reviewInvitationEmail(
        "reminder",
        { brief, links, expiresAt },
        site,
        mailLocale(brief.locale),
      ),
    });
    return true;
  });
}

/** What a review link leads to. */
export type ReviewInvitationState =
  | { status: "wrong" }
  | { status: "used" | "declined" | "expired" }
  | { status: "open"; invitation: OpenInvitation };

export type OpenInvitation = {
  matchId: number;
  briefId: number;
  agencyId: number;
  agencyName: string;
  agencyNameAr: string | null;
  agencySlug: string;
  contactName: string;
  companyName: string;
  projectType: string;
  budget: string;
};

const invitationColumns = {
  matchId: reviewInvitations.matchId,
  usedAt: reviewInvitations.usedAt,
  declinedAt: reviewInvitations.declinedAt,
  expiresAt: reviewInvitations.expiresAt,
  briefId: matches.briefId,
  agencyId: matches.agencyId,
  agencyName: agencies.agencyName,
  agencyNameAr: agencies.agencyNameAr,
  agencySlug: agencies.slug,
  contactName: briefs.contactName,
  companyName: briefs.companyName,
  projectType: briefs.projectType,
  budget: briefs.budget,
};

/** A review link's token as it must look: 32 random bytes in base64url. */
export const REVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The invitation a link's token opens (the first mail's or the reminder's token), and whether it
 * can still be used. `forUpdate` locks its row for the caller's transaction.
 */
export async function findReviewInvitation(
  db: DbOrTx,
  token: string,
  now = new Date(),
  forUpdate = false,
): Promise<ReviewInvitationState> {
  const link = await findReviewLink(db, token, now, forUpdate);
  return link.status === "open" || link.status === "wrong" ? link : { status: link.status };
}

/**
 * A review link's state with the match it is for, whatever that state: the page that thanks a
 * reviewer after the link was used names the agency.
 */
export async function findReviewLink(
  db: DbOrTx,
  token: string,
  now = new Date(),
  forUpdate = false,
): Promise<
  | { status: "wrong" }
  | { status: "open" | "used" | "declined" | "expired"; invitation: OpenInvitation }
> {
  if (!REVIEW_TOKEN_PATTERN.test(token)) return { status: "wrong" };
  const hash = hashToken(token);
  const query = db
    .select(invitationColumns)
    .from(reviewInvitations)
    .innerJoin(matches, eq(matches.id, reviewInvitations.matchId))
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(
      or(eq(reviewInvitations.tokenHash, hash), eq(reviewInvitations.reminderTokenHash, hash)),
    );
  const [row] = forUpdate ? await query.for("update", { of: reviewInvitations }) : await query;
  if (!row) return { status: "wrong" };
  const { usedAt, declinedAt, expiresAt, ...invitation } = row;
  const status = usedAt ? "used" : declinedAt ? "declined" : expiresAt <= now ? "expired" : "open";
  return { status, invitation };
}
