/**
 * One interface for stored files (docs/decisions/016-uploaded-images.md): agencies' images now,
 * message attachments later. Two back ends: the database (the default: a table of bytes, so the
 * embedded database and several app processes on one PostgreSQL server both work) and
 * S3-compatible object storage when configured (S3_BUCKET and its keys).
 */
export type StoredObject = {
  body: Uint8Array;
  contentType: string;
  byteLength: number;
};

/** A stored object read as it streams: its pieces one at a time, never the whole in memory. */
export type StoredStream = {
  contentType: string;
  byteLength: number;
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
};

/** Pieces of a streamed write are gathered to this size before they are stored. */
export const STREAM_PART_BYTES = 1024 * 1024;
/** S3's multipart upload takes parts of 5 MiB at least (the last one excepted). */
export const S3_PART_BYTES = 5 * 1024 * 1024;

export interface ObjectStorage {
  readonly kind: "database" | "s3";
  /**
   * Stores what `chunks` yields under `key` as it arrives, holding about one part in memory;
   * returns the byte count. When `chunks` throws, nothing is left under `key`.
   */
  putStream(
    key: string,
    chunks: AsyncIterable<Uint8Array>,
    options: { contentType: string },
  ): Promise<number>;
  /** The object under `key` as a stream, or undefined when there is none. */
  getStream(key: string): Promise<StoredStream | undefined>;
  /** Stores `body` under `key`, replacing whatever was there. */
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /** The object under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object under `key`; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/**
 * A key both back ends take as it is: 1 to 512 characters of letters, digits and `/ - _ .`,
 * segments separated by single slashes, none empty or made of dots only. Anything else is a
 * programming error (keys are made by the code, never typed by a visitor).
 */
const KEY = /^[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function isStorageKey(key: string): boolean {
  return (
    key.length >= 1 &&
    key.length <= 512 &&
    KEY.test(key) &&
    key.split("/").every((segment) => !/^\.+$/.test(segment))
  );
}

export class StorageKeyError extends Error {
  override name = "StorageKeyError";
}

export function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageKeyError(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Deletes every key, all attempted even when one fails; the first failure is thrown after. */
export async function deleteAll(storage: ObjectStorage, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Gathers a stream's chunks into parts of `size` bytes (the last one shorter): what a streamed
 * write stores or sends at a time. One buffer serves every part, so a 25 MB file costs one part's
 * memory, not 25 MB of garbage: the consumer must be done with a part (stored, sent) before it
 * asks for the next one, as `for await` with an awaited write in its body is.
 */
export async function* inParts(
  chunks: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<Uint8Array> {
  const part = new Uint8Array(size);
  let filled = 0;
  for await (const chunk of chunks) {
    let offset = 0;
    while (offset < chunk.byteLength) {
      const taken = Math.min(size - filled, chunk.byteLength - offset);
      part.set(chunk.subarray(offset, offset + taken), filled);
      filled += taken;
      offset += taken;
      if (filled === size) {
        yield part;
        filled = 0;
      }
    }
  }
  if (filled > 0) yield part.subarray(0, filled);
}
