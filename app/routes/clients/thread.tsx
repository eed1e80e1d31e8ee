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
import { getClientEmail } from "~/http/sessions/client-session.server";
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

/** A client's thread with one matched agency: theirs only; signed out, "My briefs" signs in. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const email = await getClientEmail(request, context);
  if (!email) throw redirect("/my-briefs");
  const matchId = parseId(params.matchId);
  const thread =
    matchId &&
    (await readThread(
      context.db,
      matchId,
      { kind: "client", email },
      {
        before: parseId(new URL(request.url).searchParams.get("before")),
      },
    ));
  if (!thread) throw data(null, { status: 404 });
  return { thread };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const email = await getClientEmail(request, context);
  if (!email) return redirect("/my-briefs");
  const matchId = parseId(params.matchId);
  return threadAction(
    request,
    context,
    matchId,
    { kind: "client", email },
    `/my-briefs/threads/${matchId}`,
  );
}

/** A post the server never answered (the network failed): a toast, and the text kept. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function ClientThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ThreadView
      thread={loaderData.thread}
      side="client"
      backTo="/my-briefs"
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
    />
  );
}
