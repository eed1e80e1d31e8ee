import { STATUS_CODES, type IncomingMessage, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Request as ExpressRequest } from "express";
import getRawBody from "raw-body";
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_PATHS } from "~/http/multipart.server";
import { carriesSessionCookie } from "~/http/sessions/session-cookie.server";
import { MAX_BODY_BYTES } from "~/http/request-body.server";

/**
 * How the request boundary (./request-boundary.ts) reads bodies: the cap each request's body has,
 * reading it whole with raw-body, and draining what a client still sends after a refusal (a body
 * over its cap, or a request Node's parser refused) so that it reads the answer, not a reset.
 */

/**
 * The bodies we take: forms and JSON up to 64 KB, Stripe's events up to 1 MB, the dashboard's
 * image uploads one image of up to 10 MB (decision 016), and that only from a browser carrying an
 * agency's session cookie: a stranger cannot make the server hold 10 MB a connection before the
 * route finds no session (the route still checks the session itself).
 */
const isUpload = (req: Pick<ExpressRequest, "path" | "headers">) =>
  UPLOAD_PATHS.has(req.path) && carriesSessionCookie(req.headers.cookie, "agency");
/**
 * A message with files in the project room (decision 018): a multipart post to a thread page from
 * a browser carrying a session cookie. Its body is not read here but handed on as a stream, which
 * the route reads as it arrives under its own limits (http/project-room/thread-upload.server.ts),
 * after checking the session: files of up to 25 MB are never held whole in memory.
 */
const THREAD_PAGE =
  /^(?:\/ar)?\/(?:my-briefs|dashboard)\/threads\/\d{1,9}$|^\/admin\/threads\/\d{1,9}$/;
export const isStreamedUpload = (req: Pick<ExpressRequest, "path" | "headers" | "method">) =>
  req.method === "POST" &&
  THREAD_PAGE.test(req.path) &&
  /^multipart\/form-data\b/i.test(req.headers["content-type"] ?? "") &&
  carriesSessionCookie(req.headers.cookie);

export const bodyLimitFor = (req: Pick<ExpressRequest, "path" | "headers">) =>
  req.path === "/api/stripe/webhook"
    ? 1024 * 1024
    : isUpload(req)
      ? UPLOAD_MAX_BODY_BYTES
      : MAX_BODY_BYTES;
/**
 * How much of a too-large body is read and thrown away so that the client, still sending, reads
 * the 413 instead of a reset. Past this the connection is closed. An upload form's is larger, so
 * that a photo somewhat over the cap gets the dashboard's message rather than a closed connection.
 */
const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;
export const drainLimitFor = (req: ExpressRequest) =>
  isUpload(req) ? 4 * UPLOAD_MAX_BODY_BYTES : DRAIN_LIMIT_BYTES;

export type BodyRead =
  | { kind: "read"; bytes: Buffer }
  | { kind: "too-large" }
  | { kind: "refused"; status: 400 | 413 }
  /** The client went away mid-body: there is no one to answer. */
  | { kind: "gone" };

/**
 * Reads the body whole with raw-body, up to `limit`. A larger one is refused; its rest is read
 * and discarded (up to DRAIN_LIMIT_BYTES) while the 413 is written, so the client reads the answer.
 */
export async function readBody(
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
