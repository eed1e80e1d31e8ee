/**
 * The payment provider interface (docs/product.md, P5 and P7). Two implementations: Stripe
 * (stripe-provider.server.ts) and the built-in test provider (test-provider.server.ts), chosen by
 * configuration in payments.server.ts. Everything else (services/billing.server.ts) speaks only
 * these types, so Pro follows one code path whichever provider is in use.
 *
 * Amounts are in the currency's minor unit (fils: AED 499.00 is 49900). Dates are Date objects.
 */
import type { DbOrTx } from "~/db/client.server";
import { PLAN_CURRENCY, PRO_MONTHLY_PRICE_FILS } from "~/domain/plans";

export type ProviderName = "stripe" | "test";

/** The Pro price (domain/plans): AED 499.00 per month. */
export const PRO_PRICE = {
  amount: PRO_MONTHLY_PRICE_FILS,
  currency: PLAN_CURRENCY,
  interval: "month",
} as const;

/** A subscription as the provider holds it now. */
export type SubscriptionState = {
  id: string;
  customerId: string | null;
  /** From the metadata we set at checkout; null when the provider's object has none. */
  agencyId: number | null;
  /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  startedAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  /**
   * Whether the subscription is for the Pro price (Stripe: STRIPE_PRICE_ID among its items; the
   * test provider: its own price). Only such a subscription makes an agency Pro.
   */
  proPrice: boolean;
};

/** A checkout session as the provider holds it now. */
export type CheckoutState = {
  id: string;
  agencyId: number | null;
  status: "open" | "complete" | "expired";
  /** True once the first payment went through (Stripe: payment_status "paid"). */
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
};

/** An invoice of a subscription (paid or failed). */
export type InvoiceState = {
  id: string;
  subscriptionId: string | null;
  customerId: string | null;
  /** What a refund names (Stripe: the PaymentIntent); null when unknown or unpaid. */
  paymentId: string | null;
  amount: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  /** The first invoice of the subscription (Stripe: billing_reason "subscription_create"). */
  first: boolean;
  /** Why a payment failed, for the failed-payment e-mail and the dashboard. */
  failureMessage: string | null;
};

/**
 * What happened at the provider, in our terms. Stripe webhooks and test-provider actions both
 * become these. Subscription events carry only the id: the billing service re-reads the
 * subscription from the provider while holding a lock, so the newest state always wins whatever
 * order events arrive in.
 */
export type BillingEvent = { provider: ProviderName; eventId: string } & (
  | { type: "checkout.completed"; checkoutId: string }
  | { type: "subscription.changed"; subscriptionId: string }
  | { type: "invoice.paid"; invoice: InvoiceState }
  | { type: "invoice.failed"; invoice: InvoiceState }
  | { type: "payment.refunded"; refund: RefundState }
);

/**
 * A payment refunded at the provider by someone other than the 7-day guarantee (the operator in
 * Stripe's dashboard), in whole or in part. The guarantee's own refunds are recorded where they
 * are made (refundProPlan) and never reported as this event.
 */
export type RefundState = {
  /** The payment refunded, as InvoiceState.paymentId names it (Stripe: the PaymentIntent). */
  paymentId: string;
  /** All that has been refunded of it so far, in the smallest unit (fils). */
  amountRefunded: number;
  currency: string;
};

export type CreateCheckoutInput = {
  agency: { id: number; email: string; agencyName: string; customerId: string | null };
  /** Where the provider sends the browser back; `{CHECKOUT_SESSION_ID}` is filled in. */
  successUrl: string;
  cancelUrl: string;
};

/** A provider call that failed; `message` is safe to show ("Failed to ...: {message}"). */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

/** A webhook whose signature (or payload) does not check out: answer 400. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** Starts a subscription checkout for the Pro price; the browser goes to `url`. */
  createCheckout(
    input: CreateCheckoutInput,
  ): Promise<{ id: string; url: string; customerId: string | null }>;
  /**
   * A checkout session, or null when the provider does not know the id. `within` is the
   * caller's open transaction: a provider keeping its state in our database (the test provider)
   * reads through it, since embedded PGlite serves one connection; Stripe ignores it.
   */
  getCheckout(id: string, within?: DbOrTx): Promise<CheckoutState | null>;
  /** A subscription's current state, or null when the provider does not know the id. */
  getSubscription(id: string, within?: DbOrTx): Promise<SubscriptionState | null>;
  /** Stops renewal; Pro lasts to the end of the paid period. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Undoes cancelAtPeriodEnd before the period ends. */
  resume(subscriptionId: string): Promise<SubscriptionState>;
  /** Ends the subscription now (used with a refund). */
  cancelNow(subscriptionId: string): Promise<SubscriptionState>;
  /** Refunds a payment in full under the 7-day guarantee (marked so its webhook is not applied twice). */
  refund(paymentId: string): Promise<{ id: string }>;
  /** A page where the customer changes the card or cancels (Stripe's customer portal), if any. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
  /**
   * Verifies a webhook on its raw body and turns it into our event, or null for an event type we
   * do not act on. Throws WebhookSignatureError when the signature is missing or wrong. Only
   * providers that receive webhooks implement it.
   */
  parseWebhook?(rawBody: string, signatureHeader: string | null): Promise<BillingEvent | null>;
}
