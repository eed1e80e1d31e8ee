import { data, type AppLoadContext } from "react-router";
import { redirect } from "~/http/redirect.server";
import { findAgencyProfile } from "~/services/directory.server";

/**
 * A profile page's loader data: the agency (approved only, unless an operator previews a pending
 * one, then marked `pending`), a 301 to the current slug when an old one was used, or a 404 with
 * the not-found view's data.
 */
export async function loadAgencyProfile(
  db: AppLoadContext["db"],
  slug: string,
  basePath: "/agencies" | "/a",
  { includePending = false } = {},
) {
  const found = await findAgencyProfile(db, slug, { includePending });
  if (found.status === "moved") {
    throw redirect(`${basePath}/${encodeURIComponent(found.slug)}`, 301);
  }
  if (found.status === "not-found") {
    return data(
      { agency: null, pending: false },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return data({ agency: found.agency, pending: !found.approved });
}
