import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./passwords.server";

describe("password hashes", () => {
  it("verify the right password only, with a fresh salt each time", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct hors", hash)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(hash);
  });

  it("refuse malformed hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "scrypt$x$8$1$abc$def", "bcrypt$1$2$3$4$5"]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("generate long random passwords", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{20}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
