import { and, eq } from "drizzle-orm";
import { agencies, agencyImages, type StoredImageVariant } from "~/db/schema";
import { objectStorage } from "~/storage/storage.server";
import {
  lockAgency,
  markImagesEdited,
  refusedOr,
  type ImageEditResult,
} from "./agency-image-edits.server";
import {
  ImageNotStored,
  removeFiles,
  storeUpload,
  variantKeys,
  type ImageContext,
} from "./agency-image-files.server";

/**
 * An agency's logo: setting, replacing and removing it (docs/decisions/016-uploaded-images.md;
 * how every image edit goes is told in ./agency-image-edits.server.ts).
 */

/** Sets (or replaces) the agency's logo from an uploaded file. */
export async function setLogo(
  context: ImageContext,
  agencyId: number,
  bytes: Uint8Array,
): Promise<ImageEditResult> {
  const storage = objectStorage(context);
  const upload = await refusedOr(() => storeUpload(storage, agencyId, bytes, "logo"));
  if ("status" in upload) return upload;
  const [current] = await context.db
    .select({ logoKey: agencies.logoKey })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!current) return { status: "not-found" };
  if (current.logoKey === upload.base) return { status: "unchanged" };
  let replaced: StoredImageVariant[] = [];
  try {
    await upload.store();
    const outcome = await context.db.transaction(async (tx) => {
      if (!(await lockAgency(tx, agencyId))) return { status: "not-found" } as const;
      const old = await tx
        .delete(agencyImages)
        .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "logo")))
        .returning({ variants: agencyImages.variants });
      replaced = old.flatMap((row) => row.variants);
      const largest = upload.variants.at(-1)!;
      await tx.insert(agencyImages).values({
        agencyId,
        role: "logo",
        position: 0,
        contentHash: upload.contentHash,
        width: largest.width,
        height: largest.height,
        variants: upload.variants,
      });
      await markImagesEdited(tx, agencyId, { logoKey: upload.base });
      return { status: "saved" } as const;
    });
    if (outcome.status !== "saved") await removeFiles(context, variantKeys(upload.variants));
    else
      await removeFiles(
        context,
        variantKeys(replaced).filter((k) => !k.startsWith(upload.base)),
      );
    return outcome;
  } catch (error) {
    await removeFiles(context, variantKeys(upload.variants));
    if (error instanceof ImageNotStored) return { status: "not-stored", cause: error.cause };
    throw error;
  }
}

/** Removes the agency's logo (the cards show the letter circle, or the logo address, again). */
export async function removeLogo(
  context: ImageContext,
  agencyId: number,
): Promise<ImageEditResult> {
  const removed = await context.db.transaction(async (tx) => {
    if (!(await lockAgency(tx, agencyId))) return undefined;
    const rows = await tx
      .delete(agencyImages)
      .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "logo")))
      .returning({ variants: agencyImages.variants });
    if (rows.length === 0) return [];
    await markImagesEdited(tx, agencyId, { logoKey: null });
    return rows.flatMap((row) => row.variants);
  });
  if (!removed) return { status: "not-found" };
  if (removed.length === 0) return { status: "unchanged" };
  await removeFiles(context, variantKeys(removed));
  return { status: "saved" };
}
