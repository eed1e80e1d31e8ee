import type { Config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { databaseStorage } from "./database-storage.server";
import type { ObjectStorage } from "./object-storage";
import { s3Storage } from "./s3-storage.server";

export { deleteAll, type ObjectStorage, type StoredObject } from "./object-storage";

const s3Clients = new WeakMap<object, ObjectStorage>();

/**
 * The configured storage: S3-compatible object storage when S3_BUCKET is set, else the database
 * the request uses (decision 016).
 */
export function objectStorage(context: {
  db: DbOrTx;
  config: Pick<Config, "storage">;
}): ObjectStorage {
  const settings = context.config.storage;
  if (settings.kind === "database") return databaseStorage(context.db);
  let storage = s3Clients.get(settings);
  if (!storage) s3Clients.set(settings, (storage = s3Storage(settings)));
  return storage;
}
