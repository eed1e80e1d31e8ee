import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { StoredImageVariant } from "~/db/schema";
import { agencies, agencyImages } from "~/db/schema";
import { imageKey, imageKeyBase, type ImageRole } from "~/domain/agency-images";
import { processImage } from "~/images/pipeline.server";
import type { ObjectStorage } from "~/storage/storage.server";
import type { DbOrTx } from "../client.server";
import { selectRows } from "../select-rows";

/** How many demo agencies get an uploaded logo and portfolio (Pro ones first). */
export const DEMO_IMAGE_AGENCIES = 6;
/** Portfolio images per such agency: two or three. */
const portfolioCount = (i: number) => (i % 3 === 0 ? 2 : 3);

const PALETTE = ["#1d4ed8", "#0f766e", "#b45309", "#7c3aed", "#be123c", "#15803d", "#0369a1"];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The first letters of the first two words of a name: "Pixel Souk" is "PS". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join("") || "A"
  );
}

/** A logo: the initials on a rounded square of the agency's colour. SVG only as sharp's input. */
function logoSvg(name: string, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" rx="56" fill="${colour}"/>
<circle cx="204" cy="52" r="22" fill="#ffffff" fill-opacity="0.25"/>
<text x="128" y="136" font-family="DejaVu Sans, Arial, sans-serif" font-size="104" font-weight="700"
 fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

/** A piece of "work": layered shapes in the agency's colour, different for each image. */
function workSvg(colour: string, n: number): string {
  const shapes = [
    `<circle cx="${300 + n * 120}" cy="300" r="${180 - n * 20}" fill="#ffffff" fill-opacity="0.18"/>`,
    `<rect x="${80 + n * 60}" y="${380 - n * 40}" width="420" height="220" rx="24" fill="#ffffff" fill-opacity="0.9"/>`,
    `<rect x="${120 + n * 60}" y="${420 - n * 40}" width="240" height="24" rx="12" fill="${colour}"/>`,
    `<rect x="${120 + n * 60}" y="${464 - n * 40}" width="320" height="16" rx="8" fill="#cbd5e1"/>`,
    `<rect x="${120 + n * 60}" y="${496 - n * 40}" width="280" height="16" rx="8" fill="#cbd5e1"/>`,
    `<path d="M0 ${600 - n * 30} Q 480 ${420 + n * 50} 960 ${560 - n * 20} L 960 720 L 0 720 Z" fill="#0f172a" fill-opacity="0.15"/>`,
  ];
  // Drawn at 800 x 600: the large copy is never enlarged, and this is enough for a demo.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 960 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="960" height="720" fill="url(#g)"/>${shapes.join("")}</svg>`;
}

/** Draws an SVG to PNG bytes, which then go through the uploads' own pipeline. */
const drawn = async (svg: string) =>
  new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());

async function storeImage(
  storage: ObjectStorage,
  agencyId: number,
  role: ImageRole,
  png: Uint8Array,
) {
  const image = await processImage(png, role);
  const base = imageKeyBase(agencyId, role, image.contentHash);
  const variants: StoredImageVariant[] = [];
  for (const v of image.variants) {
    const key = imageKey(base, v.size);
    await storage.put(key, v.bytes, { contentType: "image/webp" });
    variants.push({ key, width: v.width, height: v.height, bytes: v.bytes.byteLength });
  }
  return { base, contentHash: image.contentHash, variants };
}

/**
 * Gives the first DEMO_IMAGE_AGENCIES approved demo agencies (Pro first) a drawn logo and two or
 * three portfolio images, through the same pipeline and storage as an upload (about 20 images,
 * a second or two). Run after the demo seed, on a database it has just filled.
 */
export async function seedDemoImages(db: DbOrTx, storage: ObjectStorage): Promise<number> {
  const rows = await selectRows<{ id: number; agency_name: string }>(
    db,
    sql`select id, agency_name from agencies where approved order by is_pro desc, id limit ${DEMO_IMAGE_AGENCIES}`,
  );
  let stored = 0;
  for (const [i, row] of rows.entries()) {
    const colour = PALETTE[i % PALETTE.length]!;
    // Drawn and converted two at a time (the pipeline's own limit), as uploads are.
    const [logo, ...portfolio] = await Promise.all([
      drawn(logoSvg(row.agency_name, colour)).then((png) =>
        storeImage(storage, row.id, "logo", png),
      ),
      ...Array.from({ length: portfolioCount(i) }, (_, n) =>
        drawn(workSvg(colour, n)).then((png) => storeImage(storage, row.id, "portfolio", png)),
      ),
    ]);
    const rowOf = (role: ImageRole, image: typeof logo, position: number) => ({
      agencyId: row.id,
      role,
      position,
      contentHash: image.contentHash,
      width: image.variants.at(-1)!.width,
      height: image.variants.at(-1)!.height,
      variants: image.variants,
    });
    await db
      .insert(agencyImages)
      .values([
        rowOf("logo", logo, 0),
        ...portfolio.map((image, n) => rowOf("portfolio", image, n)),
      ]);
    await db.update(agencies).set({ logoKey: logo!.base }).where(eq(agencies.id, row.id));
    stored += 1 + portfolio.length;
  }
  return stored;
}
