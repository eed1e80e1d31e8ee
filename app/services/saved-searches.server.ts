import { and, asc, count, eq, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { savedSearches, savedSearchMatches } from "~/db/schema";
import type { Locale } from "~/domain/i18n";
import { savedSearchMailLimits } from "~/domain/rate-limits";
import {
  ADDRESS_LINK_DAYS,
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  SAVED_SEARCH_CONFIRM_DAYS,
  canonicalFilters,
  savedFiltersKey,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { enqueueEmail } from "~/mail/outbox.server";
import { siteLink } from "~/mail/templates/mail-locale";
import {
  savedSearchAddressEmail,
  savedSearchConfirmationEmail,
} from "~/mail/templates/saved-search-confirmation";
import { consumeRecipientLimits } from "./rate-limit.server";
import {
  addressToken,
  readAddressToken,
  readConfirmToken,
  readManageToken,
} from "./saved-search-links.server";
import { savedSearchQuery } from "./saved-search-query.server";

/**
 * Saved searches (docs/decisions/015-saved-searches.md): saving one with its double opt-in,
 * confirming it, changing, pausing and deleting it through its signed links, and purging the
 * unconfirmed. Matching is a trigger on agencies (migration 0012); alerts are mailed by
 * ./saved-search-alerts.server.ts.
 */

export type SavedSearch = typeof savedSearches.$inferSelect;
type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "sessionSecrets">;

const DAY_MS = 24 * 60 * 60_000;

/** An address as saved searches keep it: trimmed and lower-cased, one owner per mailbox name. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The filter columns of saved filters, with the search text compiled for the trigger. */
function filterColumns(given: SavedFilters) {
  const filters = canonicalFilters(given);
  const query = savedSearchQuery(filters.q);
  return {
    pro: filters.pro,
    services: filters.services,
    locations: filters.locations,
    industries: filters.industries,
    q: filters.q,
    qQuery: query === null ? sql`null` : query,
    filtersKey: savedFiltersKey(filters),
  };
}

/** Where a saved search stands: waiting for its confirmation, on, or paused. */
export type SearchState = "pending" | "active" | "paused";

/** What the saved-search pages show of a search. */
export function searchView(search: SavedSearch) {
  const state: SearchState = !search.confirmedAt
    ? "pending"
    : search.pausedAt
      ? "paused"
      : "active";
  return {
    id: search.id,
    email: search.email,
    filters: filtersOf(search),
    frequency: search.frequency as AlertFrequency,
    state,
    createdAt: search.createdAt.toISOString(),
  };
}

/** The filters a saved search holds, as the directory reads them. */
export function filtersOf(search: SavedSearch): SavedFilters {
  return {
    pro: search.pro,
    services: search.services as SavedFilters["services"],
    locations: search.locations as SavedFilters["locations"],
    industries: search.industries as SavedFilters["industries"],
    q: search.q,
  };
}

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
  config: SiteConfig,
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

/** The link to an address's page of saved searches, in `locale`, and when it stops working. */
function addressLink(config: SiteConfig, email: string, locale: Locale, now: Date) {
  const expiresAt = new Date(now.getTime() + ADDRESS_LINK_DAYS * DAY_MS);
  const site = { name: config.siteName, url: config.siteUrl };
  const url = siteLink(site, locale, `/alerts/address/${addressToken(config, email, expiresAt)}`);
  return { url, expiresAt };
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
  config: SiteConfig,
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

/** The search a manage link names, or null (a wrong link, or a deleted search). */
export async function findManagedSearch(
  db: DbOrTx,
  config: SiteConfig,
  token: string,
): Promise<SavedSearch | null> {
  const id = readManageToken(config, token);
  if (id === null) return null;
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return search ?? null;
}

export type UpdateSearchResult = { status: "updated" } | { status: "duplicate" };

/**
 * New filters and frequency for a search (its manage page). Filters another search of the same
 * address already holds are refused: that one is the search for them. New filters drop what was
 * queued for the old ones and not sent yet (an agency in Dubai is no news to a search now for
 * Sharjah); a new frequency alone keeps the queue.
 */
export async function updateSearch(
  db: Db,
  id: number,
  change: { filters: SavedFilters; frequency: AlertFrequency },
  now = new Date(),
): Promise<UpdateSearchResult> {
  const columns = filterColumns(change.filters);
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  if (!search) return { status: "updated" };
  const [other] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.email, search.email),
        eq(savedSearches.filtersKey, columns.filtersKey),
        ne(savedSearches.id, id),
      ),
    );
  if (other) return { status: "duplicate" };
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(savedSearches)
        .set({ ...columns, frequency: change.frequency, updatedAt: now })
        .where(eq(savedSearches.id, id));
      if (columns.filtersKey !== search.filtersKey) {
        await tx
          .delete(savedSearchMatches)
          .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.sentAt)));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
  return { status: "updated" };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505" || causeCode === "23505";
}

/**
 * Pauses or resumes a search. While paused nothing is queued for it, and what was queued is
 * dropped: resuming starts from the agencies that match after it.
 */
export async function setSearchPaused(
  db: Db,
  id: number,
  paused: boolean,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(savedSearches)
      .set({ pausedAt: paused ? sql`coalesce(${savedSearches.pausedAt}, ${now})` : null })
      .where(eq(savedSearches.id, id));
    if (paused) {
      await tx
        .delete(savedSearchMatches)
        .where(and(eq(savedSearchMatches.savedSearchId, id), isNull(savedSearchMatches.sentAt)));
    }
  });
}

/**
 * Deletes a search (unsubscribe, or delete on its manage page): its queue, its history and its
 * mails go with it (cascade). Returns whether there was one.
 */
export async function deleteSearch(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(eq(savedSearches.id, id))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** Every search of an address, oldest first. */
export function searchesOf(db: DbOrTx, email: string): Promise<SavedSearch[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.email, normalEmail(email)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/**
 * An address's searches as its page shows them: those waiting for confirmation, the newest request
 * first (a stranger's requests cannot hide the owner's latest), and the confirmed ones, oldest first.
 */
export async function searchesOfAddress(db: DbOrTx, email: string) {
  const all = await searchesOf(db, email);
  return {
    pending: all
      .filter((search) => !search.confirmedAt)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id),
    confirmed: all.filter((search) => search.confirmedAt),
  };
}

/** The address a link to its list of searches is for, or why it cannot be used. */
export function readAddressLink(
  config: SiteConfig,
  token: string,
  now = new Date(),
): { status: "open"; email: string } | { status: "wrong" | "expired" } {
  const link = readAddressToken(config, token);
  if (!link) return { status: "wrong" };
  if (link.expiresAt <= now) return { status: "expired" };
  return { status: "open", email: link.email };
}

/**
 * Mails an address the link to its page of saved searches, if it has any. The caller answers
 * the same either way, so the form never tells which addresses have saved searches.
 */
export async function mailAddressLink(
  db: Db,
  config: SiteConfig,
  input: { email: string; locale: Locale },
  now = new Date(),
): Promise<void> {
  const email = normalEmail(input.email);
  await db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.email, email));
    if (held!.n === 0) return;
    // Over the budget the newest saved-search mail in the inbox carries this same link.
    const limit = await consumeRecipientLimits(tx, savedSearchMailLimits, email, now);
    if (!limit.allowed) return;
    const site = { name: config.siteName, url: config.siteUrl };
    const link = addressLink(config, email, input.locale, now);
    await enqueueEmail(tx, {
      to: email,
      about: {},
      secretUntil: link.expiresAt,
      ...savedSearchAddressEmail({ url: link.url }, site, input.locale),
    });
  });
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
  config: SiteConfig,
  token: string,
  now = new Date(),
): Promise<ConfirmLinkState> {
  const link = readConfirmToken(config, token);
  if (!link) return { status: "wrong" };
  if (link.expiresAt <= now) return { status: "expired" };
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, link.id));
  return search ? { status: "open", search, frequency: link.frequency } : { status: "wrong" };
}

/**
 * Deletes searches of one address (its list page): the one given, or all of them. A search of
 * another address is left alone. Returns how many were deleted.
 */
export async function deleteSearchesOf(db: DbOrTx, email: string, id?: number): Promise<number> {
  const ofAddress = eq(savedSearches.email, normalEmail(email));
  const deleted = await db
    .delete(savedSearches)
    .where(id === undefined ? ofAddress : and(ofAddress, eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  return deleted.length;
}
