import { Param, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { foldArabic } from "~/domain/arabic-text";
import { selectRows } from "./select-rows";

const t = useTestDatabase();

const codePoints = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((c) => String.fromCodePoint(c));

/**
 * Characters of text people type, weighted towards what the fold changes: the letters and marks
 * it folds or drops, their neighbours in the Arabic block (hamza on waw and yaa, the marks after
 * U+0652, Arabic-Indic digits), Arabic presentation forms, Latin, whitespace and an emoji (two
 * UTF-16 units). Never NUL or a lone surrogate, which a PostgreSQL text cannot hold.
 */
const character = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(..."أإآٱىةـًٌٍَُِّْٰ") },
  { weight: 4, arbitrary: codePoints(0x0600, 0x06ff) },
  { weight: 1, arbitrary: codePoints(0x0750, 0x077f) },
  { weight: 1, arbitrary: codePoints(0xfb50, 0xfeff) },
  { weight: 2, arbitrary: codePoints(0x20, 0x7e) },
  { weight: 1, arbitrary: fc.constantFrom(" ", "\t", "\n", "é", "ß", "İ", "😀") },
);
const text = fc.string({ unit: character, maxLength: 40 });

/**
 * Each text as the database received it and folded by `arabic_fold`. Both are read between
 * brackets: PGlite's text decoder drops a byte order mark (U+FEFF) that starts a value.
 */
async function foldedInDatabase(texts: string[]) {
  const rows = await selectRows<{ text: string; folded: string }>(
    t.db,
    sql`select '[' || s || ']' as text, '[' || arabic_fold(s) || ']' as folded
        from unnest(${new Param(texts)}::text[]) with ordinality as u(s, n) order by n`,
  );
  return rows.map((r) => ({ text: r.text.slice(1, -1), folded: r.folded.slice(1, -1) }));
}

const foldedHere = (texts: string[]) => texts.map((s) => ({ text: s, folded: foldArabic(s) }));

describe("foldArabic and the SQL arabic_fold", () => {
  it("fold every text alike", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 50 }), async (texts) => {
        expect(await foldedInDatabase(texts)).toEqual(foldedHere(texts));
      }),
      { numRuns: 200 },
    );
  });

  it("fold each character of the Arabic blocks alike, and exactly sixteen of them", async () => {
    const texts = Array.from(
      { length: 0x0780 - 0x0600 },
      (_, i) => `ب${String.fromCodePoint(0x0600 + i)}ت`,
    );
    expect(await foldedInDatabase(texts)).toEqual(foldedHere(texts));
    expect(texts.filter((s) => foldArabic(s) !== s)).toHaveLength(16);
  });
});
