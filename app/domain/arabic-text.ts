/**
 * Arabic letter variants folded to one form, so a search matches however a word was written:
 * the hamza forms of alef (أ إ آ ٱ) read as bare alef (ا), alef maqsura (ى) as yaa (ي), taa
 * marbuta (ة) as haa (ه), and the diacritics (U+064B-U+0652, U+0670) and tatweel (U+0640) are
 * dropped. Nothing else changes (no case, no Unicode normalisation).
 *
 * These are exactly the rules of the SQL function `arabic_fold` (drizzle/0010_arabic.sql), which
 * builds the search column: a query folded here finds what the column holds. Change both together;
 * app/domain/arabic-text.db.test.ts compares them on generated text.
 */
const FOLDED: ReadonlyMap<string, string> = new Map([
  ["\u0623", "\u0627"], // أ -> ا
  ["\u0625", "\u0627"], // إ -> ا
  ["\u0622", "\u0627"], // آ -> ا
  ["\u0671", "\u0627"], // ٱ -> ا
  ["\u0649", "\u064A"], // ى -> ي
  ["\u0629", "\u0647"], // ة -> ه
  // Dropped: tatweel, the diacritics U+064B-U+0652 and the superscript alef U+0670.
  ...[0x0640, 0x064b, 0x064c, 0x064d, 0x064e, 0x064f, 0x0650, 0x0651, 0x0652, 0x0670].map(
    (c) => [String.fromCharCode(c), ""] as const,
  ),
]);

export function foldArabic(text: string): string {
  let folded = "";
  for (const c of text) folded += FOLDED.get(c) ?? c;
  return folded;
}
