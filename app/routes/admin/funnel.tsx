import { data } from "react-router";
import { FunnelView } from "~/components/admin/funnel-view";
import { consolePage } from "~/components/layout/console-page";
import { funnelTexts } from "~/domain/messages/en/funnel";
import { pageMeta } from "~/domain/seo";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { readFunnel } from "~/services/funnel.server";
import type { Route } from "./+types/funnel";

export const handle = consolePage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: funnelTexts.title, robots: "noindex,nofollow" });

/** The operator's funnel (issue 31): matched to hired or closed, per month. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  return data(
    { admin: { username: admin.username }, months: await readFunnel(context.db) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminFunnelPage({ loaderData }: Route.ComponentProps) {
  return <FunnelView months={loaderData.months} />;
}
