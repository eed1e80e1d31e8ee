import { sharedPage } from "~/components/layout/page-scripts";
import { AgencyNotFound } from "~/components/directory/agency-not-found";
import { AgencyShortProfileView } from "~/components/directory/agency-short-profile-view";
import { agencyTextIn } from "~/domain/agency-display";
import { pageMeta } from "~/domain/seo";
import { loadAgencyProfile } from "~/http/agency-profile.server";
import type { Route } from "./+types/agency-short-profile";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export function loader({ params, context }: Route.LoaderArgs) {
  return loadAgencyProfile(context.db, params.slug, "/a");
}

/**
 * The short profile shares the full profile's content, so that one is canonical. Its name and
 * description are the page's locale's (agencyTextIn).
 */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m, locale) => {
    const agency = args.loaderData?.agency;
    if (!agency) return { title: m.directory.notFound.title, robots: "noindex,nofollow" };
    const { name, description } = agencyTextIn(locale, agency);
    return {
      path: `/agencies/${encodeURIComponent(agency.slug)}`,
      title: name,
      description: Array.from(description).slice(0, 160).join(""),
    };
  });

export default function AgencyShortProfilePage({ loaderData }: Route.ComponentProps) {
  const { agency } = loaderData;
  return agency ? <AgencyShortProfileView agency={agency} /> : <AgencyNotFound />;
}
