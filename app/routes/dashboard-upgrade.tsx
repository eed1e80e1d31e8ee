import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/dashboard-upgrade";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/dashboard/upgrade",
    ...m.pages.dashboardUpgrade,
    robots: "noindex,nofollow",
  }));

export default function DashboardUpgradePage() {
  const { title, summary } = useMessages().pages.dashboardUpgrade;
  return <PlaceholderPage title={title} summary={summary} />;
}
