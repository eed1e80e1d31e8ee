import { createHash, randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { Config } from "~/config.server";
import type { Database } from "~/db/client.server";
import { isDatabaseUnavailable } from "~/db/outage.server";
import { setRateLimitMultiplier } from "~/services/rate-limit.server";
import { pageVersionReader } from "~/services/page-data-version.server";
import "~/domain/catalogues";
import { getMessages, localeOfPath } from "~/domain/i18n";
import { requestLocale } from "~/http/request-locale.server";
import { PAGE_SCRIPT } from "~/components/layout/inline-script";
import type { Draining } from "./draining";
import { serializeError } from "./logger";
import { pageCache } from "./page-cache";
import { mediaHandler } from "./media";
import { privateResponses } from "./private-responses";
import { reactRouterHandler, RETRY_AFTER_SECONDS } from "./request-boundary";
import { inspectRequest } from "./request-inspection";

export type AppOptions = {
  config: Config;
  database: Database;
  log: Logger;
  /** The React Router server build, or a function loading it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's middlewares in development; in production the built assets are served from disk. */
  devMiddleware?: RequestHandler;
  clientDir?: string;
  /** Graceful shutdown's refusal of new requests (server/start.ts); none in tests by default. */
  draining?: Draining;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The Express application: operations endpoints, security headers, assets, then the React app. */
export function createApp({
  config,
  database,
  log,
  build,
  devMiddleware,
  clientDir,
  draining,
}: AppOptions) {
  setRateLimitMultiplier(config.rateLimitMultiplier);
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", config.trustProxy);

  if (draining) app.use(draining.middleware);
  // Brotli at quality 4 costs less than rendering the page (its default, 11, cost more than the
  // render of /agencies); static files come precompressed from the build (scripts/precompress.mjs)
  // and kept pages compressed once (server/page-cache.ts), which this leaves as they are.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(
    pinoHttp({
      logger: log,
      genReqId(req, res) {
        const header = req.headers["x-request-id"];
        const id = typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
      // A 503 is the answer chosen while the database is unreachable (logged once as a warning).
      customLogLevel: (_req, res, error) =>
        res.statusCode === 503
          ? "warn"
          : error || res.statusCode >= 500
            ? "error"
            : res.statusCode >= 400
              ? "info"
              : "debug",
      serializers: {
        // Every line logged during a request carries its id (also sent as X-Request-Id).
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        // pino-http sets its own; ours keeps failed queries' values out of the logs.
        err: serializeError,
      },
    }),
  );

  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const ok = await database.ping();
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ok ? "ok" : "unavailable", database: ok ? "up" : "down" });
  });

  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    // Everything this request runs reads its texts in the path's locale (/ar/... is Arabic).
    requestLocale.run(localeOfPath(req.path), next);
  });
  app.use(securityHeaders(config, Boolean(devMiddleware)));

  // Files are served only for well-formed requests; the rest go to the boundary's error pages.
  const wellFormedOnly =
    (handler: RequestHandler): RequestHandler =>
    (req, res, next) =>
      inspectRequest(req) ? next() : handler(req, res, next);
  if (devMiddleware) {
    app.use(wellFormedOnly(devMiddleware));
  } else {
    const client = clientDir ?? path.resolve("build/client");
    // Vite fingerprints everything under /assets, so it can be cached for good. Each file is
    // served as its .br or .gz copy when the browser takes one.
    const precompressed = (
      dir: string,
      serveStatic: { immutable?: boolean; maxAge: string; index: false },
    ) =>
      expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], serveStatic });
    const assets = precompressed(path.join(client, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    });
    app.use("/assets", wellFormedOnly(assets));
    app.use(wellFormedOnly(precompressed(client, { maxAge: "1h", index: false })));
  }

  // Agencies' uploaded images (decision 016): public and immutable, whoever asks.
  app.use("/media", wellFormedOnly(mediaHandler({ db: database.db, config })));

  app.use(privateResponses());
  // Anonymous static pages from memory, per data version (not in development: code changes).
  if (!devMiddleware) {
    app.use(pageCache({ version: pageVersionReader(database.db) }));
  }
  // app.use, not app.all("/{*splat}"): a route pattern would decode the path itself, and throw.
  app.use(
    reactRouterHandler({
      build,
      mode: devMiddleware ? "development" : "production",
      siteUrl: config.siteUrl,
      getLoadContext: (req, res) => ({
        db: database.db,
        config,
        log: req.log,
        requestId: String(req.id),
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        peerAddress: req.socket.remoteAddress ?? "unknown",
        cspNonce: String(res.locals.cspNonce),
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    // Express's own errors for a client's mistake (a static file path it cannot read) say 4xx.
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      req.log.info({ err: error }, "refused a request");
      if (res.headersSent) return res.end();
      const { title, body } = getMessages().requestError;
      return res.status(status).type("text/plain").send(`${title}. ${body}`);
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, "database unavailable: answered 503");
      if (res.headersSent) return res.end();
      const { title, body } = getMessages().unavailable;
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return res.status(503).type("text/plain").send(`${title}. ${body}`);
    }
    req.log.error({ err: error }, "unhandled error");
    if (res.headersSent) return res.end();
    const { title, body } = getMessages().serverError;
    res.status(500).type("text/plain").send(`${title}. ${body}`);
  };
  app.use(onError);
  return app;
}

/** The CSP source that allows the page's one inline script (its text is constant). */
export const PAGE_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(PAGE_SCRIPT).digest("base64")}'`;

function securityHeaders(config: Config, development: boolean): RequestHandler {
  const https = config.siteUrl.startsWith("https://");
  return helmet({
    // Vite's development client injects inline scripts; the policy applies to the built app.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              PAGE_SCRIPT_SOURCE,
              (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "https:"],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            // Checkout redirects after a form post count as form targets.
            formAction: ["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"],
            // Our own pages may frame ours (the development mailbox shows mail in a frame).
            frameAncestors: ["'self'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // With "no-referrer" Chromium sends `Origin: null` on form posts, which React Router's
    // cross-site check refuses; agencies also like to see where visitors come from.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
