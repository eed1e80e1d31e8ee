import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { savedSearches, savedSearchMatches } from "~/db/schema";
import type { AlertFrequency, SavedFilters } from "~/domain/saved-searches";
import { readManageToken } from "./saved-search-links.server";
import {
  filterColumns,
  normalEmail,
  type SavedSearch,
  type SavedSearchConfig,
} from "./saved-search-rows.server";

/**
 * Listing an address's saved searches and changing, pausing and deleting them through their
 * signed links (docs/decisions/015-saved-searches.md).
 */

/** The search a manage link names, or null (a wrong link, or a deleted search). */
export async function findManagedSearch(
  db: DbOrTx,
  config: SavedSearchConfig,
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
