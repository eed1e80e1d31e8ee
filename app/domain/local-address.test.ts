import { describe, expect, it } from "vitest";
import { isLocalHostHeader, isLocalHostname } from "./local-address";

describe("local addresses", () => {
  it.each(["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]"])(
    "%s is this machine",
    (name) => expect(isLocalHostname(name)).toBe(true),
  );

  it.each([
    "wakala.ae",
    "localhost.wakala.ae",
    "mylocalhost",
    "127.0.0.1.nip.io",
    "128.0.0.1",
    "127.0.0.256",
    "0.0.0.0",
    "192.168.1.20",
    "[::]",
    "",
  ])("%s is not", (name) => expect(isLocalHostname(name)).toBe(false));

  it("reads a Host header: a local name with an optional port, nothing else", () => {
    for (const host of [
      "localhost",
      "localhost:3000",
      "127.0.0.1:5173",
      "[::1]:3000",
      "a.localhost",
    ]) {
      expect(isLocalHostHeader(host)).toBe(true);
    }
    for (const host of [
      null,
      undefined,
      "",
      "attacker.example:3000",
      "attacker.example@localhost",
      "localhost/x",
      "localhost:3000:1",
      "localhost:",
      " localhost",
      `${"a".repeat(300)}.localhost`,
    ]) {
      expect(isLocalHostHeader(host)).toBe(false);
    }
  });
});
