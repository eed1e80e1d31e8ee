import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, pageDataVersion } from "~/db/schema";
import { pathWithoutLocale } from "~/domain/i18n";

/**
 * The data version of the pages every anonymous visitor sees alike, profiles aside: raised by
 * triggers when a change the public can see is made (migration 0017). Null when the row is
 * missing (a test that emptied every table): then nothing is served from the page cache.
 */
export async function readPageDataVersion(db: DbOrTx): Promise<number | null> {
  const rows = await db
    .select({ version: pageDataVersion.version })
    .from(pageDataVersion)
    .where(eq(pageDataVersion.id, 1));
  return rows[0]?.version ?? null;
}

/**
 * Reads the version at most once at a time for any number of waiting requests, and never answers
 * a request with a read that began before it arrived: a read started earlier may not see a change
 * committed just before the request (an approval in another process), so a request that finds a
 * read under way waits for the next one. Under load this is one query per read's duration,
 * whatever the request rate.
 */
export function freshVersionReader<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      if (current === reading) current = undefined;
    });
    current = reading;
    return reading;
  };
  return () => {
    if (!current) return start();
    // A read is under way: join the one queued after it (started when this one settles).
    next ??= current
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/** The slug of a profile page's path (/agencies/{slug}, /a/{slug}, in either locale). */
export function profileSlugOf(path: string): string | undefined {
  const match = /^\/(?:agencies|a)\/([^/]+)\/?$/.exec(pathWithoutLocale(path));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * The version of an approved agency's profile (agencies.page_version, raised when anything its
 * profile shows changes), or null for a slug of no approved agency.
 */
export async function readProfileVersion(db: Db, slug: string): Promise<number | null> {
  const rows = await db
    .select({ version: agencies.pageVersion })
    .from(agencies)
    .where(and(eq(agencies.slug, slug), eq(agencies.approved, true)))
    .limit(1);
  return rows[0]?.version ?? null;
}

/**
 * The page cache's version of a request's page: a profile's own version (so an agency's edit
 * leaves the other agencies' profiles kept), else the shared version, read by freshVersionReader.
 * Each profile request reads its row (one index probe), fresh by construction.
 */
export function pageVersionReader(db: Db): (req: { path: string }) => Promise<string | null> {
  const shared = freshVersionReader(() => readPageDataVersion(db));
  return async ({ path }) => {
    const slug = profileSlugOf(path);
    if (slug === undefined) {
      const version = await shared();
      return version === null ? null : `shared:${version}`;
    }
    // No approved agency: its page is a 404 or a redirect, never kept; compared all the same.
    return `profile:${(await readProfileVersion(db, slug)) ?? "none"}`;
  };
}
