import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { TEST_PRO_PRICE_ID, testBillingObjects } from "~/db/schema";
import { addMonth } from "~/domain/calendar-months";
import {
  PaymentProviderError,
  PRO_PRICE,
  type BillingEvent,
  type CheckoutState,
  type InvoiceState,
  type PaymentProvider,
  type SubscriptionState,
} from "./provider";

/**
 * The built-in test payment provider (docs/product.md, P7), used when no Stripe keys are
 * set. It keeps its checkout sessions and subscriptions as JSON in `test_billing_objects`, the way
 * Stripe keeps them on its side, and its actions return the same BillingEvents a Stripe webhook
 * would bring, which the caller hands to the billing service: one code path for both providers.
 */
export type TestPaymentProvider = PaymentProvider & {
  readonly name: "test";
  /** The local checkout page's pay button: success raises the events of a first payment. */
  payCheckout(
    checkoutId: string,
    outcome: "succeed" | "decline",
  ): Promise<{ paid: true; events: BillingEvent[]; successUrl: string } | { paid: false }>;
  /** Where the checkout page's cancel button leads. */
  checkoutCancelUrl(checkoutId: string): Promise<string | null>;
  /**
   * Moves a subscription to its next billing date: it renews (a paid invoice), or ends when it
   * was cancelled at period end. A past_due subscription pays its open invoice instead.
   */
  advancePeriod(subscriptionId: string): Promise<BillingEvent[]>;
  /** The next renewal fails: a new period starts past_due with a failed invoice. */
  failRenewal(subscriptionId: string): Promise<BillingEvent[]>;
};

type StoredCheckout = {
  agencyId: number;
  customerId: string;
  status: CheckoutState["status"];
  paid: boolean;
  subscriptionId: string | null;
  successUrl: string;
  cancelUrl: string;
};
type StoredSubscription = Omit<
  SubscriptionState,
  "startedAt" | "currentPeriodStart" | "currentPeriodEnd" | "endedAt" | "proPrice"
> & {
  /** Made before prices were kept: the Pro price, the only one the test checkout sells. */
  priceId?: string;
  startedAt: string;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  endedAt: string | null;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === "test" && "payCheckout" in provider;
}

export function createTestProvider(db: Db, options: { siteUrl: string }): TestPaymentProvider {
  async function load<T>(objectId: string, kind: string, within: DbOrTx = db): Promise<T | null> {
    const [row] = await within
      .select({ kind: testBillingObjects.kind, data: testBillingObjects.data })
      .from(testBillingObjects)
      .where(eq(testBillingObjects.id, objectId))
      .limit(1);
    return row && row.kind === kind ? (row.data as T) : null;
  }
  async function save(objectId: string, kind: string, data: unknown) {
    await db
      .insert(testBillingObjects)
      .values({ id: objectId, kind, data })
      .onConflictDoUpdate({
        target: testBillingObjects.id,
        set: { data, updatedAt: sql`now()` },
      });
  }
  async function subscription(subscriptionId: string): Promise<StoredSubscription> {
    const stored = await load<StoredSubscription>(subscriptionId, "subscription");
    if (!stored) throw new PaymentProviderError("No such subscription");
    return stored;
  }
  const toState = (s: StoredSubscription): SubscriptionState => ({
    id: s.id,
    customerId: s.customerId,
    agencyId: s.agencyId,
    status: s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    startedAt: new Date(s.startedAt),
    currentPeriodStart: new Date(s.currentPeriodStart),
    currentPeriodEnd: new Date(s.currentPeriodEnd),
    endedAt: s.endedAt ? new Date(s.endedAt) : null,
    proPrice: (s.priceId ?? TEST_PRO_PRICE_ID) === TEST_PRO_PRICE_ID,
  });
  async function update(subscriptionId: string, change: Partial<StoredSubscription>) {
    const next = { ...(await subscription(subscriptionId)), ...change };
    await save(subscriptionId, "subscription", next);
    return next;
  }
  const event = (
    e: BillingEvent extends infer E
      ? E extends unknown
        ? Omit<E, "provider" | "eventId">
        : never
      : never,
  ) => ({ provider: "test", eventId: id("evt"), ...e }) as BillingEvent;
  const invoice = (
    s: StoredSubscription,
    first: boolean,
    failureMessage: string | null = null,
  ): InvoiceState => ({
    id: id("in"),
    subscriptionId: s.id,
    customerId: s.customerId,
    paymentId: failureMessage ? null : id("pi"),
    amount: PRO_PRICE.amount,
    currency: PRO_PRICE.currency,
    periodStart: new Date(s.currentPeriodStart),
    periodEnd: new Date(s.currentPeriodEnd),
    first,
    failureMessage,
  });

  return {
    name: "test",

    async createCheckout({ agency, successUrl, cancelUrl }) {
      const checkoutId = id("cs");
      const customerId = agency.customerId ?? id("cus");
      const stored: StoredCheckout = {
        agencyId: agency.id,
        customerId,
        status: "open",
        paid: false,
        subscriptionId: null,
        successUrl,
        cancelUrl,
      };
      await save(checkoutId, "checkout", stored);
      return {
        id: checkoutId,
        url: `${options.siteUrl}/billing/test-checkout/${checkoutId}`,
        customerId,
      };
    },

    async getCheckout(checkoutId, within) {
      const stored = await load<StoredCheckout>(checkoutId, "checkout", within);
      if (!stored) return null;
      return {
        id: checkoutId,
        agencyId: stored.agencyId,
        status: stored.status,
        paid: stored.paid,
        customerId: stored.customerId,
        subscriptionId: stored.subscriptionId,
      };
    },

    async getSubscription(subscriptionId, within) {
      const stored = await load<StoredSubscription>(subscriptionId, "subscription", within);
      return stored ? toState(stored) : null;
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toState(await update(subscriptionId, { cancelAtPeriodEnd: true }));
    },

    async resume(subscriptionId) {
      const s = await subscription(subscriptionId);
      if (s.status === "canceled") throw new PaymentProviderError("The subscription has ended");
      return toState(await update(subscriptionId, { cancelAtPeriodEnd: false }));
    },

    async cancelNow(subscriptionId) {
      const now = new Date().toISOString();
      return toState(
        await update(subscriptionId, {
          status: "canceled",
          endedAt: now,
          cancelAtPeriodEnd: false,
        }),
      );
    },

    async refund(paymentId) {
      if (!paymentId.startsWith("pi_test_")) throw new PaymentProviderError("No such payment");
      return { id: id("re") };
    },

    async billingPortalUrl() {
      return null;
    },

    async payCheckout(checkoutId, outcome) {
      const checkout = await load<StoredCheckout>(checkoutId, "checkout");
      if (!checkout || checkout.status !== "open") {
        throw new PaymentProviderError("This checkout session is not open");
      }
      if (outcome === "decline") return { paid: false };
      const now = new Date();
      const stored: StoredSubscription = {
        id: id("sub"),
        customerId: checkout.customerId,
        agencyId: checkout.agencyId,
        priceId: TEST_PRO_PRICE_ID,
        status: "active",
        cancelAtPeriodEnd: false,
        startedAt: now.toISOString(),
        currentPeriodStart: now.toISOString(),
        currentPeriodEnd: addMonth(now).toISOString(),
        endedAt: null,
      };
      await save(stored.id, "subscription", stored);
      await save(checkoutId, "checkout", {
        ...checkout,
        status: "complete",
        paid: true,
        subscriptionId: stored.id,
      } satisfies StoredCheckout);
      return {
        paid: true,
        successUrl: checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", checkoutId),
        events: [
          event({ type: "checkout.completed", checkoutId }),
          event({ type: "subscription.changed", subscriptionId: stored.id }),
          event({ type: "invoice.paid", invoice: invoice(stored, true) }),
        ],
      };
    },

    async checkoutCancelUrl(checkoutId) {
      return (await load<StoredCheckout>(checkoutId, "checkout"))?.cancelUrl ?? null;
    },

    async advancePeriod(subscriptionId) {
      const s = await subscription(subscriptionId);
      if (s.status === "canceled") return [];
      if (s.status === "past_due") {
        // The retry of the open invoice succeeds; the period stays.
        const paid = await update(subscriptionId, { status: "active" });
        return [
          event({ type: "subscription.changed", subscriptionId }),
          event({ type: "invoice.paid", invoice: invoice(paid, false) }),
        ];
      }
      if (s.cancelAtPeriodEnd) {
        await update(subscriptionId, { status: "canceled", endedAt: s.currentPeriodEnd });
        return [event({ type: "subscription.changed", subscriptionId })];
      }
      const renewed = await update(subscriptionId, {
        currentPeriodStart: s.currentPeriodEnd,
        currentPeriodEnd: addMonth(new Date(s.currentPeriodEnd)).toISOString(),
      });
      return [
        event({ type: "subscription.changed", subscriptionId }),
        event({ type: "invoice.paid", invoice: invoice(renewed, false) }),
      ];
    },

    async failRenewal(subscriptionId) {
      const s = await subscription(subscriptionId);
      if (s.status !== "active" || s.cancelAtPeriodEnd) return [];
      const due = await update(subscriptionId, {
        status: "past_due",
        currentPeriodStart: s.currentPeriodEnd,
        currentPeriodEnd: addMonth(new Date(s.currentPeriodEnd)).toISOString(),
      });
      return [
        event({ type: "subscription.changed", subscriptionId }),
        event({
          type: "invoice.failed",
          invoice: invoice(due, false, "Your card was declined (test mode)."),
        }),
      ];
    },
  };
}
