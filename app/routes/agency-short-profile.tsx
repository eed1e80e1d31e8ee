// The short profile at /a/{slug}; its own canonical until the profile issue decides otherwise.
import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/agency-short-profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ ...m.pages.agencyProfile }));

export default function AgencyShortProfilePage() {
  const { title, summary } = useMessages().pages.agencyProfile;
  return <PlaceholderPage title={title} summary={summary} />;
}
