import type { RequestHandler, Response } from "express";
import { carriesSessionCookie } from "~/http/sessions/session-cookie.server";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Whether an answer may be kept by a shared cache: only when the route that answered said
 * `public` (a `sharedPage`, app/entry.server.tsx; robots.txt and the sitemaps), for a request
 * without a session, and the answer sets no cookie. Anything not positively known public is
 * private. The path plays no part: the same page has many spellings (/./alerts/new,
 * /%2e/Reviews/..., //dashboard), and only the router knows which page they reach.
 */
export function mayBeShared(
  cacheControl: string | undefined,
  requestCookie: string | undefined,
  setsCookie: boolean,
): boolean {
  return (
    /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl ?? "") &&
    !carriesSessionCookie(requestCookie) &&
    !setsCookie
  );
}

/**
 * Marks every answer of the React app that a shared cache may not keep `Cache-Control: private,
 * no-store`, so no shared cache keeps it and the browser does not store it: a request that
 * carries a session cookie, an answer that sets a cookie (a session, a toast), and every answer
 * its route did not declare public. Decided as the headers are written, so it covers pages,
 * `.data` requests, resource routes and errors alike, whatever the route set.
 */
export function privateResponses(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      const cacheControl = this.getHeader("Cache-Control");
      if (
        !mayBeShared(
          cacheControl === undefined ? undefined : String(cacheControl),
          req.headers.cookie,
          this.hasHeader("set-cookie"),
        )
      ) {
        this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
