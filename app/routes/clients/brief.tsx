import { data } from "react-router";
import { answeredOr } from "~/components/forms/network-failure";
import { BriefComparison } from "~/components/project-room/brief-comparison";
import { showToast } from "~/components/toasts";
import { format } from "~/domain/i18n";
import { parseId } from "~/domain/ids";
import { roomTexts } from "~/domain/messages/room-texts";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { projectTypes } from "~/domain/value-sets";
import {
  briefDecisionAction,
  loadBriefComparison,
} from "~/http/project-room/decision-actions.server";
import type { Route } from "./+types/brief";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (_, locale) => ({
    title: format(roomTexts(locale).decision.compareTitle, {
      brief: args.loaderData
        ? projectTypes.labelIn(locale, args.loaderData.comparison.projectType)
        : "",
    }),
    robots: "noindex,nofollow",
  }));

/** A client's brief with its proposals side by side (issue 31): theirs only; signed out, sign in. */
export async function loader(args: Route.LoaderArgs) {
  const hireId = parseId(new URL(args.request.url).searchParams.get("hire"));
  return data({ comparison: await loadBriefComparison(args), hireId }, PRIVATE);
}

export async function action(args: Route.ActionArgs) {
  return briefDecisionAction(args);
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

export default function BriefComparisonPage({ loaderData }: Route.ComponentProps) {
  return <BriefComparison comparison={loaderData.comparison} hireId={loaderData.hireId} />;
}
