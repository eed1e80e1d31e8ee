import type { AppLoadContext } from "react-router";
import { clientEmailOfSession } from "~/services/agency-auth.server";
import { readSessionToken } from "./session-cookie.server";

type Context = Pick<AppLoadContext, "db" | "config">;

/**
 * The signed-in client of a request: the address their briefs were sent from (lower-cased), if
 * any (docs/decisions/018-project-room.md).
 */
export async function getClientEmail(
  request: Request,
  context: Context,
): Promise<string | undefined> {
  const token = await readSessionToken(request, context.config, "client");
  return token ? clientEmailOfSession(context.db, token) : undefined;
}
