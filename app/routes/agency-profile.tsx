// The canonical address is the one visited: /agencies/{slug}.
import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/agency-profile";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ ...m.pages.agencyProfile }));

export default function AgencyProfilePage() {
  const { title, summary } = useMessages().pages.agencyProfile;
  return <PlaceholderPage title={title} summary={summary} />;
}
