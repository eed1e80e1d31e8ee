import { consolePage } from "~/components/layout/console-page";
import { answeredOr } from "~/components/forms/network-failure";
import { data, redirect } from "react-router";
import { MatchBoard } from "~/components/matching/match-board";
import { showToast } from "~/components/toasts";
import { format, getMessages } from "~/domain/i18n";
import { MatchInput, matchesPageHref, parseMatchesPage, refusalOf } from "~/domain/matching";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { redirectWithToast } from "~/http/sessions/toast.server";
import { createMatch } from "~/services/create-match.server";
import { loadMatchBoard } from "~/services/match-board.server";
import type { Route } from "./+types/matches";
import { readFormPostBody } from "~/http/form-post.server";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

/** The console's own frame (components/layout/console-page.ts). */
export const handle = consolePage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/admin/matches",
    ...m.pages.adminMatches,
    robots: "noindex,nofollow",
  }));

/** Briefs and contact details: never kept by a browser or a proxy. */
export function headers(_: Route.HeadersArgs) {
  return { "Cache-Control": "private, no-store" };
}

/** The briefs, 25 a page (`?page=N`), behind the admin login (docs/product.md, P1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const requested = parseMatchesPage(new URL(request.url).searchParams);
  const board = await loadMatchBoard(context.db, { page: requested });
  // A page past the end (briefs were deleted, or a typed URL) goes to the last one.
  if (board.page !== requested) throw redirect(matchesPageHref(board.page));
  return data(
    { admin: { username: admin.username }, board },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Saves a match from a brief's form and redirects back with the outcome as a flashed toast
 * (`POST /api/matches` answers the same for other clients, with its status codes).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const matchingMessages = getMessages().matching;
  const body = await readFormPostBody(request, context, {
    briefId: 1,
    agencyId: 1,
    otherAgencyId: 1,
    page: 1,
    anchor: 1,
  });
  const form = body.kind === "read" ? body.formData : null;
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const page = parseMatchesPage(new URLSearchParams({ page: field("page") ?? "" }));

  // Without JavaScript the page loads again from the top: the form asks to come back to its brief.
  const reply = (ok: boolean, title: string, briefId?: number) => {
    const anchor = briefId && field("anchor") ? `#brief-${briefId}` : "";
    const toast = { type: ok ? ("success" as const) : ("error" as const), title };
    return redirectWithToast(`${matchesPageHref(page)}${anchor}`, toast, context.config);
  };
  const failed = (reason: string) => format(matchingMessages.toasts.failed, { reason });

  // A suggestion's card, else the select that goes with 'Another agency' (components/matching).
  const parsed = MatchInput.safeParse({
    briefId: field("briefId"),
    agencyId: field("agencyId") || field("otherAgencyId"),
  });
  if (!parsed.success) {
    const agencyMissing = parsed.error.issues.some(
      (issue) =>
        issue.path[0] === "agencyId" && issue.message === matchingMessages.toasts.selectAgency,
    );
    const briefIssue = parsed.error.issues.find((issue) => issue.path[0] === "briefId");
    const title = briefIssue
      ? failed(briefIssue.message)
      : agencyMissing
        ? matchingMessages.toasts.selectAgency
        : failed(parsed.error.issues[0]!.message);
    return reply(false, title, Number(field("briefId")) || undefined);
  }

  const { briefId } = parsed.data;
  try {
    const result = await createMatch(context.db, parsed.data, context.config);
    if (result.status === "created") return reply(true, matchingMessages.toasts.created, briefId);
    return reply(false, failed(refusalOf(result.status).error), briefId);
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "creating a match failed");
    return reply(false, failed(matchingMessages.errors.unexpected), briefId);
  }
}

/** A match the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function AdminMatchesPage({ loaderData }: Route.ComponentProps) {
  return <MatchBoard board={loaderData.board} />;
}
