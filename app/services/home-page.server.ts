import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, reviews } from "~/db/schema";
import type { HomePageData, HomeReview } from "~/domain/views/home-page";
import { loadFacets, publicAgencyColumns } from "./directory.server";
import { firstMatchSpeed } from "./match-speed.server";

/** How many agencies the home page features. */
export const FEATURED_AGENCIES = 4;
/** How many verified reviews the home page quotes. */
export const HOME_REVIEWS = 3;

/**
 * The home page's supply and figures: the Pro agencies (featured placement is what Pro pays
 * for; docs/product.md, P14), best rated first, then by name; and the live figures, counted from
 * the directory's counters, the matches and the published reviews.
 */
export async function loadHomePage(db: DbOrTx, now = new Date()): Promise<HomePageData> {
  const [facets, featured, speed, [published], quoted] = await Promise.all([
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
    latestGoodReviews(db),
  ]);
  return {
    featured,
    reviews: quoted,
    figures: {
      agencies: facets.total,
      emirates: facets.locations.length,
      medianHoursToFirstMatch: speed.medianHours,
      reviews: published?.n ?? 0,
    },
  };
}

/**
 * The newest published reviews of 4 or 5 stars of approved agencies: what verified clients said,
 * in place of a testimonial nobody can check. The text is cut to what a quote shows.
 */
async function latestGoodReviews(db: DbOrTx): Promise<HomeReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      overall: reviews.overall,
      title: reviews.title,
      body: sql<string>`left(${reviews.body}, 400)`,
      reviewerName: reviews.reviewerName,
      createdAt: reviews.createdAt,
      slug: agencies.slug,
      agencyName: agencies.agencyName,
      agencyNameAr: agencies.agencyNameAr,
    })
    .from(reviews)
    .innerJoin(agencies, eq(agencies.id, reviews.agencyId))
    .where(and(eq(reviews.status, "approved"), gte(reviews.overall, 4), sql`${agencies.approved}`))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(HOME_REVIEWS);
  return rows.map(({ slug, agencyName, agencyNameAr, ...review }) => ({
    ...review,
    agency: { slug, agencyName, agencyNameAr },
  }));
}
