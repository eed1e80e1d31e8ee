import { data } from "react-router";
import { answeredOr } from "~/components/forms/network-failure";
import { ThreadView } from "~/components/project-room/thread-view";
import { showToast } from "~/components/toasts";
import { parseId } from "~/domain/ids";
import { format } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { threadAction } from "~/http/project-room/thread-actions.server";
import { redirect } from "~/http/redirect.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { readThread } from "~/services/project-room.server";
import type { Route } from "./+types/thread";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => {
    const thread = args.loaderData?.thread;
    return {
      title: thread
        ? format(m.projectRoom.thread.titleWith, {
            brief: thread.companyName,
            agency: thread.agencyName,
          })
        : m.projectRoom.thread.notFound,
      robots: "noindex,nofollow",
    };
  });

/** An agency's thread with the client of one of its matches; signed out, the dashboard signs in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) throw redirect("/dashboard");
  const matchId = parseId(params.matchId);
  const thread =
    matchId &&
    (await readThread(
      context.db,
      matchId,
      { kind: "agency", agencyId },
      {
        before: parseId(new URL(request.url).searchParams.get("before")),
      },
    ));
  if (!thread) throw data(null, { status: 404 });
  return { thread };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) return redirect("/dashboard");
  const matchId = parseId(params.matchId);
  return threadAction(
    request,
    context,
    matchId,
    { kind: "agency", agencyId },
    `/dashboard/threads/${matchId}`,
  );
}

/** A post the server never answered (the network failed): a toast, and the text kept. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function AgencyThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ThreadView
      thread={loaderData.thread}
      side="agency"
      backTo="/dashboard"
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
    />
  );
}
