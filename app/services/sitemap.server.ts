import type { DbOrTx } from "~/db/client.server";
import { landingPath, type Landing } from "~/domain/directory";
import { SITEMAP_MAX_PAGES } from "~/domain/sitemap";
import { emirates, services } from "~/domain/value-sets";
import { approvedSlugs, loadFacets, locationServicePairs } from "./directory.server";

/**
 * The public pages that exist for everyone (docs/product.md#routes-and-screens); private and
 * thank-you pages stay out.
 */
export const STATIC_PAGES = [
  "/",
  "/agencies",
  "/submit",
  "/list",
  "/pricing",
  "/how-it-works",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
];

/** Landing pages that have at least one approved agency: emirates, services, and their pairs. */
export async function landingPaths(db: DbOrTx): Promise<string[]> {
  const facets = await loadFacets(db);
  const landings: Landing[] = [
    ...facets.locations
      .filter((o) => emirates.is(o.value))
      .map((o) => ({ location: o.value as Landing["location"] })),
    ...facets.services
      .filter((o) => services.is(o.value))
      .map((o) => ({ service: o.value as Landing["service"] })),
  ];
  for (const pair of await locationServicePairs(db)) {
    if (emirates.is(pair.location) && services.is(pair.service)) {
      landings.push({ location: pair.location, service: pair.service });
    }
  }
  return landings.map(landingPath).sort();
}

/** How the sitemap is laid out: one file, or an index of files of up to 50,000 URLs. */
export async function sitemapPlan(db: DbOrTx, perFile = SITEMAP_MAX_PAGES) {
  const facets = await loadFacets(db);
  const pages = [...STATIC_PAGES, ...(await landingPaths(db))];
  const profileFiles = Math.ceil(facets.total / perFile);
  return {
    pages,
    profiles: facets.total,
    profileFiles,
    single: pages.length + facets.total <= perFile,
  };
}

/** The profile paths of the n-th profile file (1-based), slugs percent-encoded (Arabic ones). */
export async function profilePaths(db: DbOrTx, file: number, perFile = SITEMAP_MAX_PAGES) {
  const slugs = await approvedSlugs(db, { offset: (file - 1) * perFile, limit: perFile });
  return slugs.map((slug) => `/agencies/${encodeURIComponent(slug)}`);
}
