/**
 * The locales the product is written in (a catalogue each, domain/i18n.ts); the first is the
 * default. English lives at the root of the site, every other locale under its own prefix:
 * /ar, /ar/agencies, /ar/submit ... (docs/decisions/013-arabic-and-right-to-left.md).
 */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locales with a prefix of their own in every URL. */
const prefixed = locales.filter((locale) => locale !== defaultLocale);

/** The locale a path is written in: /ar and /ar/... are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  // React Router matches paths without case: /AR/agencies is the Arabic directory too.
  const path = pathname.toLowerCase();
  for (const locale of prefixed) {
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return locale;
  }
  return defaultLocale;
}

/**
 * A path that stays on this site: its leading run of slashes, backslashes, tabs and line breaks
 * becomes one '/'. A browser reads `//host/x` and `/\host/x` (and `/<tab>/host`, tabs being
 * dropped) as another site; a visitor's path can start that way (/ar//evil.example/x loses its
 * /ar and would become //evil.example/x).
 */
export function sitePath(pathname: string): string {
  return pathname.replace(/^[/\\\t\n\r]+/, "/");
}

/** The path without its locale prefix: /ar/agencies -> /agencies, /ar -> /. Always a site path. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return sitePath(pathname);
  return sitePath(pathname.slice(locale.length + 1) || "/");
}

/**
 * A path of the site (starting with '/', query and hash allowed) in `locale`: English as written,
 * Arabic under /ar. A path already in a locale is moved to the other: localizePath("en",
 * "/ar/agencies") is "/agencies". The result always stays on the site (`sitePath`): a path that
 * starts like a protocol-relative address (//host, /\host) is taken as this site's path. Anything
 * else (a full URL, '#top', '?page=2', mailto:) is returned as is.
 */
export function localizePath(locale: Locale, path: string): string {
  if (!/^[/\\]/.test(path)) return path;
  const end = path.search(/[?#]/);
  const pathname = sitePath(end === -1 ? path : path.slice(0, end));
  const rest = end === -1 ? "" : path.slice(end);
  const bare = pathWithoutLocale(pathname);
  if (locale === defaultLocale) return bare + rest;
  return (bare === "/" ? `/${locale}` : `/${locale}${bare}`) + rest;
}

/** Each language's name in its own script, for the language switcher. */
export const languageNames: Record<Locale, string> = { en: "English", ar: "العربية" };
