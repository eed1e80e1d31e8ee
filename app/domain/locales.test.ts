import { describe, expect, it } from "vitest";
import { localeOfPath, localizePath, pathWithoutLocale } from "./locales";

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
    for (const href of [
      "https://example.com/x",
      "//evil.test/x",
      "#top",
      "?page=2",
      "mailto:a@b.c",
    ]) {
      expect(localizePath("ar", href)).toBe(href);
    }
  });
});
