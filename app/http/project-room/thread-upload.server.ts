import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { isCleanFieldText } from "~/domain/input-text";
import { MESSAGE_MAX_LENGTH } from "~/domain/project-room";
import {
  ALLOWED_FILE_TYPES,
  BRIEF_FILES_MAX_BYTES,
  cleanFileName,
  FILE_MAX_BYTES,
  FILES_PER_MESSAGE,
  isAllowedFileType,
  looksLikeText,
  SNIFF_BYTES,
} from "~/domain/thread-files";
import type { ThreadFileRecord } from "~/services/thread-files.server";
import type { ObjectStorage } from "~/storage/storage.server";

/**
 * A message with files, read as it streams in (docs/decisions/018-project-room.md): the thread
 * page's multipart post, never held whole in memory. Each file's type is read from its first
 * bytes (file-type; plain text when it is UTF-8 without controls), must be on the allowlist and
 * under FILE_MAX_BYTES, and all of them within the brief's BRIEF_FILES_MAX_BYTES; an allowed file
 * streams to the object storage as it arrives. Whatever refuses the post, every file it stored is
 * deleted again, and the rest of the body is read and dropped so the visitor gets the answer.
 */

/** The most a message's post may be: its files at their limit and the text. */
export const THREAD_UPLOAD_MAX_BYTES = FILES_PER_MESSAGE * FILE_MAX_BYTES + 256 * 1024;

export type UploadRefusal =
  /** A file over FILE_MAX_BYTES, or the post over THREAD_UPLOAD_MAX_BYTES. */
  | { reason: "file-too-large"; name: string }
  | { reason: "brief-full" }
  | { reason: "type"; name: string }
  | { reason: "empty-file"; name: string }
  | { reason: "too-many" }
  /** Not a form of ours, or cut off. */
  | { reason: "unreadable" };

export type ThreadUpload =
  | { ok: true; fields: Map<string, string>; files: ThreadFileRecord[] }
  /** Refused: why, and the fields read (the text goes back to the form). */
  | { ok: false; refusal: UploadRefusal; fields: Map<string, string> };

const FIELDS = ["intent", "body"] as const;

export async function readThreadUpload(
  request: Request,
  options: {
    storage: ObjectStorage;
    matchId: number;
    briefBytesUsed: number;
    /** The post's body as the server received it, unread (AppContext.streamedBody). */
    streamedBody?: NodeJS.ReadableStream;
  },
): Promise<ThreadUpload> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const body = options.streamedBody ?? request.body;
  if (!body || !/^multipart\/form-data\b/i.test(contentType)) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, refusal: { reason: "unreadable" }, fields: new Map() };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send names in UTF-8.
      defParamCharset: "utf8",
      limits: {
        fieldNameSize: 40,
        // A message's characters, each up to 4 bytes in UTF-8.
        fieldSize: MESSAGE_MAX_LENGTH * 4 + 16,
        fields: FIELDS.length,
        files: FILES_PER_MESSAGE,
        // busboy stops a file when it reaches the limit: one byte past ours tells "over".
        fileSize: FILE_MAX_BYTES + 1,
        parts: FIELDS.length + FILES_PER_MESSAGE,
        headerPairs: 10,
      },
    });
  } catch {
    await request.body?.cancel().catch(() => {});
    return { ok: false, refusal: { reason: "unreadable" }, fields: new Map() };
  }

  const fields = new Map<string, string>();
  const stored: ThreadFileRecord[] = [];
  const writes: Promise<void>[] = [];
  let refusal: UploadRefusal | undefined;
  const refuse = (given: UploadRefusal) => {
    refusal ??= given;
  };
  let briefBytes = options.briefBytesUsed;

  /** One file part: sniffed, then streamed to storage, or drained when refused. */
  const storeFile = async (
    name: string,
    stream: Readable & { truncated?: boolean },
    filename: string,
  ) => {
    const cleanName = cleanFileName(filename);
    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.byteLength;
    }
    const drain = async () => {
      if (!ended) for (let n = await chunks.next(); !n.done; n = await chunks.next());
    };
    // A file input left empty sends a part with no name and no bytes: no file.
    if (headBytes === 0 && !filename) return drain();
    if (name !== "files" || refusal) {
      if (name !== "files") refuse({ reason: "unreadable" });
      return drain();
    }
    if (headBytes === 0) {
      refuse({ reason: "empty-file", name: cleanName });
      return drain();
    }
    const first = Buffer.concat(head, headBytes);
    const sample = first.subarray(0, SNIFF_BYTES);
    const detected = (await fileTypeFromBuffer(sample).catch(() => undefined))?.ext;
    const type = detected ?? (looksLikeText(sample) ? "text" : undefined);
    if (!isAllowedFileType(type)) {
      refuse({ reason: "type", name: cleanName });
      return drain();
    }
    const key = `threads/${options.matchId}/${randomUUID()}`;
    let size = 0;
    const counted = async function* () {
      const take = (chunk: Buffer) => {
        size += chunk.byteLength;
        briefBytes += chunk.byteLength;
        if (size > FILE_MAX_BYTES)
          throw new UploadStop({ reason: "file-too-large", name: cleanName });
        if (briefBytes > BRIEF_FILES_MAX_BYTES) throw new UploadStop({ reason: "brief-full" });
        return chunk;
      };
      yield take(first);
      if (!ended)
        for (let n = await chunks.next(); !n.done; n = await chunks.next()) yield take(n.value);
      if (stream.truncated) throw new UploadStop({ reason: "file-too-large", name: cleanName });
    };
    try {
      await options.storage.putStream(key, counted(), { contentType: ALLOWED_FILE_TYPES[type] });
      stored.push({
        storageKey: key,
        name: cleanName,
        contentType: ALLOWED_FILE_TYPES[type],
        byteLength: size,
      });
    } catch (error) {
      refuse(error instanceof UploadStop ? error.refusal : { reason: "unreadable" });
      await drain().catch(() => {});
    }
  };

  const finished = new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      if (!(FIELDS as readonly string[]).includes(name) || fields.has(name)) {
        return refuse({ reason: "unreadable" });
      }
      if (info.valueTruncated || info.nameTruncated || !isCleanFieldText(value)) {
        return refuse({ reason: "unreadable" });
      }
      fields.set(name, value);
    });
    parser.on("file", (name, stream, info) => {
      // A body cut short inside a file destroys its stream with an error: listened to here, and
      // met by the file's reader as a failed read.
      stream.on("error", () => refuse({ reason: "unreadable" }));
      writes.push(
        storeFile(name, stream, info.filename ?? "").catch(() => refuse({ reason: "unreadable" })),
      );
    });
    parser.on("filesLimit", () => refuse({ reason: "too-many" }));
    parser.on("fieldsLimit", () => refuse({ reason: "unreadable" }));
    parser.on("partsLimit", () => refuse({ reason: "too-many" }));
    parser.on("error", () => {
      refuse({ reason: "unreadable" });
      resolve();
    });
    parser.on("close", () => resolve());
  });

  const source: Readable = options.streamedBody
    ? (options.streamedBody as Readable)
    : Readable.fromWeb(body as WebReadableStream);
  let received = 0;
  source.on("data", (chunk: Buffer) => {
    received += chunk.byteLength;
    if (
      received > THREAD_UPLOAD_MAX_BYTES &&
      !source.isPaused() &&
      refusal?.reason !== "file-too-large"
    ) {
      // Past the most a message may be: the parser stops; the rest is read and dropped (up to
      // as much again, then the connection closes) so that the visitor reads the answer.
      refusal = { reason: "file-too-large", name: "" };
      source.unpipe(parser);
      parser.destroy();
    }
    if (received > 2 * THREAD_UPLOAD_MAX_BYTES) source.destroy();
  });
  source.on("error", () => {
    refuse({ reason: "unreadable" });
    parser.destroy();
  });
  parser.on("close", () => source.resume());
  source.pipe(parser);
  await finished;
  await Promise.all(writes);
  if (refusal) {
    await Promise.allSettled(stored.map((file) => options.storage.delete(file.storageKey)));
    return { ok: false, refusal, fields };
  }
  return { ok: true, fields, files: stored };
}

/** Why a file's stream was stopped on its way to storage. */
class UploadStop extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.reason);
  }
}
