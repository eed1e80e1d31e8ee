import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("follows the slug rule: lower-case, '&' -> 'and', whitespace runs -> '-'", () => {
    expect(slugify("Pixel & Code  Studio")).toBe("pixel-and-code-studio");
    expect(slugify("Desert\tBloom\nMedia")).toBe("desert-bloom-media");
  });

  it("drops anything that is not a letter, digit or '-'", () => {
    expect(slugify("Brand.ly (UAE) Ltd!")).toBe("brandly-uae-ltd");
    expect(slugify("360° Digital, L.L.C.")).toBe("360-digital-llc");
    expect(slugify("Studio / Dubai")).toBe("studio-dubai");
  });

  it("collapses repeated hyphens and trims them at the ends", () => {
    expect(slugify("  -- Falcon -- Works --  ")).toBe("falcon-works");
    expect(slugify("A - B")).toBe("a-b");
  });

  it("keeps Arabic and other letters", () => {
    expect(slugify("وكالة الإبداع الرقمي")).toBe("وكالة-الإبداع-الرقمي");
    expect(slugify("Café Créatif")).toBe("café-créatif");
    expect(slugify("Studio ٣٦٠")).toBe("studio-٣٦٠");
  });

  it("treats a decomposed accent like the composed one", () => {
    expect(slugify("Cafe\u0301")).toBe(slugify("Café"));
  });

  it("falls back to 'agency' when nothing usable is left", () => {
    expect(slugify("")).toBe("agency");
    expect(slugify("   ")).toBe("agency");
    expect(slugify("!!! ???")).toBe("agency");
  });

  it("keeps slugs to 80 characters without a trailing hyphen", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("returns the base when it is free", async () => {
    expect(await uniqueSlug("falcon-works", () => false)).toBe("falcon-works");
  });

  it("numbers a clash from 2", async () => {
    const taken = new Set(["falcon-works", "falcon-works-2"]);
    expect(await uniqueSlug("falcon-works", (s) => taken.has(s))).toBe("falcon-works-3");
  });

  it("accepts an asynchronous check", async () => {
    const taken = new Set(["studio"]);
    expect(await uniqueSlug("studio", async (s) => taken.has(s))).toBe("studio-2");
  });
});
