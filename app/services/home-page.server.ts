import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import type { HomePageData } from "~/domain/views/home-page";
import { loadFacets, publicAgencyColumns } from "./directory.server";
import { firstMatchSpeed } from "./match-speed.server";

/** How many agencies the home page features. */
export const FEATURED_AGENCIES = 4;

/**
 * The home page's supply and figures: the Pro agencies (featured placement is what Pro pays
 * for; DECISIONS ruling 14), best rated first, then by name; and the live figures, counted from
 * the directory's counters, the matches and the published reviews.
 */
export async function loadHomePage(db: DbOrTx, now = new Date()): Promise<HomePageData> {
  const [facets, featured, speed, [published]] = await Promise.all([
    loadFacets(db),
    db
      .select(publicAgencyColumns)
      .from(agencies)
      .where(and(sql`${agencies.approved}`, eq(agencies.isPro, true)))
      .orderBy(
        sql`${agencies.ratingRank} desc nulls last`,
        asc(agencies.agencyName),
        asc(agencies.id),
      )
      .limit(FEATURED_AGENCIES),
    firstMatchSpeed(db, now),
    // rating_count is each agency's approved reviews (kept by a trigger, migration 0011).
    db
      .select({ n: sql<number>`coalesce(sum(${agencies.ratingCount}), 0)::integer` })
      .from(agencies)
      .where(sql`${agencies.approved}`),
  ]);
  return {
    featured,
    figures: {
      agencies: facets.total,
      emirates: facets.locations.length,
      medianHoursToFirstMatch: speed.medianHours,
      reviews: published?.n ?? 0,
    },
  };
}
