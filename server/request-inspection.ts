import type { IncomingMessage } from "node:http";
import type { AppLoadContext } from "react-router";
import { decodeComponent, isCleanLineText } from "~/domain/input-text";

/**
 * The request boundary's checks of what a request says before its body (./request-boundary.ts):
 * the target, the query, the Host and the headers and cookies the app reads. Pure: each looks at
 * the request and answers.
 */

/** Why the boundary refused a request; routes see it as `rejectedInput` (app/context.ts). */
export type InputRejection = NonNullable<AppLoadContext["rejectedInput"]>;

/** No form or filter of this site needs more query parameters than this. */
const MAX_QUERY_PARAMS = 100;
/** The cookies the app reads: sessions (plain and `__Host-`) and the flashed toast. */
const COOKIES_READ = new Set([
  "session",
  "__Host-session",
  "agency_session",
  "__Host-agency_session",
  "toast",
]);
/** The request headers some code reads; others pass through unread, so they are not checked. */
const HEADERS_READ = [
  "origin",
  "content-type",
  "user-agent",
  "stripe-signature",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-request-id",
  "referer",
] as const;
/** A host name or IP literal with an optional port, as in the Host header. */
const HOST =
  /^(?:[A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}\.?(?::(?<port>\d{1,5}))?$|^\[[0-9A-Fa-f:.]{2,45}\](?::(?<port6>\d{1,5}))?$/;

/** A Host header's value: a host name or IP literal, and a port a URL can carry. */
export function isHost(value: string): boolean {
  const match = value.length <= 260 ? HOST.exec(value) : null;
  return Boolean(match) && Number(match!.groups?.port ?? match!.groups?.port6 ?? 0) <= 65535;
}

/** Whether a header value has no control character but tab (Node lets tab and bytes 0x80-0xFF through). */
const cleanHeader = (value: string) => isCleanLineText(value.replaceAll("\t", " "));

/** Why this request cannot be served as sent, or null. Checks the URL, Host, headers and cookies. */
export function inspectRequest(req: IncomingMessage): InputRejection | null {
  const url = req.url ?? "/";
  // Only origin-form targets: not `GET http://other.example/x` (absolute-form) or `OPTIONS *`.
  if (!url.startsWith("/")) return { status: 404, reason: "path" };
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const decodedPath = decodeComponent(path);
  if (decodedPath === null || !isCleanLineText(decodedPath)) {
    return { status: 404, reason: "path" };
  }
  if (queryAt !== -1) {
    const parts = url.slice(queryAt + 1).split("&");
    if (parts.length > MAX_QUERY_PARAMS) return { status: 400, reason: "query" };
    for (const part of parts) {
      const text = decodeComponent(part.replaceAll("+", " "));
      if (text === null || !isCleanLineText(text)) return { status: 400, reason: "query" };
    }
  }
  const host = req.headers.host;
  if (host !== undefined && !isHost(host)) return { status: 400, reason: "host" };
  for (const name of HEADERS_READ) {
    const value = req.headers[name];
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
    if (!values.every(cleanHeader)) return { status: 400, reason: `header ${name}` };
  }
  const forwardedHost = req.headers["x-forwarded-host"];
  if (typeof forwardedHost === "string" && !isHost(forwardedHost.split(",")[0]!.trim())) {
    return { status: 400, reason: "header x-forwarded-host" };
  }
  const cookieHeader = req.headers.cookie;
  if (cookieHeader !== undefined) {
    if (!cleanHeader(cookieHeader)) return { status: 400, reason: "cookie" };
    for (const pair of cookieHeader.split(";")) {
      const at = pair.indexOf("=");
      if (at === -1 || !COOKIES_READ.has(pair.slice(0, at).trim())) continue;
      const value = decodeComponent(pair.slice(at + 1).trim());
      if (value === null || !isCleanLineText(value)) return { status: 400, reason: "cookie" };
    }
  }
  return null;
}

/**
 * The target with each path segment that does not decode (`/%ZZ`, `/agencies/%C0%AF`) escaped so
 * that it decodes to the text as sent. React Router decodes every segment to match routes and
 * falls back to the raw text, printing a console warning, for one that throws: the request was
 * already refused (the 404 page), so it gets the same match without the line in the logs.
 */
export function decodableTarget(target: string): string {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const escaped = path
    .split("/")
    .map((segment) =>
      decodeComponent(segment) === null ? segment.replaceAll("%", "%25") : segment,
    )
    .join("/");
  return queryAt === -1 ? escaped : escaped + target.slice(queryAt);
}
