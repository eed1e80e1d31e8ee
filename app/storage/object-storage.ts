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

export interface ObjectStorage {
  readonly kind: "database" | "s3";
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
