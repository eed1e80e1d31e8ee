import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { getMessages } from "~/domain/i18n";
import { createDraining } from "./draining";

const servers: { close(): void; closeAllConnections(): void }[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

/** An app behind the draining middleware whose /slow answers when `release` is called. */
async function appWithDraining() {
  const draining = createDraining();
  let release = () => {};
  const app = express();
  app.use(draining.middleware);
  app.get("/slow", (_req, res) => {
    release = () => res.send("done");
  });
  app.use((_req, res) => void res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { draining, url, server, release: () => release() };
}

describe("graceful shutdown's draining", () => {
  it("passes requests through until it starts", async () => {
    const { url } = await appWithDraining();
    const response = await fetch(`${url}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("connection")).toBe("keep-alive");
  });

  it("then refuses with 503, Retry-After and Connection: close; /healthz still answers", async () => {
    const { draining, url } = await appWithDraining();
    draining.start();
    const page = await fetch(`${url}/about`);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("connection")).toBe("close");
    expect(await page.text()).toContain(getMessages().unavailable.title);

    const api = await fetch(`${url}/api/agencies`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: getMessages().unavailable.body });

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "stopping" });

    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it("lets a request in flight finish, closes its connection after, and then says idle", async () => {
    const { draining, url, server, release } = await appWithDraining();
    // Draining starts once the app has the request, however long it took to get there.
    const arrived = once(server, "request");
    const slow = fetch(`${url}/slow`);
    await arrived;
    draining.start();
    let idle = false;
    const idled = draining.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toBe(false);
    release();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
    expect(response.headers.get("connection")).toBe("close");
    await idled;
    expect(idle).toBe(true);
  });

  it("is idle at once when nothing is in flight", async () => {
    const { draining } = await appWithDraining();
    draining.start();
    await expect(draining.idle()).resolves.toBeUndefined();
  });
});
