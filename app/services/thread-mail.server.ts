import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { agencies, briefs, matches, threadMessages } from "~/db/schema";
import { defaultLocale, isLocale } from "~/domain/locales";
import { THREAD_MAIL_GAP_MINUTES } from "~/domain/project-room";
import { enqueueEmail } from "~/mail/outbox.server";
import { siteLink, valueLabel } from "~/mail/templates/mail-locale";
import { threadMessagesEmail } from "~/mail/templates/thread-messages";
import { replyAddress } from "./reply-addresses.server";

type SiteConfig = Pick<
  Config,
  "siteName" | "siteUrl" | "supportEmail" | "threadMailDelaySeconds" | "inbound" | "sessionSecrets"
>;
type Side = "client" | "agency";

const columns = {
  client: {
    read: matches.clientReadId,
    mailedId: matches.clientMailedId,
    mailedAt: matches.clientMailedAt,
  },
  agency: {
    read: matches.agencyReadId,
    mailedId: matches.agencyMailedId,
    mailedAt: matches.agencyMailedAt,
  },
} as const;

/**
 * Mails each side of a thread about messages it has not read (the outbox worker's housekeeping,
 * docs/decisions/018-project-room.md): at most one mail per thread and side per
 * THREAD_MAIL_GAP_MINUTES, only for messages THREAD_MAIL_DELAY_SECONDS old and still unread (whoever
 * has the room open reads them first), never twice for the same message, in the reader's language.
 * Each mail is claimed with a conditional UPDATE, so two workers never send the same one.
 */
export async function mailThreadMessages(
  db: Db,
  config: SiteConfig,
  now = new Date(),
  limit = 100,
): Promise<{ mailed: number }> {
  let mailed = 0;
  for (const side of ["client", "agency"] as const) {
    const due = await dueThreads(db, side, now, limit, config.threadMailDelaySeconds);
    for (const thread of due) if (await mailOne(db, config, side, thread, now)) mailed++;
  }
  return { mailed };
}

/** The threads with messages due to be mailed to a side: the thread and the newest such message. */
async function dueThreads(db: Db, side: Side, now: Date, limit: number, delaySeconds: number) {
  const c = columns[side];
  const gapStart = new Date(now.getTime() - THREAD_MAIL_GAP_MINUTES * 60_000);
  const delayStart = new Date(now.getTime() - delaySeconds * 1000);
  return db
    .select({ matchId: matches.id, newest: sql<number>`max(${threadMessages.id})::int` })
    .from(matches)
    .innerJoin(
      threadMessages,
      and(
        eq(threadMessages.matchId, matches.id),
        ne(threadMessages.author, side),
        isNull(threadMessages.hiddenAt),
        gt(threadMessages.id, sql`greatest(${c.read}, ${c.mailedId})`),
      ),
    )
    .where(sql`(${c.mailedAt} is null or ${c.mailedAt} <= ${gapStart.toISOString()}::timestamptz)`)
    .groupBy(matches.id)
    .having(sql`min(${threadMessages.createdAt}) <= ${delayStart.toISOString()}::timestamptz`)
    .limit(limit);
}

async function mailOne(
  db: Db,
  config: SiteConfig,
  side: Side,
  thread: { matchId: number; newest: number },
  now: Date,
): Promise<boolean> {
  const c = columns[side];
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(matches)
      .set(
        side === "client"
          ? { clientMailedId: thread.newest, clientMailedAt: now }
          : { agencyMailedId: thread.newest, agencyMailedAt: now },
      )
      .where(
        and(
          eq(matches.id, thread.matchId),
          sql`${c.mailedId} < ${thread.newest}`,
          sql`${c.read} < ${thread.newest}`,
        ),
      )
      .returning({ readId: c.read, briefId: matches.briefId, agencyId: matches.agencyId });
    if (!claimed) return false;
    const [about] = await tx
      .select({
        briefEmail: briefs.email,
        briefLocale: briefs.locale,
        companyName: briefs.companyName,
        contactName: briefs.contactName,
        projectType: briefs.projectType,
        agencyEmail: agencies.email,
        agencyLocale: agencies.locale,
        agencyName: agencies.agencyName,
      })
      .from(briefs)
      .innerJoin(agencies, eq(agencies.id, claimed.agencyId))
      .where(eq(briefs.id, claimed.briefId));
    const unread = await tx
      .select({ author: threadMessages.author, body: threadMessages.body })
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.matchId, thread.matchId),
          ne(threadMessages.author, side),
          isNull(threadMessages.hiddenAt),
          gt(threadMessages.id, claimed.readId),
        ),
      )
      .orderBy(desc(threadMessages.id));
    const newest = unread[0];
    if (!about || !newest) return false;
    const localeText = side === "client" ? about.briefLocale : about.agencyLocale;
    const locale = isLocale(localeText) ? localeText : defaultLocale;
    const site = { name: config.siteName, url: config.siteUrl };
    const sender =
      newest.author === "operator"
        ? config.siteName
        : newest.author === "agency"
          ? about.agencyName
          : `${about.contactName} (${about.companyName})`;
    const path =
      side === "client"
        ? `/my-briefs/threads/${thread.matchId}`
        : `/dashboard/threads/${thread.matchId}`;
    // Answering the mail writes in the thread, when answers by mail are on (decision 019).
    const replyTo = replyAddress(config, thread.matchId, side);
    await enqueueEmail(tx, {
      to: side === "client" ? about.briefEmail : about.agencyEmail,
      replyTo: replyTo ?? config.supportEmail,
      about: { briefId: claimed.briefId, agencyId: claimed.agencyId },
      ...threadMessagesEmail(
        {
          sender,
          brief: valueLabel("projectTypes", about.projectType, locale),
          count: unread.length,
          newest: newest.body,
          url: siteLink(site, locale, path),
          answerByMail: replyTo !== undefined,
        },
        site,
        locale,
      ),
    });
    return true;
  });
}
