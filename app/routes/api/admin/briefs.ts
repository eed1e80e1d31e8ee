import { ADMIN_API_LIST_CAP, hasListParams, parseListQuery } from "~/domain/admin-console";
import { adminJson, listHeaders } from "~/http/admin-api.server";
import { getOnlyAction } from "~/http/json-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { allAdminBriefs, listAdminBriefs } from "~/services/admin-tables.server";
import type { Route } from "./+types/briefs";

/**
 * GET /api/admin/briefs (docs/product.md#api): every brief with its match count, newest first (at
 * most ADMIN_API_LIST_CAP; X-Total-Count says how many there are), or one page of the admin table
 * with `q`, `sort` or `page`. Admin session required.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const params = new URL(request.url).searchParams;
  if (hasListParams(params)) {
    const list = await listAdminBriefs(context.db, parseListQuery("briefs", params));
    return adminJson(list.rows, { headers: listHeaders(list) });
  }
  const all = await allAdminBriefs(context.db, ADMIN_API_LIST_CAP);
  return adminJson(all.rows, { headers: listHeaders(all) });
}

/** Only GET is served: any other method is a 405 naming it. */
export const action = getOnlyAction;
