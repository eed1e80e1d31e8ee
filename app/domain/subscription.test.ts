import { describe, expect, it } from "vitest";
import { grantsPro, subscriptionGrantsPro } from "./subscription";

describe("which subscriptions make an agency Pro", () => {
  it.each([
    ["active", true],
    ["trialing", true],
    // A renewal failed and is being retried: Pro stays meanwhile.
    ["past_due", true],
    ["canceled", false],
    ["unpaid", false],
    ["incomplete", false],
  ])("status %s grants Pro: %s", (status, expected) => {
    expect(grantsPro(status)).toBe(expected);
  });

  it("needs the Pro price as well as a status that keeps Pro", () => {
    expect(subscriptionGrantsPro({ status: "active", proPrice: true })).toBe(true);
    expect(subscriptionGrantsPro({ status: "active", proPrice: false })).toBe(false);
    expect(subscriptionGrantsPro({ status: "canceled", proPrice: true })).toBe(false);
  });
});
