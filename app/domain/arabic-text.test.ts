import { describe, expect, it } from "vitest";
import { foldArabic } from "./arabic-text";

describe("foldArabic", () => {
  it("reads the hamza forms of alef as bare alef", () => {
    expect(foldArabic("أحمد إدارة آمال ٱلله")).toBe("احمد اداره امال الله");
  });

  it("reads taa marbuta as haa and alef maqsura as yaa", () => {
    expect(foldArabic("مدينة")).toBe("مدينه");
    expect(foldArabic("دبى مستشفى")).toBe("دبي مستشفي");
  });

  it("drops the diacritics, the superscript alef and tatweel", () => {
    expect(foldArabic("مُحَمَّدٌ")).toBe("محمد");
    expect(foldArabic("كِتَابًا وَسَلَامٍ")).toBe("كتابا وسلام");
    expect(foldArabic("هٰذا")).toBe("هذا");
    expect(foldArabic("تـــطويـر")).toBe("تطوير");
    const marks = Array.from({ length: 0x0652 - 0x064b + 1 }, (_, i) => 0x064b + i);
    expect(foldArabic(`ب${String.fromCodePoint(...marks, 0x0670, 0x0640)}ت`)).toBe("بت");
  });

  it("leaves everything else as it is", () => {
    const other = "Dubai Agency 2024 é ß ي ه ا ء ؤ ئ ٔ ٕ ٓ ک ی 😀 ١٢٣";
    expect(foldArabic(other)).toBe(other);
  });
});
