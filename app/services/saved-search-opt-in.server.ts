import { and, count, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { savedSearches } from "~/db/schema";
import type { Locale } from "~/domain/i18n";
import { savedSearchMailLimits } from "~/domain/rate-limits";
import {
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  SAVED_SEARCH_CONFIRM_DAYS,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { enqueueEmail } from "~/mail/outbox.server";
import { savedSearchConfirmationEmail } from "~/mail/templates/saved-search-confirmation";
import { consumeRecipientLimits } from "./rate-limit.server";
import { addressLink } from "./saved-search-address-links.server";
import { readConfirmToken } from "./saved-search-links.server";
import {
  DAY_MS,
  filterColumns,
  normalEmail,
  type SavedSearch,
  type SavedSearchConfig,
} from "./saved-search-rows.server";

/**
 * Saving a search with its double opt-in, confirming it (on the address's page, or through an
 * older per-search link), and purging the searches never confirmed
 * (docs/decisions/015-saved-searches.md).
 */

export type SaveSearchResult = {
  status: "saved";
  id: number;
  /** False when the address had its mail budget: the link already in its inbox serves. */
  mailed: boolean;
};

/**
 * Saves a search for an address, unconfirmed, and mails the address the link to its page of
 * saved searches, where it is confirmed. The same filters saved again for the address find the
 * one search: unconfirmed, it takes the new frequency and language and lives
 * SAVED_SEARCH_CONFIRM_DAYS from now; confirmed, it is left as it is (its page changes it).
 *
 * Nothing here is refused for the address: over its mail budget (savedSearchMailLimits) the
 * search is still stored and nothing mailed, since every saved-search mail carries the same kind
 * of link and the newest one in the inbox lists this search too. So a stranger who types the
 * address can use up its mails, never keep its owner from confirming.
 */
export async function saveSearch(
  db: Db,
  config: SavedSearchConfig,
  input: { email: string; frequency: AlertFrequency; filters: SavedFilters; locale: Locale },
  now = new Date(),
): Promise<SaveSearchResult> {
  const email = normalEmail(input.email);
  const columns = filterColumns(input.filters);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedSearches)
      .values({ email, locale: input.locale, frequency: input.frequency, ...columns })
      .onConflictDoUpdate({
        target: [savedSearches.email, savedSearches.filtersKey],
        // Unconfirmed: the newest request's frequency and language, and 7 more days.
        set: {
          frequency: sql`case when ${savedSearches.confirmedAt} is null then excluded.frequency else ${savedSearches.frequency} end`,
          locale: sql`case when ${savedSearches.confirmedAt} is null then excluded.locale else ${savedSearches.locale} end`,
          updatedAt: sql`case when ${savedSearches.confirmedAt} is null then ${now} else ${savedSearches.updatedAt} end`,
        },
      })
      .returning({ id: savedSearches.id });
    const id = row!.id;
    const limit = await consumeRecipientLimits(tx, savedSearchMailLimits, email, now);
    if (!limit.allowed) return { status: "saved", id, mailed: false };
    const site = { name: config.siteName, url: config.siteUrl };
    const link = addressLink(config, email, input.locale, now);
    await enqueueEmail(tx, {
      to: email,
      about: { savedSearchId: id },
      secretUntil: link.expiresAt,
      ...savedSearchConfirmationEmail(
        { filters: input.filters, frequency: input.frequency, url: link.url },
        site,
        input.locale,
      ),
    });
    return { status: "saved", id, mailed: true };
  });
}

export type ConfirmPendingResult =
  | { status: "confirmed"; search: SavedSearch }
  /** Not an unconfirmed search of this address (another's, confirmed already, or deleted). */
  | { status: "gone" }
  /** The address holds MAX_SAVED_SEARCHES_PER_ADDRESS confirmed searches already. */
  | { status: "too-many" };

/**
 * Confirms an unconfirmed search of `email` (its page of saved searches, opened by a mailed link)
 * with the frequency chosen there, unless the address holds MAX_SAVED_SEARCHES_PER_ADDRESS
 * confirmed searches already.
 */
export async function confirmPendingSearch(
  db: Db,
  input: { email: string; id: number; frequency: AlertFrequency },
  now = new Date(),
): Promise<ConfirmPendingResult> {
  const email = normalEmail(input.email);
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.id, input.id),
          eq(savedSearches.email, email),
          isNull(savedSearches.confirmedAt),
        ),
      )
      .for("update");
    if (!pending) return { status: "gone" };
    if (await heldConfirmed(tx, email)) return { status: "too-many" };
    const [search] = await tx
      .update(savedSearches)
      .set({ confirmedAt: now, frequency: input.frequency, updatedAt: now })
      .where(eq(savedSearches.id, input.id))
      .returning();
    return { status: "confirmed", search: search! };
  });
}

/** Whether an address holds as many confirmed searches as it may. */
async function heldConfirmed(db: DbOrTx, email: string): Promise<boolean> {
  const [held] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.email, email), isNotNull(savedSearches.confirmedAt)));
  return held!.n >= MAX_SAVED_SEARCHES_PER_ADDRESS;
}

export type ConfirmResult =
  | { status: "confirmed"; search: SavedSearch }
  /** Not a confirmation link (any shape), or its search was deleted or purged. */
  | { status: "wrong" }
  | { status: "expired" }
  /** The address holds MAX_SAVED_SEARCHES_PER_ADDRESS confirmed searches already. */
  | { status: "too-many" };

/**
 * Confirms a search through a per-search confirmation link, with the frequency the link was
 * mailed for. Such links were mailed before the address page confirmed searches; they expire
 * within SAVED_SEARCH_CONFIRM_DAYS of 2026-11-27, and this with them.
 */
export async function confirmSearch(
  db: DbOrTx,
  config: SavedSearchConfig,
  token: string,
  now = new Date(),
): Promise<ConfirmResult> {
  const link = readConfirmToken(config, token);
  if (!link) return { status: "wrong" };
  if (link.expiresAt <= now) return { status: "expired" };
  const [found] = await db.select().from(savedSearches).where(eq(savedSearches.id, link.id));
  if (!found) return { status: "wrong" };
  if (!found.confirmedAt && (await heldConfirmed(db, found.email))) return { status: "too-many" };
  const [search] = await db
    .update(savedSearches)
    .set({
      confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, ${now})`,
      frequency: link.frequency,
      updatedAt: now,
    })
    .where(eq(savedSearches.id, link.id))
    .returning();
  return search ? { status: "confirmed", search } : { status: "wrong" };
}

/**
 * Deletes saved searches never confirmed within SAVED_SEARCH_CONFIRM_DAYS of their last save,
 * with their confirmation mails (cascade). Run with the outbox worker's housekeeping.
 */
export async function purgeUnconfirmedSearches(db: DbOrTx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SAVED_SEARCH_CONFIRM_DAYS * DAY_MS);
  const deleted = await db
    .delete(savedSearches)
    .where(and(isNull(savedSearches.confirmedAt), lt(savedSearches.updatedAt, before)))
    .returning({ id: savedSearches.id });
  return deleted.length;
}

export type ConfirmLinkState =
  | { status: "open"; search: SavedSearch; frequency: AlertFrequency }
  | { status: "wrong" }
  | { status: "expired" };

/**
 * What a confirmation link's page shows before its button is pressed: the search and the
 * frequency the link was mailed for. Reads only (a mail scanner opening the link confirms nothing).
 */
export async function findConfirmLink(
  db: DbOrTx,
  config: SavedSearchConfig,
  token: string,
  now = new Date(),
): Promise<ConfirmLinkState> {
  const link = readConfirmToken(config, token);
  if (!link) return { status: "wrong" };
  if (link.expiresAt <= now) return { status: "expired" };
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, link.id));
  return search ? { status: "open", search, frequency: link.frequency } : { status: "wrong" };
}
