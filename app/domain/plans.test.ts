import { describe, expect, it } from "vitest";
import { getMessages } from "./i18n";
import { en } from "./messages/en";
import {
  planFeatureText,
  planFigures,
  plans,
  PRO_MONTHLY_PRICE_AED,
  PRO_MONTHLY_PRICE_FILS,
  PRO_REFUND_WINDOW_MS,
} from "./plans";

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

  it("list each plan's content, with Free's missing features marked", () => {
    const plansMessages = en.publicPages.pricing.plans;
    const features = (id: string) =>
      byId[id]!.features.map((f) => [planFeatureText(plansMessages, byId[id]!, f.id), f.included]);
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

describe("the plan figures in the texts", () => {
  it("are the price and the refund window, formatted for the locale", () => {
    expect(planFigures("en")).toEqual({
      proPrice: "AED 499",
      proCharge: "AED 499.00",
      refundDays: 7,
    });
    expect(PRO_MONTHLY_PRICE_FILS).toBe(49_900);
    expect(PRO_REFUND_WINDOW_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("are written in the catalogue as placeholders, never as numbers", () => {
    const written = JSON.stringify(en);
    expect(written).not.toMatch(/\b499\b/);
    expect(written).not.toMatch(/\b7[- ]days?\b/);
    expect(en.dashboard.upgrade.subscribe).toBe("Subscribe for {proPrice}/month");
  });

  it("are filled into every text of a loaded catalogue", () => {
    const messages = getMessages();
    expect(JSON.stringify(messages)).not.toMatch(/\{(proPrice|proCharge|refundDays)\}/);
    expect(messages.dashboard.upgrade.subscribe).toBe("Subscribe for AED 499/month");
    expect(messages.dashboard.testCheckout.pay).toBe("Pay AED 499.00");
    expect(messages.publicPages.pricing.faq.items.refund.answer).toContain(
      "7-day money-back guarantee",
    );
    // Texts keep their other placeholders for format().
    expect(messages.dashboard.subscription.refundHint).toBe(
      "7-day money-back guarantee: your first payment can be refunded in full until {date}.",
    );
    expect(messages.dashboard.subscription.paymentStatuses).toEqual({
      paid: "Paid",
      refunded: "Refunded",
    });
  });
});
