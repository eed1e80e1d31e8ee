import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { writeBodyToResponse } from "./response-body";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A body of `count` chunks of 16 KB that do not compress (so zlib's buffer fills on each). */
function chunkedBody(count: number, onCancel = () => {}) {
  const chunks = Array.from({ length: count }, () => new Uint8Array(randomBytes(16 * 1024)));
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at < chunks.length) controller.enqueue(chunks[at++]!);
      else controller.close();
    },
    cancel: onCancel,
  });
  return { body, bytes: Buffer.concat(chunks) };
}

/** The app's compression (brotli at quality 4) in front of a handler writing `body`. */
async function serve(body: ReadableStream<Uint8Array>) {
  let written: Promise<void> | undefined;
  const app = express();
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.get("/", (_req, res) => {
    res.type("text/html");
    written = writeBodyToResponse(body, res);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { port: (server.address() as AddressInfo).port, written: () => written! };
}

const get = (port: number) =>
  new Promise<http.IncomingMessage>((resolve, reject) =>
    http
      .get({ host: "127.0.0.1", port, path: "/", headers: { "Accept-Encoding": "br" } }, resolve)
      .on("error", reject),
  );

describe("writing a page's body through compression", () => {
  it("writes a 640 KB body whole, waiting for the client, with one drain listener (no MaxListenersExceededWarning)", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const { body, bytes } = chunkedBody(40);
      const { port, written } = await serve(body);
      const response = await get(port);
      expect(response.headers["content-encoding"]).toBe("br");
      const received: Buffer[] = [];
      for await (const chunk of response.pipe(zlib.createBrotliDecompress())) {
        received.push(chunk as Buffer);
      }
      await written();
      expect(Buffer.concat(received).equals(bytes)).toBe(true);
      // Node emits its warnings on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.map((w) => `${w.name}: ${w.message}`)).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("stops and cancels the body when the client goes away mid-answer", async () => {
    let cancelled = false;
    const { body } = chunkedBody(400, () => void (cancelled = true));
    const { port, written } = await serve(body);
    const response = await get(port);
    await new Promise((resolve) => response.once("data", resolve));
    response.destroy();
    await written();
    expect(cancelled).toBe(true);
  });
});
