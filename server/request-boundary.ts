import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, data, type AppLoadContext, type ServerBuild } from "react-router";
import { isDatabaseUnavailable } from "~/db/outage.server";
import { getMessages } from "~/domain/i18n";
import { BODY_TOO_LARGE_HEADER } from "~/http/request-body.server";
import { bodyLimitFor, drainLimitFor, isStreamedUpload, readBody } from "./body-reading";
import { decodableTarget, inspectRequest, isHost } from "./request-inspection";
import { writeBodyToResponse } from "./response-body";

/**
 * The one input boundary: every request passes here before any route, parser or pattern sees
 * it. The path, the query, the Host and the headers and cookies the app reads are checked; the
 * body is read whole with a cap (raw-body, Express's own reader); then React Router gets a
 * request whose body is already in memory. The one exception is a message's files in the project
 * room, handed on as a stream that its route reads under limits of its own (decision 018). Anything malformed becomes a 404 (a path) or a 400
 * with the site's normal error page, or `{ error }` JSON under /api/, never a 500.
 *
 * The checks before the body are in ./request-inspection.ts, the body's cap and reading in
 * ./body-reading.ts; this module is the Express handler that runs them and hands the request on.
 */

/** The methods any route of this site may take; the rest are refused before a route is matched. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The Fetch API request React Router reads, with the body already read and the host checked. A
 * request for the site's own host is addressed with SITE_URL's scheme: behind a TLS-terminating
 * proxy the app hears plain HTTP (and X-Forwarded-Proto only with TRUST_PROXY, from a proxy that
 * sends it), while React Router refuses a form post whose Origin differs from the request's.
 */
function fetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  body: Buffer | "too-large" | "stream" | undefined,
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
    // A thread's upload is handed on unread, in the load context (decision 018); every other
    // body is read.
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
      let body: Buffer | "too-large" | "stream" | undefined;
      if (isStreamedUpload(req)) {
        body = "stream";
      } else if (req.method !== "GET" && req.method !== "HEAD") {
        const read = await readBody(req, bodyLimitFor(req), drainLimitFor(req));
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
        streamedBody: body === "stream" ? req : undefined,
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
