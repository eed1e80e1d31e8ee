import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_SIDE,
  LOGO_SIZES,
  PORTFOLIO_SIZES,
  type AcceptedImageType,
  type ImageRole,
  type PortfolioSize,
} from "~/domain/agency-images";

/**
 * The image pipeline (docs/decisions/016-uploaded-images.md): an upload's type is read from its
 * first bytes (JPEG, PNG, WebP, AVIF; the file's name and the browser's Content-Type are never
 * read), it is decoded by sharp (libvips) with a pixel limit, turned upright from its EXIF
 * orientation, and written again as WebP at the sizes the pages show, in sRGB, with no metadata at
 * all (EXIF, GPS, XMP, IPTC, ICC profiles): sharp writes none unless asked. Never enlarged.
 */

/** Why an upload was refused; each has its own message in the page's language. */
export type ImageRefusalReason =
  | "empty"
  | "too-large"
  | "type"
  | "unreadable"
  | "too-many-pixels"
  | "too-many-pixels-full"
  | "too-small"
  | "busy";

export class ImageRefusal extends Error {
  override name = "ImageRefusal";
  constructor(readonly reason: ImageRefusalReason) {
    super(`image refused: ${reason}`);
  }
}

/** One size of a processed image, as WebP. */
export type ImageVariant = {
  size: number | PortfolioSize;
  width: number;
  height: number;
  bytes: Uint8Array;
};

export type ProcessedImage = {
  /** What the bytes said the upload was. */
  sourceType: AcceptedImageType;
  /** The first 16 hex digits of the SHA-256 of the uploaded bytes. */
  contentHash: string;
  /** Smallest first. */
  variants: ImageVariant[];
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The image type of `bytes` from their signature ("magic bytes"), or undefined for anything else
 * (GIF, SVG, HTML, PDF, TIFF, HEIC, text...). AVIF is an ISO-BMFF file whose `ftyp` box names the
 * avif or avis brand.
 */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "image/jpeg";
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte)
  ) {
    return "image/png";
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "image/webp";
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return "image/avif";
  }
  return undefined;
}

/** What sharp's metadata calls each accepted type. */
const SHARP_FORMAT: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
};

// Each upload is new: libvips's operation cache would only hold memory.
sharp.cache(false);

/**
 * At most this many images are decoded at once in this process (libvips runs them on its own
 * threads, off the event loop; more at once would only share the same cores and multiply memory).
 */
const MAX_JOBS = 2;
let running = 0;
const waiting: (() => void)[] = [];

/** Uploads that may wait their turn; past them an upload is refused as "busy" (try again). */
const MAX_WAITING = 8;

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_JOBS) {
    if (waiting.length >= MAX_WAITING) throw new ImageRefusal("busy");
    // The finishing job hands its turn over: `running` stays counted for the one woken.
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many images are being processed or waiting to be, in this process (for tests). */
export function pipelineLoad() {
  return { running, waiting: waiting.length };
}

const decodeOptions = {
  limitInputPixels: IMAGE_MAX_PIXELS,
  // A truncated or corrupt file fails instead of becoming a half-grey image.
  failOn: "error",
  // The first frame of an animated WebP or PNG.
  pages: 1,
} as const;

const WEBP = { quality: 82, effort: 4 } as const;

/** The most pixels of an image libvips must decode whole (no shrink-on-load): 16 million. */
export const FULL_DECODE_MAX_PIXELS = 16_000_000;

/**
 * Checks and converts one upload for `role`: the logo's squares (LOGO_SIZES) or the portfolio's
 * thumbnail and large copy (PORTFOLIO_SIZES). Throws an ImageRefusal for anything it refuses.
 */
export function processImage(bytes: Uint8Array, role: ImageRole): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) return Promise.reject(new ImageRefusal("empty"));
  if (bytes.byteLength > IMAGE_MAX_BYTES) return Promise.reject(new ImageRefusal("too-large"));
  const sourceType = sniffImageType(bytes);
  if (!sourceType) return Promise.reject(new ImageRefusal("type"));
  return inTurn(() => convert(bytes, sourceType, role));
}

async function convert(
  bytes: Uint8Array,
  sourceType: AcceptedImageType,
  role: ImageRole,
): Promise<ProcessedImage> {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let metadata: Metadata;
  try {
    // The header only: a pixel bomb is refused here, before any pixel is decoded.
    metadata = await sharp(input, decodeOptions).metadata();
  } catch (error) {
    throw new ImageRefusal(isPixelLimit(error) ? "too-many-pixels" : "unreadable");
  }
  // The signature and the decoder must agree (a PNG signature on a JPEG body is not a PNG).
  if (metadata.format !== SHARP_FORMAT[sourceType]) throw new ImageRefusal("type");
  if (sourceType === "image/avif" && metadata.compression !== "av1") {
    throw new ImageRefusal("type");
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageRefusal("too-many-pixels");
  // AVIF and interlaced or 16-bit PNG cannot be decoded at a fraction of their size: they are
  // decoded whole, at up to 8 bytes a pixel (a 1.3 KB AVIF of 7000 x 7000 took 1.1 GB).
  const decodedWhole =
    metadata.format === "heif" || metadata.isProgressive === true || metadata.depth === "ushort";
  if (decodedWhole && sourceType !== "image/jpeg" && width * height > FULL_DECODE_MAX_PIXELS) {
    throw new ImageRefusal("too-many-pixels-full");
  }
  if (Math.min(width, height) < IMAGE_MIN_SIDE) throw new ImageRefusal("too-small");

  // Decoded once, upright, in sRGB, no larger than every size needs: each size is made from
  // these pixels (JPEG and WebP decode at a fraction of their size when that is enough).
  const upright = (metadata.orientation ?? 1) >= 5 ? [height, width] : [width, height];
  const [rawWidth, rawHeight] = decodedSize(upright[0]!, upright[1]!, role);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, decodeOptions)
      .autoOrient()
      .resize({ width: rawWidth, height: rawHeight, fit: "fill" })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRefusal(isPixelLimit(error) ? "too-many-pixels" : "unreadable");
  }
  const { data, info } = pixels;
  const fromPixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });

  const variants: ImageVariant[] = [];
  if (role === "logo") {
    const longest = Math.max(info.width, info.height);
    for (const size of LOGO_SIZES) {
      // A square on a transparent ground, never larger than the logo's own longest side.
      const side = Math.min(size, longest);
      variants.push(
        await encode(
          fromPixels().resize({
            width: side,
            height: side,
            fit: "contain",
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          }),
          size,
        ),
      );
    }
  } else {
    const { thumb } = PORTFOLIO_SIZES;
    const { large } = PORTFOLIO_SIZES;
    variants.push(
      await encode(
        fromPixels().resize({
          width: thumb.width,
          height: thumb.height,
          fit: "cover",
          withoutEnlargement: true,
        }),
        "thumb",
      ),
      await encode(
        fromPixels().resize({
          width: large.width,
          height: large.height,
          fit: "inside",
          withoutEnlargement: true,
        }),
        "large",
      ),
    );
  }
  return {
    sourceType,
    contentHash: createHash("sha256").update(bytes).digest("hex").slice(0, 16),
    variants,
  };
}

const isPixelLimit = (error: unknown) => /pixel limit/i.test(String(error));

/**
 * The size to decode an upright `width` x `height` image at for `role`: the smallest that still
 * makes every size without enlarging (a logo's 256 px square; the portfolio's copy inside 1280 x
 * 1280 and its thumbnail covering 480 x 360, which a tall image needs wider than its large copy),
 * and never larger than the image.
 */
export function decodedSize(width: number, height: number, role: ImageRole): [number, number] {
  let scale: number;
  if (role === "logo") {
    const side = LOGO_SIZES.at(-1)!;
    scale = Math.min(1, side / Math.max(width, height));
  } else {
    const { thumb, large } = PORTFOLIO_SIZES;
    const inside = Math.min(large.width / width, large.height / height);
    const cover = Math.max(thumb.width / width, thumb.height / height);
    scale = Math.min(1, Math.max(inside, cover));
  }
  return [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
}

async function encode(image: Sharp, size: ImageVariant["size"]): Promise<ImageVariant> {
  const { data, info } = await image.webp(WEBP).toBuffer({ resolveWithObject: true });
  return { size, width: info.width, height: info.height, bytes: new Uint8Array(data) };
}
