import type { Logger } from "pino";
import type { Config } from "./config.server";
import type { Db } from "./db/client.server";
import type { PaymentProvider } from "./payments/provider";

/** What the server hands every loader and action (see server/app.ts). */
export type AppContext = {
  db: Db;
  config: Config;
  log: Logger;
  requestId: string;
  /** The client's IP address (behind TRUST_PROXY proxies: the original client's). */
  clientAddress: string;
  /** The address of the TCP peer itself (a proxy's, or the client's), whatever headers say. */
  peerAddress: string;
  cspNonce: string;
  /**
   * Set when the request boundary refused the request (server/request-boundary.ts): every route
   * but the root then answers this status without running its loader or action.
   */
  rejectedInput?: { status: 400 | 404; reason: string };
  /**
   * A thread's multipart post, unread (server/body-reading.ts, isStreamedUpload): the Node
   * stream itself, so that its reader's pace holds the sender back (a web stream made of it
   * would take the whole body in as fast as it comes).
   */
  streamedBody?: NodeJS.ReadableStream;
  /** A payment provider to use instead of the configured one (tests). */
  payments?: PaymentProvider;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
