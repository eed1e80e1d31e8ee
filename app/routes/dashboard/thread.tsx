import { data } from "react-router";
import { answeredOr } from "~/components/forms/network-failure";
import { ThreadView, threadTitle } from "~/components/project-room/thread-view";
import { showToast } from "~/components/toasts";
import { roomTexts } from "~/domain/messages/room-texts";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { loadThreadPage, threadPageAction } from "~/http/project-room/thread-page.server";
import type { Route } from "./+types/thread";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, locale) => ({
    title: threadTitle(roomTexts(locale), args.loaderData?.thread),
    robots: "noindex,nofollow",
  }));

/** An agency's thread with the client of one of its matches; signed out, the dashboard signs in. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadThreadPage("agency", args), PRIVATE);
}

export async function action(args: Route.ActionArgs) {
  return threadPageAction("agency", args);
}

/** A post the server never answered (the network failed): a toast, and the text kept. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

export default function AgencyThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ThreadView
      thread={loaderData.thread}
      side="agency"
      backTo="/dashboard"
      proposal={loaderData.proposal}
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      proposalResult={actionData && "proposal" in actionData ? actionData.proposal : undefined}
      declineResult={actionData && "decline" in actionData ? actionData.decline : undefined}
    />
  );
}
