import { formatMoney, formatPrice } from "./format";
import type { Messages } from "./messages/en";

/**
 * The agency plans (docs/product.md#plans): the one table the pricing page, the upgrade page and
 * payments read. Names and feature texts live in the catalogue under publicPages.pricing.plans.
 */
type PlanTexts = Messages["publicPages"]["pricing"]["plans"];
export type PlanId = keyof PlanTexts;

/** Pro's price; Stripe's price object must match it (payments read it from here). */
export const PRO_MONTHLY_PRICE_AED = 499;
/**
 * Prices and payments are in this currency (docs/product.md#entities); stored payments default to
 * it.
 */
export const PLAN_CURRENCY = "aed";
/** Pro's price in fils, the minor unit payments are charged and stored in (AED 499.00). */
export const PRO_MONTHLY_PRICE_FILS = PRO_MONTHLY_PRICE_AED * 100;
/**
 * A first Pro payment is refundable in full within this many days (docs/product.md, P6).
 */
export const PRO_REFUND_WINDOW_DAYS = 7;
export const PRO_REFUND_WINDOW_MS = PRO_REFUND_WINDOW_DAYS * 24 * 60 * 60_000;

/**
 * The plan figures the message catalogue quotes, filled into every text of a locale's catalogue
 * (domain/i18n.ts): {proPrice} 'AED 499', {proCharge} 'AED 499.00', {refundDays} 7.
 */
export function planFigures(locale: string) {
  return {
    proPrice: formatPrice(PRO_MONTHLY_PRICE_AED, locale),
    proCharge: formatMoney(PRO_MONTHLY_PRICE_FILS, PLAN_CURRENCY, locale),
    refundDays: PRO_REFUND_WINDOW_DAYS,
  };
}

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
