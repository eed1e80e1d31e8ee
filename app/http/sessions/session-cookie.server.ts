import { signedCookie, type CookieConfig } from "./signed-cookie.server";

/**
 * Whose session a cookie carries. Operators, agencies and clients have separate cookies, so
 * signing in to an agency dashboard never ends an operator's session on the same browser, and an
 * agency's cookie is never even read where an operator or a client is expected.
 */
export type SessionKind = "admin" | "agency" | "client";

const names: Record<SessionKind, string> = {
  admin: "session",
  agency: "agency_session",
  client: "client_session",
};

/**
 * Whether a Cookie header carries a session cookie of either kind, or of `kind` (any prefix,
 * signed or not: a cheap test, not a session check).
 */
const cookieTest = (wanted: string[]) =>
  new RegExp(`(?:^|;)\\s*(?:__Host-)?(?:${wanted.join("|")})=`);
const SESSION_COOKIES = {
  any: cookieTest(Object.values(names)),
  admin: cookieTest([names.admin]),
  agency: cookieTest([names.agency]),
  client: cookieTest([names.client]),
};
export function carriesSessionCookie(
  cookieHeader: string | undefined,
  kind: SessionKind | "any" = "any",
): boolean {
  return cookieHeader !== undefined && SESSION_COOKIES[kind].test(cookieHeader);
}

/**
 * A session cookie (signed, HttpOnly, SameSite=Lax, `__Host-` on an https site). It holds the
 * session token; the database holds only the token's hash and the expiry, so signing out ends
 * the session everywhere.
 */
export function sessionCookie(config: CookieConfig, kind: SessionKind = "admin") {
  return signedCookie(names[kind], config, { hostOnly: true });
}

/** The session token of a request, if its cookie is present and correctly signed. */
export async function readSessionToken(
  request: Request,
  config: CookieConfig,
  kind: SessionKind = "admin",
): Promise<string | undefined> {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  const value: unknown = await sessionCookie(config, kind)
    .parse(header)
    .catch(() => null);
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export function setSessionCookie(
  config: CookieConfig,
  token: string,
  expiresAt: Date,
  kind: SessionKind = "admin",
) {
  return sessionCookie(config, kind).serialize(token, { expires: expiresAt });
}

export function clearSessionCookie(config: CookieConfig, kind: SessionKind = "admin") {
  return sessionCookie(config, kind).serialize("", { maxAge: 0 });
}
