import { describe, expect, it } from "vitest";
import { plainSearchWords, searchTerms, searchWords } from "./directory-search";

const words = (q: string) => searchTerms(q).map((t) => t.words.join(" "));
const named = (q: string) =>
  searchTerms(q).map(({ emirates, services }) => [...emirates, ...services]);

describe("searchWords", () => {
  it("keeps words of any script, folded, and nothing that could be query syntax", () => {
    expect(searchWords("Digital & Marketing | !(x):* 'drop'")).toEqual([
      "digital",
      "marketing",
      "x",
      "drop",
    ]);
    expect(searchWords("وكالةُ دُبَيّ للإعـلان")).toEqual(["وكاله", "دبي", "للاعلان"]);
    expect(searchWords("!!! ---")).toEqual([]);
  });
});

describe("searchTerms", () => {
  it("makes each word a term, once, at most eight", () => {
    expect(searchTerms("web web studio")).toEqual([
      { words: ["web"], emirates: [], services: [] },
      { words: ["studio"], emirates: [], services: [] },
    ]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
  });

  it("reads an emirate's name in either language and any spelling as one term", () => {
    for (const q of ["دبي", "دبى", "Dubai", "DUBAI"]) expect(named(q)).toEqual([["Dubai"]]);
    for (const q of ["أبوظبي", "ابوظبي", "أبو ظبي", "ابو ظبي", "Abu Dhabi", "abu-dhabi"]) {
      expect(searchTerms(q)).toHaveLength(1);
      expect(named(q)).toEqual([["Abu Dhabi"]]);
    }
    expect(named("رأس الخيمة")).toEqual([["Ras Al Khaimah"]]);
    expect(named("راس الخيمه")).toEqual([["Ras Al Khaimah"]]);
    expect(named("Ras Al-Khaimah")).toEqual([["Ras Al Khaimah"]]);
    expect(named("RAK")).toEqual([["Ras Al Khaimah"]]);
    expect(named("الشارقة")).toEqual([["Sharjah"]]);
    expect(named("Al Fujairah")).toEqual([["Fujairah"]]);
  });

  it("reads a service's name in either language as one term", () => {
    expect(named("تطوير مواقع")).toEqual([["Website Development"]]);
    expect(named("تطوير المواقع الإلكترونية")).toEqual([["Website Development"]]);
    expect(named("Website Development")).toEqual([["Website Development"]]);
    expect(named("web development")).toEqual([["Website Development"]]);
    expect(named("سيو")).toEqual([["SEO Services"]]);
    expect(named("تحسين محركات البحث")).toEqual([["SEO Services"]]);
  });

  it("takes the longest name that starts at a word, reading left to right", () => {
    // The four words of the label, not the three of an alias followed by "seo".
    expect(words("تحسين محركات البحث SEO")).toEqual(["تحسين محركات البحث seo"]);
    expect(words("تطوير مواقع في دبي")).toEqual(["تطوير مواقع", "في", "دبي"]);
    expect(named("تطوير مواقع في دبي")).toEqual([["Website Development"], [], ["Dubai"]]);
    expect(words("Pixel Ras Al Khaimah studio")).toEqual(["pixel", "ras al khaimah", "studio"]);
    // Part of a name is an ordinary word.
    expect(named("ظبي")).toEqual([[]]);
    expect(named("Abu")).toEqual([[]]);
    expect(named("website")).toEqual([[]]);
  });
});

describe("plainSearchWords", () => {
  const plain = (q: string) => plainSearchWords(searchTerms(q));

  it("leaves English stop words out of the words that name nothing", () => {
    // "seo services" names a service, "dubai" an emirate, "in" is a stop word: no plain word.
    expect(plain("seo services in dubai")).toEqual([]);
    expect(plain("web development in dubai")).toEqual([]);
    // "seo" and "branding" name nothing alone: plain words, found in texts.
    expect(plain("seo in dubai")).toEqual(["seo"]);
    expect(plain("branding agency in dubai")).toEqual(["branding", "agency"]);
    expect(plain("The Falcon and the Souk")).toEqual(["falcon", "souk"]);
    expect(plain("pixel studio")).toEqual(["pixel", "studio"]);
  });

  it("leaves nothing of a text of stop words alone, as of no text", () => {
    expect(plain("the")).toEqual([]);
    expect(plain("IN THE, of a")).toEqual([]);
    expect(plain("")).toEqual([]);
  });

  it("keeps words that only start or contain a stop word, and words of other languages", () => {
    expect(plain("there theres thee inside a1 في")).toEqual([
      "theres",
      "thee",
      "inside",
      "a1",
      "في",
    ]);
  });

  it("reads only English stop words so: Arabic has none", () => {
    expect(plain("تطوير مواقع في دبي")).toEqual(["في"]);
  });
});
