import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, savedSearches, savedSearchMatches } from "~/db/schema";
import { digestSlot, type AlertFrequency } from "~/domain/saved-searches";
import { enqueueEmail } from "~/mail/outbox.server";
import { mailLocale, siteLink } from "~/mail/templates/mail-locale";
import { savedSearchAlertEmail, type AlertAgency } from "~/mail/templates/saved-search-alert";
import { manageToken } from "./saved-search-links.server";
import { purgeUnconfirmedSearches } from "./saved-search-opt-in.server";
import { filtersOf, type SavedSearch } from "./saved-search-rows.server";

/**
 * Saved-search alerts (docs/decisions/015-saved-searches.md). The agencies trigger (migration
 * 0012) queues each new match in saved_search_matches; this job, run by the outbox worker's
 * housekeeping, mails each due search ONE e-mail listing its queued agencies and marks them sent:
 *
 * - instant: once its oldest queued agency waited SAVED_SEARCH_INSTANT_DELAY_SECONDS, so that
 *   agencies approved together arrive in one mail;
 * - daily and weekly: at the digest time (08:00 UAE, weekly on Mondays: digestSlot), once per
 *   slot, with what was queued before it.
 *
 * Safe in any number of processes: each search is mailed in a transaction that locks its row and
 * checks again that it is due; a queued row is marked sent in the transaction that queues its
 * mail, and a sent row is never queued again (its key), so an agency is never mailed twice for
 * one search.
 */

type SiteConfig = Pick<
  Config,
  "siteName" | "siteUrl" | "sessionSecrets" | "savedSearchInstantDelaySeconds"
>;

/** Searches mailed per run: the rest wait for the next run (a minute later). */
const BATCH = 100;

/** A point in time as a timestamptz parameter (as claimDueEmails writes it). */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The times a search's queue is judged against at `now`. */
function dueTimes(config: SiteConfig, now: Date) {
  return {
    instantBy: new Date(now.getTime() - config.savedSearchInstantDelaySeconds * 1000),
    daily: digestSlot("daily", now),
    weekly: digestSlot("weekly", now),
  };
}

/**
 * Whether a search with queued agencies is due: an instant one once its oldest queued agency is
 * old enough; a digest once an agency was queued by its latest slot and it was not mailed since.
 */
export function isAlertDue(
  search: { frequency: string; lastSentAt: Date | null },
  oldestQueuedAt: Date,
  config: SiteConfig,
  now: Date,
): boolean {
  const times = dueTimes(config, now);
  if (search.frequency === "instant") return oldestQueuedAt <= times.instantBy;
  const slot = search.frequency === "weekly" ? times.weekly : times.daily;
  return oldestQueuedAt <= slot && (search.lastSentAt === null || search.lastSentAt < slot);
}

/** The same rule in SQL, over a group of one search's queued rows (see isAlertDue). */
function dueSql(config: SiteConfig, now: Date): SQL {
  const times = dueTimes(config, now);
  const oldest = sql`min(${savedSearchMatches.matchedAt})`;
  const lastSent = sql`coalesce(${savedSearches.lastSentAt}, '-infinity'::timestamptz)`;
  return sql`case ${savedSearches.frequency}
    when 'instant' then ${oldest} <= ${at(times.instantBy)}
    when 'daily' then ${oldest} <= ${at(times.daily)} and ${lastSent} < ${at(times.daily)}
    else ${oldest} <= ${at(times.weekly)} and ${lastSent} < ${at(times.weekly)} end`;
}

/** Confirmed and not paused: the searches that are mailed. */
const active = and(isNotNull(savedSearches.confirmedAt), isNull(savedSearches.pausedAt));

export type SavedSearchAlertRun = {
  /** Alerts queued in the outbox. */
  mailed: number;
  /** Agencies they listed or linked to (each marked sent). */
  agencies: number;
  /** Queued agencies dropped because they are no longer approved. */
  dropped: number;
};

/**
 * Mails every due saved search (up to BATCH per run), one e-mail each. One search that fails is
 * left for the next run and the others are mailed; the first error is thrown at the end, for the
 * worker to log.
 */
export async function sendSavedSearchAlerts(
  db: Db,
  config: SiteConfig,
  now = new Date(),
): Promise<SavedSearchAlertRun> {
  const due = await dueSearchIds(db, config, now);
  const run: SavedSearchAlertRun = { mailed: 0, agencies: 0, dropped: 0 };
  let failure: unknown;
  for (const id of due) {
    try {
      const done = await alertSearch(db, config, id, now);
      run.dropped += done.dropped;
      if (done.agencies > 0) {
        run.mailed += 1;
        run.agencies += done.agencies;
      }
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return run;
}

/**
 * The housekeeping job of saved searches: the due alerts, then the purge of searches never
 * confirmed (purgeUnconfirmedSearches).
 */
export async function runSavedSearchJob(
  db: Db,
  config: SiteConfig,
  now = new Date(),
): Promise<SavedSearchAlertRun & { purged: number }> {
  const run = await sendSavedSearchAlerts(db, config, now);
  const purged = await purgeUnconfirmedSearches(db, now);
  return { ...run, purged };
}

/**
 * The due searches, oldest queued agency first: one grouped query over the queue's partial index
 * (queued rows only), whatever the number of searches. Only approved agencies count: a search
 * whose queue holds only withdrawn agencies is not due (its rows are dropped at its next alert).
 */
async function dueSearchIds(db: DbOrTx, config: SiteConfig, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: savedSearches.id })
    .from(savedSearchMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
    .innerJoin(agencies, eq(agencies.id, savedSearchMatches.agencyId))
    .where(and(isNull(savedSearchMatches.sentAt), eq(agencies.approved, true), active))
    .groupBy(savedSearches.id)
    .having(dueSql(config, now))
    .orderBy(sql`min(${savedSearchMatches.matchedAt})`, asc(savedSearches.id))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

/**
 * One search's alert, in one transaction: its row locked (another process mailing it waits, then
 * finds it no longer due), its withdrawn agencies dropped from the queue, and when it is still
 * due, its approved queued agencies marked sent and one mail queued listing them.
 */
async function alertSearch(
  db: Db,
  config: SiteConfig,
  id: number,
  now: Date,
): Promise<{ agencies: number; dropped: number }> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), active))
      .for("update");
    if (!search) return { agencies: 0, dropped: 0 };
    const queued = await tx
      .select({
        agencyId: agencies.id,
        approved: agencies.approved,
        matchedAt: savedSearchMatches.matchedAt,
        slug: agencies.slug,
        agencyName: agencies.agencyName,
        agencyNameAr: agencies.agencyNameAr,
        location: agencies.location,
        services: agencies.services,
      })
      .from(savedSearchMatches)
      .innerJoin(agencies, eq(agencies.id, savedSearchMatches.agencyId))
      .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.sentAt)))
      .orderBy(asc(savedSearchMatches.matchedAt), asc(agencies.id));

    // Withdrawn since they were queued: not mailed, and queued again if approved again.
    const withdrawn = queued.filter((row) => !row.approved).map((row) => row.agencyId);
    if (withdrawn.length > 0) {
      await tx
        .delete(savedSearchMatches)
        .where(
          and(
            eq(savedSearchMatches.savedSearchId, id),
            inArray(savedSearchMatches.agencyId, withdrawn),
            isNull(savedSearchMatches.sentAt),
          ),
        );
    }
    const approved = queued.filter((row) => row.approved);
    const dropped = withdrawn.length;
    if (approved.length === 0 || !isAlertDue(search, approved[0]!.matchedAt, config, now)) {
      return { agencies: 0, dropped };
    }

    await tx
      .update(savedSearchMatches)
      .set({ sentAt: now })
      .where(
        and(
          eq(savedSearchMatches.savedSearchId, id),
          inArray(
            savedSearchMatches.agencyId,
            approved.map((row) => row.agencyId),
          ),
          isNull(savedSearchMatches.sentAt),
        ),
      );
    await tx.update(savedSearches).set({ lastSentAt: now }).where(eq(savedSearches.id, id));
    await enqueueEmail(tx, alertMail(config, search, approved));
    return { agencies: approved.length, dropped };
  });
}

/** The alert of a search listing these agencies, with its List-Unsubscribe headers (RFC 8058). */
function alertMail(config: SiteConfig, search: SavedSearch, listed: readonly AlertAgency[]) {
  const site = { name: config.siteName, url: config.siteUrl };
  const locale = mailLocale(search.locale);
  const token = manageToken(config, search.id);
  const manageUrl = siteLink(site, locale, `/alerts/${token}`);
  const unsubscribeUrl = siteLink(site, locale, `/alerts/${token}/unsubscribe`);
  return {
    to: search.email,
    about: { savedSearchId: search.id },
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...savedSearchAlertEmail(
      {
        filters: filtersOf(search),
        frequency: search.frequency as AlertFrequency,
        agencies: listed,
        manageUrl,
        unsubscribeUrl,
      },
      site,
      locale,
    ),
  };
}
