import { sharedPage } from "~/components/layout/page-scripts";
import { data } from "react-router";
import { directoryErrorTexts, DirectoryRouteError } from "~/components/directory/directory-states";
import { DirectoryView } from "~/components/directory/directory-view";
import { useLocale, useMessages } from "~/components/i18n";
import {
  directoryPageHref,
  emirateFromSlug,
  filtersOfLanding,
  landingPath,
  parseDirectoryQuery,
  serviceFromSlug,
  type Landing,
} from "~/domain/directory";
import { directoryHeading } from "~/domain/directory-heading";
import { format, type Locale } from "~/domain/i18n";
import type { Messages } from "~/domain/messages/en";
import { emirates, services } from "~/domain/value-sets";
import { errorPageMeta, pageMeta } from "~/domain/seo";
import { loadDirectoryPage } from "~/http/directory-page.server";
import type { Route } from "./+types/agencies-landing";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

/**
 * Landing pages for search engines: /agencies/in/{emirate}, /agencies/for/{service} and
 * /agencies/in/{emirate}/for/{service}, each the directory with that filter and its own title.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const landing = landingOf(params);
  if (!landing) throw data("Not Found", { status: 404 });
  const { page, filters: asked } = parseDirectoryQuery(new URL(request.url).searchParams);
  // The landing page's filters are its path's; only the order and the page come from the query.
  const filters = filtersOfLanding(landing, asked.sort);
  const result = await loadDirectoryPage(context.db, { filters, page }, (p) =>
    directoryPageHref(filters, p, landing),
  );
  return { ...result, landing };
}

function landingOf(params: { emirate?: string; service?: string }): Landing | undefined {
  const location = params.emirate === undefined ? undefined : emirateFromSlug(params.emirate);
  const service = params.service === undefined ? undefined : serviceFromSlug(params.service);
  if (params.emirate !== undefined && !location) return undefined;
  if (params.service !== undefined && !service) return undefined;
  return location || service ? { location, service } : undefined;
}

/**
 * The landing page's title, by the rule of every filtered directory's heading (directoryHeading),
 * and its description, naming its emirate and service in the page's locale.
 */
function landingTexts(messages: Messages, locale: Locale, landing: Landing) {
  const { location, service } = landing;
  const landingMessages = messages.directory.landing;
  const values = {
    location: location ? emirates.labelIn(locale, location) : "",
    service: service ? services.labelIn(locale, service) : "",
  };
  const description =
    location && service
      ? landingMessages.descriptionInFor
      : location
        ? landingMessages.descriptionIn
        : landingMessages.descriptionFor;
  const title = directoryHeading(filtersOfLanding(landing), messages.directory.heading, locale);
  return {
    title: title ?? messages.directory.page.title,
    description: format(description, values),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorPageMeta(args, (messages) => directoryErrorTexts(messages, args.error))
    : pageMeta(args, (m, locale) => {
        const landing = args.loaderData?.landing;
        return landing ? { ...landingTexts(m, locale, landing), path: landingPath(landing) } : {};
      });

export default function AgenciesLandingPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const { title, description } = landingTexts(messages, useLocale(), loaderData.landing);
  return <DirectoryView data={loaderData} title={title} intro={description} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DirectoryRouteError error={error} />;
}
