import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { storedObjects } from "~/db/schema";
import { checkKey, type ObjectStorage } from "./object-storage";

/** node-postgres sends a Buffer as bytea; PGlite takes any Uint8Array. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The default back end: the `stored_objects` table (bytea), in whichever database the app uses.
 * Fine for images of a few hundred KB each (a PostgreSQL row holds up to 1 GB, stored out of line
 * and compressed by TOAST); a site with many large files configures S3 instead.
 */
export function databaseStorage(db: DbOrTx): ObjectStorage {
  return {
    kind: "database",
    async put(key, body, { contentType }) {
      const values = {
        key: checkKey(key),
        contentType,
        byteLength: body.byteLength,
        body: asBuffer(body),
      };
      await db
        .insert(storedObjects)
        .values(values)
        .onConflictDoUpdate({
          target: storedObjects.key,
          set: {
            contentType: values.contentType,
            byteLength: values.byteLength,
            body: values.body,
            createdAt: sql`now()`,
          },
        });
    },
    async get(key) {
      const [row] = await db
        .select({
          contentType: storedObjects.contentType,
          byteLength: storedObjects.byteLength,
          body: storedObjects.body,
        })
        .from(storedObjects)
        .where(eq(storedObjects.key, checkKey(key)));
      if (!row) return undefined;
      const body = row.body instanceof Uint8Array ? row.body : new Uint8Array(row.body);
      return { contentType: row.contentType, byteLength: body.byteLength, body };
    },
    async delete(key) {
      await db.delete(storedObjects).where(eq(storedObjects.key, checkKey(key)));
    },
  };
}
