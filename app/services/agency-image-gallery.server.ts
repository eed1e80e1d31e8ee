import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { agencies, agencyImages, type StoredImageVariant } from "~/db/schema";
import { mediaUrl, type AgencyImagesView, type GalleryImage } from "~/domain/agency-images";

/** An agency's images as the profile and the dashboard show them. */

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
