import { data } from "react-router";
import { answeredOr } from "~/components/forms/network-failure";
import { consolePage } from "~/components/layout/console-page";
import { ThreadView } from "~/components/project-room/thread-view";
import { showToast } from "~/components/toasts";
import { parseId } from "~/domain/ids";
import { format } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { threadAction } from "~/http/project-room/thread-actions.server";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { readThread } from "~/services/project-room.server";
import type { Route } from "./+types/thread";

export const handle = consolePage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => {
    const thread = args.loaderData?.thread;
    return {
      title: thread
        ? format(m.projectRoom.thread.titleWith, {
            brief: thread.companyName,
            agency: thread.agencyName,
          })
        : m.notFound.title,
      robots: "noindex,nofollow",
    };
  });

/** A thread for the operator: every message, hidden ones too (marked), and a form as Wakala. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const matchId = parseId(params.matchId);
  const thread =
    matchId &&
    (await readThread(
      context.db,
      matchId,
      { kind: "operator" },
      {
        before: parseId(new URL(request.url).searchParams.get("before")),
      },
    ));
  if (!thread) throw data(null, { status: 404 });
  return data(
    { admin: { username: admin.username }, thread },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const matchId = parseId(params.matchId);
  return threadAction(request, context, matchId, { kind: "operator" }, `/admin/threads/${matchId}`);
}

/** A post the server never answered (the network failed): a toast, and the text kept. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function AdminThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ThreadView
      thread={loaderData.thread}
      side="operator"
      backTo="/admin/threads"
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
    />
  );
}
