import { describe, expect, it } from "vitest";
import { readUploadForm } from "./multipart.server";

const boundary = "X-test-boundary";
const upload = (body: string) =>
  new Request("http://localhost/dashboard/images", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
const options = { fields: ["intent", "caption"], fileField: "image" };

describe("readUploadForm", () => {
  it("reads a file part and the declared fields", async () => {
    const read = await readUploadForm(
      upload(
        `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nlogo\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n` +
          `Content-Type: image/png\r\n\r\nAAAA\r\n--${boundary}--\r\n`,
      ),
      options,
    );
    expect(read.ok && read.form.fields.get("intent")).toBe("logo");
    expect(read.ok && read.form.file?.bytes.byteLength).toBe(4);
  });

  it("answers a body cut short inside a file as unreadable, with no error left unhandled", async () => {
    const uncaught: unknown[] = [];
    const listen = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", listen);
    try {
      const read = await readUploadForm(
        upload(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nAAAA`,
        ),
        options,
      );
      expect(read).toEqual({ ok: false, reason: "unreadable" });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", listen);
    }
  });
});
