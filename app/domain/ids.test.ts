import { afterEach, describe, expect, it } from "vitest";
import { getMessages, setLocaleSource } from "./i18n";
import { idField, parseId } from "./ids";

describe("parseId", () => {
  it("accepts positive integers that fit PostgreSQL's integer", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2147483647);
  });

  it("refuses everything else", () => {
    for (const id of ["", "0", "-1", "01", "1.0", "1e3", "abc", "2147483648", "99999999999999"]) {
      expect(parseId(id)).toBeUndefined();
    }
    expect(parseId(undefined)).toBeUndefined();
  });
});

describe("idField", () => {
  it("reads JSON numbers and form strings alike, with the caller's messages", () => {
    const field = idField({ missing: () => "missing", invalid: () => "invalid" });
    expect(field.parse(12)).toBe(12);
    expect(field.parse("12")).toBe(12);
    const message = (value: unknown) => field.safeParse(value).error?.issues[0]?.message;
    expect(message("")).toBe("missing");
    expect(message(undefined)).toBe("missing");
    expect(message(1.5)).toBe("invalid");
    expect(message("x")).toBe("invalid");
    expect(message(2 ** 31)).toBe("invalid");
  });

  describe("without messages (a form's hidden id)", () => {
    afterEach(() => setLocaleSource(() => undefined));

    it("asks to reload the form, in the reader's language", () => {
      const message = (value: unknown) => idField().safeParse(value).error?.issues[0]?.message;
      expect(message("x")).toBe(getMessages("en").forms.unreadableForm);
      setLocaleSource(() => "ar");
      expect(message("0")).toBe(getMessages("ar").forms.unreadableForm);
      expect(message(undefined)).toBe(getMessages("ar").forms.unreadableForm);
    });
  });
});
