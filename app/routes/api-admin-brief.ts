import { adminJson, allowMethods, idFromPath, notFound } from "~/http/admin-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { findAdminBrief } from "~/services/admin-tables.server";
import { deleteBrief } from "~/services/deletions.server";
import type { Route } from "./+types/api-admin-brief";

/** GET /api/admin/briefs/{id}: the brief with every field and its matched agencies. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const brief = await findAdminBrief(context.db, idFromPath(params.id));
  if (!brief) throw notFound();
  return adminJson(brief);
}

/** DELETE /api/admin/briefs/{id}: removes the brief with its matches; `{ success: true }`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  allowMethods(request, ["GET", "DELETE"]);
  await requireAdminApi(request, context);
  const deleted = await deleteBrief(context.db, idFromPath(params.id));
  if (!deleted) throw notFound();
  return adminJson({ success: true });
}
