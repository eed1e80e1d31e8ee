import { describe, expect, it } from "vitest";
import { catalogueTexts, ENGLISH_EVERYWHERE } from "#tests/catalogue-texts";
import { getMessages } from "../i18n";
import { ar } from "./ar";
import { en } from "./en";

const LATIN = /\p{Script=Latin}/u;
const ARABIC = /\p{Script=Arabic}/u;

describe("copy in both catalogues", () => {
  it("gives the right-to-left fields (dir=rtl) Arabic examples, so they read the right way round", () => {
    for (const catalogue of [en, ar]) {
      const placeholders = catalogue.submissions.agency.placeholders;
      for (const text of [placeholders.agencyNameAr, placeholders.descriptionAr]) {
        expect(text).toMatch(ARABIC);
        expect(text).not.toMatch(LATIN);
      }
    }
  });

  it("writes the dirham one way in Arabic: 'درهم', never the code 'AED', prices filled in", () => {
    const texts = [...catalogueTexts(getMessages("ar"), ENGLISH_EVERYWHERE).values()];
    expect(texts.some((text) => text.includes("499 درهم"))).toBe(true);
    expect(texts.filter((text) => text.includes("AED"))).toEqual([]);
    expect(texts.some((text) => text.includes("درهم"))).toBe(true);
  });
});
