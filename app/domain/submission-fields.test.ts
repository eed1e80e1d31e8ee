import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  MAX_LENGTH,
  optionalChoice,
  optionalPhone,
  optionalUrl,
  requiredChoice,
  requiredEmail,
  requiredName,
  requiredText,
} from "./submission-fields";
import {
  budgets,
  emirates,
  experienceLevels,
  projectTypes,
  timelines,
  type ValueSet,
} from "./value-sets";

/** The messages of a refused value, or [] when it is accepted. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const invalidChoice = "Please choose one of the listed options";
const needsLetters = "Please enter a name with letters or numbers";

describe("requiredChoice and optionalChoice", () => {
  const sets: [string, ValueSet<string>][] = Object.entries({
    projectTypes,
    budgets,
    timelines,
    experienceLevels,
    emirates,
  });
  const unknownValues: [string, unknown][] = [
    ["an unknown reading", "podcast"],
    ["a number", 5000],
    ["zero", 0],
    ["a boolean", true],
    ["a list", ["website"]],
    ["an empty list", []],
    ["an object", { value: "website" }],
    ["only zero-width spaces", "\u200b"],
  ];

  describe.each(sets)("over %s", (_name, set) => {
    it.each(unknownValues)("refuses %s with the listed-options message", (_label, value) => {
      expect(messagesOf(requiredChoice(set), value)).toEqual([invalidChoice]);
      expect(messagesOf(optionalChoice(set), value)).toEqual([invalidChoice]);
    });

    it("says 'Required' when a required choice is not given, and nothing when optional", () => {
      for (const value of [undefined, null, "", "   "]) {
        expect(messagesOf(requiredChoice(set), value)).toEqual(["Required"]);
        expect(optionalChoice(set).parse(value)).toBeUndefined();
      }
    });

    it("still accepts every reading and stores the canonical value", () => {
      for (const option of set.options) {
        expect(requiredChoice(set).parse(option.label)).toBe(option.value);
        expect(optionalChoice(set).parse(` ${option.value} `)).toBe(option.value);
      }
    });
  });
});

describe("requiredName", () => {
  it.each(["!!!", "&", "---", "...", "-- & --", "\u200b!\u200b", "\u2063"])(
    "refuses %j, which has no letter or digit",
    (name) => {
      expect(messagesOf(requiredName(120), name)).toEqual([needsLetters]);
    },
  );

  it.each([
    ["a Latin name", "Pixel & Code"],
    ["an Arabic name", "وكالة الإبداع"],
    ["a name of digits", "365"],
    ["a single letter", "Q"],
    ["letters of other scripts", "Ωmega 東京"],
  ])("accepts %s", (_label, name) => {
    expect(requiredName(120).parse(name)).toBe(name);
  });

  it("says 'Required' for nothing but whitespace and zero-width characters", () => {
    for (const value of [undefined, null, "", "  ", "\u200b\u200b", "\ufeff \u200d\u2060"]) {
      expect(messagesOf(requiredName(120), value)).toEqual(["Required"]);
    }
  });

  it("gives one message, the length, for an over-long name without letters", () => {
    expect(messagesOf(requiredName(120), "!".repeat(121))).toEqual([
      "Please keep this to 120 characters or fewer",
    ]);
  });

  it("still says 'Please enter text' for a value that is not text", () => {
    expect(messagesOf(requiredName(120), 42)).toEqual(["Please enter text"]);
  });
});

describe("text cleaning", () => {
  it("trims zero-width characters at the ends like whitespace, keeping those inside", () => {
    expect(requiredText(120).parse("\u200b Acme\u2060\ufeff \u200c")).toBe("Acme");
    expect(requiredName(120).parse("\u200bFalcon Foods\u200d")).toBe("Falcon Foods");
    expect(requiredText(5000, { multiline: true }).parse("\u200bLine one\nLine two\u200b")).toBe(
      "Line one\nLine two",
    );
    // A zero-width non-joiner inside a word is part of how the word is written.
    expect(requiredName(120).parse("می\u200cخواهم")).toBe("می\u200cخواهم");
    expect(requiredEmail().parse("\u200bomar@falconfoods.ae\ufeff")).toBe("omar@falconfoods.ae");
  });
});

describe("web addresses as people type them", () => {
  const invalidUrl = "Please enter a web address, such as youragency.ae";
  /** A domain of the kind a real site has (the schema takes no bare host names like "intranet"). */
  const domain = fc
    .domain()
    .filter((host) => /^([a-z\d]([a-z\d-]*[a-z\d])?\.)+[a-z]{2,}$/.test(host));
  const path = fc.webPath();

  it("adds https:// to a bare domain, with or without www. and a path", () => {
    fc.assert(
      fc.property(domain, path, fc.boolean(), (host, rest, www) => {
        const typed = `${www ? "www." : ""}${host}${rest}`;
        expect(optionalUrl().parse(typed)).toBe(`https://${typed}`);
        expect(optionalUrl().parse(`  ${typed} `)).toBe(`https://${typed}`);
      }),
    );
    expect(optionalUrl().parse("nakhla.example")).toBe("https://nakhla.example");
    expect(optionalUrl().parse("www.x.ae/path")).toBe("https://www.x.ae/path");
    expect(optionalUrl().parse("x.ae:8080/menu")).toBe("https://x.ae:8080/menu");
    expect(optionalUrl().parse("//x.ae/a")).toBe("https://x.ae/a");
  });

  it("keeps an address typed with http:// or https:// as it is", () => {
    fc.assert(
      fc.property(fc.constantFrom("http", "https"), domain, path, (scheme, host, rest) => {
        const typed = `${scheme}://${host}${rest}`;
        expect(optionalUrl().parse(typed)).toBe(typed);
      }),
    );
  });

  it("still refuses any other scheme on any host", () => {
    const scheme = fc.stringMatching(/^[a-z][a-z\d+.-]{0,9}$/).filter((s) => !/^https?$/.test(s));
    fc.assert(
      fc.property(scheme, domain, fc.boolean(), (name, host, slashes) => {
        const typed = `${name}:${slashes ? "//" : ""}${host}`;
        expect(messagesOf(optionalUrl(), typed)).toEqual([invalidUrl]);
      }),
    );
    for (const typed of ["javascript:alert(1)", "mailto:hello@x.ae", "data:text/html,hi"]) {
      expect(messagesOf(optionalUrl(), typed)).toEqual([invalidUrl]);
    }
  });

  it.each([
    ["words", "our website"],
    ["a host name without a domain", "intranet"],
    ["localhost with a port", "localhost:3000"],
    ["an e-mail address", "hello@nakhla.example"],
    ["a user name before the host", "https://nakhla.example@evil.example"],
    ["a scheme alone", "https://"],
  ])("refuses %s", (_label, typed) => {
    expect(messagesOf(optionalUrl(), typed)).toEqual([invalidUrl]);
  });
});

describe("over-long addresses", () => {
  const tooLongUrl = `Please keep this to ${MAX_LENGTH.url} characters or fewer`;

  it.each([
    ["a valid address", `https://pixelandcode.ae/${"a".repeat(MAX_LENGTH.url)}`],
    ["an over-long host name", `https://${"a".repeat(MAX_LENGTH.url)}.ae`],
    ["text that is no address at all", "x".repeat(MAX_LENGTH.url + 1)],
  ])("gives a URL that is %s only the length message", (_label, url) => {
    expect(messagesOf(optionalUrl(), url)).toEqual([tooLongUrl]);
  });

  it("keeps the format message for a short bad URL and accepts one at the limit", () => {
    expect(messagesOf(optionalUrl(), "javascript:alert(1)")).toEqual([
      "Please enter a web address, such as youragency.ae",
    ]);
    expect(messagesOf(optionalUrl(), 42)).toEqual([
      "Please enter a web address, such as youragency.ae",
    ]);
    const atLimit = `https://pixelandcode.ae/${"a".repeat(MAX_LENGTH.url - 24)}`;
    expect(atLimit).toHaveLength(MAX_LENGTH.url);
    expect(optionalUrl().parse(atLimit)).toBe(atLimit);
  });

  it("gives an over-long e-mail address only the length message", () => {
    expect(messagesOf(requiredEmail(), "a".repeat(MAX_LENGTH.email + 1))).toEqual([
      `Please keep this to ${MAX_LENGTH.email} characters or fewer`,
    ]);
    expect(messagesOf(requiredEmail(), 42)).toEqual(["Please enter a valid email address"]);
  });
});

describe("optionalPhone", () => {
  it("takes a number typed with Arabic-Indic or Eastern Arabic-Indic digits, stored in Western digits", () => {
    expect(optionalPhone().parse("+٩٧١ ٥٠ ١٢٣ ٤٥٦٧")).toBe("+971 50 123 4567");
    expect(optionalPhone().parse("۰۴ ۱۲۳ ۴۵۶۷")).toBe("04 123 4567");
  });

  it("still refuses what is not a phone number, in any digits", () => {
    expect(messagesOf(optionalPhone(), "٥٠١٢")).toEqual([
      "Please enter a valid phone number, such as +971 50 123 4567",
    ]);
    expect(messagesOf(optionalPhone(), "call ٥٠١٢٣٤٥٦٧")).toHaveLength(1);
  });
});
