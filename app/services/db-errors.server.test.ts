import { describe, expect, it } from "vitest";
import { uniqueViolation } from "./db-errors.server";

describe("uniqueViolation", () => {
  it("names the constraint of a unique violation, on the error or a cause it wraps", () => {
    const driverError = { code: "23505", constraint: "agencies_email_lower_key" };
    expect(uniqueViolation(driverError)).toBe("agencies_email_lower_key");
    expect(uniqueViolation(new Error("query failed", { cause: driverError }))).toBe(
      "agencies_email_lower_key",
    );
    expect(uniqueViolation({ code: "23505" })).toBe("");
  });

  it("is undefined for any other error", () => {
    expect(uniqueViolation(new Error("boom"))).toBeUndefined();
    expect(uniqueViolation({ code: "23503" })).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
  });
});
