import { adminJson, allowMethods, idFromPath, notFound } from "~/http/admin-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { findContactMessage } from "~/services/admin-tables.server";
import { deleteContactMessage } from "~/services/deletions.server";
import type { Route } from "./+types/message";

/** GET /api/admin/messages/{id}: one contact message. Admin session required. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const message = await findContactMessage(context.db, idFromPath(params.id));
  if (!message) throw notFound();
  return adminJson(message);
}

/** DELETE /api/admin/messages/{id}: removes the message; `{ success: true }`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  allowMethods(request, ["GET", "DELETE"]);
  await requireAdminApi(request, context);
  const deleted = await deleteContactMessage(context.db, idFromPath(params.id));
  if (!deleted) throw notFound();
  return adminJson({ success: true });
}
