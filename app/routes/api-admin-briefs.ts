import { ADMIN_API_LIST_CAP, hasListParams, parseListQuery } from "~/domain/admin-console";
import { adminJson, allowMethods, listHeaders } from "~/http/admin-api.server";
import { requireAdminApi } from "~/http/admin-session.server";
import { allAdminBriefs, listAdminBriefs } from "~/services/admin-console.server";
import type { Route } from "./+types/api-admin-briefs";

/**
 * GET /api/admin/briefs (spec section 7): every brief with its match count, newest first (at most
 * ADMIN_API_LIST_CAP; X-Total-Count says how many there are), or one page of the admin table
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

export function action({ request }: Route.ActionArgs) {
  allowMethods(request, ["GET"]);
}
