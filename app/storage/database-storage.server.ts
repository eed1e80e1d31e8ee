import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { storedObjectParts, storedObjects } from "~/db/schema";
import { checkKey, inParts, STREAM_PART_BYTES, type ObjectStorage } from "./object-storage";

/** node-postgres sends a Buffer as bytea; PGlite takes any Uint8Array. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The default back end: the `stored_objects` table (bytea), in whichever database the app uses.
 * Fine for images of a few hundred KB each (a PostgreSQL row holds up to 1 GB, stored out of line
 * and compressed by TOAST); a site with many large files configures S3 instead. A streamed write
 * (a message's file, decision 018) is kept in parts of a megabyte, each its own row, written and
 * read one at a time.
 */
export function databaseStorage(db: DbOrTx): ObjectStorage {
  const readParts = async function* (key: string, parts: number) {
    for (let part = 0; part < parts; part++) {
      const [row] = await db
        .select({ body: storedObjectParts.body })
        .from(storedObjectParts)
        .where(and(eq(storedObjectParts.key, key), eq(storedObjectParts.part, part)));
      if (!row) throw new Error(`stored object ${key} lost part ${part}`);
      yield row.body instanceof Uint8Array ? row.body : new Uint8Array(row.body);
    }
  };
  return {
    kind: "database",
    async putStream(key, chunks, { contentType }) {
      checkKey(key);
      await db.delete(storedObjects).where(eq(storedObjects.key, key));
      await db
        .insert(storedObjects)
        .values({ key, contentType, byteLength: 0, body: Buffer.alloc(0), parts: 0 });
      let parts = 0;
      let byteLength = 0;
      try {
        for await (const part of inParts(chunks, STREAM_PART_BYTES)) {
          await db.insert(storedObjectParts).values({ key, part: parts, body: asBuffer(part) });
          parts++;
          byteLength += part.byteLength;
        }
      } catch (error) {
        await db.delete(storedObjects).where(eq(storedObjects.key, key));
        throw error;
      }
      await db.update(storedObjects).set({ byteLength, parts }).where(eq(storedObjects.key, key));
      return byteLength;
    },
    async getStream(key) {
      const [row] = await db
        .select({
          contentType: storedObjects.contentType,
          byteLength: storedObjects.byteLength,
          parts: storedObjects.parts,
        })
        .from(storedObjects)
        .where(eq(storedObjects.key, checkKey(key)));
      if (!row) return undefined;
      if (row.parts === 0) {
        const [whole] = await db
          .select({ body: storedObjects.body })
          .from(storedObjects)
          .where(eq(storedObjects.key, key));
        if (!whole) return undefined;
        const body = whole.body instanceof Uint8Array ? whole.body : new Uint8Array(whole.body);
        return { ...row, chunks: [body] };
      }
      return {
        contentType: row.contentType,
        byteLength: row.byteLength,
        chunks: readParts(key, row.parts),
      };
    },
    async put(key, body, { contentType }) {
      // A streamed object's parts, if one was under this key.
      await db.delete(storedObjectParts).where(eq(storedObjectParts.key, checkKey(key)));
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
            parts: 0,
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
          parts: storedObjects.parts,
        })
        .from(storedObjects)
        .where(eq(storedObjects.key, checkKey(key)));
      if (!row) return undefined;
      if (row.parts > 0) {
        // A streamed object read whole: its parts joined (callers that can stream use getStream).
        const pieces: Uint8Array[] = [];
        for await (const piece of readParts(key, row.parts)) pieces.push(piece);
        const body = new Uint8Array(Buffer.concat(pieces));
        return { contentType: row.contentType, byteLength: body.byteLength, body };
      }
      const body = row.body instanceof Uint8Array ? row.body : new Uint8Array(row.body);
      return { contentType: row.contentType, byteLength: body.byteLength, body };
    },
    async delete(key) {
      await db.delete(storedObjects).where(eq(storedObjects.key, checkKey(key)));
    },
  };
}
