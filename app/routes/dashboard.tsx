import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/dashboard", ...m.pages.dashboard, robots: "noindex,nofollow" }));

export default function DashboardPage() {
  const { title, summary } = useMessages().pages.dashboard;
  return <PlaceholderPage title={title} summary={summary} />;
}
