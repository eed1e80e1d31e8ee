import type { AppLoadContext } from "react-router";
import { getMessages } from "~/domain/i18n";
import { agencyIdOfSession } from "~/services/agency-auth.server";
import { apiError, isCrossSiteWrite } from "../json-api.server";
import { readSessionToken } from "./session-cookie.server";

type Context = Pick<AppLoadContext, "db" | "config">;

/** The signed-in agency of a request (its id), if any. */
export async function getAgencyId(request: Request, context: Context): Promise<number | undefined> {
  const token = await readSessionToken(request, context.config, "agency");
  return token ? agencyIdOfSession(context.db, token) : undefined;
}

/** The session token of the agency cookie, for signing out. */
export function agencySessionToken(request: Request, context: Context) {
  return readSessionToken(request, context.config, "agency");
}

/**
 * An agency API call: 401 JSON without an agency session. State-changing calls must come from
 * this site (the Origin header, when a browser sends one); with the SameSite cookie and a JSON
 * body that a cross-site form cannot send, that stops forged requests.
 */
export async function requireAgencyApi(request: Request, context: Context): Promise<number> {
  const apiMessages = getMessages().dashboard.api;
  if (isCrossSiteWrite(request, context.config.siteUrl)) throw apiError(403, apiMessages.crossSite);
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) throw apiError(401, apiMessages.signInRequired);
  return agencyId;
}
