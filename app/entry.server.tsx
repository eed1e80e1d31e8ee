import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import "./domain/catalogues";
import "./http/request-locale.server";
import { pageScripts, sharesPage } from "./components/layout/page-scripts";
import { deferHydration } from "./http/deferred-hydration.server";

export const streamTimeout = 5_000;

/** What a shared cache may do with a static page (server/page-cache.ts keeps it in memory). */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds get the whole document at once; people get it streamed.
    // A static page (components/layout/page-scripts.ts) has no script to stream to and no nonce
    // to carry: the same bytes for every anonymous visitor, which the page cache may keep.
    // A public form boots React on first use: rendered whole, then rewritten.
    const handles = routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    );
    const scripts = pageScripts(handles);
    const staticPage = scripts === "none";
    const readyOption: keyof NonNullable<Parameters<typeof renderToPipeableStream>[1]> =
      scripts !== "eager" || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    const nonce = staticPage ? undefined : loadContext.cspNonce;
    // Shared only when the route the router matched says so (a `sharedPage`); every other answer
    // is made `private, no-store` (server/private-responses.ts), however its path was spelled.
    if (sharesPage(handles) && responseStatusCode === 200 && request.method === "GET") {
      responseHeaders.set("Cache-Control", SHARED_CACHE_CONTROL);
    }

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every Suspense boundary in place, never sent later as a hidden part that a script moves
        // in: the boundaries only split hydration (components/forms/field.tsx), nothing suspends,
        // and a page must read and work without script. React outlines boundaries once 12,800
        // bytes have been written by default, which hid the fields of a form with scripts off.
        progressiveChunkSize: Infinity,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (scripts === "on-use") {
            const rendered = new PassThrough();
            const chunks: Buffer[] = [];
            rendered.on("data", (chunk: Buffer) => chunks.push(chunk));
            rendered.on("end", () => {
              const { html } = deferHydration(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            });
            pipe(rendered);
            return;
          }
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Logs unexpected loader, action and render errors with their stack and the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as AppLoadContext | undefined)?.log;
  // A client's mistake (405 for a method a page does not take, 404 for an unknown .data URL, a
  // refused cross-site form post) is answered with its 4xx: worth a line, not an alert.
  if ((isRouteErrorResponse(error) && error.status < 500) || isRefusedAction(error)) {
    const status = isRouteErrorResponse(error) ? error.status : 400;
    log?.info({ status, url: request.url }, "refused a request");
    return;
  }
  if (log) log.error({ err: error, url: request.url }, "unexpected error");
  else console.error(error);
};

/**
 * React Router's own refusals of a form post, which it answers 400: its cross-site check (an
 * Origin that is not a URL, or not this host) and the "Bad Request" it reports for them.
 */
function isRefusedAction(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message === "Bad Request" || error.message.endsWith("Aborting the action."))
  );
}
