import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSignature, readSignedToken, signature, signToken } from "./hmac-signer.server";

const secret = "a-session-secret-of-at-least-32-chars!";
const older = "an-older-session-secret-of-32-chars!!";
const config = { sessionSecrets: [secret] };

describe("hmac signer", () => {
  it("reads back what it signed, for its purpose", () => {
    const token = signToken(config, "saved-search-manage", "42");
    expect(readSignedToken(config, "saved-search-manage", token)).toBe("42");
    // A payload may hold dots: the signature is after the last one.
    const dotted = signToken(config, "saved-search-confirm", "7.weekly.1796119200");
    expect(readSignedToken(config, "saved-search-confirm", dotted)).toBe("7.weekly.1796119200");
    expect(
      isSignature(config, "form-started", "123", signature(config, "form-started", "123")),
    ).toBe(true);
  });

  it("signs `<purpose>:<payload>` with HMAC-SHA256 under the newest secret, cut per purpose", () => {
    const full = createHmac("sha256", secret).update("form-started:1").digest("base64url");
    expect(signToken(config, "form-started", "1")).toBe(`1.${full}`);
    const link = createHmac("sha256", secret).update("saved-search-manage:1").digest("base64url");
    expect(signToken(config, "saved-search-manage", "1")).toBe(`1.${link.slice(0, 22)}`);
    expect(signToken({ sessionSecrets: [older, secret] }, "form-started", "1")).not.toBe(
      `1.${full}`,
    );
  });

  it("still reads tokens given out before the signer was shared (same text, same algorithm)", () => {
    // Made by the former separate signers of the form guard and the saved-search links.
    const given = {
      "form-started": "1795341600000.OyxO-DB8BOLi_DhfnAcb8z83PUVSY8ikxpHiLmnxqro",
      "saved-search-manage": "42.6iU4fbI943z6hIGv9wH0dQ",
      "saved-search-confirm": "7.weekly.1796119200.lPgApPdnf83UkzKxrvcUrp",
      "saved-search-address": "bGF5bGFAZXhhbXBsZS5hZQ.1796119200.8aCmcjmz-9-9Jog6T1fHuA",
    } as const;
    for (const [purpose, token] of Object.entries(given) as [keyof typeof given, string][]) {
      const payload = token.slice(0, token.lastIndexOf("."));
      expect(readSignedToken(config, purpose, token)).toBe(payload);
      expect(signToken(config, purpose, payload)).toBe(token);
    }
  });

  it("refuses a token signed for another purpose", () => {
    const manage = signToken(config, "saved-search-manage", "9");
    expect(readSignedToken(config, "saved-search-address", manage)).toBeNull();
    expect(readSignedToken(config, "saved-search-confirm", manage)).toBeNull();
    const form = signToken(config, "form-started", "1795341600000");
    expect(readSignedToken(config, "saved-search-manage", form)).toBeNull();
  });

  it("refuses a tampered payload or signature", () => {
    const token = signToken(config, "saved-search-confirm", "7.weekly.1796119200");
    expect(readSignedToken(config, "saved-search-confirm", token.replace("weekly", "daily"))).toBe(
      null,
    );
    fc.assert(
      fc.property(fc.nat(token.length - 1), fc.string({ minLength: 1, maxLength: 1 }), (at, c) => {
        const changed = token.slice(0, at) + c + token.slice(at + 1);
        fc.pre(changed !== token);
        expect(readSignedToken(config, "saved-search-confirm", changed)).toBeNull();
      }),
    );
    expect(readSignedToken(config, "saved-search-confirm", `${token}x`)).toBeNull();
    expect(readSignedToken(config, "saved-search-confirm", token.slice(0, -1))).toBeNull();
  });

  it("accepts a token signed with a previous secret still listed (rotation), signs with the newest", () => {
    const before = signToken({ sessionSecrets: [older] }, "saved-search-manage", "5");
    const rotated = { sessionSecrets: [secret, older] };
    expect(readSignedToken(rotated, "saved-search-manage", before)).toBe("5");
    const after = signToken(rotated, "saved-search-manage", "5");
    expect(readSignedToken(config, "saved-search-manage", after)).toBe("5");
    expect(readSignedToken({ sessionSecrets: [older] }, "saved-search-manage", after)).toBeNull();
  });

  it("refuses a token signed with a secret not listed", () => {
    const foreign = signToken({ sessionSecrets: ["x".repeat(40)] }, "form-started", "1");
    expect(readSignedToken(config, "form-started", foreign)).toBeNull();
    expect(readSignedToken({ sessionSecrets: [] }, "form-started", foreign)).toBeNull();
  });

  it("refuses to sign without a secret", () => {
    expect(() => signToken({ sessionSecrets: [] }, "form-started", "1")).toThrow(/SESSION_SECRET/);
  });

  it("never throws on garbage, of any type, shape or length, and refuses it", () => {
    const rotated = { sessionSecrets: [secret, older] };
    const token = signToken(config, "saved-search-manage", "12");
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 700 }), fc.string({ unit: "grapheme", maxLength: 300 })),
        (text) => {
          fc.pre(text !== token);
          expect(readSignedToken(rotated, "saved-search-manage", text)).toBeNull();
          expect(isSignature(rotated, "saved-search-manage", "12", text)).toBe(false);
        },
      ),
    );
    for (const garbage of [
      undefined,
      null,
      12,
      {},
      [],
      new File(["x"], "x.txt"),
      "",
      ".",
      "..",
      ".sig",
      "12.",
      "12.é",
      "12.\u{1F600}",
      `12.${"A".repeat(22)}`,
      `12.${"é".repeat(11)}`,
      "x".repeat(10_000),
      `${"1".repeat(600)}.${signature(config, "saved-search-manage", "1".repeat(600))}`,
    ]) {
      expect(readSignedToken(rotated, "saved-search-manage", garbage)).toBeNull();
      expect(isSignature(rotated, "saved-search-manage", garbage, garbage)).toBe(false);
    }
  });
});
