import { describe, expect, it } from "vitest";
import {
  currentPasswordCost,
  generatePassword,
  hashPassword,
  needsRehash,
  OWASP_SCRYPT_COST,
  verifyPassword,
} from "./passwords.server";

// Each hash at OWASP's cost takes about 0.35 s here, several times that on a busy machine.
describe("password hashes", { timeout: 120_000 }, () => {
  it("use OWASP's scrypt cost (N=2^17, r=8, p=1) and carry it in the hash", async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(currentPasswordCost()).toEqual(OWASP_SCRYPT_COST);
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(needsRehash(hash)).toBe(false);
  });

  it("verify the right password only, with a fresh salt each time", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct hors", hash)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(hash);
  });

  it("still verify a hash made with an older, cheaper cost, which then needs a rehash", async () => {
    // Made with the cost this project used before (N=2^15) for the password "correct horse".
    const old =
      "scrypt$32768$8$1$Ub-obVkch2uB-67t-hMWtA$" +
      "chhNKJ6fx2BjJ-8DaXHSbVHTHZvbm4wOBcZcwZFWj4yY9dSuJaEhhOQdX2glG1mAgM7D0I2Dk6_VyyxqMpVavg";
    expect(await verifyPassword("correct horse", old)).toBe(true);
    expect(await verifyPassword("wrong horse", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("scrypt$131072$4$1$abc$def")).toBe(true);
    expect(needsRehash("scrypt$131072$8$2$abc$def")).toBe(false);
    expect(needsRehash("not a hash")).toBe(true);
  });

  it("refuse malformed or absurdly costly hashes instead of throwing or hogging memory", async () => {
    for (const stored of [
      "",
      "plain",
      "scrypt$x$8$1$abc$def",
      "bcrypt$1$2$3$4$5",
      "scrypt$1000$8$1$abc$def",
      "scrypt$1073741824$8$1$abc$def",
      "scrypt$131072$8$1$abc$def$extra",
      "scrypt$131072$8$1000$abc$def",
    ]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  it("hash off the event loop: timers keep firing while a hash is computed", async () => {
    // A hash on the event loop (scryptSync) would let no timer fire until it is done: one tick at
    // most. Off the loop, a 1 ms timer fires many times during a hash (about 0.35 s of CPU),
    // however busy the machine is, since the hash then takes longer too.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await hashPassword("correct horse");
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThan(5);
  });

  it("generate long random passwords", () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{20}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
