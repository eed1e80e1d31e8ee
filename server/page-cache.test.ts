import { describe, expect, it } from "vitest";
import { matchesEtag } from "./page-cache";

describe("matchesEtag", () => {
  const etag = 'W/"abc"';
  it("matches the tag weakly, in a list, or *", () => {
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag("*", etag)).toBe(true);
  });
  it("does not match another tag or no header", () => {
    expect(matchesEtag('W/"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag("", etag)).toBe(false);
  });
});
