import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { readReplyAddress, replyAddress } from "./reply-addresses.server";

/** The signed Reply-To addresses of the project room's mails (decision 019). */
describe("reply addresses", () => {
  const config = testConfig({ INBOUND_MAIL_DOMAIN: "reply.wakala.test" });

  it("stand for one thread and side, whatever case a mail system writes them in", () => {
    const address = replyAddress(config, 42, "agency")!;
    expect(address).toMatch(/^reply-42-a-[0-9a-f]{32}@reply\.wakala\.test$/);
    expect(readReplyAddress(config, address)).toEqual({ matchId: 42, side: "agency" });
    expect(readReplyAddress(config, address.toUpperCase())).toEqual({
      matchId: 42,
      side: "agency",
    });
    expect(replyAddress(config, 42, "client")).not.toBe(address);
  });

  it("are refused when changed anywhere, signed under another secret, or of another domain", () => {
    const address = replyAddress(config, 42, "client")!;
    const other = testConfig({
      INBOUND_MAIL_DOMAIN: "reply.wakala.test",
      SESSION_SECRET: "another-secret-".padEnd(40, "y"),
    });
    expect(readReplyAddress(other, address)).toBeNull();
    expect(readReplyAddress(config, address.replace("-42-", "-43-"))).toBeNull();
    expect(readReplyAddress(config, address.replace("-c-", "-a-"))).toBeNull();
    expect(readReplyAddress(config, address.replace("reply.wakala.test", "evil.test"))).toBeNull();
    // Rotation: a secret kept after the new one still reads the old addresses.
    const rotated = testConfig({
      INBOUND_MAIL_DOMAIN: "reply.wakala.test",
      SESSION_SECRET: `${"new-secret-".padEnd(40, "z")},${"test-secret-".padEnd(40, "x")}`,
    });
    expect(readReplyAddress(rotated, address)).toEqual({ matchId: 42, side: "client" });
    fc.assert(
      fc.property(
        fc.nat({ max: address.indexOf("@") - 1 }),
        fc.constantFrom(..."0123456789abcdef-x"),
        (at, c) => {
          const changed = address.slice(0, at) + c + address.slice(at + 1);
          fc.pre(changed !== address);
          expect(readReplyAddress(config, changed)).toBeNull();
        },
      ),
    );
  });

  it("read anything else as no address, without throwing", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(readReplyAddress(config, value)).toBeNull();
      }),
    );
    expect(
      readReplyAddress(config, `reply-99999999999-c-${"0".repeat(32)}@reply.wakala.test`),
    ).toBeNull();
  });

  it("are off, and nothing is read, without a reply domain", () => {
    const off = testConfig({ SMTP_URL: "smtp://mail.example" });
    expect(off.inbound.replyDomain).toBeUndefined();
    expect(replyAddress(off, 1, "client")).toBeUndefined();
    expect(readReplyAddress(off, replyAddress(config, 1, "client"))).toBeNull();
  });
});
