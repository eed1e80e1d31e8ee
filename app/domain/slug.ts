/** The slug of a name with nothing usable left in it. */
export const FALLBACK_SLUG = "agency";
const MAX_SLUG_LENGTH = 80;

/**
 * The base slug of an agency name (docs/product.md#slugs): lower-cased, '&' -> 'and', whitespace
 * runs -> '-', then anything but a letter, digit or '-' dropped. Letters of any script are kept,
 * with their combining marks (needed by many scripts), so Arabic names keep their words.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/\s+/gu, "-")
    .replace(/[^\p{L}\p{M}\p{Nd}-]/gu, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|(?<!-)-+$/g, "");
  // Cut by code points so a letter outside the basic plane is never split in half.
  const short = Array.from(slug)
    .slice(0, MAX_SLUG_LENGTH)
    .join("")
    .replace(/(?<!-)-+$/, "");
  return short || FALLBACK_SLUG;
}

/**
 * The first free slug of `base`, `base-2`, `base-3`, ...; `taken` says whether one is in use
 * (a set lookup or a database query).
 */
export async function uniqueSlug(
  base: string,
  taken: (slug: string) => boolean | Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
