import "#tests/production-react";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { startTestApp, type TestApp } from "#tests/http-app";
import { contactMessages, rateLimits } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { contactRateLimits } from "~/domain/rate-limits";
import { issueFormToken } from "~/services/form-guard.server";

/**
 * The app behind a real reverse proxy, as production runs it: the proxy takes the visitor's
 * connection (TLS ends there), and forwards plain HTTP to the app with the visitor's Host and
 * address. Two proxies: one that says X-Forwarded-Proto (nginx, Caddy, most load balancers),
 * one that does not.
 */
const t = useTestDatabase();
const SITE = "https://wakala.example";
const config = testConfig({ SITE_URL: SITE, TRUST_PROXY: "1" });

type Proxy = { port: number; close(): Promise<void> };

/** A reverse proxy to `target`, adding X-Forwarded-For (and -Proto: https when asked). */
async function startProxy(target: number, options: { sendsProto: boolean }): Promise<Proxy> {
  const server = http.createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    const previous = headers["x-forwarded-for"];
    const client = incoming.socket.remoteAddress ?? "";
    headers["x-forwarded-for"] = previous ? `${String(previous)}, ${client}` : client;
    if (options.sendsProto) headers["x-forwarded-proto"] = "https";
    const upstream = http.request(
      { host: "127.0.0.1", port: target, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A visitor's form post to the proxy, from its own loopback address (127.0.0.x: each a different
 * client to the proxy), as a browser on the https site sends it.
 */
function postThrough(
  proxy: Proxy,
  clientAddress: string,
  fields: Record<string, string>,
  origin = SITE,
): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams({
    [formGuardFields.startedAt]: issueFormToken(config, Date.now() - 60_000),
    [formGuardFields.honeypot]: "",
    ...fields,
  }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: proxy.port,
        localAddress: clientAddress,
        method: "POST",
        path: "/contact",
        headers: {
          Host: new URL(SITE).host,
          Origin: origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const message = (email: string) => ({
  name: "Huda Saleh",
  email,
  message: "Hello, we would like to hear about the Pro plan.",
});

const storedFrom = async (email: string) =>
  (await t.db.select().from(contactMessages)).filter((row) => row.email === email).length;

/** The clients the contact form's per-address limit has counted. */
async function countedClients(): Promise<string[]> {
  const prefix = `${contactRateLimits.perAddress.name}:`;
  const rows = await t.db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}%`));
  return rows.map((row) => row.key.slice(prefix.length)).sort();
}

let app: TestApp;
let proxy: Proxy;
let bareProxy: Proxy;
beforeAll(async () => {
  app = await startTestApp(t.database, config);
  proxy = await startProxy(app.port, { sendsProto: true });
  bareProxy = await startProxy(app.port, { sendsProto: false });
});
afterAll(async () => {
  await proxy?.close();
  await bareProxy?.close();
  await app?.close();
});

describe("behind a TLS-terminating reverse proxy (TRUST_PROXY=1)", () => {
  it("takes a form post from the https site and counts each visitor in its own bucket", async () => {
    const first = await postThrough(proxy, "127.0.0.2", message("first@proxy.example"));
    expect(first.status).toBe(200);
    expect(await storedFrom("first@proxy.example")).toBe(1);
    const second = await postThrough(proxy, "127.0.0.3", message("second@proxy.example"));
    expect(second.status).toBe(200);
    expect(await storedFrom("second@proxy.example")).toBe(1);
    // Each visitor's own address, never the proxy's (127.0.0.1).
    expect(await countedClients()).toEqual(["127.0.0.2", "127.0.0.3"]);
  });

  it("takes the https scheme from SITE_URL when the proxy does not say X-Forwarded-Proto", async () => {
    const sent = await postThrough(bareProxy, "127.0.0.4", message("bare@proxy.example"));
    expect(sent.status).toBe(200);
    expect(await storedFrom("bare@proxy.example")).toBe(1);
  });

  it("still refuses a post from another site, or from the http:// twin of this one", async () => {
    for (const origin of ["https://evil.example", "http://wakala.example"]) {
      const email = `refused-${new URL(origin).hostname}@proxy.example`;
      const sent = await postThrough(proxy, "127.0.0.5", message(email), origin);
      expect(sent.status, origin).not.toBe(200);
      expect(await storedFrom(email), origin).toBe(0);
    }
  });
});
