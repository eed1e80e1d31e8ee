import { describe, expect, it } from "vitest";
import { readBrief, wordKey, wordKeys, words } from "./text-analyser";

describe("words", () => {
  it("lower-cases words of any script, drops accents and folds Arabic letter variants", () => {
    expect(words("Café & Crème, DUBAI-based")).toEqual(["cafe", "&", "creme", "dubai", "based"]);
    expect(words("مَطْعَم في المدينة")).toEqual(["مطعم", "في", "المدينه"]);
    expect(words("مستشفى")).toEqual(["مستشفي"]);
  });
});

describe("wordKey", () => {
  it("gives plural and singular one key, and leaves short words and -ss alone", () => {
    expect(wordKey("restaurants")).toBe(wordKey("restaurant"));
    expect(wordKey("bakeries")).toBe(wordKey("bakery"));
    expect(wordKey("business")).toBe("business");
    expect(wordKey("apps")).toBe("apps");
    expect(wordKeys("Restaurants and bakeries")).toEqual(new Set(["restaurant", "and", "bakery"]));
  });
});

describe("readBrief", () => {
  it("finds industries by label or synonym, and emirates by name, alias or Arabic name", () => {
    const text = readBrief("Food and beverage brand with clinics in RAK and دبي");
    expect([...text.industries]).toEqual(expect.arrayContaining(["Food & Beverage", "Health"]));
    expect([...text.emirates].sort()).toEqual(["Dubai", "Ras Al Khaimah"]);
  });

  it("keeps meaningful words once, in order: 4 letters or more, no stop words or emirates", () => {
    const text = readBrief(
      "We need a bilingual Shopify store for our perfumes, Dubai perfume team",
    );
    expect(text.keywords.map((k) => k.word)).toEqual(["bilingual", "shopify", "store", "perfumes"]);
    expect(text.keywords.find((k) => k.word === "perfumes")?.key).toBe("perfume");
  });
});
