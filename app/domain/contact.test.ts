import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTACT_MAX_LENGTH, contactApiSchema, contactSchema } from "./contact";
import { formGuardFields } from "./form-guard";

const valid = { name: "Layla Haddad", email: "layla@example.ae", message: "Do you cover Sharjah?" };

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const fieldErrors = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
};

describe("contactSchema", () => {
  it("accepts a message and trims what was typed", () => {
    expect(
      contactSchema.parse({ name: "  Layla ", email: " layla@example.ae ", message: "Hi\n" }),
    ).toEqual({ name: "Layla", email: "layla@example.ae", message: "Hi" });
  });

  it.each(["name", "email", "message"] as const)(
    "requires %s: missing, empty or blank",
    (field) => {
      for (const value of [undefined, "", "   "]) {
        expect(fieldErrors({ ...valid, [field]: value })).toEqual({ [field]: ["Required"] });
      }
    },
  );

  it("says 'Required' under each empty field of the HTML form (Conform sends empty as missing)", () => {
    const submission = parseWithZod(formData({ name: "", email: "", message: "" }), {
      schema: contactSchema,
    });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      name: ["Required"],
      email: ["Required"],
      message: ["Required"],
    });
  });

  it.each(["layla", "layla@", "layla@example", "@example.ae", "layla @example.ae"])(
    "refuses the e-mail address %j",
    (email) => {
      expect(fieldErrors({ ...valid, email })).toEqual({
        email: ["Please enter a valid email address"],
      });
    },
  );

  it("limits each field's length with a message naming the limit", () => {
    const long = (n: number) => "a".repeat(n);
    expect(fieldErrors({ ...valid, message: long(CONTACT_MAX_LENGTH.message) })).toEqual({});
    expect(fieldErrors({ ...valid, message: long(5001) })).toEqual({
      message: ["Please keep this to 5000 characters or fewer"],
    });
    expect(fieldErrors({ ...valid, name: long(101) })).toEqual({
      name: ["Please keep this to 100 characters or fewer"],
    });
    const email = `${long(250)}@example.ae`;
    expect(fieldErrors({ ...valid, email }).email).toContain(
      "Please keep this to 254 characters or fewer",
    );
  });

  it.each(["!!!", "&", "---", "\u200b.\u200b"])(
    "refuses the name %j, which has no letter or digit",
    (name) => {
      expect(fieldErrors({ ...valid, name })).toEqual({
        name: ["Please enter a name with letters or numbers"],
      });
    },
  );

  it("trims zero-width characters from the name and keeps names in Arabic", () => {
    expect(fieldErrors({ ...valid, name: "\u200b\u200b" })).toEqual({ name: ["Required"] });
    expect(contactSchema.parse({ ...valid, name: "\u200bليلى حداد\ufeff" }).name).toBe("ليلى حداد");
  });

  it("gives an over-long, malformed e-mail address only the length message", () => {
    expect(fieldErrors({ ...valid, email: "a".repeat(300) })).toEqual({
      email: ["Please keep this to 254 characters or fewer"],
    });
  });

  it("ignores unknown fields and drops NUL characters the database cannot store", () => {
    const parsed = contactSchema.parse({ ...valid, message: "a\u0000b", isAdmin: true });
    expect(parsed).toEqual({ ...valid, message: "ab" });
  });

  it("refuses what is not an object, and fields that are not text", () => {
    expect(contactSchema.safeParse(null).success).toBe(false);
    expect(contactSchema.safeParse([valid]).success).toBe(false);
    expect(fieldErrors({ ...valid, name: 42, message: ["x"] })).toEqual({
      name: ["Please enter text"],
      message: ["Please enter text"],
    });
  });
});

describe("contactApiSchema", () => {
  it("keeps the honeypot field for the API to check, the locale, and nothing else extra", () => {
    const parsed = contactApiSchema.parse({
      ...valid,
      [formGuardFields.honeypot]: "bot",
      extra: 1,
    });
    expect(parsed).toEqual({ ...valid, locale: "en", [formGuardFields.honeypot]: "bot" });
  });

  it("reads the locale of the sender's copy: 'ar', or English for anything else", () => {
    expect(contactApiSchema.parse({ ...valid, locale: "ar" }).locale).toBe("ar");
    for (const locale of [undefined, null, "fr", "AR", 1]) {
      expect(contactApiSchema.parse({ ...valid, locale }).locale).toBe("en");
    }
  });
});
