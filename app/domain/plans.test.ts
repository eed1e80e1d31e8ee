import { describe, expect, it } from "vitest";
import { en } from "./messages/en";
import { planFeatureText, plans, PRO_MONTHLY_PRICE_AED } from "./plans";

const byId = Object.fromEntries(plans.map((plan) => [plan.id, plan]));

describe("plans", () => {
  it("are Free, Pro and Enterprise, in that order", () => {
    expect(plans.map((plan) => plan.id)).toEqual(["free", "pro", "enterprise"]);
  });

  it("price Free at AED 0 and Pro at AED 499 a month; Enterprise is custom", () => {
    expect(byId.free!.price).toEqual({ kind: "monthly", amountAed: 0 });
    expect(byId.pro!.price).toEqual({ kind: "monthly", amountAed: 499 });
    expect(PRO_MONTHLY_PRICE_AED).toBe(499);
    expect(byId.enterprise!.price).toEqual({ kind: "custom" });
  });

  it("mark only Pro as Most Popular", () => {
    expect(plans.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(["pro"]);
  });

  it("send Free to /list, Pro to /dashboard/upgrade, and keep Enterprise unavailable", () => {
    expect(byId.free!.href).toBe("/list");
    expect(byId.pro!.href).toBe("/dashboard/upgrade");
    expect(byId.enterprise!.href).toBeNull();
    expect(en.publicPages.pricing.plans.enterprise.cta).toBe("Coming soon");
  });

  it("list each plan's content of spec section 1, with Free's missing features marked", () => {
    const texts = en.publicPages.pricing.plans;
    const features = (id: string) =>
      byId[id]!.features.map((f) => [planFeatureText(texts, byId[id]!, f.id), f.included]);
    expect(features("free")).toEqual([
      ["Listed in directory", true],
      ["Eligible for manual matching", true],
      ["No featured placement", false],
      ["No lead alerts", false],
    ]);
    expect(features("pro")).toEqual([
      ["Featured placement at top of directory", true],
      ["Pro Agency badge", true],
      ["Priority in brief matching", true],
      ["Email lead alerts", true],
    ]);
    expect(features("enterprise")).toEqual([
      ["Everything in Pro", true],
      ["Dedicated account support", true],
      ["Custom onboarding", true],
      ["Industry-exclusive listing", true],
    ]);
  });
});
