import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { isPublicImageKey } from "~/domain/agency-images";
import { decodeComponent } from "~/domain/input-text";
import { isCurrentImageKey } from "~/services/agency-image-files.server";
import { objectStorage } from "~/storage/storage.server";

/** A year: the address changes with the content, so a copy never goes stale. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** The most bytes of images kept in this process's memory (a key's bytes never change). */
const MEMORY_BYTES = 32 * 1024 * 1024;

/**
 * GET /media/{key}: an agency's uploaded image (docs/decisions/016-uploaded-images.md), always as
 * image/webp with nosniff, cached for a year, with an ETag made of the key (its content's hash and
 * size). Only keys of the image pattern that an agency's image row names now are served: a removed
 * image, a deleted agency's, a file left behind by a failed upload or any other key of the storage
 * (message attachments, later) is a 404. Mounted before the React app and its private-answer rule,
 * so a visitor's session cookie does not make a public image uncacheable.
 */
export function mediaHandler(options: { db: Db; config: Pick<Config, "storage"> }): RequestHandler {
  const kept = new LRUCache<string, Uint8Array>({
    maxSize: MEMORY_BYTES,
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
  });
  const notFound = (res: Parameters<RequestHandler>[1]) =>
    void res
      .status(404)
      .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
      .type("text/plain")
      .send("Not found");

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    try {
      // req.path is relative to the mount point: "/agencies/12/l-....-64.webp".
      const key = decodeComponent(req.path.slice(1));
      if (key === null || !isPublicImageKey(key)) return notFound(res);
      const etag = `"${key.slice(key.lastIndexOf("/") + 1, -".webp".length)}"`;
      // Asked every time (one indexed look-up), so a removed image is gone at once, in every
      // process; only the bytes are kept in memory.
      if (!(await isCurrentImageKey(options.db, key))) return notFound(res);
      let bytes = kept.get(key);
      if (!bytes) {
        const stored = await objectStorage(options).get(key);
        if (!stored || stored.contentType !== "image/webp") return notFound(res);
        bytes = stored.body;
        kept.set(key, bytes);
      }
      res.set({
        "Content-Type": "image/webp",
        "Cache-Control": MEDIA_CACHE_CONTROL,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
        ETag: etag,
      });
      const match = req.headers["if-none-match"];
      if (match && match.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return void res.status(304).end();
      }
      res.set("Content-Length", String(bytes.byteLength));
      if (req.method === "HEAD") return void res.status(200).end();
      res.status(200).end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch (error) {
      next(error);
    }
  };
}
