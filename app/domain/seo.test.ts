import fc from "fast-check";
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { hostileName, hostileText } from "#tests/bidi-text";
import { en } from "./messages/en";
import { buildMeta, canonicalPath, pageMeta } from "./seo";

const site = { name: "Wakala", url: "https://wakala.ae", locale: "en" as const };

/** The content of the first tag matching a key/value pair, e.g. ("property", "og:url"). */
function contentOf(meta: MetaDescriptor[], key: string, value: string): unknown {
  const tag = meta.find((d) => (d as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;
  return tag?.content;
}
const titleOf = (meta: MetaDescriptor[]) =>
  (meta.find((d) => "title" in d) as { title: string } | undefined)?.title;
const canonicalOf = (meta: MetaDescriptor[]) =>
  (meta.find((d) => "rel" in d && d.rel === "canonical") as { href: string } | undefined)?.href;

describe("buildMeta", () => {
  it("gives the home page the default title, description, keywords and index,follow", () => {
    const meta = buildMeta(site, { path: "/" });
    expect(titleOf(meta)).toBe("Wakala | The UAE's vetted agency matchmaker");
    expect(contentOf(meta, "name", "description")).toBe(en.site.defaultDescription);
    expect(contentOf(meta, "name", "keywords")).toBe(en.site.defaultKeywords);
    expect(contentOf(meta, "name", "robots")).toBe("index,follow");
    expect(canonicalOf(meta)).toBe("https://wakala.ae/");
  });

  it("puts the page title before the site name and repeats it for Open Graph and Twitter", () => {
    const meta = buildMeta(site, { path: "/pricing", title: "Pricing", description: "Plans." });
    expect(titleOf(meta)).toBe("Pricing | Wakala");
    expect(contentOf(meta, "property", "og:title")).toBe("Pricing | Wakala");
    expect(contentOf(meta, "name", "twitter:title")).toBe("Pricing | Wakala");
    expect(contentOf(meta, "property", "og:description")).toBe("Plans.");
    expect(contentOf(meta, "name", "twitter:description")).toBe("Plans.");
  });

  it("makes the canonical and og:url absolute and drops the query", () => {
    const meta = buildMeta({ ...site, url: "https://wakala.ae/" }, { path: "/agencies?pro=1#top" });
    expect(canonicalOf(meta)).toBe("https://wakala.ae/agencies");
    expect(contentOf(meta, "property", "og:url")).toBe("https://wakala.ae/agencies");
  });

  it("uses the default social image, absolute, unless the page brings its own", () => {
    const fallback = buildMeta(site, { path: "/" });
    expect(contentOf(fallback, "property", "og:image")).toBe("https://wakala.ae/og-default.png");
    expect(contentOf(fallback, "name", "twitter:image")).toBe("https://wakala.ae/og-default.png");
    const own = buildMeta(site, { path: "/a/x", image: "https://cdn.example.com/logo.png" });
    expect(contentOf(own, "property", "og:image")).toBe("https://cdn.example.com/logo.png");
  });

  it("writes the fixed Open Graph and Twitter card fields", () => {
    const meta = buildMeta(site, { path: "/" });
    expect(contentOf(meta, "property", "og:type")).toBe("website");
    expect(contentOf(meta, "property", "og:site_name")).toBe("Wakala");
    expect(contentOf(meta, "property", "og:locale")).toBe("en_AE");
    expect(contentOf(meta, "name", "twitter:card")).toBe("summary_large_image");
  });

  it("passes noindex,nofollow through for private pages", () => {
    const meta = buildMeta(site, { path: "/admin", robots: "noindex,nofollow" });
    expect(contentOf(meta, "name", "robots")).toBe("noindex,nofollow");
  });

  it("writes each tag once", () => {
    const keyOf = (d: Record<string, unknown>) =>
      String(d.name ?? d.property ?? d.rel ?? "title") + String(d.hrefLang ?? "");
    const keys = buildMeta(site, { path: "/" }).map((d) => keyOf(d as Record<string, unknown>));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("buildMeta in two languages", () => {
  const links = (locale: "en" | "ar", path: string) =>
    buildMeta({ ...site, locale }, { path }).filter((d) => "tagName" in d);

  it("gives each page its own locale's canonical, and names both languages and x-default", () => {
    for (const locale of ["en", "ar"] as const) {
      const tags = links(locale, locale === "ar" ? "/ar/agencies?page=2" : "/agencies");
      expect(tags.find((d) => "rel" in d && d.rel === "canonical")).toMatchObject({
        href: locale === "ar" ? "https://wakala.ae/ar/agencies" : "https://wakala.ae/agencies",
      });
      const alternates = Object.fromEntries(
        tags
          .filter((d) => "rel" in d && d.rel === "alternate")
          .map((d) => [(d as { hrefLang: string }).hrefLang, (d as { href: string }).href]),
      );
      expect(alternates).toEqual({
        en: "https://wakala.ae/agencies",
        ar: "https://wakala.ae/ar/agencies",
        "x-default": "https://wakala.ae/agencies",
      });
    }
  });

  it("the home page in Arabic is /ar", () => {
    const canonical = links("ar", "/").find((d) => "rel" in d && d.rel === "canonical");
    expect(canonical).toMatchObject({ href: "https://wakala.ae/ar" });
  });

  it("names no alternates on a page that is not indexed", () => {
    const tags = buildMeta(
      { ...site, locale: "ar" },
      { path: "/ar/x", robots: "noindex,nofollow" },
    );
    expect(tags.some((d) => "rel" in d && d.rel === "alternate")).toBe(false);
  });
});

describe("canonicalPath", () => {
  it("keeps only the path and always starts with a slash", () => {
    expect(canonicalPath("submit?x=1")).toBe("/submit");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("")).toBe("/");
  });
});

describe("pageMeta", () => {
  const rootMatch = {
    id: "root",
    loaderData: { locale: "en", site: { name: "Acme", url: "http://x.test" } },
  };

  it("reads the site from the root loader and texts from the catalogue", () => {
    const meta = pageMeta(
      { matches: [rootMatch, { id: "routes/public/pricing" }], location: { pathname: "/pricing" } },
      (m) => ({ title: m.pages.pricing.title }),
    );
    expect(titleOf(meta)).toBe("Pricing | Acme");
    expect(canonicalOf(meta)).toBe("http://x.test/pricing");
  });

  it("prefers the page's canonical path over the address it was reached by", () => {
    const meta = pageMeta(
      { matches: [rootMatch], location: { pathname: "/submit-brief" } },
      { path: "/submit" },
    );
    expect(canonicalOf(meta)).toBe("http://x.test/submit");
  });

  it("falls back to a bare noindex title when the root data is missing", () => {
    const meta = pageMeta({ matches: [], location: { pathname: "/" } }, { title: "Oops" });
    expect(meta).toEqual([{ title: "Oops" }, { name: "robots", content: "noindex,nofollow" }]);
  });
});

describe("buildMeta with names typed by an attacker", () => {
  it("writes no bidirectional control that carries state, whatever was stored", () => {
    fc.assert(
      fc.property(hostileName("Falcon Digital"), hostileText, (title, description) => {
        for (const locale of ["en", "ar"] as const) {
          const meta = buildMeta({ ...site, locale }, { path: "/agencies/x", title, description });
          for (const tag of meta) {
            for (const value of Object.values(tag as Record<string, unknown>)) {
              expect(String(value)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
            }
          }
          expect(titleOf(meta)).toBe(
            `${title.replace(/[\u202a-\u202e\u2066-\u2069]/g, "")} | Wakala`,
          );
        }
      }),
    );
  });
});
