import { defaultLocale, localizePath, locales } from "./locales";

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** The most pages one file lists: each page is listed once per locale. */
export const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / locales.length);

export const xmlHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Joins a site address and a path, percent-encoding what a path may not hold as written. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

/**
 * A urlset of pages given by their English paths: each page once per locale (/agencies and
 * /ar/agencies), each entry naming all its languages and x-default with xhtml:link, as search
 * engines read hreflang from a sitemap.
 */
export function localizedUrlsetXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...locales.map((locale) => [locale, absoluteUrl(siteUrl, localizePath(locale, path))]),
      ["x-default", absoluteUrl(siteUrl, localizePath(defaultLocale, path))],
    ]
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href!)}"/>`,
      )
      .join("\n");
    return locales.map(
      (locale) =>
        `  <url><loc>${escapeXml(absoluteUrl(siteUrl, localizePath(locale, path)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}
</sitemapindex>
`;
}
