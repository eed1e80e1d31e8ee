import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressToken,
  confirmToken,
  manageToken,
  readAddressToken,
  readConfirmToken,
  readManageToken,
} from "./saved-search-links.server";

const secret = "a-session-secret-of-at-least-32-chars!";
const config = { sessionSecrets: [secret] };
const expiresAt = new Date("2026-12-01T10:00:00Z");

describe("saved-search links", () => {
  it("reads back what it signed", () => {
    expect(readManageToken(config, manageToken(config, 42))).toBe(42);
    expect(readConfirmToken(config, confirmToken(config, 7, "weekly", expiresAt))).toEqual({
      id: 7,
      frequency: "weekly",
      expiresAt,
    });
    expect(readAddressToken(config, addressToken(config, "layla@example.ae", expiresAt))).toEqual({
      email: "layla@example.ae",
      expiresAt,
    });
  });

  it("accepts a link signed with an older secret still listed (rotation), not after", () => {
    const token = manageToken(config, 5);
    const rotated = { sessionSecrets: ["a-newer-session-secret-of-32-chars!!", secret] };
    expect(readManageToken(rotated, token)).toBe(5);
    expect(
      readManageToken({ sessionSecrets: ["a-newer-session-secret-of-32-chars!!"] }, token),
    ).toBe(null);
  });

  it("never lets one kind of link stand for another", () => {
    const manage = manageToken(config, 9);
    expect(readConfirmToken(config, manage)).toBeNull();
    expect(readAddressToken(config, manage)).toBeNull();
    const confirm = confirmToken(config, 9, "instant", expiresAt);
    expect(readManageToken(config, confirm)).toBeNull();
    // The confirm link's frequency is signed: another one in its place is refused.
    expect(readConfirmToken(config, confirm.replace(".instant.", ".daily."))).toBeNull();
  });

  it("refuses any changed or made-up token, of any shape", () => {
    const token = manageToken(config, 12);
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (text) => {
        fc.pre(text !== token);
        expect(readManageToken(config, text)).toBeNull();
        expect(readConfirmToken(config, text)).toBeNull();
        expect(readAddressToken(config, text)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.nat(token.length - 1),
        fc.string({ minLength: 1, maxLength: 1 }),
        (at, char) => {
          const changed = token.slice(0, at) + char + token.slice(at + 1);
          fc.pre(changed !== token);
          expect(readManageToken(config, changed)).toBeNull();
        },
      ),
    );
  });
});
