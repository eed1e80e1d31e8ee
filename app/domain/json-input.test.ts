import { describe, expect, it } from "vitest";
import { parseJsonInput } from "./json-input";

describe("parseJsonInput", () => {
  it("parses ordinary bodies", () => {
    expect(parseJsonInput('{"name":"Layla","services":["SEO"],"n":1}')).toEqual({
      ok: true,
      value: { name: "Layla", services: ["SEO"], n: 1 },
    });
  });

  it("drops __proto__, constructor and prototype keys at any depth", () => {
    const parsed = parseJsonInput(
      '{"__proto__":{"admin":true},"a":{"constructor":{"prototype":{"x":1}},"b":1}}',
    );
    expect(parsed).toEqual({ ok: true, value: { a: { b: 1 } } });
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("refuses nesting past the limit before parsing, brackets inside strings aside", () => {
    expect(parseJsonInput("[".repeat(60_000))).toEqual({ ok: false, reason: "too-deep" });
    expect(parseJsonInput('{"a":"[[[[[[[[[[[[[[[["}').ok).toBe(true);
    expect(parseJsonInput('{"a":"\\"[[[[[[[[[[[[[[["}').ok).toBe(true);
  });

  it("refuses a list longer than any field takes", () => {
    const list = JSON.stringify({ services: Array.from({ length: 101 }, () => "SEO") });
    expect(parseJsonInput(list)).toEqual({ ok: false, reason: "too-many-items" });
  });

  it("refuses control characters in values and keys, but takes tab and line breaks", () => {
    expect(parseJsonInput('{"username":"\\u0000","password":"x"}')).toEqual({
      ok: false,
      reason: "control-characters",
    });
    expect(parseJsonInput('{"a\\u0007":1}')).toEqual({ ok: false, reason: "control-characters" });
    expect(parseJsonInput('{"message":"a\\tb\\r\\nc"}').ok).toBe(true);
  });

  it("calls broken JSON malformed", () => {
    expect(parseJsonInput("{")).toEqual({ ok: false, reason: "malformed" });
    expect(parseJsonInput("")).toEqual({ ok: false, reason: "malformed" });
  });
});
