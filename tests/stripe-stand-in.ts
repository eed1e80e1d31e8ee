import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for api.stripe.com: answers the endpoints a test registers with JSON in Stripe's
 * shapes and records every request, so the real `stripe` client (pointed here by host, port and
 * protocol) can be tested offline. Unregistered paths answer Stripe's 404 resource_missing.
 */

export type StripeRequest = {
  method: string;
  path: string;
  /** Query string (GET) or form-encoded body (POST), flattened: `metadata[agencyId]` -> "7". */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
};

/** A non-200 answer from a handler; a handler's plain return value is a 200 body. */
export class StripeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export function stripeError(
  status: number,
  message: string,
  extra: { code?: string; type?: string } = {},
) {
  return new StripeReply(status, {
    error: { type: extra.type ?? "invalid_request_error", code: extra.code, message },
  });
}

type Handler = (request: StripeRequest) => unknown;

export type StripeStandIn = {
  api: { host: string; port: number; protocol: "http" };
  requests: StripeRequest[];
  /** Answers `method path` (exact path, no query) with what the handler returns. */
  on(method: string, path: string, handler: Handler): void;
  /** Forgets the handlers and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const handlers = new Map<string, Handler>();
  const requests: StripeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const body = Buffer.concat(chunks).toString("utf8");
      const params = Object.fromEntries(
        new URLSearchParams(req.method === "GET" || req.method === "DELETE" ? url.search : body),
      );
      const request = {
        method: req.method ?? "GET",
        path: url.pathname,
        params,
        headers: req.headers,
      };
      requests.push(request);
      const handler = handlers.get(`${request.method} ${request.path}`);
      let reply: StripeReply;
      try {
        const answer = handler
          ? handler(request)
          : stripeError(404, `No such object: '${request.path}'`, { code: "resource_missing" });
        reply = answer instanceof StripeReply ? answer : new StripeReply(200, answer);
      } catch (error) {
        reply = stripeError(500, `stand-in handler failed: ${String(error)}`, {
          type: "api_error",
        });
      }
      res.writeHead(reply.status, { "Content-Type": "application/json", "Request-Id": "req_test" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, handler);
    },
    reset() {
      handlers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 24 * 60 * 60 * 1000;

/** A subscription in this API version's shape: the period lives on its item. */
export function subscriptionObject(
  o: {
    id?: string;
    status?: string;
    agencyId?: number | null;
    customer?: string;
    start?: Date;
    periodStart?: Date;
    periodEnd?: Date;
    cancelAtPeriodEnd?: boolean;
    endedAt?: Date | null;
    /** The price of its item (the tests' Pro price is price_pro). */
    price?: string;
  } = {},
) {
  const periodStart = o.periodStart ?? new Date(Date.UTC(2026, 0, 1));
  const periodEnd = o.periodEnd ?? new Date(periodStart.getTime() + 31 * DAY);
  const id = o.id ?? "sub_test1";
  return {
    id,
    object: "subscription",
    customer: o.customer ?? "cus_test1",
    status: o.status ?? "active",
    start_date: seconds(o.start ?? periodStart),
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    ended_at: o.endedAt ? seconds(o.endedAt) : null,
    metadata: o.agencyId == null ? {} : { agencyId: String(o.agencyId) },
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: "si_test1",
          object: "subscription_item",
          current_period_start: seconds(periodStart),
          current_period_end: seconds(periodEnd),
          price: { id: o.price ?? "price_pro", object: "price" },
          quantity: 1,
        },
      ],
    },
  };
}

export function checkoutSessionObject(
  o: {
    id?: string;
    agencyId?: number | null;
    status?: "open" | "complete" | "expired";
    paymentStatus?: "paid" | "unpaid";
    customer?: string | null;
    subscription?: string | null;
  } = {},
) {
  const id = o.id ?? "cs_test1";
  const agencyId = o.agencyId == null ? null : String(o.agencyId);
  return {
    id,
    object: "checkout.session",
    mode: "subscription",
    url: `https://checkout.stripe.com/c/pay/${id}`,
    client_reference_id: agencyId,
    metadata: agencyId ? { agencyId } : {},
    status: o.status ?? "complete",
    payment_status: o.paymentStatus ?? "paid",
    customer: o.customer === undefined ? "cus_test1" : o.customer,
    subscription: o.subscription === undefined ? "sub_test1" : o.subscription,
  };
}

/** An invoice in this API version's shape: the subscription under `parent`, no payment intent. */
export function invoiceObject(
  o: {
    id?: string;
    subscription?: string;
    customer?: string;
    amount?: number;
    paid?: boolean;
    billingReason?: string;
    periodStart?: Date;
    periodEnd?: Date;
  } = {},
) {
  const id = o.id ?? "in_test1";
  const amount = o.amount ?? 49_900;
  const paid = o.paid ?? true;
  const periodStart = o.periodStart ?? new Date(Date.UTC(2026, 0, 1));
  const periodEnd = o.periodEnd ?? new Date(periodStart.getTime() + 31 * DAY);
  const subscription = o.subscription ?? "sub_test1";
  return {
    id,
    object: "invoice",
    customer: o.customer ?? "cus_test1",
    currency: "aed",
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    billing_reason: o.billingReason ?? "subscription_create",
    status: paid ? "paid" : "open",
    // For a subscription invoice Stripe sets these to the previous period; the line has the paid one.
    period_start: seconds(periodStart) - 31 * 86_400,
    period_end: seconds(periodStart),
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription, metadata: {} },
    },
    lines: {
      object: "list",
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
      data: [
        {
          id: `il_${id}`,
          object: "line_item",
          amount,
          currency: "aed",
          period: { start: seconds(periodStart), end: seconds(periodEnd) },
          parent: {
            type: "subscription_item_details",
            invoice_item_details: null,
            subscription_item_details: { subscription, subscription_item: "si_test1" },
          },
        },
      ],
    },
  };
}

/** GET /v1/invoice_payments for one invoice, with the PaymentIntent expanded. */
export function invoicePaymentList(
  invoiceId: string,
  payments: { paymentIntent: string; status?: "paid" | "open"; failure?: string }[],
) {
  return {
    object: "list",
    has_more: false,
    url: "/v1/invoice_payments",
    data: payments.map((p, i) => ({
      id: `inpay_${invoiceId}_${i}`,
      object: "invoice_payment",
      invoice: invoiceId,
      is_default: i === 0,
      status: p.status ?? "paid",
      amount_paid: p.status === "open" ? null : 49_900,
      amount_requested: 49_900,
      currency: "aed",
      payment: {
        type: "payment_intent",
        payment_intent: {
          id: p.paymentIntent,
          object: "payment_intent",
          status: p.failure ? "requires_payment_method" : "succeeded",
          last_payment_error: p.failure ? { type: "card_error", message: p.failure } : null,
        },
      },
    })),
  };
}

/** A refunded charge as charge.refunded carries it: `amountRefunded` of 49,900 fils so far. */
export function refundedChargeObject({
  id = "ch_1",
  paymentIntent = "pi_1" as string | null,
  amountRefunded = 49_900,
}: { id?: string; paymentIntent?: string | null; amountRefunded?: number } = {}) {
  return {
    id,
    object: "charge",
    amount: 49_900,
    amount_captured: 49_900,
    amount_refunded: amountRefunded,
    currency: "aed",
    paid: true,
    captured: true,
    refunded: amountRefunded >= 49_900,
    status: "succeeded",
    payment_intent: paymentIntent,
  };
}

/** GET /v1/refunds for one PaymentIntent: its refunds, with their metadata. */
export function refundList(
  paymentIntent: string,
  refunds: { metadata?: Record<string, string> }[],
) {
  return {
    object: "list",
    has_more: false,
    url: "/v1/refunds",
    data: refunds.map((r, i) => ({
      id: `re_${paymentIntent}_${i}`,
      object: "refund",
      payment_intent: paymentIntent,
      status: "succeeded",
      metadata: r.metadata ?? {},
    })),
  };
}

/** A webhook event body as Stripe sends it. */
export function stripeEvent(id: string, type: string, object: unknown) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2026-10-28.endive",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The Stripe-Signature header for a payload; `timestamp` in seconds, default now. */
export function signWebhook(payload: string, secret: string, timestamp?: number) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
