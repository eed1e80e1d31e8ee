import { data } from "react-router";
import { useMessages } from "~/components/i18n";
import { consolePage } from "~/components/layout/console-page";
import { OperatorThreadTable } from "~/components/project-room/operator-threads";
import { format } from "~/domain/i18n";
import { AGENCY_ANSWER_HOURS } from "~/domain/project-room";
import { pageMeta } from "~/domain/seo";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { listOperatorThreads } from "~/services/project-room.server";
import type { Route } from "./+types/threads";

export const handle = consolePage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({ title: m.adminConsole.threads.title, robots: "noindex,nofollow" }));

/** Every thread of the project room, those waiting for the agency first (decision 018). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const now = new Date();
  return data(
    {
      admin: { username: admin.username },
      threads: await listOperatorThreads(context.db, { now }),
      now: now.toISOString(),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminThreadsPage({ loaderData }: Route.ComponentProps) {
  const texts = useMessages().adminConsole.threads;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        {format(texts.intro, { hours: AGENCY_ANSWER_HOURS })}
      </p>
      <OperatorThreadTable threads={loaderData.threads} now={new Date(loaderData.now)} />
    </div>
  );
}
