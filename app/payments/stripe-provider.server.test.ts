import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutSessionObject,
  invoiceObject,
  invoicePaymentList,
  refundedChargeObject,
  refundList,
  signWebhook,
  startStripeStandIn,
  stripeError,
  stripeEvent,
  subscriptionObject,
  type StripeStandIn,
} from "#tests/stripe-stand-in";
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider.server";

const SECRET_KEY = "sk_test_standin_0123456789abcdef";
const WEBHOOK_SECRET = "whsec_test_standin";

let stripe: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    priceId: "price_pro",
    api: stripe.api,
  });
});
afterAll(() => stripe.close());
beforeEach(() => stripe.reset());

const agency = { id: 42, email: "studio@example.ae", agencyName: "Studio", customerId: null };
const urls = {
  successUrl: "http://localhost:3000/dashboard?checkout={CHECKOUT_SESSION_ID}",
  cancelUrl: "http://localhost:3000/dashboard/upgrade",
};

describe("checkout", () => {
  beforeEach(() => {
    stripe.on("POST", "/v1/checkout/sessions", () =>
      checkoutSessionObject({ status: "open", customer: null, subscription: null }),
    );
  });

  it("creates a subscription checkout for the Pro price, tagged with the agency", async () => {
    const result = await provider.createCheckout({ agency, ...urls });
    expect(result).toEqual({
      id: "cs_test1",
      url: "https://checkout.stripe.com/c/pay/cs_test1",
      customerId: null,
    });
    const [request] = stripe.requests;
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro",
      "line_items[0][quantity]": "1",
      client_reference_id: "42",
      "metadata[agencyId]": "42",
      "subscription_data[metadata][agencyId]": "42",
      customer_email: "studio@example.ae",
      success_url: urls.successUrl,
      cancel_url: urls.cancelUrl,
    });
    expect(request?.params).not.toHaveProperty("customer");
  });

  it("reuses the agency's Stripe customer instead of its e-mail", async () => {
    await provider.createCheckout({ agency: { ...agency, customerId: "cus_known" }, ...urls });
    const params = stripe.requests[0]?.params;
    expect(params?.customer).toBe("cus_known");
    expect(params).not.toHaveProperty("customer_email");
  });

  it("reads a checkout session, and null for one Stripe does not know", async () => {
    stripe.on("GET", "/v1/checkout/sessions/cs_done", () =>
      checkoutSessionObject({ id: "cs_done", agencyId: 42, subscription: "sub_9" }),
    );
    expect(await provider.getCheckout("cs_done")).toEqual({
      id: "cs_done",
      agencyId: 42,
      status: "complete",
      paid: true,
      customerId: "cus_test1",
      subscriptionId: "sub_9",
    });
    expect(await provider.getCheckout("cs_unknown")).toBeNull();
  });
});

describe("subscriptions", () => {
  const periodStart = new Date("2026-03-01T00:00:00Z");
  const periodEnd = new Date("2026-04-01T00:00:00Z");

  it("maps a subscription, its period coming from its first item", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_1", () =>
      subscriptionObject({
        id: "sub_1",
        status: "past_due",
        agencyId: 42,
        customer: "cus_1",
        start: new Date("2026-01-01T00:00:00Z"),
        periodStart,
        periodEnd,
        cancelAtPeriodEnd: true,
      }),
    );
    expect(await provider.getSubscription("sub_1")).toEqual({
      id: "sub_1",
      customerId: "cus_1",
      agencyId: 42,
      status: "past_due",
      startedAt: new Date("2026-01-01T00:00:00Z"),
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: true,
      endedAt: null,
      proPrice: true,
    });
  });

  it("tells whether a subscription is for the configured Pro price", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_other", () =>
      subscriptionObject({ id: "sub_other", agencyId: 42, price: "price_cheaper_plan" }),
    );
    expect(await provider.getSubscription("sub_other")).toMatchObject({
      status: "active",
      proPrice: false,
    });
  });

  it("gives null for an unknown subscription and no agency for one without metadata", async () => {
    expect(await provider.getSubscription("sub_missing")).toBeNull();
    stripe.on("GET", "/v1/subscriptions/sub_2", () =>
      subscriptionObject({ id: "sub_2", agencyId: null }),
    );
    expect((await provider.getSubscription("sub_2"))?.agencyId).toBeNull();
  });

  it("cancels at period end, resumes, and cancels now", async () => {
    stripe.on("POST", "/v1/subscriptions/sub_1", (request) =>
      subscriptionObject({
        id: "sub_1",
        cancelAtPeriodEnd: request.params.cancel_at_period_end === "true",
      }),
    );
    const endedAt = new Date("2026-03-10T12:00:00Z");
    stripe.on("DELETE", "/v1/subscriptions/sub_1", () =>
      subscriptionObject({ id: "sub_1", status: "canceled", endedAt }),
    );

    expect((await provider.cancelAtPeriodEnd("sub_1")).cancelAtPeriodEnd).toBe(true);
    expect((await provider.resume("sub_1")).cancelAtPeriodEnd).toBe(false);
    const canceled = await provider.cancelNow("sub_1");
    expect(canceled).toMatchObject({ status: "canceled", endedAt });

    expect(stripe.requests.map((r) => [r.method, r.path, r.params])).toEqual([
      ["POST", "/v1/subscriptions/sub_1", { cancel_at_period_end: "true" }],
      ["POST", "/v1/subscriptions/sub_1", { cancel_at_period_end: "false" }],
      ["DELETE", "/v1/subscriptions/sub_1", {}],
    ]);
  });
});

describe("refunds and the customer portal", () => {
  it("refunds a payment by its PaymentIntent, marked as the 7-day guarantee's", async () => {
    stripe.on("POST", "/v1/refunds", () => ({ id: "re_1", object: "refund" }));
    expect(await provider.refund("pi_1")).toEqual({ id: "re_1" });
    expect(stripe.requests[0]?.params).toEqual({
      payment_intent: "pi_1",
      "metadata[wakala_refund]": "guarantee",
    });
  });

  it("opens a billing portal session for the customer", async () => {
    stripe.on("POST", "/v1/billing_portal/sessions", () => ({
      id: "bps_1",
      object: "billing_portal.session",
      url: "https://billing.stripe.com/p/session/bps_1",
    }));
    const url = await provider.billingPortalUrl("cus_1", "http://localhost:3000/dashboard");
    expect(url).toBe("https://billing.stripe.com/p/session/bps_1");
    expect(stripe.requests[0]?.params).toEqual({
      customer: "cus_1",
      return_url: "http://localhost:3000/dashboard",
    });
  });
});

describe("errors", () => {
  it("turns a Stripe API error into a PaymentProviderError with Stripe's message", async () => {
    stripe.on("POST", "/v1/refunds", () =>
      stripeError(400, "Charge ch_1 has already been refunded.", {
        code: "charge_already_refunded",
      }),
    );
    const error = await provider.refund("pi_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe("Charge ch_1 has already been refunded.");
  });

  it("never repeats the secret key in the message", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_1", () =>
      stripeError(401, `Invalid API Key provided: ${SECRET_KEY} (sk_test_****cdef)`, {
        type: "authentication_error",
      }),
    );
    const error = await provider.getSubscription("sub_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe("Invalid API Key provided: [key] ([key])");
    expect(JSON.stringify((error as Error).cause)).not.toContain(SECRET_KEY);
  });

  it("reports an unreachable Stripe as a PaymentProviderError", async () => {
    const offline = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      priceId: "price_pro",
      api: { host: "127.0.0.1", port: 1, protocol: "http" },
    });
    await expect(offline.getSubscription("sub_1")).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("webhooks", () => {
  const deliver = (payload: string, header?: string | null) =>
    provider.parseWebhook!(
      payload,
      header === undefined ? signWebhook(payload, WEBHOOK_SECRET) : header,
    );

  it("turns a completed checkout into checkout.completed", async () => {
    const payload = stripeEvent("evt_1", "checkout.session.completed", checkoutSessionObject());
    expect(await deliver(payload)).toEqual({
      provider: "stripe",
      eventId: "evt_1",
      type: "checkout.completed",
      checkoutId: "cs_test1",
    });
  });

  it.each([
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
  ])("turns %s into subscription.changed, carrying only the id", async (type) => {
    const payload = stripeEvent("evt_2", type, subscriptionObject({ id: "sub_7" }));
    expect(await deliver(payload)).toEqual({
      provider: "stripe",
      eventId: "evt_2",
      type: "subscription.changed",
      subscriptionId: "sub_7",
    });
  });

  it("turns invoice.paid into invoice.paid with the PaymentIntent looked up", async () => {
    stripe.on("GET", "/v1/invoice_payments", (request) =>
      // An earlier declined attempt stays listed next to the one that paid.
      invoicePaymentList(request.params.invoice!, [
        { paymentIntent: "pi_declined", status: "open", failure: "Your card was declined." },
        { paymentIntent: "pi_paid" },
      ]),
    );
    const periodStart = new Date("2026-02-01T00:00:00Z");
    const periodEnd = new Date("2026-03-01T00:00:00Z");
    const invoice = invoiceObject({
      id: "in_1",
      subscription: "sub_7",
      customer: "cus_7",
      billingReason: "subscription_cycle",
      periodStart,
      periodEnd,
    });
    expect(await deliver(stripeEvent("evt_3", "invoice.paid", invoice))).toEqual({
      provider: "stripe",
      eventId: "evt_3",
      type: "invoice.paid",
      invoice: {
        id: "in_1",
        subscriptionId: "sub_7",
        customerId: "cus_7",
        paymentId: "pi_paid",
        amount: 49_900,
        currency: "aed",
        periodStart,
        periodEnd,
        first: false,
        failureMessage: null,
      },
    });
    expect(stripe.requests[0]?.params).toMatchObject({
      invoice: "in_1",
      "expand[0]": "data.payment.payment_intent",
    });
  });

  it("turns invoice.payment_failed into invoice.failed with the decline message", async () => {
    stripe.on("GET", "/v1/invoice_payments", (request) =>
      invoicePaymentList(request.params.invoice!, [
        { paymentIntent: "pi_failed", status: "open", failure: "Your card was declined." },
      ]),
    );
    const invoice = invoiceObject({
      id: "in_2",
      paid: false,
      billingReason: "subscription_create",
    });
    const event = await deliver(stripeEvent("evt_4", "invoice.payment_failed", invoice));
    expect(event).toMatchObject({
      provider: "stripe",
      eventId: "evt_4",
      type: "invoice.failed",
      invoice: {
        id: "in_2",
        subscriptionId: "sub_test1",
        paymentId: null,
        amount: 49_900,
        first: true,
        failureMessage: "Your card was declined.",
      },
    });
  });

  it("turns charge.refunded into payment.refunded with all refunded so far", async () => {
    stripe.on("GET", "/v1/refunds", (request) =>
      refundList(request.params.payment_intent!, [{}, { metadata: { note: "goodwill" } }]),
    );
    const charge = refundedChargeObject({ paymentIntent: "pi_9", amountRefunded: 10_000 });
    expect(await deliver(stripeEvent("evt_7", "charge.refunded", charge))).toEqual({
      provider: "stripe",
      eventId: "evt_7",
      type: "payment.refunded",
      refund: { paymentId: "pi_9", amountRefunded: 10_000, currency: "aed" },
    });
    expect(stripe.requests[0]).toMatchObject({
      method: "GET",
      params: { payment_intent: "pi_9", limit: "100" },
    });
  });

  it("ignores a charge the 7-day guarantee refunded, and one without a PaymentIntent", async () => {
    stripe.on("GET", "/v1/refunds", (request) =>
      refundList(request.params.payment_intent!, [{ metadata: { wakala_refund: "guarantee" } }]),
    );
    const ours = refundedChargeObject({ paymentIntent: "pi_ours" });
    expect(await deliver(stripeEvent("evt_8", "charge.refunded", ours))).toBeNull();
    const bare = refundedChargeObject({ paymentIntent: null });
    expect(await deliver(stripeEvent("evt_9", "charge.refunded", bare))).toBeNull();
    expect(stripe.requests).toHaveLength(1);
  });

  it.each([undefined, "49900", -1, 1.5])(
    "refuses a charge.refunded whose amount refunded is %j",
    async (amount) => {
      const charge = {
        ...refundedChargeObject({ paymentIntent: "pi_9" }),
        amount_refunded: amount,
      };
      await expect(
        deliver(stripeEvent("evt_11", "charge.refunded", charge)),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
      expect(stripe.requests).toEqual([]);
    },
  );

  it("answers a charge.refunded with a PaymentProviderError when its refunds cannot be read", async () => {
    stripe.on("GET", "/v1/refunds", () =>
      stripeError(500, "An unknown error occurred", { type: "api_error" }),
    );
    const charge = refundedChargeObject({ paymentIntent: "pi_9" });
    await expect(deliver(stripeEvent("evt_10", "charge.refunded", charge))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it("ignores event types it does not act on", async () => {
    const payload = stripeEvent("evt_5", "customer.created", { id: "cus_1", object: "customer" });
    expect(await deliver(payload)).toBeNull();
  });

  describe("refuses what Stripe did not sign", () => {
    const payload = stripeEvent("evt_6", "checkout.session.completed", checkoutSessionObject());

    it("a signature made with another secret", async () => {
      await expect(deliver(payload, signWebhook(payload, "whsec_forged"))).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    });

    it("a missing or malformed header", async () => {
      await expect(deliver(payload, null)).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(deliver(payload, "")).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(deliver(payload, "t=1,v1=abc")).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("a body changed after signing", async () => {
      const header = signWebhook(payload, WEBHOOK_SECRET);
      const tampered = payload.replace("cs_test1", "cs_other1");
      await expect(deliver(tampered, header)).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it("a signature older than the 300 s tolerance", async () => {
      const stale = Math.floor(Date.now() / 1000) - 301;
      await expect(
        deliver(payload, signWebhook(payload, WEBHOOK_SECRET, stale)),
      ).rejects.toBeInstanceOf(WebhookSignatureError);
      const recent = Math.floor(Date.now() / 1000) - 200;
      await expect(deliver(payload, signWebhook(payload, WEBHOOK_SECRET, recent))).resolves.toEqual(
        expect.objectContaining({ eventId: "evt_6" }),
      );
    });

    it("a signed body that is not an event", async () => {
      await expect(deliver("not json")).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(deliver("null")).rejects.toBeInstanceOf(WebhookSignatureError);
      await expect(deliver('{"id":"evt_7"}')).rejects.toBeInstanceOf(WebhookSignatureError);
    });
  });
});
