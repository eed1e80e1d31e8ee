import { and, arrayOverlaps, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { agencies } from "~/db/schema";
import type { DirectoryFilters } from "~/domain/directory";
import { facetBit, facetMask } from "~/domain/directory-facets";
import { namesPlaceOrService, plainSearchWords, searchTerms } from "~/domain/directory-search";

/**
 * Which agencies the directory lists for a query, as SQL: its pages, its counts
 * (directory-counts.server.ts), GET /api/agencies and the saved searches' tests share it.
 */

/** The same predicate as the directory indexes' `WHERE approved`, so the planner uses them. */
export const isApproved = sql`${agencies.approved}`;
/** Agencies carrying any of the bits of `mask` (agencies.facet_bits, domain/directory-facets.ts). */
export const hasAnyBit = (mask: number) => sql`(${agencies.facetBits} & ${mask}::bigint) <> 0`;

/**
 * AND across groups, OR within a group (docs/product.md#directory-order-and-filters), approved
 * agencies only. The groups compare facet_bits, which the directory indexes carry, so a walk in
 * the directory's order filters without reading rows (deep pages of any filter included).
 */
export function directoryConditions(filters: DirectoryFilters): SQL {
  const where: SQL[] = [isApproved];
  // Pro leads agencies_directory_idx (a range of it); in the rating order it is a bit, so the
  // walk of agencies_rating_idx reads no rows (52 ms to 4 ms for a rare combination at 100,000).
  if (filters.pro)
    where.push(filters.sort === "rating" ? hasAnyBit(facetBit("pro")) : eq(agencies.isPro, true));
  for (const group of ["services", "locations", "industries"] as const) {
    const mask = facetMask(filters, group);
    if (mask !== undefined) where.push(hasAnyBit(mask));
  }
  where.push(...searchConditions(filters.q));
  return and(...where)!;
}

/**
 * The search text's conditions: none without a text, nor for words that are all English stop
 * words ("in the"), so such a text lists, and counts, as no text does.
 */
export function searchConditions(q: string): SQL[] {
  const where: SQL[] = [];
  const terms = searchTerms(q);
  // Plain words make one tsquery: one probe of the GIN index, as before names were recognised.
  // Stop words are left out (plainSearchWords): alone, to_tsquery would make an empty query of
  // them, which no agency matches ("seo services in dubai" listed nothing).
  const words = plainSearchWords(terms);
  if (words.length > 0) where.push(textMatches(words));
  for (const term of terms.filter(namesPlaceOrService)) {
    // Each arm has its index (agencies_location_idx, agencies_services_gin, agencies_search_gin),
    // so PostgreSQL can OR three bitmaps; the text arm keeps what the words alone used to find.
    const arms = [
      term.emirates.length > 0 ? inArray(agencies.location, term.emirates) : undefined,
      term.services.length > 0 ? arrayOverlaps(agencies.services, term.services) : undefined,
      textMatches(term.words),
    ];
    where.push(or(...arms)!);
  }
  return where;
}

/**
 * Agencies whose search column (texts in both languages, folded by `arabic_fold`) has a word
 * starting with each of `words` ("digi mark" finds "Digital Marketing"). The words are folded
 * the same way by searchTerms, and hold only letters, marks and digits, so never tsquery syntax.
 */
function textMatches(words: string[]): SQL {
  const query = words.map((w) => `${w}:*`).join(" & ");
  return sql`${agencies.searchVector} @@ to_tsquery('english', ${query})`;
}
