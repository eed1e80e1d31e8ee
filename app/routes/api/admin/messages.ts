import { ADMIN_API_LIST_CAP, hasListParams, parseListQuery } from "~/domain/admin-console";
import { adminJson, listHeaders } from "~/http/admin-api.server";
import { getOnlyAction } from "~/http/json-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { allContactMessages, listContactMessages } from "~/services/admin-tables.server";
import type { Route } from "./+types/messages";

/**
 * GET /api/admin/messages: contact messages, newest first (at most ADMIN_API_LIST_CAP), or one
 * page of the admin table with `q`, `sort` or `page`. Admin session required.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const params = new URL(request.url).searchParams;
  if (hasListParams(params)) {
    const list = await listContactMessages(context.db, parseListQuery("messages", params));
    return adminJson(list.rows, { headers: listHeaders(list) });
  }
  const all = await allContactMessages(context.db, ADMIN_API_LIST_CAP);
  return adminJson(all.rows, { headers: listHeaders(all) });
}

/** Only GET is served: any other method is a 405 naming it. */
export const action = getOnlyAction;
