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
  const fields = { name: 1, message: 1, services: 3 };
  const post = (body: string) =>
    new Request("http://localhost/", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("reads url-encoded and multipart forms", async () => {
    const encoded = new Request("http://localhost/", {
      method: "POST",
      body: new URLSearchParams({ name: "Layla", message: "مرحبا" }),
    });
    const form = await readFormBody(encoded, fields);
    expect(form.ok && form.formData.get("message")).toBe("مرحبا");

    const multipart = new FormData();
    multipart.set("name", "Omar");
    const read = await readFormBody(
      new Request("http://localhost/", { method: "POST", body: multipart }),
      fields,
    );
    expect(read.ok && read.formData.get("name")).toBe("Omar");
  });

  it("calls a body that is not a form unreadable (400), and a huge one too large (413)", async () => {
    const json = new Request("http://localhost/", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(await readFormBody(json, fields)).toMatchObject({ ok: false, status: 400 });
    const { request } = streamedRequest(100, 16 * 1024, "application/x-www-form-urlencoded");
    expect(await readFormBody(request, fields)).toEqual({
      ok: false,
      status: 413,
      message: "The request body is too large.",
    });
  });

  it("refuses a name the form does not declare, such as Conform's array index", async () => {
    for (const body of ["x[30000000]=a", "name=a&other=b", "services[0]=a", "__proto__=1"]) {
      expect(await readFormBody(post(body), fields)).toEqual({
        ok: false,
        status: 400,
        message:
          "This form sent fields this page does not take. Please reload the page and try again.",
      });
    }
  });

  it("refuses a name sent more often than declared, and takes a list up to its size", async () => {
    expect((await readFormBody(post("services=a&services=b&services=c"), fields)).ok).toBe(true);
    expect(await readFormBody(post("services=a&services=b&services=c&services=d"), fields)).toEqual(
      {
        ok: false,
        status: 400,
        message: "This form sent more values than it takes. Please reload the page and try again.",
      },
    );
    expect((await readFormBody(post("name=a&name=b"), fields)).ok).toBe(false);
  });

  it("refuses control characters but tab and line breaks", async () => {
    expect((await readFormBody(post("message=a%09b%0D%0Ac"), fields)).ok).toBe(true);
    for (const bad of ["%00", "%07", "%1B", "%7F", "%C2%85"]) {
      expect(await readFormBody(post(`message=a${bad}b`), fields)).toMatchObject({
        ok: false,
        status: 400,
        message: expect.stringContaining("control characters"),
      });
    }
  });
});
