import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileText } from "#tests/bidi-text";
import {
  balanceBidi,
  isBidiBalanced,
  isolate,
  stripBidiControls,
  stripBidiFormatting,
} from "./bidi-controls";

const ANY_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
const FORMATTING = /[\u202a-\u202e\u2066-\u2069]/;

describe("stripBidiControls", () => {
  it("drops every control and mark, and nothing else", () => {
    expect(stripBidiControls("\u202eSaffron\u202c \u2067مطبخ\u2069\u200f")).toBe("Saffron مطبخ");
    fc.assert(
      fc.property(hostileText, (text) => {
        const stripped = stripBidiControls(text);
        expect(stripped).not.toMatch(ANY_CONTROL);
        expect(stripped).toBe([...text].filter((c) => !ANY_CONTROL.test(c)).join(""));
      }),
    );
  });
});

describe("stripBidiFormatting", () => {
  it("drops the controls that carry state and keeps the marks", () => {
    expect(stripBidiFormatting("\u202eAED\u200f 499\u2066")).toBe("AED\u200f 499");
  });
});

describe("balanceBidi and isolate", () => {
  it("closes what a line leaves open and drops closers without an opener", () => {
    expect(balanceBidi("\u202eabc")).toBe("\u202eabc\u202c");
    expect(balanceBidi("x\u2069\u202cy")).toBe("xy");
    expect(balanceBidi("\u2067a\u202eb\u2069c")).toBe("\u2067a\u202eb\u202c\u2069c");
    expect(balanceBidi("\u202ea\nb")).toBe("\u202ea\u202c\nb");
  });

  it("isolates each line of any text, balanced, and keeps what it says", () => {
    expect(isolate("Saffron\u202e")).toBe("\u2068Saffron\u202e\u202c\u2069");
    fc.assert(
      fc.property(hostileText, (text) => {
        const isolated = isolate(text);
        expect(isBidiBalanced(isolated)).toBe(true);
        expect(isBidiBalanced(balanceBidi(text))).toBe(true);
        for (const line of isolated.split("\n").filter(Boolean)) {
          expect(line.startsWith("\u2068") && line.endsWith("\u2069")).toBe(true);
        }
        const letters = (s: string) => s.replace(new RegExp(FORMATTING, "g"), "");
        expect(letters(isolated)).toBe(letters(text));
      }),
    );
  });
});
