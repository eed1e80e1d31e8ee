import { describe, expect, it } from "vitest";
import { buildDemoData } from "./demo";
import { createRandom } from "./random";
import { scaleAgency, scaleBrief } from "./scale-data";

/** Names reserved for examples (RFC 2606, RFC 6761): they never reach a real mailbox or site. */
const RESERVED = /(^|\.)(example|example\.com|example\.net|example\.org)$/;

const hostOfEmail = (email: string) => email.slice(email.lastIndexOf("@") + 1);
const hostOfUrl = (url: string) => new URL(url).hostname;

function expectReserved(kind: string, hosts: (string | null | undefined)[]) {
  const real = hosts.filter((h): h is string => Boolean(h) && !RESERVED.test(h!));
  expect(real, `${kind} outside the reserved example domains`).toEqual([]);
}

describe("demo and scale data", () => {
  it("use only reserved example domains for e-mail addresses and web addresses", () => {
    const demo = buildDemoData();
    expectReserved(
      "demo agency e-mail",
      demo.agencies.map((a) => hostOfEmail(a.email)),
    );
    expectReserved(
      "demo agency website or portfolio",
      demo.agencies.flatMap((a) => [a.website, a.portfolio].map((u) => u && hostOfUrl(u))),
    );
    expectReserved(
      "demo brief e-mail",
      demo.briefs.map((b) => hostOfEmail(b.email)),
    );
    expectReserved(
      "demo contact message e-mail",
      demo.contactMessages.map((m) => hostOfEmail(m.email)),
    );

    const random = createRandom("reserved-domains");
    const agencies = Array.from({ length: 500 }, (_, i) => scaleAgency(random, i));
    const briefs = Array.from({ length: 500 }, (_, i) => scaleBrief(random, i));
    expectReserved(
      "scale agency e-mail",
      agencies.map((a) => hostOfEmail(a.email)),
    );
    expectReserved(
      "scale agency website or portfolio",
      agencies.flatMap((a) => [a.website, a.portfolio].map((u) => u && hostOfUrl(u))),
    );
    expectReserved(
      "scale brief e-mail",
      briefs.map((b) => hostOfEmail(b.email)),
    );
  });

  it("the check itself refuses real-looking domains", () => {
    for (const host of [
      "gmail.com",
      "pixelandcode.ae",
      "example.ae",
      "notexample.com",
      "example.com.ae",
    ]) {
      expect(RESERVED.test(host), host).toBe(false);
    }
  });
});
