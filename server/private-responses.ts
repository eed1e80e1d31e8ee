import type { RequestHandler, Response } from "express";
import { carriesSessionCookie } from "~/http/sessions/session-cookie.server";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Pages and endpoints that show a session's or a person's data, or a token in their URL, whoever
 * asks: the operator console and its API, the agency dashboard with its sign-in, upgrade and
 * confirmation pages, the review pages and the saved-search pages (a token in the path, or an address), the test checkout, the development mailbox, and the agency APIs that need a
 * session; in either language (/ar/dashboard). React Router matches paths without case, and `.data`
 * requests load the same data.
 */
const PRIVATE_PATH =
  /^\/(?:ar\/)?(?:admin|dashboard|reviews|alerts|billing|dev|api\/admin|api\/matches|api\/upgrade-to-pro|api\/create-checkout-session|api\/agencies\/email|api\/agencies\/[^/]+\/subscription)(?:[/.]|$)/i;

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether the answer to a request is private before the app has answered: by path or session. */
export function isPrivateRequest(path: string, cookieHeader: string | undefined): boolean {
  return carriesSessionCookie(cookieHeader) || PRIVATE_PATH.test(decodedPath(path));
}

/**
 * Marks every answer of the React app that belongs to one person `Cache-Control: private,
 * no-store`, so no shared cache keeps it and the browser does not store it: a request that carries
 * a session cookie, a private path (above), or an answer that sets a cookie (a session, a toast).
 * Decided as the headers are written, so it covers pages, `.data` requests, resource routes and
 * errors alike, whatever the route set.
 */
export function privateResponses(): RequestHandler {
  return (req, res, next) => {
    const privateRequest = isPrivateRequest(req.path, req.headers.cookie);
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (privateRequest || this.hasHeader("set-cookie")) {
        this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
