/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the
 * connection cut, the pool closed), as opposed to a query the database refused. Such a request
 * is answered 503 with Retry-After (server/request-boundary.ts), never 500: the client may send
 * it again, and the pool reconnects by itself once the server is back.
 *
 * Drizzle wraps driver errors (DrizzleQueryError), so the cause chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== "object") return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down),
  // too_many_connections. Class 08 (connection exceptions) is matched by prefix.
  "57P01",
  "57P02",
  "57P03",
  "53300",
  // The socket: refused, reset, broken, timed out, the host unknown.
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres and pg-pool say these without a code. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "Query read timeout",
  // The embedded database once closed (a request outliving the shutdown's grace period).
  "PGlite is closed",
];
