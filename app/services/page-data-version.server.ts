import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pageDataVersion } from "~/db/schema";

/**
 * The data version of the pages every anonymous visitor sees alike: raised by a trigger on every
 * statement that changes `agencies` (migration 0009). Null when the row is missing (a test that
 * emptied every table): then nothing is served from the page cache.
 */
export async function readPageDataVersion(db: Db): Promise<number | null> {
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
