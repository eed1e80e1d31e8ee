import { describe, expect, it } from "vitest";
import { clientNetwork, rateLimitSubject, recipientMailbox } from "./rate-limit-subjects";

describe("clientNetwork", () => {
  it.each([
    // IPv6: one /64, however it is written.
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:AB::CD", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    // A zone id names the interface, not the client.
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["fe80::abcd:1%25en0", "fe80:0:0:0::/64"],
    // IPv4, plain or IPv4-mapped (as Node reports it on a dual-stack socket): per address.
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:cb00:7107", "203.0.113.7"],
    // Not an address: kept, without case.
    ["unknown", "unknown"],
    ["Omar@Example.ae", "omar@example.ae"],
    ["42", "42"],
  ])("%s -> %s", (address, network) => {
    expect(clientNetwork(address)).toBe(network);
  });

  it("keeps neighbouring /64s and IPv4 addresses apart", () => {
    expect(clientNetwork("2001:db8:1:2::1")).not.toBe(clientNetwork("2001:db8:1:3::1"));
    expect(clientNetwork("203.0.113.7")).not.toBe(clientNetwork("203.0.113.8"));
    expect(clientNetwork("::ffff:203.0.113.7")).not.toBe(clientNetwork("::ffff:203.0.113.8"));
  });

  it("is what a rate limit counts a subject under", () => {
    expect(rateLimitSubject("2001:db8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("Admin")).toBe("admin");
  });
});

describe("recipientMailbox", () => {
  it.each([
    ["Omar@Example.ae", "omar@example.ae"],
    ["omar+briefs@example.ae", "omar@example.ae"],
    ["OMAR+a+b@EXAMPLE.AE", "omar@example.ae"],
    [" omar@example.ae ", "omar@example.ae"],
    // A "+" that starts the local part is the address itself.
    ["+omar@example.ae", "+omar@example.ae"],
    ["no-at-sign", "no-at-sign"],
  ])("%s -> %s", (email, mailbox) => {
    expect(recipientMailbox(email)).toBe(mailbox);
  });
});
