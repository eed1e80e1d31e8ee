import { describe, expect, it } from "vitest";
import {
  adminLoginBackoff,
  backoffDelayMs,
  loginBackoffWaitMs,
  signInMailBudget,
  signInMailDecision,
  type BackoffRule,
  type BackoffState,
} from "./rate-limits";

const rule: BackoffRule = {
  name: "test",
  freeFailures: 2,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 3_600_000,
};

describe("backoffDelayMs", () => {
  it("waits from the 3rd failure on, doubling up to the cap", () => {
    const delays = Array.from({ length: 10 }, (_, failures) => backoffDelayMs(rule, failures));
    expect(delays).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000]);
    expect(backoffDelayMs(rule, 10_000)).toBe(60_000);
  });

  it("caps the admin login's wait at 5 minutes, never a lock", () => {
    expect(backoffDelayMs(adminLoginBackoff, 3)).toBe(1_000);
    expect(backoffDelayMs(adminLoginBackoff, 1_000_000)).toBe(5 * 60_000);
  });
});

describe("loginBackoffWaitMs", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const state = (failures: number, lastMsAgo = 0): BackoffState => ({
    failures,
    lastFailureAt: ago(lastMsAgo),
  });
  const none = state(0, rule.forgetAfterMs);

  it("lets a fresh address try at once, however many failures the username has", () => {
    expect(loginBackoffWaitMs(rule, { address: none, username: state(500), pair: none }, now)).toBe(
      0,
    );
  });

  it("makes an address wait after its own failures, from its last one", () => {
    const address = state(5, 1_500); // 5 failures: 4 s from the last, 1.5 s ago
    expect(loginBackoffWaitMs(rule, { address, username: address, pair: address }, now)).toBe(
      2_500,
    );
    expect(
      loginBackoffWaitMs(rule, { address: state(5, 4_000), username: none, pair: none }, now),
    ).toBe(0);
  });

  it("applies the username's count to an address that failed on it twice, from that address's last failure", () => {
    const pair = state(2, 10_000);
    // The username failed 500 times elsewhere: this address waits the cap after its own failure.
    expect(
      loginBackoffWaitMs(rule, { address: state(2, 10_000), username: state(500, 0), pair }, now),
    ).toBe(50_000);
    // One own failure is not enough for the username's count to apply.
    expect(
      loginBackoffWaitMs(
        rule,
        { address: state(1, 10_000), username: state(500), pair: state(1, 10_000) },
        now,
      ),
    ).toBe(0);
  });
});

describe("signInMailDecision", () => {
  it("mails while fewer than 5 links are unused and fewer than 20 were mailed this hour", () => {
    expect(signInMailDecision({ mails: 0, unused: 0 })).toBe("mail");
    expect(signInMailDecision({ mails: 4, unused: 4 })).toBe("mail");
    // Used links count only towards the ceiling: each was used by the inbox's owner.
    expect(signInMailDecision({ mails: 19, unused: 4 })).toBe("mail");
  });

  it("keeps the newest link working instead past either bound", () => {
    expect(signInMailDecision({ mails: 5, unused: 5 })).toBe("keep-newest");
    expect(signInMailDecision({ mails: 20, unused: 0 })).toBe("keep-newest");
    expect(signInMailBudget).toMatchObject({ unusedLinks: 5, mails: 20, windowMs: 3_600_000 });
  });
});
