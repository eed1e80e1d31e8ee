import { answeredOr } from "~/components/forms/network-failure";
import { data } from "react-router";
import { BriefDetail } from "~/components/admin/brief-detail";
import { useMessages } from "~/components/i18n";
import { OperatorThreadTable } from "~/components/project-room/operator-threads";
import { listOperatorThreads } from "~/services/project-room.server";
import { consolePage } from "~/components/layout/console-page";
import { showToast } from "~/components/toasts";
import { parseId } from "~/domain/ids";
import { format, getMessages, pluralText } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import type { ToastInput } from "~/domain/toast";
import { redirectWithToast } from "~/http/sessions/toast.server";
import { findAdminBrief } from "~/services/admin-tables.server";
import { deleteBrief } from "~/services/deletions.server";
import { qualifyBrief } from "~/services/qualify-brief.server";
import type { Route } from "./+types/brief";
import { adminConsoleFormFields } from "~/domain/admin-console";
import { readFormPostBody } from "~/http/form-post.server";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => {
    const brief = args.loaderData?.brief;
    return {
      title: brief
        ? format(m.adminConsole.brief.title, { id: brief.id, company: brief.companyName })
        : m.notFound.title,
      robots: "noindex,nofollow",
    };
  });

export const handle = consolePage;

/** /admin/briefs/{id}: the full brief for the operator; the login first without a session. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const id = parseId(params.id);
  const brief = id ? await findAdminBrief(context.db, id) : undefined;
  if (!brief) throw data(null, { status: 404 });
  const now = new Date();
  return {
    admin: { username: admin.username },
    brief,
    threads: await listOperatorThreads(context.db, { briefId: brief.id, now }),
    now: now.toISOString(),
  };
}

/**
 * The brief page's two controls, by `intent`: 'Qualify' (its lead alerts go to the fitting Pro
 * agencies, once) and the delete (after 'Confirm delete'). Each answers with a redirect and a
 * flashed toast.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const body = await readFormPostBody(request, context, adminConsoleFormFields);
  const id = parseId(params.id);
  const intent = body.kind === "read" ? body.formData.get("intent") : null;
  if (id && intent === "qualify-brief") return qualified(id, context);
  const deleteMessages = getMessages().adminConsole.delete;
  const deleted = id && intent === "delete-brief" ? await deleteBrief(context.db, id) : undefined;
  const toast = deleted
    ? {
        type: "success" as const,
        title: deleteMessages.briefDeleted,
        description: format(deleteMessages.deletedBody, { name: deleted.name }),
      }
    : { type: "error" as const, title: deleteMessages.notFound };
  return redirectWithToast("/admin?tab=briefs", toast, context.config);
}

/** Qualifies the brief and says what it did: alerts queued, nothing (done before), or gone. */
async function qualified(id: number, { db, config }: Route.ActionArgs["context"]) {
  const qualifyMessages = getMessages().adminConsole.brief.qualify;
  const result = await qualifyBrief(db, id, config);
  if (result.status === "not-found") {
    return redirectWithToast(
      "/admin?tab=briefs",
      { type: "error", title: getMessages().adminConsole.delete.notFound },
      config,
    );
  }
  const toast: ToastInput =
    result.status === "qualified"
      ? {
          type: "success",
          title: qualifyMessages.done,
          description:
            result.alerts === 0
              ? qualifyMessages.noAlerts
              : pluralText(qualifyMessages.alertsSent, result.alerts, "en"),
        }
      : { type: "info", title: qualifyMessages.already };
  return redirectWithToast(`/admin/briefs/${id}`, toast, config);
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function AdminBriefPage({ loaderData }: Route.ComponentProps) {
  const threadsTitle = useMessages().adminConsole.threads.threadsOfBrief;
  return (
    <>
      <BriefDetail brief={loaderData.brief} />
      <section
        aria-labelledby="brief-threads"
        className="mx-auto max-w-4xl px-4 pb-10 sm:px-6 lg:px-8"
      >
        <h2 id="brief-threads" className="mb-3 text-lg font-semibold text-slate-900">
          {threadsTitle}
        </h2>
        <OperatorThreadTable threads={loaderData.threads} now={new Date(loaderData.now)} />
      </section>
    </>
  );
}
