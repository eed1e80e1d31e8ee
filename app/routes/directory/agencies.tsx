import { sharedPage } from "~/components/layout/page-scripts";
import { directoryErrorTexts, DirectoryRouteError } from "~/components/directory/directory-states";
import { DirectoryView } from "~/components/directory/directory-view";
import { useMessages } from "~/components/i18n";
import {
  directoryPageHref,
  landingFor,
  landingPath,
  parseDirectoryQuery,
} from "~/domain/directory";
import { directoryHeading } from "~/domain/directory-heading";
import { errorPageMeta, pageMeta } from "~/domain/seo";
import { loadDirectoryPage } from "~/http/directory-page.server";
import type { Route } from "./+types/agencies";

/** Plain HTML: nothing on this page needs React in the browser (page-scripts.ts). */
export const handle = sharedPage;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseDirectoryQuery(new URL(request.url).searchParams);
  return loadDirectoryPage(context.db, query, (page) => directoryPageHref(query.filters, page));
}

/**
 * A filter set that a landing page shows names that page as canonical; search results are
 * not indexed (endless combinations), but their links are followed.
 */
export const meta: Route.MetaFunction = (args) =>
  args.error
    ? errorPageMeta(args, (messages) => directoryErrorTexts(messages, args.error))
    : pageMeta(args, (m, locale) => {
        const filters = args.loaderData?.filters;
        const landing = filters && landingFor(filters);
        const heading = filters && directoryHeading(filters, m.directory.heading, locale);
        return {
          ...m.pages.agencies,
          ...(heading ? { title: heading } : {}),
          path: landing ? landingPath(landing) : "/agencies",
          robots: filters?.q ? "noindex,follow" : "index,follow",
        };
      });

export default function AgenciesPage({ loaderData }: Route.ComponentProps) {
  const pageMessages = useMessages().directory.page;
  return <DirectoryView data={loaderData} title={pageMessages.title} intro={pageMessages.intro} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DirectoryRouteError error={error} />;
}
