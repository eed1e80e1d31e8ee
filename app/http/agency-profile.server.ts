import { data, type AppLoadContext } from "react-router";
import { redirect } from "~/http/redirect.server";
import type { AgencyReviews } from "~/domain/review-display";
import { listAgencyReviews } from "~/services/agency-reviews.server";
import type { GalleryImage } from "~/domain/agency-images";
import { agencyGallery } from "~/services/agency-image-gallery.server";
import { findAgencyProfile } from "~/services/directory.server";

/**
 * A profile page's loader data: the agency (approved only, unless an operator previews a pending
 * one, then marked `pending`) with, when `reviewsPage` is given, that page of its published
 * reviews, and its portfolio images (decision 016); a 301 to the current slug when an old one was used; or a 404 with the not-found view's
 * data.
 */
export async function loadAgencyProfile(
  db: AppLoadContext["db"],
  slug: string,
  basePath: "/agencies" | "/a",
  { includePending = false, reviewsPage }: { includePending?: boolean; reviewsPage?: number } = {},
) {
  const found = await findAgencyProfile(db, slug, { includePending });
  if (found.status === "moved") {
    throw redirect(`${basePath}/${encodeURIComponent(found.slug)}`, 301);
  }
  if (found.status === "not-found") {
    return data(
      { agency: null, pending: false, reviews: null, gallery: [] as GalleryImage[] },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  const reviews: AgencyReviews | null =
    reviewsPage === undefined ? null : await listAgencyReviews(db, found.agency.id, reviewsPage);
  const gallery = basePath === "/agencies" ? await agencyGallery(db, found.agency.id) : [];
  return data({ agency: found.agency, pending: !found.approved, reviews, gallery });
}
