import Stripe from "stripe";
import {
  type CheckoutState,
  type InvoiceState,
  type PaymentProvider,
  PaymentProviderError,
  type RefundState,
  type SubscriptionState,
  WebhookSignatureError,
} from "./provider";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** A local stand-in for api.stripe.com in tests: host, port and protocol. */
  api?: { host: string; port: number; protocol: "http" | "https" };
};

/**
 * The API version the mapping below was written against (stripe 23.x). Pinned so that an upgrade
 * of the package is a deliberate change: the shapes moved between versions (the subscription of an
 * invoice lives under `parent`, the period under the subscription's items).
 */
const API_VERSION = "2026-10-28.endive";

/** The metadata the 7-day guarantee's refunds carry, so their webhook is recognised. */
const GUARANTEE_KEY = "wakala_refund";
const GUARANTEE_REFUND = { [GUARANTEE_KEY]: "guarantee" };

/** The Stripe implementation of the payment provider (docs/product.md, P5 and P7). */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: API_VERSION,
    telemetry: false,
    timeout: 20_000,
    // Retried POSTs carry idempotency keys, so a retry never charges twice.
    maxNetworkRetries: options.api ? 0 : 2,
    ...options.api,
  });

  /** Runs a Stripe call; any failure becomes a PaymentProviderError with Stripe's short message. */
  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toProviderError(error);
    }
  }

  /** Like `call`, but null when Stripe does not know the object (404 resource_missing). */
  async function find<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw toProviderError(error);
    }
  }

  /** The invoice's payment: its PaymentIntent id and, for a failed one, why it failed. */
  async function invoicePayment(invoiceId: string, paid: boolean) {
    const list = await call(() =>
      stripe.invoicePayments.list({
        invoice: invoiceId,
        limit: 10,
        expand: ["data.payment.payment_intent"],
      }),
    );
    const payments = list.data.filter((p) => p.payment.payment_intent);
    const chosen = paid
      ? (payments.find((p) => p.status === "paid") ?? payments[0])
      : (payments.find((p) => p.is_default) ?? payments[0]);
    const intent = chosen?.payment.payment_intent;
    return {
      paymentId: paid ? (idOf(intent) ?? null) : null,
      failureMessage:
        intent && typeof intent === "object" ? (intent.last_payment_error?.message ?? null) : null,
    };
  }

  async function toInvoiceState(invoice: Stripe.Invoice, paid: boolean): Promise<InvoiceState> {
    const { paymentId, failureMessage } = await invoicePayment(invoice.id, paid);
    const lines = invoice.lines?.data ?? [];
    const line =
      lines.find((l) => l.parent?.type === "subscription_item_details") ?? lines[0] ?? null;
    return {
      id: invoice.id,
      subscriptionId: invoiceSubscriptionId(invoice, line),
      customerId: idOf(invoice.customer) ?? null,
      paymentId,
      amount: paid ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      // The line's period is the one paid for; the invoice's own period_start/end is the
      // previous period for subscription renewals.
      periodStart: fromSeconds(line?.period.start ?? invoice.period_start),
      periodEnd: fromSeconds(line?.period.end ?? invoice.period_end),
      first: invoice.billing_reason === "subscription_create",
      failureMessage: paid ? null : failureMessage,
    };
  }

  /**
   * A refunded charge (Stripe sends charge.refunded for partial refunds too), or null when it is
   * not one to record: no PaymentIntent, or refunded by the 7-day guarantee, which records its
   * refund itself (refundProPlan) and so must not be credited a second time.
   */
  async function toRefundState(charge: Stripe.Charge): Promise<RefundState | null> {
    const paymentId = idOf(charge.payment_intent);
    const amountRefunded = charge.amount_refunded;
    // Left unread, an amount would mean "all of it" further on: a charge without one is refused.
    if (!Number.isSafeInteger(amountRefunded) || amountRefunded < 0) {
      throw new WebhookSignatureError("Unreadable webhook payload");
    }
    if (typeof paymentId !== "string" || !paymentId) return null;
    const refunds = await call(() =>
      stripe.refunds.list({ payment_intent: paymentId, limit: 100 }),
    );
    const byGuarantee = refunds.data.some(
      (refund) => refund.metadata?.[GUARANTEE_KEY] === GUARANTEE_REFUND[GUARANTEE_KEY],
    );
    if (byGuarantee) return null;
    return { paymentId, amountRefunded, currency: charge.currency };
  }

  return {
    name: "stripe",

    async createCheckout({ agency, successUrl, cancelUrl }) {
      const agencyId = String(agency.id);
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: options.priceId, quantity: 1 }],
          client_reference_id: agencyId,
          metadata: { agencyId },
          subscription_data: { metadata: { agencyId } },
          ...(agency.customerId
            ? { customer: agency.customerId }
            : { customer_email: agency.email }),
          success_url: successUrl,
          cancel_url: cancelUrl,
        }),
      );
      if (!session.url) throw new PaymentProviderError("Stripe returned no checkout address");
      return { id: session.id, url: session.url, customerId: idOf(session.customer) ?? null };
    },

    async getCheckout(id) {
      const session = await find(() => stripe.checkout.sessions.retrieve(id));
      return session && toCheckoutState(session);
    },

    async getSubscription(id) {
      const subscription = await find(() => stripe.subscriptions.retrieve(id));
      return subscription && toSubscriptionState(subscription, options.priceId);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toSubscriptionState(
        await call(() =>
          stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
        ),
        options.priceId,
      );
    },

    async resume(subscriptionId) {
      return toSubscriptionState(
        await call(() =>
          stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
        ),
        options.priceId,
      );
    },

    async cancelNow(subscriptionId) {
      return toSubscriptionState(
        await call(() => stripe.subscriptions.cancel(subscriptionId)),
        options.priceId,
      );
    },

    async refund(paymentId) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentId, metadata: GUARANTEE_REFUND }),
      );
      return { id: refund.id };
    },

    async billingPortalUrl(customerId, returnUrl) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    async parseWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        // Default tolerance (300 s): an old, replayed signature is refused.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Stripe.errors.StripeSignatureVerificationError
            ? error.message
            : "Unreadable webhook payload",
        );
      }
      if (
        typeof event !== "object" ||
        event === null ||
        typeof event.id !== "string" ||
        typeof event.type !== "string" ||
        typeof event.data?.object !== "object" ||
        event.data.object === null
      ) {
        throw new WebhookSignatureError("Unreadable webhook payload");
      }
      const base = { provider: "stripe" as const, eventId: event.id };
      switch (event.type) {
        case "checkout.session.completed":
          return { ...base, type: "checkout.completed", checkoutId: event.data.object.id };
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted":
          return { ...base, type: "subscription.changed", subscriptionId: event.data.object.id };
        case "invoice.paid":
          return {
            ...base,
            type: "invoice.paid",
            invoice: await toInvoiceState(event.data.object, true),
          };
        case "invoice.payment_failed":
          return {
            ...base,
            type: "invoice.failed",
            invoice: await toInvoiceState(event.data.object, false),
          };
        case "charge.refunded": {
          const refund = await toRefundState(event.data.object);
          return refund && { ...base, type: "payment.refunded", refund };
        }
        default:
          return null;
      }
    },
  } satisfies Required<PaymentProvider>;
}

function toCheckoutState(session: Stripe.Checkout.Session): CheckoutState {
  return {
    id: session.id,
    agencyId: agencyIdOf(session.metadata?.agencyId ?? session.client_reference_id),
    status:
      session.status === "complete"
        ? "complete"
        : session.status === "expired"
          ? "expired"
          : "open",
    paid: session.payment_status === "paid",
    customerId: idOf(session.customer) ?? null,
    subscriptionId: idOf(session.subscription) ?? null,
  };
}

/** Fields older API versions kept on the subscription itself; read when the item lacks them. */
type LegacySubscriptionFields = { current_period_start?: number; current_period_end?: number };

function toSubscriptionState(
  subscription: Stripe.Subscription,
  proPriceId: string,
): SubscriptionState {
  const item = subscription.items?.data[0];
  const legacy = subscription as Stripe.Subscription & LegacySubscriptionFields;
  const periodStart =
    item?.current_period_start ?? legacy.current_period_start ?? subscription.start_date;
  const periodEnd = item?.current_period_end ?? legacy.current_period_end ?? periodStart;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? null,
    agencyId: agencyIdOf(subscription.metadata?.agencyId),
    status: subscription.status,
    startedAt: fromSeconds(subscription.start_date),
    currentPeriodStart: fromSeconds(periodStart),
    currentPeriodEnd: fromSeconds(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at == null ? null : fromSeconds(subscription.ended_at),
    proPrice: (subscription.items?.data ?? []).some((i) => i.price?.id === proPriceId),
  };
}

/** Where this API version keeps an invoice's subscription (older ones: `invoice.subscription`). */
function invoiceSubscriptionId(
  invoice: Stripe.Invoice,
  line: Stripe.InvoiceLineItem | null,
): string | null {
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | { id: string } | null })
    .subscription;
  return (
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf(line?.parent?.subscription_item_details?.subscription) ??
    idOf(legacy) ??
    null
  );
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (value == null) return undefined;
  return typeof value === "string" ? value : value.id;
}

function agencyIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function fromSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

const KEY_PATTERN = /\b(?:sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g;

function toProviderError(error: unknown): PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new PaymentProviderError("Stripe request failed", { cause: error });
  }
  // Stripe masks keys in its messages; drop even the masked form.
  const message = (error.message || "Stripe request failed").replace(KEY_PATTERN, "[key]");
  // Only what helps find the request in Stripe's dashboard; the raw error stays out of logs.
  const { type, code, statusCode, requestId } = error;
  return new PaymentProviderError(message, { cause: { type, code, statusCode, requestId } });
}
