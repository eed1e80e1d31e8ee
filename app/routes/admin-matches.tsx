import { data, redirect } from "react-router";
import { MatchBoard } from "~/components/matching/match-board";
import type { MatchFormReply } from "~/components/matching/match-form";
import { format, getMessages } from "~/domain/i18n";
import { MatchInput, matchesPageHref, parseMatchesPage, refusalOf } from "~/domain/matching";
import { pageMeta } from "~/domain/seo";
import { requireAdminPage } from "~/http/admin-session.server";
import { createMatch, loadMatchBoard } from "~/services/matching.server";
import { redirectWithToast } from "~/services/toast.server";
import type { Route } from "./+types/admin-matches";
import { readFormBody } from "~/http/request-body.server";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

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

/** The briefs, 25 a page (`?page=N`), behind the admin login (DECISIONS.md item 1). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const requested = parseMatchesPage(new URL(request.url).searchParams);
  const board = await loadMatchBoard(context.db, { page: requested });
  // A page past the end (briefs were deleted, or a typed URL) goes to the last one.
  if (board.page !== requested) throw redirect(matchesPageHref(board.page));
  return data(
    { username: admin.username, board },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/**
 * Saves a match from a brief's form. With JavaScript (the form's fetcher adds `js=1`) it answers
 * the toast as data, with the status of POST /api/matches (201, 400, 404, 409); without, it
 * redirects back to the brief with the toast flashed in a cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const t = getMessages().matching;
  const body = await readFormBody(request, { briefId: 1, agencyId: 1, js: 1, page: 1 });
  const form = body.ok ? body.formData : null;
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const viaScript = field("js") === "1";
  const page = parseMatchesPage(new URLSearchParams({ page: field("page") ?? "" }));

  const reply = async (
    status: number,
    ok: boolean,
    title: string,
    briefId?: number,
  ): Promise<Response | ReturnType<typeof data<MatchFormReply>>> => {
    const toast = { type: ok ? ("success" as const) : ("error" as const), title };
    if (viaScript) return data({ ok, toast: { id: crypto.randomUUID(), ...toast } }, { status });
    const back = `${matchesPageHref(page)}${briefId ? `#brief-${briefId}` : ""}`;
    return redirectWithToast(back, toast, context.config);
  };
  const failed = (reason: string) => format(t.toasts.failed, { reason });

  const parsed = MatchInput.safeParse({ briefId: field("briefId"), agencyId: field("agencyId") });
  if (!parsed.success) {
    const agencyMissing = parsed.error.issues.some(
      (issue) => issue.path[0] === "agencyId" && issue.message === t.toasts.selectAgency,
    );
    const briefIssue = parsed.error.issues.find((issue) => issue.path[0] === "briefId");
    const title = briefIssue
      ? failed(briefIssue.message)
      : agencyMissing
        ? t.toasts.selectAgency
        : failed(parsed.error.issues[0]!.message);
    return reply(400, false, title, Number(field("briefId")) || undefined);
  }

  const { briefId } = parsed.data;
  try {
    const result = await createMatch(context.db, parsed.data, context.config);
    if (result.status === "created") return reply(201, true, t.toasts.created, briefId);
    const { status, error } = refusalOf(result.status);
    return reply(status, false, failed(error), briefId);
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "creating a match failed");
    return reply(500, false, failed(t.errors.unexpected), briefId);
  }
}

export default function AdminMatchesPage({ loaderData }: Route.ComponentProps) {
  return <MatchBoard board={loaderData.board} username={loaderData.username} />;
}
