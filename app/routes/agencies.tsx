import { useMessages } from "~/components/i18n";
import { PlaceholderPage } from "~/components/placeholder-page";
import { pageMeta } from "~/domain/seo";
import type { Route } from "./+types/agencies";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ path: "/agencies", ...m.pages.agencies }));

export default function AgenciesPage() {
  const { title, summary } = useMessages().pages.agencies;
  return <PlaceholderPage title={title} summary={summary} />;
}
