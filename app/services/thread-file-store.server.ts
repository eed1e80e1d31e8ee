import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import {
  ALLOWED_FILE_TYPES,
  BRIEF_FILES_MAX_BYTES,
  cleanFileName,
  FILE_MAX_BYTES,
  isAllowedFileType,
  looksLikeText,
  SNIFF_BYTES,
} from "~/domain/thread-files";
import type { ThreadFileRecord } from "~/services/thread-files.server";
import type { ObjectStorage } from "~/storage/storage.server";

/**
 * One file of a thread's message on its way to storage, from the thread page's form or from an
 * e-mail answer alike (docs/decisions/018-project-room.md, 019): its type read from its first
 * bytes (file-type; plain text when it is UTF-8 without controls), on the allowlist, under
 * FILE_MAX_BYTES and within the brief's BRIEF_FILES_MAX_BYTES, streamed to the object storage as
 * it arrives and never held whole. The stream is always read to its end, stored or not.
 */

export type FileRefusal =
  /** A file over FILE_MAX_BYTES, or a post or mail over its own limit. */
  | { reason: "file-too-large"; name: string }
  | { reason: "brief-full" }
  | { reason: "type"; name: string }
  | { reason: "empty-file"; name: string }
  | { reason: "too-many" }
  /** Not a form of ours, or cut off. */
  | { reason: "unreadable" };

export type StoredFile =
  | { ok: true; file: ThreadFileRecord }
  | { ok: false; refusal: FileRefusal }
  /** No name and no bytes: a file input left empty. */
  | { ok: "none" };

/**
 * Stores one file of a message in thread `matchId`. `budget.briefBytes` is what the brief's files
 * hold already, counted up as this file's bytes arrive (the files of one message share it).
 * `truncated` tells whether the source stopped the file at its own limit (busboy's flag).
 */
export async function storeThreadFile(
  storage: ObjectStorage,
  options: {
    matchId: number;
    filename: string;
    source: AsyncIterable<Buffer>;
    budget: { briefBytes: number };
    truncated?: () => boolean;
  },
): Promise<StoredFile> {
  const cleanName = cleanFileName(options.filename);
  const chunks = options.source[Symbol.asyncIterator]();
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
  if (headBytes === 0) {
    await drain();
    return options.filename
      ? { ok: false, refusal: { reason: "empty-file", name: cleanName } }
      : { ok: "none" };
  }
  const first = Buffer.concat(head, headBytes);
  const sample = first.subarray(0, SNIFF_BYTES);
  const detected = (await fileTypeFromBuffer(sample).catch(() => undefined))?.ext;
  const type = detected ?? (looksLikeText(sample) ? "text" : undefined);
  if (!isAllowedFileType(type)) {
    await drain();
    return { ok: false, refusal: { reason: "type", name: cleanName } };
  }
  const key = `threads/${options.matchId}/${randomUUID()}`;
  let size = 0;
  const counted = async function* () {
    const take = (chunk: Buffer) => {
      size += chunk.byteLength;
      options.budget.briefBytes += chunk.byteLength;
      if (size > FILE_MAX_BYTES) throw new FileStop({ reason: "file-too-large", name: cleanName });
      if (options.budget.briefBytes > BRIEF_FILES_MAX_BYTES) {
        throw new FileStop({ reason: "brief-full" });
      }
      return chunk;
    };
    yield take(first);
    if (!ended) {
      for (let n = await chunks.next(); !n.done; n = await chunks.next()) yield take(n.value);
      ended = true;
    }
    if (options.truncated?.()) throw new FileStop({ reason: "file-too-large", name: cleanName });
  };
  try {
    await storage.putStream(key, counted(), { contentType: ALLOWED_FILE_TYPES[type] });
    return {
      ok: true,
      file: {
        storageKey: key,
        name: cleanName,
        contentType: ALLOWED_FILE_TYPES[type],
        byteLength: size,
      },
    };
  } catch (error) {
    await drain().catch(() => {});
    return {
      ok: false,
      refusal: error instanceof FileStop ? error.refusal : { reason: "unreadable" },
    };
  }
}

/** Why a file's stream was stopped on its way to storage. */
class FileStop extends Error {
  constructor(readonly refusal: FileRefusal) {
    super(refusal.reason);
  }
}
