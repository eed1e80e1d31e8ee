import { describe, expect, it } from "vitest";
import {
  decodeComponent,
  isCleanFieldText,
  isCleanLineText,
  trimBlank,
  truncateText,
} from "./input-text";

describe("isCleanFieldText", () => {
  it("takes any script, tab and line breaks", () => {
    expect(isCleanFieldText("Layla's café · مرحبا\tتجربة\r\nline 😀")).toBe(true);
  });
  it("refuses NUL, other C0 and C1 controls, DEL and lone surrogates", () => {
    for (const text of [
      "a\u0000b",
      "\u0007",
      "\u001b[31m",
      "\u007f",
      "\u0085",
      "\ud800",
      "x\udc00",
    ]) {
      expect(isCleanFieldText(text)).toBe(false);
    }
  });
});

describe("isCleanLineText", () => {
  it("refuses tab and line breaks too", () => {
    expect(isCleanLineText("dubai web")).toBe(true);
    expect(isCleanLineText("a\nb")).toBe(false);
    expect(isCleanLineText("a\tb")).toBe(false);
  });
});

describe("decodeComponent", () => {
  it("decodes valid percent-encoding and says null for invalid", () => {
    expect(decodeComponent("caf%C3%A9")).toBe("café");
    expect(decodeComponent("%ZZ")).toBeNull();
    expect(decodeComponent("%C0%AF")).toBeNull();
    expect(decodeComponent("%")).toBeNull();
  });
});

describe("trimBlank", () => {
  it("trims whitespace and zero-width characters at the ends only", () => {
    expect(trimBlank("\u200b \t Acme\u200dCo \n\ufeff")).toBe("Acme\u200dCo");
    expect(trimBlank("   ")).toBe("");
  });
  it("keeps a long run of spaces between two letters (the shape a backtracking trim chokes on)", () => {
    const text = `x${" ".repeat(200_000)}x`;
    expect(trimBlank(`  ${text}  `)).toBe(text);
  });
});

describe("truncateText", () => {
  it("keeps short text and cuts long text with an ellipsis, never inside a surrogate pair", () => {
    expect(truncateText("short", 10)).toBe("short");
    expect(truncateText("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
    const cut = truncateText(`${"a".repeat(8)}😀😀`, 10);
    expect(cut).toBe(`${"a".repeat(8)}…`);
    expect(isCleanFieldText(cut)).toBe(true);
  });
});
