import { describe, expect, it } from "vitest";
import { adminLoginSchema, safeAdminNext } from "./admin";

describe("adminLoginSchema", () => {
  it("takes { password } and an optional username", () => {
    expect(adminLoginSchema.parse({ password: "secret" })).toEqual({ password: "secret" });
    expect(adminLoginSchema.parse({ username: " ops ", password: "x" })).toEqual({
      username: "ops",
      password: "x",
    });
  });

  it("requires a password", () => {
    const result = adminLoginSchema.safeParse({ password: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Required");
    expect(adminLoginSchema.safeParse({}).success).toBe(false);
    expect(adminLoginSchema.safeParse({ password: 42 }).success).toBe(false);
  });
});

describe("safeAdminNext", () => {
  it("keeps admin paths and refuses anything else", () => {
    expect(safeAdminNext("/admin/matches")).toBe("/admin/matches");
    expect(safeAdminNext("/admin?tab=briefs")).toBe("/admin?tab=briefs");
    expect(safeAdminNext("/admin/briefs.csv")).toBe("/admin/briefs.csv");
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/agencies",
      "/admin\\@evil",
      "/admin/../agencies",
      "/adminx",
      "/admin?tab=briefs\r\nSet-Cookie: x=1",
      "/admin?q=a\u0000",
      "/admin?tab=briefs\nLocation: //evil.example",
      `/admin?q=${"a".repeat(2000)}`,
      null,
      "",
    ]) {
      expect(safeAdminNext(bad)).toBe("/admin");
    }
  });
});
