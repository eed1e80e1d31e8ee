import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencyImages } from "~/db/schema";
import { CAPTION_MAX, PORTFOLIO_MAX } from "~/domain/agency-images";
import { truncateText } from "~/domain/input-text";
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
 * An agency's portfolio: adding, removing, moving and captioning its images
 * (docs/decisions/016-uploaded-images.md; how every image edit goes is told in
 * ./agency-image-edits.server.ts).
 */

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
  context: ImageContext,
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
  try {
    await upload.store();
    const outcome = await context.db.transaction(async (tx): Promise<ImageEditResult> => {
      if (!(await lockAgency(tx, agencyId))) return { status: "not-found" };
      const images = await tx
        .select({ position: agencyImages.position, contentHash: agencyImages.contentHash })
        .from(agencyImages)
        .where(and(eq(agencyImages.agencyId, agencyId), eq(agencyImages.role, "portfolio")));
      if (images.some((image) => image.contentHash === upload.contentHash)) {
        return { status: "duplicate" };
      }
      if (images.length >= PORTFOLIO_MAX) return { status: "full" };
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
      await removeFiles(context, variantKeys(upload.variants));
    }
    return outcome;
  } catch (error) {
    await removeFiles(context, variantKeys(upload.variants));
    if (error instanceof ImageNotStored) return { status: "not-stored", cause: error.cause };
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
  context: ImageContext,
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
  await removeFiles(context, variantKeys(removed));
  return { status: "saved" };
}

/** Moves one portfolio image a place earlier or later. */
export async function movePortfolioImage(
  context: ImageContext,
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
  context: ImageContext,
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
