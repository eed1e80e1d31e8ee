import { adminLoginSchema } from "~/domain/admin";
import { getMessages } from "~/domain/i18n";
import {
  apiError,
  postOnlyLoader,
  rateLimitedMessage,
  rateLimitedResponse,
  readJsonBody,
} from "~/http/json-api.server";
import { setSessionCookie } from "~/http/sessions/session-cookie.server";
import { logInAdmin } from "~/services/admin-auth.server";
import type { Route } from "./+types/auth";

/**
 * POST /api/admin/auth (docs/product.md#api): `{ password }` (username: the configured first admin)
 * or `{ username, password }`. Opens an admin session in the HttpOnly cookie and answers
 * `{ success: true }`; 401 for wrong credentials, 429 with Retry-After while failed logins
 * make it wait (services/admin-auth.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  const input = await readJsonBody(request, adminLoginSchema);
  const result = await logInAdmin(
    db,
    { username: input.username || config.admin.username, password: input.password },
    clientAddress,
  );
  if (result.status === "rate-limited") {
    const message = rateLimitedMessage(result.limit, { inSeconds: true });
    return rateLimitedResponse(result.limit, message);
  }
  if (result.status === "invalid") return apiError(401, getMessages().admin.api.invalidCredentials);
  return Response.json(
    { success: true, username: result.user.username },
    {
      headers: {
        "Set-Cookie": await setSessionCookie(config, result.token, result.expiresAt),
        "Cache-Control": "no-store",
      },
    },
  );
}

export const loader = postOnlyLoader;
