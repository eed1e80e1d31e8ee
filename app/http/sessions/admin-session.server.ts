import { redirect, type AppLoadContext } from "react-router";
import { getMessages } from "~/domain/i18n";
import { adminOfSession } from "~/services/admin-auth.server";
import type { AdminUser } from "~/services/admin-accounts.server";
import { apiError, isCrossSiteWrite } from "../json-api.server";
import { readSessionToken } from "./session-cookie.server";

type Context = Pick<AppLoadContext, "db" | "config">;

/** The signed-in admin of a request, if any. */
export async function getAdmin(request: Request, context: Context): Promise<AdminUser | undefined> {
  const token = await readSessionToken(request, context.config);
  return token ? adminOfSession(context.db, token) : undefined;
}

/** An admin page: without an admin session, the login form at /admin, then back here. */
export async function requireAdminPage(request: Request, context: Context): Promise<AdminUser> {
  const admin = await getAdmin(request, context);
  if (admin) return admin;
  const url = new URL(request.url);
  throw redirect(`/admin?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * An admin API call: 401 JSON without an admin session. State-changing calls must also come
 * from this site (the Origin header, when a browser sends one) and carry JSON, which a
 * cross-site form cannot send; together with the SameSite cookie that stops forged requests.
 */
export async function requireAdminApi(request: Request, context: Context): Promise<AdminUser> {
  const apiMessages = getMessages().admin.api;
  if (isCrossSiteWrite(request, context.config.siteUrl)) throw apiError(403, apiMessages.crossSite);
  const admin = await getAdmin(request, context);
  if (!admin) throw apiError(401, apiMessages.unauthorized);
  return admin;
}
