import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { uaeYear } from "~/domain/format";
import { carriesSessionCookie } from "~/http/sessions/session-cookie.server";
import { carriesToastCookie } from "~/http/sessions/toast.server";
import { inspectRequest } from "./request-inspection";

/**
 * Pages that are the same for every anonymous visitor, rendered once per change of their data and
 * then served from memory (docs/decisions/012-pages-without-script.md).
 *
 * A page is kept when its answer says so: a 200 to a GET with `Cache-Control: public` (set by
 * `app/entry.server.tsx` only when the matched route is a `sharedPage` of
 * `components/layout/page-scripts.ts`, with `s-maxage` and `stale-while-revalidate` for a shared
 * cache in front) and no Set-Cookie. `privateResponses` has already turned the Cache-Control of
 * every other answer (a session, a flash, any route not declared shared) into `private, no-store`,
 * so none of those is kept; and a request carrying a session or a flashed toast is never answered
 * from here. Form pages and token pages carry a per-request token or a person's data and are never
 * `public`.
 *
 * Each copy remembers the data version it was rendered at, and is used only while the version is
 * unchanged: an approval or an edit in any process shows on the next request. A profile's version
 * is its agency's `page_version`, other pages' the shared `page_data_version` (both raised by
 * triggers, migration 0017, only by changes the public can see): an agency's edit leaves other
 * agencies' profiles kept, and a pending listing or a billing id leaves every page kept. Each copy is compressed once
 * (brotli and gzip, in the thread pool) and answered with a weak ETag, so a revalidation gets 304.
 */
/** Memory for kept pages (each counted with its two compressed copies). */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** A page larger than this is not kept (it would crowd out the others). */
const MAX_PAGE_BYTES = 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip" | "identity";

type Entry = {
  version: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  bodies: Record<Encoding, Buffer>;
};

export type PageCacheOptions = {
  /**
   * The current data version of the requested page (read per request); null or a failure: answer
   * without the cache.
   */
  version: (req: Request) => Promise<number | string | null>;
  maxBytes?: number;
};

export type PageCache = RequestHandler & {
  /** How many pages are kept (for tests and the benchmark). */
  readonly size: () => number;
};

export function pageCache({ version, maxBytes = PAGE_CACHE_MAX_BYTES }: PageCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) =>
      entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length + 200,
  });

  const handler: RequestHandler = (req, res, next) => {
    if (!mayUseCache(req)) return next();
    version(req).then(
      (found) => {
        if (found === null) return next();
        const current = String(found);
        // A page shows the year (the footer's copyright): a copy from last year is not reused.
        const key = `${uaeYear(new Date())} ${req.originalUrl}`;
        const entry = entries.get(key);
        if (entry && entry.version === current) return serve(req, res, entry);
        res.setHeader("X-Page-Cache", "miss");
        if (req.method === "GET") keepAnswer(res, (entry) => entries.set(key, entry), current);
        next();
      },
      // The database is unreachable: the app answers (its route guard says 503).
      () => next(),
    );
  };
  return Object.assign(handler, { size: () => entries.size }) as PageCache;
}

/**
 * A well-formed document request (not a `.data` load) with no session and no flash. Whether its
 * page is private is not read from the path: a private page is never `public`, so never kept, and
 * the cache answers only from what it kept. A malformed request goes on to the input boundary,
 * which refuses it as it would anyway.
 */
function mayUseCache(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (inspectRequest(req)) return false;
  if (req.path.endsWith(".data") || req.path.startsWith("/api/")) return false;
  const cookie = req.headers.cookie;
  return !carriesSessionCookie(cookie) && !carriesToastCookie(cookie);
}

function serve(req: Request, res: Response, entry: Entry) {
  res.setHeader("Content-Type", entry.contentType);
  res.setHeader("Cache-Control", entry.cacheControl);
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("X-Page-Cache", "hit");
  if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = (req.acceptsEncodings("br", "gzip", "identity") || "identity") as Encoding;
  const body = entry.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.length));
  res.status(200).end(req.method === "HEAD" ? undefined : body);
}

/** If-None-Match: a list of ETags or `*`, compared weakly (RFC 9110, 13.1.2). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Records what the app writes (before `compression` sees it: this wraps the response last) and,
 * once the answer has finished, keeps it if it is a keepable page.
 */
function keepAnswer(res: Response, keep: (entry: Entry) => void, version: string) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let overflow = false;
  const record = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > MAX_PAGE_BYTES) overflow = true;
    else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    record(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];

  res.on("finish", () => {
    const cacheControl = String(res.getHeader("Cache-Control") ?? "");
    const keepable =
      !overflow &&
      res.statusCode === 200 &&
      /(?:^|,)\s*public\b/.test(cacheControl) &&
      !res.hasHeader("Set-Cookie");
    if (!keepable) return;
    const identity = Buffer.concat(chunks);
    Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip(identity, { level: 6 }),
    ]).then(
      ([br, gz]) =>
        keep({
          version,
          etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
          contentType: String(res.getHeader("Content-Type") ?? "text/html; charset=utf-8"),
          cacheControl,
          bodies: { identity, br, gzip: gz },
        }),
      () => undefined,
    );
  });
}
