import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/admin", ...m.pages.admin, robots: "noindex,nofollow" }));

export default function AdminPage() {
  const { title, summary } = useMessages().pages.admin;
  return <PlaceholderPage title={title} summary={summary} />;
}
