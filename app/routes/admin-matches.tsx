import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/admin-matches";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/admin/matches",
    ...m.pages.adminMatches,
    robots: "noindex,nofollow",
  }));

export default function AdminMatchesPage() {
  const { title, summary } = useMessages().pages.adminMatches;
  return <PlaceholderPage title={title} summary={summary} />;
}
