import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { IMAGE_MAX_BYTES } from "~/domain/agency-images";
import { isCleanFieldText } from "~/domain/input-text";
import { BODY_TOO_LARGE_HEADER, MAX_BODY_BYTES } from "./request-body.server";

/**
 * The upload forms' paths (the dashboard's Logo and Portfolio sections post here, in either
 * language): the only routes whose body may pass the site's 64 KB cap (server/body-reading.ts).
 */
export const UPLOAD_PATHS = new Set(["/dashboard/images", "/ar/dashboard/images"]);
/** An upload form's cap: one file of IMAGE_MAX_BYTES and its few short fields. */
export const UPLOAD_MAX_BODY_BYTES = IMAGE_MAX_BYTES + MAX_BODY_BYTES;

export type UploadForm = {
  fields: Map<string, string>;
  /** The one file part, when the form sent one with a file chosen. */
  file?: { bytes: Uint8Array };
};

export type UploadFormRead =
  { ok: true; form: UploadForm } | { ok: false; reason: "too-large" | "too-many" | "unreadable" };

/**
 * Reads an upload form (multipart/form-data, or a urlencoded form of the same page's small
 * buttons) with busboy, streaming, under limits: only the declared field names, each once and at
 * most `fieldBytes` long, clean text; at most one file part, in `fileField`, of at most
 * `maxFileBytes` (past that the rest of it is read and dropped); at most `parts` parts in all.
 */
export async function readUploadForm(
  request: Request,
  options: {
    fields: readonly string[];
    fileField: string;
    maxFileBytes?: number;
    fieldBytes?: number;
  },
): Promise<UploadFormRead> {
  const { fields: names, fileField, maxFileBytes = IMAGE_MAX_BYTES, fieldBytes = 1024 } = options;
  if (request.headers.has(BODY_TOO_LARGE_HEADER)) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: "too-large" };
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (
    !request.body ||
    !/^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)
  ) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: "unreadable" };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        fieldNameSize: 40,
        fieldSize: fieldBytes,
        fields: names.length,
        files: 1,
        fileSize: maxFileBytes,
        parts: names.length + 1,
        headerPairs: 10,
      },
    });
  } catch {
    // No boundary, an unknown content type.
    await request.body.cancel().catch(() => {});
    return { ok: false, reason: "unreadable" };
  }

  const allowed = new Set(names);
  const fields = new Map<string, string>();
  let file: { bytes: Uint8Array } | undefined;
  let failure: "too-large" | "too-many" | "unreadable" | undefined;
  const fail = (reason: NonNullable<typeof failure>) => {
    failure ??= reason;
  };

  const finished = new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      if (!allowed.has(name) || fields.has(name)) return fail("unreadable");
      if (info.valueTruncated || info.nameTruncated) return fail("too-large");
      if (!isCleanFieldText(value)) return fail("unreadable");
      fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const wanted = name === fileField && !file;
      if (!wanted) fail("unreadable");
      stream.on("data", (chunk: Buffer) => {
        if (!wanted || failure) return;
        size += chunk.byteLength;
        chunks.push(chunk);
      });
      stream.on("limit", () => fail("too-large"));
      // A body cut short inside a file: busboy destroys the part's stream with an error, which
      // would be thrown (and end the process) were it not listened to.
      stream.on("error", () => fail("unreadable"));
      stream.on("end", () => {
        // A file input left empty sends a part with no name and no bytes: no file.
        if (!wanted || failure || (size === 0 && !info.filename)) return;
        file = { bytes: new Uint8Array(Buffer.concat(chunks, size)) };
      });
    });
    parser.on("filesLimit", () => fail("too-many"));
    parser.on("fieldsLimit", () => fail("too-many"));
    parser.on("partsLimit", () => fail("too-many"));
    parser.on("error", () => {
      fail("unreadable");
      resolve();
    });
    parser.on("close", () => resolve());
  });

  const source = Readable.fromWeb(request.body as WebReadableStream);
  source.on("error", () => {
    fail("unreadable");
    parser.destroy();
  });
  source.pipe(parser);
  await finished;
  if (failure) return { ok: false, reason: failure };
  return { ok: true, form: { fields, file } };
}
