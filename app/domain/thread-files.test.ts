import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanFileName, fileSizeText, looksLikeText, SNIFF_BYTES } from "./thread-files";

describe("a file's name", () => {
  it("keeps only the last segment, without controls, bidi characters or dots at its ends", () => {
    expect(cleanFileName("../../x")).toBe("x");
    expect(cleanFileName("C:\\Users\\me\\brief.pdf")).toBe("brief.pdf");
    expect(cleanFileName("evil\u202Efdp.exe")).toBe("evilfdp.exe");
    expect(cleanFileName("a\u0000b\nc.txt")).toBe("abc.txt");
    expect(cleanFileName("..")).toBe("file");
    expect(cleanFileName("")).toBe("file");
    expect(cleanFileName(" .hidden. ")).toBe("hidden");
    expect(cleanFileName("عرض السعر.pdf")).toBe("عرض السعر.pdf");
    const long = `${"a".repeat(300)}.docx`;
    expect(cleanFileName(long)).toHaveLength(120);
    expect(cleanFileName(long).endsWith(".docx")).toBe(true);
  });

  it("is never empty, never has a slash, control or bidi character, whatever is sent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (given) => {
        const name = cleanFileName(given);
        expect(name.length).toBeGreaterThan(0);
        expect([...name].length).toBeLessThanOrEqual(120);
        const forbidden = (c: string) => {
          const code = c.codePointAt(0)!;
          return (
            c === "/" ||
            c === "\\" ||
            code < 32 ||
            (code >= 0x7f && code < 0xa0) ||
            [0x200e, 0x200f].includes(code) ||
            (code >= 0x202a && code <= 0x202e) ||
            (code >= 0x2066 && code <= 0x2069)
          );
        };
        expect([...name].filter(forbidden)).toEqual([]);
      }),
    );
  });
});

describe("plain text by its content", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it("is UTF-8 without control characters but tabs and line breaks", () => {
    expect(looksLikeText(bytes("Scope:\r\n\t- homepage\n- عربي"))).toBe(true);
    expect(looksLikeText(bytes("nul\u0000inside"))).toBe(false);
    expect(looksLikeText(new Uint8Array([0xff, 0xfe, 0x41]))).toBe(false);
    expect(looksLikeText(new Uint8Array())).toBe(false);
  });

  it("allows a character cut at the end of a full sample, not inside a short file", () => {
    const arabic = bytes("ع".repeat(SNIFF_BYTES));
    expect(looksLikeText(arabic.subarray(0, SNIFF_BYTES - 1))).toBe(false);
    expect(looksLikeText(arabic.subarray(0, SNIFF_BYTES + 1).subarray(0, SNIFF_BYTES + 1))).toBe(
      true,
    );
  });
});

describe("a file's size", () => {
  it("reads in KB or MB", () => {
    expect(fileSizeText(10)).toBe("1 KB");
    expect(fileSizeText(820 * 1024)).toBe("820 KB");
    expect(fileSizeText(3.4 * 1024 * 1024)).toBe("3.4 MB");
  });
});
