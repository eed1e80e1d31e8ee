import type { Messages } from "./messages/en";

/**
 * The agency plans (spec sections 1 and 9): the one table the pricing page, the upgrade page and
 * payments read. Names and feature texts live in the catalogue under publicPages.pricing.plans.
 */
type PlanTexts = Messages["publicPages"]["pricing"]["plans"];
export type PlanId = keyof PlanTexts;

/** Pro's price; Stripe's price object must match it (payments read it from here). */
export const PRO_MONTHLY_PRICE_AED = 499;
/** Stored payments default to this currency (spec section 3). */
export const PLAN_CURRENCY = "aed";
/** A first Pro payment is refundable in full within this many days (DECISIONS.md item 6). */
export const PRO_REFUND_WINDOW_DAYS = 7;

export type PlanPrice = { kind: "monthly"; amountAed: number } | { kind: "custom" };

type PlanOf<Id extends PlanId> = {
  id: Id;
  price: PlanPrice;
  /** Shown with the 'Most Popular' ribbon. */
  mostPopular: boolean;
  /** Where the plan's button leads; null when the plan cannot be chosen yet ('Coming soon'). */
  href: string | null;
  /** In display order; `included: false` is shown crossed out ('No lead alerts'). */
  features: readonly { id: keyof PlanTexts[Id]["features"]; included: boolean }[];
};

/** One plan; its feature ids are those its catalogue entry has texts for. */
export type Plan = { [Id in PlanId]: PlanOf<Id> }[PlanId];

const free: PlanOf<"free"> = {
  id: "free",
  price: { kind: "monthly", amountAed: 0 },
  mostPopular: false,
  href: "/list",
  features: [
    { id: "listed", included: true },
    { id: "matching", included: true },
    { id: "featured", included: false },
    { id: "leadAlerts", included: false },
  ],
};

const pro: PlanOf<"pro"> = {
  id: "pro",
  price: { kind: "monthly", amountAed: PRO_MONTHLY_PRICE_AED },
  mostPopular: true,
  href: "/dashboard/upgrade",
  features: [
    { id: "featured", included: true },
    { id: "badge", included: true },
    { id: "priority", included: true },
    { id: "leadAlerts", included: true },
  ],
};

const enterprise: PlanOf<"enterprise"> = {
  id: "enterprise",
  price: { kind: "custom" },
  mostPopular: false,
  href: null,
  features: [
    { id: "everythingInPro", included: true },
    { id: "accountSupport", included: true },
    { id: "onboarding", included: true },
    { id: "exclusive", included: true },
  ],
};

/** The plans in the order the pricing page shows them. */
export const plans = [free, pro, enterprise] as const;

/** The text of one of a plan's features, looked up in the catalogue. */
export function planFeatureText(texts: PlanTexts, plan: Plan, featureId: PropertyKey): string {
  const features = texts[plan.id].features as Record<PropertyKey, string>;
  return features[featureId] ?? "";
}
