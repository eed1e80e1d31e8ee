import { describe, expect, it } from "vitest";
import { readCappedBody, readFormBody } from "./request-body.server";

/** A chunked request body (no Content-Length) that records how much of it was pulled. */
function streamedRequest(chunkCount: number, chunkSize: number, type = "text/plain") {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunkCount) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(97));
    },
  });
  const request = new Request("http://localhost/submit", {
    method: "POST",
    body,
    headers: { "Content-Type": type },
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readCappedBody", () => {
  it("reads a body within the cap", async () => {
    const { request } = streamedRequest(3, 1000);
    const body = await readCappedBody(request, 4000);
    expect(body.ok && body.bytes.byteLength).toBe(3000);
  });

  it("stops reading a chunked body as soon as it passes the cap", async () => {
    const { request, pulled } = streamedRequest(1000, 16 * 1024);
    expect(await readCappedBody(request, 64 * 1024)).toEqual({ ok: false, reason: "too-large" });
    expect(pulled()).toBeLessThan(10);
  });

  it("refuses a body whose Content-Length is over the cap without reading it", async () => {
    const request = new Request("http://localhost/submit", {
      method: "POST",
      body: "x".repeat(70_000),
    });
    expect(await readCappedBody(request, 64 * 1024)).toEqual({ ok: false, reason: "too-large" });
  });
});

describe("readFormBody", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = new Request("http://localhost/", {
      method: "POST",
      body: new URLSearchParams({ name: "Layla", message: "مرحبا" }),
    });
    const form = await readFormBody(encoded);
    expect(form.ok && form.formData.get("message")).toBe("مرحبا");

    const multipart = new FormData();
    multipart.set("name", "Omar");
    const read = await readFormBody(
      new Request("http://localhost/", { method: "POST", body: multipart }),
    );
    expect(read.ok && read.formData.get("name")).toBe("Omar");
  });

  it("calls a body that is not a form unreadable, and a huge one too large", async () => {
    const json = new Request("http://localhost/", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(await readFormBody(json)).toEqual({ ok: false, reason: "unreadable" });
    const { request } = streamedRequest(100, 16 * 1024, "application/x-www-form-urlencoded");
    expect(await readFormBody(request)).toEqual({ ok: false, reason: "too-large" });
  });
});
