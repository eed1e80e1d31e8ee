import { describe, expect, it } from "vitest";
import { catalogueTexts, ENGLISH_EVERYWHERE, placeholdersOf } from "#tests/catalogue-texts";
import { ar } from "./ar";
import { en } from "./en";

/**
 * Both catalogues hold every text, none empty, with the same {placeholders}; and the Arabic one
 * is written in Arabic (docs/decisions/013, Texts). The compiler checks the shape (type Messages)
 * but not an empty text, a list of another length, a placeholder renamed in one language or a text
 * left in English.
 */

/** What differs between two catalogues: one line per problem, naming its path. */
function catalogueProblems(english: unknown, arabic: unknown): string[] {
  const problems: string[] = [];
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  const compare = (inEn: unknown, inAr: unknown, path: string) => {
    const name = path || "(the catalogue)";
    if (Array.isArray(inEn) && Array.isArray(inAr)) {
      if (inEn.length !== inAr.length) {
        problems.push(`${name}: ${inEn.length} items in en, ${inAr.length} in ar`);
      }
      for (let i = 0; i < Math.min(inEn.length, inAr.length); i++) {
        compare(inEn[i], inAr[i], `${path}[${i}]`);
      }
    } else if (isRecord(inEn) && isRecord(inAr)) {
      for (const key of new Set([...Object.keys(inEn), ...Object.keys(inAr)])) {
        const child = path ? `${path}.${key}` : key;
        if (!(key in inAr)) problems.push(`${child}: missing in ar`);
        else if (!(key in inEn)) problems.push(`${child}: missing in en`);
        else compare(inEn[key], inAr[key], child);
      }
    } else if (typeof inEn === "string" && typeof inAr === "string") {
      if (inEn.trim() === "") problems.push(`${name}: empty in en`);
      if (inAr.trim() === "") problems.push(`${name}: empty in ar`);
      const [namesEn, namesAr] = [placeholdersOf(inEn), placeholdersOf(inAr)];
      if (namesEn.join() !== namesAr.join()) {
        problems.push(
          `${name}: placeholders {${namesEn.join("}, {")}} in en, {${namesAr.join("}, {")}} in ar`,
        );
      }
    } else {
      const kind = (value: unknown) =>
        Array.isArray(value) ? "a list" : isRecord(value) ? "a group" : `${typeof value}`;
      problems.push(`${name}: ${kind(inEn)} in en, ${kind(inAr)} in ar`);
    }
  };
  compare(english, arabic, "");
  return problems;
}

/**
 * Arabic texts that are written legitimately in Latin letters: the plan's brand name, and the
 * example addresses of placeholders. Texts without any letter ("2-3", "{proPrice}") need no entry.
 */
const LATIN_IN_ARABIC = new Set([
  "Pro",
  "{siteName} Pro",
  "you@company.ae",
  "you@agency.ae",
  "hello@youragency.ae",
  "https://youragency.ae",
  "https://youragency.ae/work",
  "https://youragency.ae/logo.png",
]);

const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;

/** Paths of Arabic texts with Latin letters (besides placeholders) and no Arabic letter at all. */
function untranslated(arabic: unknown, allowed: ReadonlySet<string> = LATIN_IN_ARABIC): string[] {
  return [...catalogueTexts(arabic, ENGLISH_EVERYWHERE)]
    .filter(([, text]) => {
      const words = text.replace(/\{\w+\}/g, "");
      return !ARABIC_LETTER.test(words) && LATIN_LETTER.test(words) && !allowed.has(text);
    })
    .map(([path, text]) => `${path}: "${text}"`);
}

describe("the English and Arabic catalogues", () => {
  it("have the same keys and list lengths, no empty text and the same placeholders", () => {
    expect(catalogueProblems(en, ar)).toEqual([]);
  });

  it("write every Arabic text in Arabic, besides the operator console and names", () => {
    expect(untranslated(ar)).toEqual([]);
  });
});

describe("the catalogue checks", () => {
  const english = {
    nav: { home: "Home", about: "About" },
    steps: ["One", "Two"],
    greeting: "Hello {name}",
  };

  it("name a missing key, an empty text, a shorter list and a renamed placeholder", () => {
    const arabic = { nav: { home: "  " }, steps: ["واحد"], greeting: "مرحبا {person}", extra: "x" };
    expect(catalogueProblems(english, arabic)).toEqual([
      "nav.home: empty in ar",
      "nav.about: missing in ar",
      "steps: 2 items in en, 1 in ar",
      "greeting: placeholders {name} in en, {person} in ar",
      "extra: missing in en",
    ]);
    expect(catalogueProblems({ nav: { home: "" } }, { nav: { home: ["x"] } })).toEqual([
      "nav.home: string in en, a list in ar",
    ]);
  });

  it("name an Arabic text left in English, but not figures, allowed names or the console", () => {
    const arabic = {
      nav: { home: "الرئيسية", about: "About us {siteName}" },
      figures: ["2-3", "{proPrice}", "+971 50 123 4567"],
      plan: "Pro",
      admin: { title: "Operator console" },
    };
    expect(untranslated(arabic)).toEqual(['nav.about: "About us {siteName}"']);
  });
});
