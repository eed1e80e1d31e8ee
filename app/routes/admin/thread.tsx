import { data } from "react-router";
import { answeredOr } from "~/components/forms/network-failure";
import { consolePage } from "~/components/layout/console-page";
import { ThreadView, threadTitle } from "~/components/project-room/thread-view";
import { showToast } from "~/components/toasts";
import { roomTexts } from "~/domain/messages/room-texts";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { loadThreadPage, threadPageAction } from "~/http/project-room/thread-page.server";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import type { Route } from "./+types/thread";

export const handle = consolePage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, locale) => ({
    title: threadTitle(roomTexts(locale), args.loaderData?.thread),
    robots: "noindex,nofollow",
  }));

/** A thread for the operator: every message, hidden ones too (marked), and a form as Wakala. */
export async function loader(args: Route.LoaderArgs) {
  // The console's header names the operator (components/layout/console-page.ts).
  const admin = await requireAdminPage(args.request, args.context);
  return data(
    {
      admin: { username: admin.username },
      ...(await loadThreadPage("operator", args, { kind: "operator" })),
    },
    PRIVATE,
  );
}

export async function action(args: Route.ActionArgs) {
  return threadPageAction("operator", args);
}

/** A post the server never answered (the network failed): a toast, and the text kept. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

export default function AdminThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ThreadView
      thread={loaderData.thread}
      side="operator"
      backTo="/admin/threads"
      proposal={loaderData.proposal}
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      proposalResult={actionData && "proposal" in actionData ? actionData.proposal : undefined}
    />
  );
}
