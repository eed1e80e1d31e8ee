import { ADMIN_API_LIST_CAP, hasListParams, parseListQuery } from "~/domain/admin-console";
import { adminJson, listHeaders } from "~/http/admin-api.server";
import { getOnlyAction } from "~/http/json-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { allAdminAgencies, listAdminAgencies } from "~/services/admin-tables.server";
import type { Route } from "./+types/agencies";

/**
 * GET /api/admin/agencies (docs/product.md#api): every agency, pending and approved, with all its
 * fields, newest first (at most ADMIN_API_LIST_CAP; X-Total-Count says how many there are). With
 * `q`, `sort` or `page` it answers that page of the admin table instead (25 a page, X-Page and
 * X-Page-Count). Admin session required.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const params = new URL(request.url).searchParams;
  if (hasListParams(params)) {
    const list = await listAdminAgencies(context.db, parseListQuery("agencies", params));
    return adminJson(list.rows, { headers: listHeaders(list) });
  }
  const all = await allAdminAgencies(context.db, ADMIN_API_LIST_CAP);
  return adminJson(all.rows, { headers: listHeaders(all) });
}

/** Only GET is served: any other method is a 405 naming it. */
export const action = getOnlyAction;
