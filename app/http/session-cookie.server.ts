import { createCookie } from "react-router";
import type { Config } from "~/config.server";

type CookieConfig = Pick<Config, "sessionSecret" | "siteUrl">;

const cookies = new Map<string, ReturnType<typeof createCookie>>();

/**
 * The session cookie: HttpOnly, SameSite=Lax (no cross-site POST carries it), Secure on an
 * https site, signed with SESSION_SECRET. It holds the session token; the database holds only
 * the token's hash and the expiry, so logging out ends the session everywhere.
 */
export function sessionCookie(config: CookieConfig) {
  const secure = config.siteUrl.startsWith("https://");
  const key = `${secure}:${config.sessionSecret}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(secure ? "__Host-session" : "session", {
      secrets: [config.sessionSecret],
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
    });
    cookies.set(key, cookie);
  }
  return cookie;
}

/** The session token of a request, if its cookie is present and correctly signed. */
export async function readSessionToken(
  request: Request,
  config: CookieConfig,
): Promise<string | undefined> {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  const value: unknown = await sessionCookie(config)
    .parse(header)
    .catch(() => null);
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export function setSessionCookie(config: CookieConfig, token: string, expiresAt: Date) {
  return sessionCookie(config).serialize(token, { expires: expiresAt });
}

export function clearSessionCookie(config: CookieConfig) {
  return sessionCookie(config).serialize("", { maxAge: 0 });
}
