import { briefQualificationSchema } from "~/domain/admin-console";
import { adminJson, allowMethods, idFromPath, notFound } from "~/http/admin-api.server";
import { readJsonBody } from "~/http/json-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { findAdminBrief } from "~/services/admin-tables.server";
import { deleteBrief } from "~/services/deletions.server";
import { qualifyBrief } from "~/services/qualify-brief.server";
import type { Route } from "./+types/brief";

const METHODS = ["GET", "PATCH", "DELETE"];

/** GET /api/admin/briefs/{id}: the brief with every field and its matched agencies. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const brief = await findAdminBrief(context.db, idFromPath(params.id));
  if (!brief) throw notFound();
  return adminJson(brief);
}

/**
 * PATCH /api/admin/briefs/{id} with `{ qualified: true }` qualifies the brief: its lead alerts go
 * to the fitting Pro agencies, once however often it is sent (docs/product.md, P13); it
 * answers the brief. DELETE removes the brief with its matches and answers `{ success: true }`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  allowMethods(request, METHODS);
  await requireAdminApi(request, context);
  const id = idFromPath(params.id);
  if (request.method === "PATCH") {
    await readJsonBody(request, briefQualificationSchema, { method: "PATCH" });
    const result = await qualifyBrief(context.db, id, context.config);
    const brief = result.status === "not-found" ? undefined : await findAdminBrief(context.db, id);
    if (!brief) throw notFound();
    return adminJson(brief);
  }
  const deleted = await deleteBrief(context.db, id);
  if (!deleted) throw notFound();
  return adminJson({ success: true });
}
