import { parseId } from "~/domain/ids";
import { getMessages } from "~/domain/i18n";
import { apiError } from "./json-api.server";

export { allowMethods } from "./json-api.server";

/**
 * Pieces every /api/admin/* route shares: the methods it serves (405 with Allow otherwise), the
 * id of its path (404 for anything that is not a database id, so a bad id never reaches a
 * query), and a JSON answer that no cache keeps.
 */
export function idFromPath(value: string | undefined): number {
  const id = parseId(value);
  if (id === undefined) throw notFound();
  return id;
}

export function notFound(): Response {
  return apiError(404, getMessages().adminConsole.api.notFound);
}

export function adminJson(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { ...init, headers });
}

/**
 * A page of a list as headers, so the body stays the plain array the spec's API returns.
 */
export function listHeaders(list: { total: number; page?: number; pageCount?: number }) {
  const headers: Record<string, string> = { "X-Total-Count": String(list.total) };
  if (list.page !== undefined) headers["X-Page"] = String(list.page);
  if (list.pageCount !== undefined) headers["X-Page-Count"] = String(list.pageCount);
  return headers;
}
