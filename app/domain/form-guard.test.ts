import { describe, expect, it } from "vitest";
import { isHoneypotFilled } from "./form-guard";

describe("isHoneypotFilled", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["  ", false],
    ["Bob", true],
    [1, true],
    [true, true],
  ])("%j -> %s", (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
