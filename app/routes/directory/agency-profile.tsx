import { sharedPage } from "~/components/layout/page-scripts";
import { AgencyNotFound } from "~/components/directory/agency-not-found";
import { AgencyProfileView } from "~/components/directory/agency-profile-view";
import { useLocale, useSite } from "~/components/i18n";
import {
  agencyTextIn,
  experienceLabel,
  jsonForScript,
  labelList,
  locationLabel,
  organizationJsonLd,
} from "~/domain/agency-display";
import { format } from "~/domain/i18n";
import { parseReviewsPage, reviewsJsonLd } from "~/domain/review-display";
import { pageMeta } from "~/domain/seo";
import { industries, services } from "~/domain/value-sets";
import { getAdmin } from "~/http/sessions/admin-session.server";
import { loadAgencyProfile } from "~/http/agency-profile.server";
import type { Route } from "./+types/agency-profile";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

/**
 * Approved agencies for everyone; a signed-in operator may preview a pending listing. The page of
 * reviews is `?reviews=N` (1 when missing or not a number, the last when past it).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await getAdmin(request, context);
  return loadAgencyProfile(context.db, params.slug, "/agencies", {
    includePending: Boolean(admin),
    reviewsPage: parseReviewsPage(new URL(request.url).searchParams),
  });
}

/** Title, description and keywords in the page's locale: the agency's name in it, the labels. */
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m, locale) => {
    const agency = args.loaderData?.agency;
    if (!agency) return { title: m.directory.notFound.title, robots: "noindex,nofollow" };
    const profileMessages = m.directory.profile;
    const { name } = agencyTextIn(locale, agency);
    const location = locationLabel(locale, agency.location);
    return {
      path: `/agencies/${encodeURIComponent(agency.slug)}`,
      // An operator's preview of a listing not yet approved must stay out of search results.
      robots: args.loaderData.pending ? "noindex,nofollow" : "index,follow",
      title: name,
      description: format(profileMessages.metaDescription, {
        name,
        experience: experienceLabel(agency.experience, locale) ?? "",
        location,
        services: labelList(locale, services, agency.services),
        industries:
          labelList(locale, industries, agency.industries) || profileMessages.industriesFallback,
      }),
      keywords: [
        ...agency.services.map((service) => services.labelIn(locale, service)),
        location,
        profileMessages.keyword,
      ].join(", "),
      image: agency.logoUrl && /^https?:/i.test(agency.logoUrl) ? agency.logoUrl : undefined,
    };
  });

export default function AgencyProfilePage({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSite()?.url ?? "";
  const locale = useLocale();
  const { agency, pending, reviews, gallery } = loaderData;
  if (!agency) return <AgencyNotFound />;
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonForScript({
            ...organizationJsonLd(agency, siteUrl, locale),
            ...(reviews ? reviewsJsonLd(reviews, locale) : {}),
          }),
        }}
      />
      <AgencyProfileView agency={agency} pending={pending} reviews={reviews} gallery={gallery} />
    </>
  );
}
