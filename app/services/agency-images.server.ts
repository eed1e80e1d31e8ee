import { and, asc, eq, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, agencyImages, type StoredImageVariant } from "~/db/schema";
import {
  CAPTION_MAX,
  imageKey,
  imageKeyBase,
  mediaUrl,
  PORTFOLIO_MAX,
  type AgencyImagesView,
  type GalleryImage,
  type ImageRole,
} from "~/domain/agency-images";
import { truncateText } from "~/domain/input-text";
import { deleteAll, objectStorage, type ObjectStorage } from "~/storage/storage.server";
import { ImageRefusal, processImage, type ImageRefusalReason } from "~/images/pipeline.server";

/**
 * An agency's logo and portfolio (docs/decisions/016-uploaded-images.md). Like a listing edit
 * (services/agency-listing), every change is public at once and flags the listing for the
 * operator to re-check; it is made by updating the agency's row, so whatever a listing edit does
 * to keep the public pages fresh happens here too (today: the statement trigger on `agencies`).
 *
 * The files are stored first and the rows written after, in one transaction that locks the
 * agency's row: a row never names a file that is not there. A file left without a row (a failed
 * transaction whose clean-up also failed) is never served: /media serves only what a row names.
 */

type Context = { db: Db; config: Pick<Config, "storage"> };

export type ImageEditResult =
  | { status: "saved" }
  | { status: "unchanged" }
  | { status: "refused"; reason: ImageRefusalReason }
  /** The portfolio already has PORTFOLIO_MAX images. */
  | { status: "full" }
  /** The same file is already in the portfolio. */
  | { status: "duplicate" }
  /** No such image of this agency (or no such agency). */
  | { status: "not-found" };

const variantKeys = (variants: readonly StoredImageVariant[]) => variants.map((v) => v.key);

/** Locks the agency's row for the transaction; false when there is no such agency. */
async function lockAgency(tx: DbOrTx, agencyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for("update");
  return rows.length > 0;
}

/**
 * Flags the listing for the operator (as a listing edit does) and sets what else of the agency's
 * row changed: the one place image edits touch `agencies`.
 */
async function markImagesEdited(
  tx: DbOrTx,
  agencyId: number,
  set: { logoKey?: string | null } = {},
): Promise<void> {
  await tx
    .update(agencies)
    .set({ ...set, needsReview: true, updatedAt: sql`now()` })
    .where(eq(agencies.id, agencyId));
}

/** Converts an upload and stores its sizes; the variants as a row keeps them. */
async function storeUpload(
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
    store: () =>
      Promise.all(
        processed.variants.map((v, i) =>
          storage.put(variants[i]!.key, v.bytes, { contentType: "image/webp" }),
        ),
      ),
  };
}

/** Removes files, logging nothing and throwing nothing: an orphan is never served. */
async function removeFiles(storage: ObjectStorage, keys: readonly string[]) {
  await deleteAll(storage, keys).catch(() => undefined);
}

async function refusedOr<T>(work: () => Promise<T>): Promise<T | ImageEditResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageRefusal) return { status: "refused", reason: error.reason };
    throw error;
  }
}

/** Sets (or replaces) the agency's logo from an uploaded file. */
export async function setLogo(
  context: Context,
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
  await upload.store();
  let replaced: StoredImageVariant[] = [];
  try {
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
    if (outcome.status !== "saved") await removeFiles(storage, variantKeys(upload.variants));
    else
      await removeFiles(
        storage,
        variantKeys(replaced).filter((k) => !k.startsWith(upload.base)),
      );
    return outcome;
  } catch (error) {
    await removeFiles(storage, variantKeys(upload.variants));
    throw error;
  }
}

/** Removes the agency's logo (the cards show the letter circle, or the logo address, again). */
export async function removeLogo(context: Context, agencyId: number): Promise<ImageEditResult> {
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
  await removeFiles(objectStorage(context), variantKeys(removed));
  return { status: "saved" };
}

/** How many portfolio images the agency has. */
async function portfolioCount(db: DbOrTx, agencyId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(agencyImages)
    .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "portfolio")));
  return row?.count ?? 0;
}

/** Adds an uploaded image at the end of the agency's portfolio (at most PORTFOLIO_MAX). */
export async function addPortfolioImage(
  context: Context,
  agencyId: number,
  bytes: Uint8Array,
  caption: string | null = null,
): Promise<ImageEditResult> {
  // Checked before the work of converting it, and again under the lock.
  if ((await portfolioCount(context.db, agencyId)) >= PORTFOLIO_MAX) return { status: "full" };
  const storage = objectStorage(context);
  const upload = await refusedOr(() => storeUpload(storage, agencyId, bytes, "portfolio"));
  if ("status" in upload) return upload;
  const [same] = await context.db
    .select({ id: agencyImages.id })
    .from(agencyImages)
    .where(
      and(
        eq(agencyImages.agencyId, agencyId),
        eq(agencyImages.role, "portfolio"),
        eq(agencyImages.contentHash, upload.contentHash),
      ),
    );
  if (same) return { status: "duplicate" };
  await upload.store();
  try {
    const outcome = await context.db.transaction(async (tx): Promise<ImageEditResult> => {
      if (!(await lockAgency(tx, agencyId))) return { status: "not-found" };
      const images = await tx
        .select({ position: agencyImages.position, contentHash: agencyImages.contentHash })
        .from(agencyImages)
        .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "portfolio")));
      if (images.length >= PORTFOLIO_MAX) return { status: "full" };
      if (images.some((image) => image.contentHash === upload.contentHash)) {
        return { status: "duplicate" };
      }
      const large = upload.variants.at(-1)!;
      await tx.insert(agencyImages).values({
        agencyId,
        role: "portfolio",
        position: Math.max(-1, ...images.map((image) => image.position)) + 1,
        contentHash: upload.contentHash,
        width: large.width,
        height: large.height,
        variants: upload.variants,
        caption: cleanCaption(caption),
      });
      await markImagesEdited(tx, agencyId);
      return { status: "saved" };
    });
    // Refused under the lock: a duplicate's files are the other image's own (same keys).
    if (outcome.status !== "saved" && outcome.status !== "duplicate") {
      await removeFiles(storage, variantKeys(upload.variants));
    }
    return outcome;
  } catch (error) {
    await removeFiles(storage, variantKeys(upload.variants));
    throw error;
  }
}

/** A caption as stored: one line, at most CAPTION_MAX characters, or null. */
export function cleanCaption(caption: string | null | undefined): string | null {
  const line = (caption ?? "").replace(/\s+/g, " ").trim();
  return line ? truncateText(line, CAPTION_MAX) : null;
}

/** The agency's portfolio rows in order, inside a transaction that holds its lock. */
async function lockedPortfolio(tx: DbOrTx, agencyId: number) {
  if (!(await lockAgency(tx, agencyId))) return undefined;
  return tx
    .select({ id: agencyImages.id, position: agencyImages.position })
    .from(agencyImages)
    .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "portfolio")))
    .orderBy(asc(agencyImages.position), asc(agencyImages.id));
}

/** Numbers the portfolio 0, 1, 2... in the order given. */
async function renumber(tx: DbOrTx, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(agencyImages).set({ position }).where(eq(agencyImages.id, id));
  }
}

/** Removes one image of the agency's portfolio. */
export async function removePortfolioImage(
  context: Context,
  agencyId: number,
  imageId: number,
): Promise<ImageEditResult> {
  const removed = await context.db.transaction(async (tx) => {
    const images = await lockedPortfolio(tx, agencyId);
    if (!images?.some((image) => image.id === imageId)) return undefined;
    const [row] = await tx
      .delete(agencyImages)
      .where(eq(agencyImages.id, imageId))
      .returning({ variants: agencyImages.variants });
    await renumber(
      tx,
      images.filter((image) => image.id !== imageId).map((image) => image.id),
    );
    await markImagesEdited(tx, agencyId);
    return row!.variants;
  });
  if (!removed) return { status: "not-found" };
  await removeFiles(objectStorage(context), variantKeys(removed));
  return { status: "saved" };
}

/** Moves one portfolio image a place earlier or later. */
export async function movePortfolioImage(
  context: Context,
  agencyId: number,
  imageId: number,
  direction: "earlier" | "later",
): Promise<ImageEditResult> {
  return context.db.transaction(async (tx): Promise<ImageEditResult> => {
    const images = await lockedPortfolio(tx, agencyId);
    const at = images?.findIndex((image) => image.id === imageId) ?? -1;
    if (!images || at === -1) return { status: "not-found" };
    const to = direction === "earlier" ? at - 1 : at + 1;
    if (to < 0 || to >= images.length) return { status: "unchanged" };
    const ids = images.map((image) => image.id);
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await renumber(tx, ids);
    await markImagesEdited(tx, agencyId);
    return { status: "saved" };
  });
}

/** Sets (or clears) a portfolio image's caption. */
export async function setCaption(
  context: Context,
  agencyId: number,
  imageId: number,
  caption: string,
): Promise<ImageEditResult> {
  const next = cleanCaption(caption);
  return context.db.transaction(async (tx): Promise<ImageEditResult> => {
    if (!(await lockAgency(tx, agencyId))) return { status: "not-found" };
    const [row] = await tx
      .select({ caption: agencyImages.caption })
      .from(agencyImages)
      .where(
        and(
          eq(agencyImages.id, imageId),
          eq(agencyImages.agencyId, agencyId),
          eq(agencyImages.role, "portfolio"),
        ),
      );
    if (!row) return { status: "not-found" };
    if (row.caption === next) return { status: "unchanged" };
    await tx.update(agencyImages).set({ caption: next }).where(eq(agencyImages.id, imageId));
    await markImagesEdited(tx, agencyId);
    return { status: "saved" };
  });
}

/** What a stored row looks like on the pages. */
function galleryImage(row: {
  id: number;
  variants: StoredImageVariant[];
  caption: string | null;
}): GalleryImage | undefined {
  const thumb = row.variants.find((v) => v.key.endsWith("-thumb.webp"));
  const large = row.variants.find((v) => v.key.endsWith("-large.webp"));
  if (!thumb || !large) return undefined;
  const view = (v: StoredImageVariant) => ({
    url: mediaUrl(v.key),
    width: v.width,
    height: v.height,
  });
  return { id: row.id, thumb: view(thumb), large: view(large), caption: row.caption };
}

/** The agency's portfolio in order, as the profile and the dashboard show it. */
export async function agencyGallery(db: DbOrTx, agencyId: number): Promise<GalleryImage[]> {
  const rows = await db
    .select({ id: agencyImages.id, variants: agencyImages.variants, caption: agencyImages.caption })
    .from(agencyImages)
    .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "portfolio")))
    .orderBy(asc(agencyImages.position), asc(agencyImages.id));
  return rows.map(galleryImage).filter((image) => image !== undefined);
}

export async function agencyImagesView(db: DbOrTx, agencyId: number): Promise<AgencyImagesView> {
  const [row] = await db
    .select({ logoKey: agencies.logoKey })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return { logoKey: row?.logoKey ?? null, portfolio: await agencyGallery(db, agencyId) };
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
