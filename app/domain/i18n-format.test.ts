import { describe, expect, it } from "vitest";
import { format, getMessages } from "./i18n";

describe("format: a name put into a sentence", () => {
  it("keeps one full stop when the name ends with its own", () => {
    expect(format("Welcome back, {agencyName}.", { agencyName: "Sourdough Co." })).toBe(
      "Welcome back, Sourdough Co.",
    );
    expect(format("Thanks, {name}. See you soon.", { name: "Yalla!" })).toBe(
      "Thanks, Yalla! See you soon.",
    );
    expect(format("مرحبًا {name}.", { name: "شركة الخبز م.م." })).toBe("مرحبًا شركة الخبز م.م.");
  });

  it("leaves every other name and mark as written", () => {
    expect(format("Welcome back, {agencyName}.", { agencyName: "Sourdough Co" })).toBe(
      "Welcome back, Sourdough Co.",
    );
    expect(format("{name}, hello", { name: "Co." })).toBe("Co., hello");
    expect(format("{count}.", { count: 3 })).toBe("3.");
    expect(format("{unknown}.", {})).toBe("{unknown}.");
  });

  it("applies to the catalogue's sentences", () => {
    const signedIn = getMessages("en").dashboard.signIn.signedInBody;
    expect(format(signedIn, { agencyName: "Sourdough Co." })).toBe("Welcome back, Sourdough Co.");
  });
});
