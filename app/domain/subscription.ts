/**
 * When a subscription makes its agency Pro: the rule the billing service stores in `is_pro`, the
 * dashboard shows and the subscription API answers, whichever payment provider is in use.
 */

/** Statuses in which an agency keeps Pro (past_due: a renewal failed and is being retried). */
export const PRO_STATUSES = ["active", "trialing", "past_due"] as const;

export function grantsPro(status: string): boolean {
  return (PRO_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether a subscription makes its agency Pro: a status that keeps Pro, on the Pro price. A
 * subscription to any other price in the same Stripe account (another product, a cheaper plan
 * switched to in the portal) never does.
 */
export function subscriptionGrantsPro(subscription: { status: string; proPrice: boolean }) {
  return subscription.proPrice && grantsPro(subscription.status);
}
