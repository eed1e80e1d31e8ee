import { and, eq } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencyImages, type StoredImageVariant } from "~/db/schema";
import { imageKey, imageKeyBase, type ImageRole } from "~/domain/agency-images";
import { deleteAll, objectStorage, type ObjectStorage } from "~/storage/storage.server";
import { processImage } from "~/images/pipeline.server";

/**
 * The stored files of agencies' images (docs/decisions/016-uploaded-images.md): converting and
 * storing an upload, removing files no row names, and whether a key is a current image's.
 */

/** What an image edit works with: the database and where the files are stored. */
export type ImageContext = { db: Db; config: Pick<Config, "storage"> };

export const variantKeys = (variants: readonly StoredImageVariant[]) => variants.map((v) => v.key);

/**
 * The file store (the database table or S3) refused or failed to take an upload's files: the
 * dashboard says so and keeps nothing, rather than answering 500 (its cause is logged).
 */
export class ImageNotStored extends Error {
  override name = "ImageNotStored";
  constructor(cause: unknown) {
    super("the image's files could not be stored", { cause });
  }
}

/** Converts an upload and stores its sizes; the variants as a row keeps them. */
export async function storeUpload(
  storage: ObjectStorage,
  agencyId: number,
  bytes: Uint8Array,
  role: ImageRole,
) {
  const processed = await processImage(bytes, role);
  const base = imageKeyBase(agencyId, role, processed.contentHash);
  const variants: StoredImageVariant[] = processed.variants.map((v) => ({
    key: imageKey(base, v.size),
    width: v.width,
    height: v.height,
    bytes: v.bytes.byteLength,
  }));
  return {
    base,
    contentHash: processed.contentHash,
    variants,
    store: async () => {
      try {
        await Promise.all(
          processed.variants.map((v, i) =>
            storage.put(variants[i]!.key, v.bytes, { contentType: "image/webp" }),
          ),
        );
      } catch (error) {
        // On the database back end a failed put is the database's outage (answered 503 by the
        // request boundary); on S3 it is the store's own failure, which the dashboard reports.
        if (storage.kind === "s3") throw new ImageNotStored(error);
        throw error;
      }
    },
  };
}

/** Removes files, logging nothing and throwing nothing: an orphan is never served. */
/**
 * Deletes the files of `keys` that no image row names now. Keys follow the content, so the same
 * image uploaded again (a double submit, a removal and a re-add at once) has the same keys: those
 * stay while a row names them.
 */
export async function removeFiles(context: ImageContext, keys: readonly string[]) {
  const unused: string[] = [];
  for (const key of keys) {
    if (!(await isCurrentImageKey(context.db, key).catch(() => true))) unused.push(key);
  }
  await deleteAll(objectStorage(context), unused).catch(() => undefined);
}

/**
 * Whether `key` is a size of an image some agency has now (the /media route serves only these):
 * one indexed look-up by the agency, role and hash the key names.
 */
export async function isCurrentImageKey(db: DbOrTx, key: string): Promise<boolean> {
  const match = /^agencies\/(\d+)\/([lp])-([0-9a-f]{16})-/.exec(key);
  if (!match) return false;
  const agencyId = Number(match[1]);
  if (!Number.isSafeInteger(agencyId) || agencyId > 2_147_483_647) return false;
  const rows = await db
    .select({ id: agencyImages.id })
    .from(agencyImages)
    .where(
      and(
        eq(agencyImages.agencyId, agencyId),
        eq(agencyImages.role, match[2] === "l" ? "logo" : "portfolio"),
        eq(agencyImages.contentHash, match[3]!),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
