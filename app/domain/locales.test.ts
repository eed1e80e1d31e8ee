import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localeOfPath, localizePath, locales, pathWithoutLocale } from "./locales";

describe("locales in the path", () => {
  it("reads Arabic from /ar and below, English everywhere else", () => {
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/ar/agencies")).toBe("ar");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/agencies")).toBe("en");
    expect(localeOfPath("/arabic-agency")).toBe("en");
    expect(localeOfPath("/agencies/ar")).toBe("en");
    expect(localeOfPath("/AR/Agencies")).toBe("ar");
  });

  it("strips the prefix", () => {
    expect(pathWithoutLocale("/ar")).toBe("/");
    expect(pathWithoutLocale("/ar/agencies/in/dubai")).toBe("/agencies/in/dubai");
    expect(pathWithoutLocale("/pricing")).toBe("/pricing");
  });

  it("moves a site path to a locale, keeping its query and fragment", () => {
    expect(localizePath("ar", "/")).toBe("/ar");
    expect(localizePath("ar", "/agencies?location=Dubai#results")).toBe(
      "/ar/agencies?location=Dubai#results",
    );
    expect(localizePath("ar", "/ar/agencies")).toBe("/ar/agencies");
    expect(localizePath("en", "/ar/agencies?q=x")).toBe("/agencies?q=x");
    expect(localizePath("en", "/ar")).toBe("/");
    expect(localizePath("en", "/contact")).toBe("/contact");
  });

  it("leaves what is not a site path alone", () => {
    for (const href of ["https://example.com/x", "#top", "?page=2", "mailto:a@b.c"]) {
      expect(localizePath("ar", href)).toBe(href);
    }
  });
});

/** Pieces of a path as a browser may send it: slashes, backslashes, a host, dots, escapes. */
const pathPiece = fc.constantFrom(
  "/",
  "/",
  "//",
  "\\",
  "/\\",
  "\t",
  "\n",
  "ar",
  "AR",
  "en",
  "evil.example",
  "evil.example:80",
  "@evil.example",
  ".",
  "..",
  "%2F",
  "%5C",
  "%2e",
  "x",
  "agencies",
  "?q=//evil.example",
  "#//evil.example",
);
const sitePathname = fc.array(pathPiece, { maxLength: 8 }).map((pieces) => `/${pieces.join("")}`);

describe("a path moved to another locale stays on the site", () => {
  it("turns /ar//evil.example/x into a path of this site, not a protocol-relative link", () => {
    expect(localizePath("en", "/ar//evil.example/x")).toBe("/evil.example/x");
    expect(localizePath("ar", "//evil.example/x")).toBe("/ar/evil.example/x");
    expect(localizePath("en", "/ar/\\evil.example")).toBe("/evil.example");
    expect(localizePath("en", "//evil.test/x")).toBe("/evil.test/x");
    expect(pathWithoutLocale("/ar//evil.example")).toBe("/evil.example");
  });

  it("for any path a browser sends: one leading slash, and the site's own origin", () => {
    const site = "https://wakala.example";
    fc.assert(
      fc.property(sitePathname, fc.constantFrom(...locales), (pathname, locale) => {
        const href = localizePath(locale, pathname);
        expect(href).toMatch(/^\/(?![/\\\t\n\r])/);
        // As the browser reads it (tabs and newlines dropped, \\ as /), from any page of the site.
        expect(new URL(href, `${site}/ar/some/page`).origin).toBe(site);
      }),
      { numRuns: 2000 },
    );
  });
});
