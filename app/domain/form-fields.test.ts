import { describe, expect, it } from "vitest";
import { AgencyInput } from "./agency";
import { contactSchema } from "./contact";
import { checkFormFields, formFieldsOf, mergeFormFields } from "./form-fields";
import { industries, services } from "./value-sets";

describe("formFieldsOf", () => {
  it("takes each field of a schema once, a list of choices once per choice", () => {
    const fields = formFieldsOf(AgencyInput, { intent: 1 });
    expect(fields.agencyName).toBe(1);
    expect(fields.description).toBe(1);
    expect(fields.services).toBe(services.values.length);
    expect(fields.industries).toBe(industries.values.length);
    expect(fields.intent).toBe(1);
    expect(Object.keys(formFieldsOf(contactSchema)).sort()).toEqual(["email", "message", "name"]);
  });

  it("merges several forms, keeping the larger count", () => {
    expect(mergeFormFields({ a: 1, b: 2 }, { b: 5, c: 1 })).toEqual({ a: 1, b: 5, c: 1 });
  });
});

describe("checkFormFields", () => {
  const fields = { name: 1, services: 2 };
  it("accepts declared names up to their count, in any order", () => {
    expect(checkFormFields(["services", "name", "services"], fields)).toEqual({ ok: true });
  });
  it("names the first unknown or repeated field", () => {
    expect(checkFormFields(["name", "x[30000000]"], fields)).toEqual({
      ok: false,
      reason: "unknown-field",
      name: "x[30000000]",
    });
    expect(checkFormFields(["toString"], fields)).toMatchObject({ reason: "unknown-field" });
    expect(checkFormFields(["name", "name"], fields)).toEqual({
      ok: false,
      reason: "too-many",
      name: "name",
    });
  });
});
