import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { getMessages } from "~/domain/i18n";
import { RETRY_AFTER_SECONDS } from "./request-boundary";

/**
 * Graceful shutdown's view of the requests (docs/decisions/011). Once draining: every request
 * that arrives on a connection still open is refused with 503, Retry-After and `Connection:
 * close` (/readyz included, so a load balancer stops sending here; /healthz still says the
 * process lives); requests in flight finish, and their connections close after their answer.
 */
export type Draining = {
  readonly active: boolean;
  /** Mounted first, before any other handler. */
  middleware: RequestHandler;
  start(): void;
  /** Resolves once no request is in flight (immediately if none is). */
  idle(): Promise<void>;
};

export function createDraining(): Draining {
  let active = false;
  const inFlight = new Set<ServerResponse>();
  let onIdle: (() => void) | undefined;

  const finished = (res: ServerResponse) => {
    inFlight.delete(res);
    if (active && inFlight.size === 0) onIdle?.();
  };

  return {
    get active() {
      return active;
    },
    middleware(req, res, next) {
      if (active && req.path !== "/healthz") {
        res.setHeader("Connection", "close");
        res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
        res.setHeader("Cache-Control", "no-store");
        const { title, body } = getMessages().unavailable;
        if (req.path === "/readyz") return void res.status(503).json({ status: "stopping" });
        if (req.path.startsWith("/api/")) return void res.status(503).json({ error: body });
        return void res.status(503).type("text/plain").send(`${title}. ${body}`);
      }
      inFlight.add(res);
      res.once("finish", () => finished(res));
      res.once("close", () => finished(res));
      next();
    },
    start() {
      active = true;
      // Answers not yet begun say `Connection: close`, so no keep-alive connection outlives them.
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    },
    idle: () =>
      inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onIdle = resolve)),
  };
}
