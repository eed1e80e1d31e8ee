import { describe, expect, it } from "vitest";
import { isolatedHtml, isolatedTextLine } from "./bidi";

describe("isolatedHtml", () => {
  it("isolates addresses, web addresses and phone numbers left to right, escaping the rest", () => {
    expect(isolatedHtml("راسلنا على a.b@x.ae أو https://x.ae/?a=1&b=2 أو +971 50 123 4567")).toBe(
      'راسلنا على <span dir="ltr">a.b@x.ae</span> أو ' +
        '<span dir="ltr">https://x.ae/?a=1&#38;b=2</span> أو <span dir="ltr">+971 50 123 4567</span>',
    );
  });

  it("keeps an amount in the direction Intl wrote it, in a <bdi>", () => {
    expect(isolatedHtml("دفعتك البالغة \u200f499.00 AED مقابل")).toBe(
      "دفعتك البالغة <bdi>\u200f499.00 AED</bdi> مقابل",
    );
  });

  it("leaves short numbers, ranges and years alone", () => {
    expect(isolatedHtml("2-3 وكالات خلال 24-48 ساعة في 2026 <b>")).toBe(
      "2-3 وكالات خلال 24-48 ساعة في 2026 &#60;b&#62;",
    );
  });
});

describe("isolatedTextLine", () => {
  it("puts left-to-right marks around a phone number, so its groups keep their order", () => {
    expect(isolatedTextLine("الهاتف: +971 50 123 4567")).toBe(
      "الهاتف: \u200e+971 50 123 4567\u200e",
    );
  });

  it("marks an Arabic line that starts with a Latin name right to left", () => {
    expect(isolatedTextLine("Omar، تعرّف على Falcon")).toBe("\u200fOmar، تعرّف على Falcon");
    expect(isolatedTextLine("شكرًا Omar!")).toBe("شكرًا Omar!");
  });

  it("leaves a line without Arabic as typed", () => {
    expect(isolatedTextLine("We need a website.")).toBe("We need a website.");
  });
});
