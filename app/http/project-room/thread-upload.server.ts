import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { format, getMessages } from "~/domain/i18n";
import { isCleanFieldText } from "~/domain/input-text";
import type { Refusal } from "../refusal.server";
import { MESSAGE_MAX_LENGTH } from "~/domain/project-room";
import { FILE_MAX_BYTES, FILES_PER_MESSAGE } from "~/domain/thread-files";
import { storeThreadFile, type FileRefusal } from "~/services/thread-file-store.server";
import type { ThreadFileRecord } from "~/services/thread-files.server";
import type { ObjectStorage } from "~/storage/storage.server";

/**
 * A message with files, read as it streams in (docs/decisions/018-project-room.md): the thread
 * page's multipart post, never held whole in memory. Each file goes through storeThreadFile (its
 * type read from its content, the allowlist, the file's and the brief's limits, streamed to the
 * object storage as it arrives). Whatever refuses the post, every file it stored is
 * deleted again, and the rest of the body is read and dropped so the visitor gets the answer.
 */

/** The most a message's post may be: its files at their limit and the text. */
export const THREAD_UPLOAD_MAX_BYTES = FILES_PER_MESSAGE * FILE_MAX_BYTES + 256 * 1024;

/** Why a post with files is refused (a file's own refusal, or the post's). */
export type UploadRefusal = FileRefusal;

export type ThreadUpload =
  | { ok: true; fields: Map<string, string>; files: ThreadFileRecord[] }
  /** Refused: why, and the fields read (the text goes back to the form). */
  | { ok: false; refusal: UploadRefusal; fields: Map<string, string> };

/** A message's fields: the button's intent and the text. */
const MESSAGE_FIELDS = ["intent", "body"] as const;

export async function readThreadUpload(
  request: Request,
  options: {
    storage: ObjectStorage;
    matchId: number;
    briefBytesUsed: number;
    /** The post's body as the server received it, unread (AppContext.streamedBody). */
    streamedBody?: NodeJS.ReadableStream;
    /** The field names the post may carry, each once (a message's by default). */
    fields?: readonly string[];
  },
): Promise<ThreadUpload> {
  const FIELDS: readonly string[] = options.fields ?? MESSAGE_FIELDS;
  const allowed = new Set(FIELDS);
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

  const budget = { briefBytes: options.briefBytesUsed };

  /** One file part: sniffed, then streamed to storage, or drained when refused. */
  const storeFile = async (
    name: string,
    stream: Readable & { truncated?: boolean },
    filename: string,
  ) => {
    if (name !== "files" || refusal) {
      let bytes = 0;
      for await (const chunk of stream) bytes += (chunk as Buffer).byteLength;
      // A file input left empty sends a part with no name and no bytes: no file.
      if (name !== "files" && (bytes > 0 || filename)) refuse({ reason: "unreadable" });
      return;
    }
    const result = await storeThreadFile(options.storage, {
      matchId: options.matchId,
      filename,
      source: stream,
      budget,
      truncated: () => stream.truncated === true,
    });
    if (result.ok === true) stored.push(result.file);
    else if (result.ok === false) refuse(result.refusal);
  };

  const finished = new Promise<void>((resolve) => {
    parser.on("field", (name, value, info) => {
      if (!allowed.has(name) || fields.has(name)) {
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

/** The status and the message of a refused upload, on the form's Files field. */
export function uploadRefusal(refusal: UploadRefusal): Refusal {
  const texts = getMessages().projectRoom.thread;
  const name = "name" in refusal ? refusal.name : "";
  const message = {
    "file-too-large": format(texts.fileTooLarge, { name }),
    type: format(texts.fileType, { name }),
    "empty-file": format(texts.fileEmpty, { name }),
    "too-many": texts.tooManyFiles,
    "brief-full": texts.briefFull,
    unreadable: texts.uploadUnreadable,
  }[refusal.reason];
  const status = refusal.reason === "file-too-large" || refusal.reason === "brief-full" ? 413 : 400;
  return { status, fieldErrors: { files: [message] } };
}
