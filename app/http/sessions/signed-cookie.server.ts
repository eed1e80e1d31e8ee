import { createCookie, type Cookie } from "react-router";
import type { Config } from "~/config.server";

/**
 * app/http/sessions/ holds all that the site keeps in a browser between requests: this factory
 * for every signed cookie, the operator's and the agency's session cookies and the guards that
 * read them, and the toast flashed across a redirect. The session rows themselves (open, find,
 * end, expire) are use cases in services/sessions.server.ts, since only services touch the
 * database.
 */
export type CookieConfig = Pick<Config, "sessionSecrets" | "siteUrl">;

const cookies = new Map<string, Cookie>();

/**
 * A cookie signed with SESSION_SECRET: HttpOnly, SameSite=Lax (no cross-site POST carries it),
 * path /, and Secure on an https site, where `hostOnly` also names it `__Host-` (only this host,
 * never set by a subdomain). Signed with the newest secret and accepted when signed with any
 * listed one, so a secret can be rotated without signing anyone out.
 */
export function signedCookie(
  name: string,
  config: CookieConfig,
  { hostOnly = false }: { hostOnly?: boolean } = {},
): Cookie {
  const secure = config.siteUrl.startsWith("https://");
  const fullName = secure && hostOnly ? `__Host-${name}` : name;
  const key = JSON.stringify([fullName, secure, config.sessionSecrets]);
  let cookie = cookies.get(key);
  if (!cookie) {
    cookie = createCookie(fullName, {
      secrets: config.sessionSecrets,
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
    });
    cookies.set(key, cookie);
  }
  return cookie;
}
