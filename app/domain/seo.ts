import type { MetaDescriptor } from "react-router";
import { stripBidiFormatting } from "./bidi-controls";
import { defaultLocale, getMessages, localizePath, locales, type Locale } from "./i18n";
import type { Messages } from "./messages/en";

export type Robots = "index,follow" | "noindex,follow" | "noindex,nofollow";

/** What every page shares: the configured brand and address, and the visitor's locale. */
export type SiteSeo = { name: string; url: string; locale: Locale };

/** What one page says about itself. Missing texts fall back to the catalogue's site defaults. */
export type PageSeo = {
  /** The page's path; any query or fragment is dropped from the canonical address. */
  path: string;
  /** Shown as "{title} | {site name}"; without it the default title is used. */
  title?: string;
  description?: string;
  keywords?: string;
  robots?: Robots;
  /** Absolute, or a path under the site (such as /og-default.png). */
  image?: string;
};

export const DEFAULT_SOCIAL_IMAGE = "/og-default.png";

/**
 * Every meta tag of a page: title, description, robots, canonical, Open Graph and Twitter card. The
 * canonical is the page in its own locale; an indexed page names its other languages
 * (hreflang en, ar, and x-default: the English page, at the root of the site).
 */
export function buildMeta(site: SiteSeo, page: PageSeo): MetaDescriptor[] {
  const messages = getMessages(site.locale);
  // Titles and meta tags have no markup to isolate a name in: a control stored in a name before
  // input dropped them would reorder the tab title and search results (./bidi-controls).
  const title = stripBidiFormatting(
    page.title ? `${page.title} | ${site.name}` : `${site.name} | ${messages.site.tagline}`,
  );
  const description = stripBidiFormatting(page.description ?? messages.site.defaultDescription);
  const keywords = stripBidiFormatting(page.keywords ?? messages.site.defaultKeywords);
  const path = canonicalPath(page.path);
  const url = absoluteUrl(site.url, localizePath(site.locale, path));
  const robots = page.robots ?? "index,follow";
  const alternates: MetaDescriptor[] =
    robots === "index,follow"
      ? [
          ...locales.map((locale) => ({
            tagName: "link" as const,
            rel: "alternate",
            hrefLang: locale,
            href: absoluteUrl(site.url, localizePath(locale, path)),
          })),
          {
            tagName: "link",
            rel: "alternate",
            hrefLang: "x-default",
            href: absoluteUrl(site.url, localizePath(defaultLocale, path)),
          },
        ]
      : [];
  const image = absoluteUrl(site.url, page.image ?? DEFAULT_SOCIAL_IMAGE);
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
    { name: "robots", content: robots },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates,
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: image },
    { property: "og:locale", content: openGraphLocale(site.locale) },
    ...locales
      .filter((locale) => locale !== site.locale)
      .map((locale) => ({ property: "og:locale:alternate", content: openGraphLocale(locale) })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The root loader's data as far as meta needs it (see app/root.tsx). */
type RootSeoData = { locale: Locale; site: { name: string; url: string } };

/** What React Router hands a meta function, as far as pageMeta reads it. */
type MetaArgsLike = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

/**
 * A route's meta in one line: reads the site from the root loader and the texts from the
 * catalogue. `page` may be a function of the messages (and the page's locale, for labels and
 * agency texts), so titles come from the catalogue.
 */
export function pageMeta(
  args: MetaArgsLike,
  page: Partial<PageSeo> | ((messages: Messages, locale: Locale) => Partial<PageSeo>),
): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    RootSeoData | undefined;
  const locale = root?.locale ?? defaultLocale;
  const pageMeta = typeof page === "function" ? page(getMessages(locale), locale) : page;
  // Without the root data (its loader failed) there is no brand or address to build from.
  if (!root)
    return [
      { title: stripBidiFormatting(pageMeta.title ?? "") },
      { name: "robots", content: "noindex,nofollow" },
    ];
  return buildMeta(
    { name: root.site.name, url: root.site.url, locale },
    { ...pageMeta, path: pageMeta.path ?? args.location.pathname },
  );
}

/**
 * The tags of an error page (the 404, a refused request, a failure): every tag a page has, named
 * by the error, its text as the description, and never indexed.
 */
export function errorPageMeta(
  args: MetaArgsLike,
  texts: (messages: Messages) => { title: string; body: string },
): MetaDescriptor[] {
  return pageMeta(args, (messages) => {
    const { title, body } = texts(messages);
    return { title, description: body, robots: "noindex,nofollow" };
  });
}

/** The path part of a page address: no query, no fragment, always starting with "/". */
export function canonicalPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  return bare.startsWith("/") ? bare : `/${bare}`;
}

function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return (
    siteUrl.replace(/(?<!\/)\/+$/, "") + (pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`)
  );
}

/** Open Graph wants language_TERRITORY; every locale of this UAE product is served for the AE territory. */
function openGraphLocale(locale: Locale): string {
  return `${locale}_AE`;
}
