import type { Messages } from "./messages/en";

/**
 * Agencies' uploaded images (docs/decisions/016-uploaded-images.md): the sizes made of each
 * upload, the limits, and the keys and addresses of the stored files. Shared by the server (the
 * pipeline, the storage, the /media route) and the components that show them, so it holds no
 * server code.
 */

/** The most portfolio images an agency may have. */
export const PORTFOLIO_MAX = 8;
/** The most bytes one uploaded file may have. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels (width x height) an upload may decode to: past this it is refused unread. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The fewest pixels an upload may have on its shorter side. */
export const IMAGE_MIN_SIDE = 32;
/** The longest caption of a portfolio image. */
export const CAPTION_MAX = 120;

/**
 * The logo's square sizes: 64 (the cards' 56 px circle, 1x), 128 (the cards at 2x and the profile's
 * 80 px at 1.5x) and 256 (the profile at 2x and beyond). A logo smaller than a size is kept at its
 * own size (never enlarged), so the file named "-256" may be smaller than 256 px.
 */
export const LOGO_SIZES = [64, 128, 256] as const;
/**
 * The portfolio's sizes: a thumbnail cut to 4:3 at 480 px wide (a third of the profile's column
 * at 2x, or a phone's full width at 1x), and a large copy that fits 1280 x 1280 (opened on its own).
 */
export const PORTFOLIO_SIZES = {
  thumb: { width: 480, height: 360 },
  large: { width: 1280, height: 1280 },
} as const;
export type PortfolioSize = keyof typeof PORTFOLIO_SIZES;

export type ImageRole = "logo" | "portfolio";

/** The content types an upload may have, read from its bytes (never from its name or header). */
export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** What the file inputs offer to pick (a hint only: the server reads the bytes). */
export const IMAGE_INPUT_ACCEPT =
  ".jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif";

/** The address prefix of stored images: `/media/{key}`. */
export const MEDIA_PREFIX = "/media/";

/**
 * A stored image's key: `agencies/{agency id}/{role letter}-{16 hex digits of the content's
 * SHA-256}-{size}.webp`, so its address changes with its content and it can be cached for a year.
 * The logo's base (without "-{size}.webp") is what `agencies.logo_key` keeps.
 */
const IMAGE_KEY = /^agencies\/[1-9]\d{0,9}\/[lp]-[0-9a-f]{16}-(?:64|128|256|thumb|large)\.webp$/;
const LOGO_BASE = /^agencies\/[1-9]\d{0,9}\/l-[0-9a-f]{16}$/;

/** Whether `key` names a public image (only these are served by /media). */
export function isPublicImageKey(key: string): boolean {
  return key.length <= 80 && IMAGE_KEY.test(key);
}

/** The base of an image's keys: its agency, its role and its content's hash. */
export function imageKeyBase(agencyId: number, role: ImageRole, contentHash: string): string {
  return `agencies/${agencyId}/${role === "logo" ? "l" : "p"}-${contentHash}`;
}

/** The key of one size of an image. */
export function imageKey(base: string, size: number | PortfolioSize): string {
  return `${base}-${size}.webp`;
}

/** The address of a stored image. */
export function mediaUrl(key: string): string {
  return MEDIA_PREFIX + key;
}

/** The addresses of a logo's sizes, from `agencies.logo_key` (undefined if it is not one). */
export function logoSources(logoKey: string | null | undefined) {
  if (!logoKey || !LOGO_BASE.test(logoKey)) return undefined;
  const [small, medium, large] = LOGO_SIZES.map((size) => mediaUrl(imageKey(logoKey, size)));
  return { small: small!, medium: medium!, large: large! };
}

/** A portfolio image as the pages show it. */
export type GalleryImage = {
  id: number;
  thumb: { url: string; width: number; height: number };
  large: { url: string; width: number; height: number };
  caption: string | null;
};

/** What the dashboard's Logo and Portfolio sections show. */
export type AgencyImagesView = {
  logoKey: string | null;
  portfolio: GalleryImage[];
};

/**
 * The sections' texts, in the page's language: handed over by the dashboard's loader, as they are
 * not in the browser's catalogue (domain/i18n.ts, SERVER_ONLY_EMAILS).
 */
export type DashboardImageTexts = Messages["dashboard"]["images"];
