import { answeredOr } from "~/components/forms/network-failure";
import { data } from "react-router";
import { BriefDetail } from "~/components/admin/brief-detail";
import { consolePage } from "~/components/layout/console-page";
import { showToast } from "~/components/toasts";
import { parseId } from "~/domain/admin-console";
import { format, getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { noAnswerToast } from "~/domain/toast";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { redirectWithToast } from "~/http/sessions/toast.server";
import { findAdminBrief } from "~/services/admin-tables.server";
import { deleteBrief } from "~/services/deletions.server";
import type { Route } from "./+types/admin-brief";
import { adminConsoleFormFields } from "~/domain/admin-console";
import { readFormBody } from "~/http/request-body.server";

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
  return { admin: { username: admin.username }, brief };
}

/** Deletes the brief with its matches (after 'Confirm delete'), then back to the briefs. */
export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdminPage(request, context);
  const deleteMessages = getMessages().adminConsole.delete;
  const body = await readFormBody(request, adminConsoleFormFields);
  const id = parseId(params.id);
  const deleted =
    body.ok && body.formData.get("intent") === "delete-brief" && id
      ? await deleteBrief(context.db, id)
      : undefined;
  const toast = deleted
    ? {
        type: "success" as const,
        title: deleteMessages.briefDeleted,
        description: format(deleteMessages.deletedBody, { name: deleted.name }),
      }
    : { type: "error" as const, title: deleteMessages.notFound };
  return redirectWithToast("/admin?tab=briefs", toast, context.config);
}

/** A delete the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
}

export default function AdminBriefPage({ loaderData }: Route.ComponentProps) {
  return <BriefDetail brief={loaderData.brief} />;
}
