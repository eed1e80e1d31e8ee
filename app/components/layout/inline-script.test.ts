import { describe, expect, it } from "vitest";
import { PAGE_SCRIPT } from "./inline-script";

describe("PAGE_SCRIPT", () => {
  it("is valid JavaScript", () => {
    expect(() => new Function(PAGE_SCRIPT)).not.toThrow();
  });

  it("holds no characters that would end or break the inline <script> it is written into", () => {
    expect(PAGE_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
