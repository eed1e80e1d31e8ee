import { staticPage } from "~/components/layout/page-scripts";
import { AgencyNotFound } from "~/components/directory/agency-not-found";
import { AgencyShortProfileView } from "~/components/directory/agency-short-profile-view";
import { pageMeta } from "~/domain/seo";
import { loadAgencyProfile } from "~/http/agency-profile.server";
import type { Route } from "./+types/agency-short-profile";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = staticPage;

export function loader({ params, context }: Route.LoaderArgs) {
  return loadAgencyProfile(context.db, params.slug, "/a");
}

/** The short profile shares the full profile's content, so that one is canonical. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => {
    const agency = args.loaderData?.agency;
    if (!agency) return { title: m.directory.notFound.title, robots: "noindex,nofollow" };
    return {
      path: `/agencies/${agency.slug}`,
      title: agency.agencyName,
      description: agency.description.slice(0, 160),
    };
  });

export default function AgencyShortProfilePage({ loaderData }: Route.ComponentProps) {
  const { agency } = loaderData;
  return agency ? <AgencyShortProfileView agency={agency} /> : <AgencyNotFound />;
}
