import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import getRawBody from "raw-body";
import { createRequestHandler, data, type AppLoadContext, type ServerBuild } from "react-router";
import { isDatabaseUnavailable } from "~/db/outage.server";
import { getMessages } from "~/domain/i18n";
import { decodeComponent, isCleanLineText } from "~/domain/input-text";
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_PATHS } from "~/http/multipart.server";
import { BODY_TOO_LARGE_HEADER, MAX_BODY_BYTES } from "~/http/request-body.server";
import { writeBodyToResponse } from "./response-body";

/**
 * The one input boundary: every request passes here before any route, parser or pattern sees
 * it. The path, the query, the Host and the headers and cookies the app reads are checked; the
 * body is read whole with a cap (raw-body, Express's own reader); then React Router gets a
 * request whose body is already in memory. Anything malformed becomes a 404 (a path) or a 400
 * with the site's normal error page, or `{ error }` JSON under /api/, never a 500.
 */

/** Why the boundary refused a request; routes see it as `rejectedInput` (app/context.ts). */
type InputRejection = NonNullable<AppLoadContext["rejectedInput"]>;

/**
 * The bodies we take: forms and JSON up to 64 KB, Stripe's events up to 1 MB, the dashboard's
 * image uploads one image of up to 10 MB (decision 016).
 */
const bodyLimitFor = (path: string) =>
  path === "/api/stripe/webhook"
    ? 1024 * 1024
    : UPLOAD_PATHS.has(path)
      ? UPLOAD_MAX_BODY_BYTES
      : MAX_BODY_BYTES;
/**
 * How much of a too-large body is read and thrown away so that the client, still sending, reads
 * the 413 instead of a reset. Past this the connection is closed. An upload form's is larger, so
 * that a photo somewhat over the cap gets the dashboard's message rather than a closed connection.
 */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;
const drainLimitFor = (path: string) =>
  UPLOAD_PATHS.has(path) ? 4 * UPLOAD_MAX_BODY_BYTES : DRAIN_LIMIT_BYTES;
/** The methods any route of this site may take; the rest are refused before a route is matched. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
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
function isHost(value: string): boolean {
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

type BodyRead =
  | { kind: "read"; bytes: Buffer }
  | { kind: "too-large" }
  | { kind: "refused"; status: 400 | 413 }
  /** The client went away mid-body: there is no one to answer. */
  | { kind: "gone" };

/**
 * Reads the body whole with raw-body, up to `limit`. A larger one is refused; its rest is read
 * and discarded (up to DRAIN_LIMIT_BYTES) while the 413 is written, so the client reads the answer.
 */
async function readBody(
  req: IncomingMessage,
  limit: number,
  drainLimit = DRAIN_LIMIT_BYTES,
): Promise<BodyRead> {
  const declared = req.headers["content-length"];
  try {
    const bytes = await getRawBody(req, { limit, length: declared });
    return { kind: "read", bytes };
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "request.aborted" || req.destroyed) return { kind: "gone" };
    if (type !== "entity.too.large") return { kind: "refused", status: 400 };
    if (Number(declared ?? 0) > drainLimit) return { kind: "refused", status: 413 };
    let drained = 0;
    req.on("data", (chunk: Buffer) => {
      drained += chunk.byteLength;
      if (drained > drainLimit) req.destroy();
    });
    req.on("error", () => {});
    req.resume();
    return { kind: "too-large" };
  }
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

/**
 * The Fetch API request React Router reads, with the body already read and the host checked. A
 * request for the site's own host is addressed with SITE_URL's scheme: behind a TLS-terminating
 * proxy the app hears plain HTTP (and X-Forwarded-Proto only with TRUST_PROXY, from a proxy that
 * sends it), while React Router refuses a form post whose Origin differs from the request's.
 */
function fetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body: Buffer | "too-large" | undefined,
  site: URL,
) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === BODY_TOO_LARGE_HEADER.toLowerCase()) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (body === "too-large") headers.set(BODY_TOO_LARGE_HEADER, "1");
  // req.host honours X-Forwarded-Host behind a trusted proxy; a refused one reads as localhost.
  const host = req.host && isHost(req.host) ? req.host : "localhost";
  const protocol =
    req.protocol === "https" || (site.protocol === "https:" && host === site.host)
      ? "https"
      : "http";
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // A refused absolute-form target (`GET http://other.example/`) is answered as the path "/".
  const target = req.originalUrl.startsWith("/") ? decodableTarget(req.originalUrl) : "/";
  return new Request(`${protocol}://${host}${target}`, {
    method: req.method,
    headers,
    body: body instanceof Buffer ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

/** How long a client is asked to wait before sending again a request the database missed. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Wraps every route module but the root so that a request the boundary refused never reaches a
 * loader or action: each throws the refusal's status instead, which the root error boundary
 * renders in the normal layout (404 page or 'This request could not be completed'). The root
 * loader still runs: it only reads the signed toast cookie, and gives the page its layout.
 *
 * A loader or action that fails because the database cannot be reached answers 503 with
 * Retry-After: a page saying to try again, or `{ error }` JSON from an API route.
 */
function guardRoutes(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || id === "root") {
      routes[id] = route;
      continue;
    }
    const module = route.module;
    const isResource = !module.default;
    type Args = { context: AppLoadContext };
    type Handler = (args: Args) => unknown;
    const guard =
      (handler: Handler | undefined) =>
      async (args: Args): Promise<unknown> => {
        const rejection = args.context.rejectedInput;
        if (rejection) throw data(null, { status: rejection.status });
        try {
          return handler ? await handler(args) : null;
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          args.context.log.warn({ err: error }, "database unavailable: answered 503");
          throw unavailable(isResource);
        }
      };
    routes[id] = {
      ...route,
      module: {
        ...module,
        loader: guard(module.loader as Handler | undefined),
        ...(module.action ? { action: guard(module.action as Handler) } : {}),
      },
    };
  }
  return { ...build, routes };
}

/** The answer to a request the database could not serve just now. */
function unavailable(isResource: boolean) {
  const init = {
    status: 503,
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  };
  return isResource
    ? Response.json({ error: getMessages().unavailable.body }, init)
    : data(null, init);
}

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * The Express handler for the React app (in place of @react-router/express, whose request reads
 * the body as a stream and builds the URL from an unchecked Host): boundary checks, a capped body,
 * then React Router with `rejectedInput` in the load context when the request was refused.
 */
export function reactRouterHandler(options: {
  build: BuildSource;
  mode: "development" | "production";
  /** SITE_URL: the scheme of requests for its host (see fetchRequest). */
  siteUrl: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  const guarded = new WeakMap<ServerBuild, ServerBuild>();
  const guardOnce = (build: ServerBuild) => {
    let wrapped = guarded.get(build);
    if (!wrapped) guarded.set(build, (wrapped = guardRoutes(build)));
    return wrapped;
  };
  const source = options.build;
  const build =
    typeof source === "function" ? async () => guardOnce(await source()) : guardOnce(source);
  const handle = createRequestHandler(build, options.mode);
  const site = new URL(options.siteUrl);

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const formsMessages = getMessages().forms;
    // TRACE and TRACK (and any method the Fetch API refuses to carry) never reach a route.
    if (!METHODS.has(req.method)) {
      res.setHeader("Allow", [...METHODS].join(", "));
      return void res
        .status(405)
        .set("Cache-Control", "no-store")
        .json({ error: formsMessages.methodNotAllowed });
    }
    try {
      let rejection = inspectRequest(req);
      let body: Buffer | "too-large" | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const read = await readBody(req, bodyLimitFor(req.path), drainLimitFor(req.path));
        if (read.kind === "gone") return void res.destroy();
        if (read.kind === "read") body = read.bytes;
        else if (read.kind === "too-large") body = "too-large";
        else if (read.status === 413) {
          // Past the drain limit: answer at once, then close instead of reading it all.
          res.setHeader("Connection", "close");
          return void res
            .status(413)
            .set("Cache-Control", "no-store")
            .json({ error: formsMessages.bodyTooLarge });
        } else {
          // A body that breaks its own Content-Length.
          res.setHeader("Connection", "close");
          rejection ??= { status: 400, reason: "body" };
        }
      }
      if (rejection && req.path.startsWith("/api/")) {
        const error =
          rejection.status === 404 ? formsMessages.notFound : formsMessages.unreadableRequest;
        return void res.status(rejection.status).set("Cache-Control", "no-store").json({ error });
      }
      const request = fetchRequest(req, res, body, site);
      const context = {
        ...options.getLoadContext(req, res),
        rejectedInput: rejection ?? undefined,
      };
      const response = await handle(request, context);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A page's 503 (the error boundary drops the thrown response's headers) still says when to retry.
  if (response.status === 503 && !response.headers.has("Retry-After")) {
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) {
    try {
      await writeBodyToResponse(response.body, res);
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      throw error;
    }
  } else {
    res.end();
  }
}

/**
 * Requests Node's HTTP parser refuses before any handler (a request line or headers past 16 KB,
 * a malformed request line): the answer is written, and what the client still sends is read and
 * dropped (up to DRAIN_LIMIT_BYTES) before the connection closes, so it reads the status instead
 * of a reset. Node's default handler destroys the socket at once.
 */
export function answerClientErrors(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : 400;
    let drained = 0;
    socket.on("data", (chunk: Buffer) => {
      drained += chunk.byteLength;
      if (drained > DRAIN_LIMIT_BYTES) socket.destroy();
    });
    socket.on("error", () => {});
    socket.setTimeout(10_000, () => socket.destroy());
    socket.resume();
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  });
}
