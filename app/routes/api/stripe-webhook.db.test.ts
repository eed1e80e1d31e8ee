import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
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
import {
  agencies,
  emailOutbox,
  payments,
  subscriptions,
  taxDocuments,
  webhookEvents,
} from "~/db/schema";
import type { PaymentProvider } from "~/payments/provider";
import { createStripeProvider } from "~/payments/stripe-provider.server";
import { displayNumber } from "~/domain/tax-documents";
import { PROVIDER_REFUND_REASON } from "~/services/tax-documents.server";
import { action, loader } from "./stripe-webhook";

const WEBHOOK_SECRET = "whsec_route_test";
const t = useTestDatabase();
const config = testConfig({ SITE_URL: "http://localhost:3000" });
let stripe: StripeStandIn;
let provider: PaymentProvider;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  provider = createStripeProvider({
    secretKey: "sk_test_route",
    webhookSecret: WEBHOOK_SECRET,
    priceId: "price_pro",
    api: stripe.api,
  });
});
afterAll(() => stripe.close());

beforeEach(async () => {
  stripe.reset();
  await t.db.delete(emailOutbox);
  await t.db.delete(webhookEvents);
  await t.db.delete(payments);
  await t.db.delete(subscriptions);
  await t.db.delete(agencies);
});

/** POSTs a webhook as Stripe does; the signature is a valid one unless given. */
async function deliver(
  payload: string,
  options: { signature?: string | null; payments?: PaymentProvider | null } = {},
) {
  const signature =
    options.signature === undefined ? signWebhook(payload, WEBHOOK_SECRET) : options.signature;
  const response = await action(
    routeArgs(t.db, "/api/stripe/webhook", {
      config,
      method: "POST",
      body: payload,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        ...(signature === null ? {} : { "Stripe-Signature": signature }),
      },
      ...(options.payments === null ? {} : { payments: options.payments ?? provider }),
    }) as never,
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What Stripe answers when the billing service re-reads a subscription. */
function serveSubscription(subscription: ReturnType<typeof subscriptionObject>) {
  stripe.on("GET", `/v1/subscriptions/${subscription.id}`, () => subscription);
}

function serveInvoicePayments(byInvoice: Record<string, string>) {
  stripe.on("GET", "/v1/invoice_payments", ({ params }) =>
    invoicePaymentList(params.invoice!, [{ paymentIntent: byInvoice[params.invoice!]! }]),
  );
}

async function agencyRow(id: number) {
  const [row] = await t.db.select().from(agencies).where(eq(agencies.id, id));
  return row!;
}

const count = async (table: typeof emailOutbox | typeof payments | typeof webhookEvents) =>
  (await t.db.select().from(table)).length;

/** An agency that went through checkout: Pro, with subscription sub_1 of customer cus_1. */
async function proAgency() {
  const agency = await makeAgency(t.db, { approved: true });
  stripe.on("GET", "/v1/checkout/sessions/cs_1", () =>
    checkoutSessionObject({
      id: "cs_1",
      agencyId: agency.id,
      customer: "cus_1",
      subscription: "sub_1",
    }),
  );
  serveSubscription(subscriptionObject({ id: "sub_1", agencyId: agency.id, customer: "cus_1" }));
  const checkout = checkoutSessionObject({ id: "cs_1", agencyId: agency.id });
  const reply = await deliver(stripeEvent("evt_checkout", "checkout.session.completed", checkout));
  expect(reply).toEqual({ status: 200, body: { received: true } });
  return agency;
}

describe("method and configuration", () => {
  it("answers GET with 405 and Allow: POST", () => {
    let thrown: unknown;
    try {
      loader();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(405);
    expect((thrown as Response).headers.get("Allow")).toBe("POST");
  });

  it("answers 404 when the configured provider receives no webhooks (the test provider)", async () => {
    const reply = await deliver(stripeEvent("evt_x", "customer.created", {}), { payments: null });
    expect(reply.status).toBe(404);
  });

  it("refuses a body over 1 MB with 413", async () => {
    const reply = await deliver("x".repeat(1024 * 1024 + 1));
    expect(reply.status).toBe(413);
  });
});

describe("signatures", () => {
  it("refuses a forged or missing signature with 400 and stores nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    serveSubscription(subscriptionObject({ id: "sub_1", agencyId: agency.id }));
    const payload = stripeEvent(
      "evt_forged",
      "customer.subscription.created",
      subscriptionObject({ id: "sub_1", agencyId: agency.id }),
    );

    const forged = await deliver(payload, { signature: signWebhook(payload, "whsec_attacker") });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toEqual(expect.any(String));
    expect((await deliver(payload, { signature: null })).status).toBe(400);

    expect(await count(webhookEvents)).toBe(0);
    expect(await t.db.select().from(subscriptions)).toEqual([]);
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(stripe.requests).toEqual([]);
  });

  it("acknowledges an event type it does not act on, storing nothing", async () => {
    const payload = stripeEvent("evt_other", "customer.created", { id: "cus_1" });
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    expect(await count(webhookEvents)).toBe(0);
  });
});

describe("checkout and subscriptions", () => {
  it("makes the agency Pro after checkout and remembers its Stripe customer", async () => {
    const agency = await proAgency();
    const row = await agencyRow(agency.id);
    expect(row.isPro).toBe(true);
    expect(row.stripeCustomerId).toBe("cus_1");
    const [subscription] = await t.db.select().from(subscriptions);
    expect(subscription).toMatchObject({
      agencyId: agency.id,
      provider: "stripe",
      providerSubscriptionId: "sub_1",
      status: "active",
    });
    expect(await count(emailOutbox)).toBe(1);
  });

  it("ignores a replayed event", async () => {
    const agency = await proAgency();
    const checkout = checkoutSessionObject({ id: "cs_1", agencyId: agency.id });
    const again = await deliver(
      stripeEvent("evt_checkout", "checkout.session.completed", checkout),
    );
    expect(again).toEqual({ status: 200, body: { received: true } });
    expect(await count(emailOutbox)).toBe(1);
    expect(await count(webhookEvents)).toBe(1);
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
  });

  it("ends in Stripe's current state when events arrive out of order", async () => {
    const agency = await proAgency();
    const endedAt = new Date("2026-01-20T10:00:00Z");
    const canceled = subscriptionObject({
      id: "sub_1",
      agencyId: agency.id,
      customer: "cus_1",
      status: "canceled",
      endedAt,
    });
    serveSubscription(canceled);

    // The deletion arrives first, then an older update that still says active.
    await deliver(stripeEvent("evt_deleted", "customer.subscription.deleted", canceled));
    const stale = subscriptionObject({ id: "sub_1", agencyId: agency.id, status: "active" });
    const late = await deliver(stripeEvent("evt_updated", "customer.subscription.updated", stale));

    expect(late.status).toBe(200);
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    const [subscription] = await t.db.select().from(subscriptions);
    expect(subscription).toMatchObject({ status: "canceled", endedAt });
  });

  it("never makes an agency Pro with a subscription to another price", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const other = subscriptionObject({
      id: "sub_other",
      agencyId: agency.id,
      price: "price_other",
    });
    serveSubscription(other);
    const reply = await deliver(stripeEvent("evt_other", "customer.subscription.created", other));
    expect(reply.status).toBe(200);
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await count(emailOutbox)).toBe(0);
    const [stored] = await t.db.select().from(subscriptions);
    expect(stored).toMatchObject({ status: "active", proPrice: false });
  });

  it("ends Pro when the subscription moves to another price", async () => {
    const agency = await proAgency();
    const moved = subscriptionObject({
      id: "sub_1",
      agencyId: agency.id,
      customer: "cus_1",
      price: "price_cheaper_plan",
    });
    serveSubscription(moved);
    await deliver(stripeEvent("evt_moved", "customer.subscription.updated", moved));
    expect((await agencyRow(agency.id)).isPro).toBe(false);

    // Back on the Pro price, it is Pro again.
    serveSubscription(subscriptionObject({ id: "sub_1", agencyId: agency.id, customer: "cus_1" }));
    await deliver(stripeEvent("evt_back", "customer.subscription.updated", moved));
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });

  it("answers 500 when Stripe cannot be read, and applies the event on Stripe's retry", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const subscription = subscriptionObject({ id: "sub_2", agencyId: agency.id });
    stripe.on("GET", "/v1/subscriptions/sub_2", () =>
      stripeError(500, "An unknown error occurred", { type: "api_error" }),
    );
    const payload = stripeEvent("evt_retry", "customer.subscription.created", subscription);

    expect((await deliver(payload)).status).toBe(500);
    expect(await count(webhookEvents)).toBe(0);

    serveSubscription(subscription);
    expect((await deliver(payload)).status).toBe(200);
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });
});

describe("invoices", () => {
  it("stores one payment per paid invoice, whatever number of events report it", async () => {
    const agency = await proAgency();
    serveInvoicePayments({ in_1: "pi_1", in_2: "pi_2" });
    const first = invoiceObject({ id: "in_1", subscription: "sub_1", customer: "cus_1" });
    const second = invoiceObject({
      id: "in_2",
      subscription: "sub_1",
      customer: "cus_1",
      billingReason: "subscription_cycle",
      periodStart: new Date("2026-02-01T00:00:00Z"),
      periodEnd: new Date("2026-03-01T00:00:00Z"),
    });
    const emailsBefore = await count(emailOutbox);

    await deliver(stripeEvent("evt_in1", "invoice.paid", first));
    await deliver(stripeEvent("evt_in1", "invoice.paid", first)); // the same delivery again
    await deliver(stripeEvent("evt_in1b", "invoice.paid", first)); // another event, same invoice
    await deliver(stripeEvent("evt_in2", "invoice.paid", second));

    const rows = await t.db.select().from(payments).orderBy(payments.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      agencyId: agency.id,
      invoiceId: "in_1",
      stripePaymentId: "pi_1",
      stripeSubscriptionId: "sub_1",
      amount: 49_900,
      currency: "aed",
    });
    expect(rows[1]).toMatchObject({
      invoiceId: "in_2",
      stripePaymentId: "pi_2",
      startDate: new Date("2026-02-01T00:00:00Z"),
      nextBillingDate: new Date("2026-03-01T00:00:00Z"),
    });
    expect((await count(emailOutbox)) - emailsBefore).toBe(2); // one receipt per invoice
    // One tax invoice per payment, numbered on from the last (docs/decisions/023).
    const documents = await t.db
      .select()
      .from(taxDocuments)
      .where(inArray(taxDocuments.paymentId, [rows[0]!.id, rows[1]!.id]))
      .orderBy(taxDocuments.number);
    expect(documents.map((d) => [d.kind, d.paymentId, d.paymentReference, d.totalFils])).toEqual([
      ["invoice", rows[0]!.id, "in_1", 49_900],
      ["invoice", rows[1]!.id, "in_2", 49_900],
    ]);
    expect(documents[1]!.number).toBe(documents[0]!.number + 1);
  });

  it("records a failed renewal with the card's decline message", async () => {
    await proAgency();
    stripe.on("GET", "/v1/invoice_payments", ({ params }) =>
      invoicePaymentList(params.invoice!, [
        { paymentIntent: "pi_3", status: "open", failure: "Your card has insufficient funds." },
      ]),
    );
    const invoice = invoiceObject({
      id: "in_3",
      subscription: "sub_1",
      paid: false,
      billingReason: "subscription_cycle",
    });
    expect((await deliver(stripeEvent("evt_in3", "invoice.payment_failed", invoice))).status).toBe(
      200,
    );
    const [subscription] = await t.db.select().from(subscriptions);
    expect(subscription?.lastPaymentError).toBe("Your card has insufficient funds.");
    expect(await count(payments)).toBe(0);
  });
});

describe("refunds made in Stripe's dashboard", () => {
  /** A Pro agency with its first invoice paid by pi_1, and Stripe's list of pi_1's refunds. */
  async function paidAgency(refundMetadata: Record<string, string> = {}) {
    const agency = await proAgency();
    serveInvoicePayments({ in_1: "pi_1" });
    stripe.on("GET", "/v1/refunds", ({ params }) =>
      refundList(params.payment_intent!, [{ metadata: refundMetadata }]),
    );
    const invoice = invoiceObject({ id: "in_1", subscription: "sub_1", customer: "cus_1" });
    await deliver(stripeEvent("evt_paid", "invoice.paid", invoice));
    const [payment] = await t.db.select().from(payments);
    return { agency, payment: payment! };
  }

  const documentsOf = (paymentId: number) =>
    t.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.paymentId, paymentId))
      .orderBy(taxDocuments.id);

  /** The mails that carry a credit note for a refund made in Stripe's dashboard, oldest first. */
  const creditNoteMails = () =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.subject, "%credit note for a refund%"))
      .orderBy(emailOutbox.id);

  it("credits a whole refund once, mails the agency its credit note and marks the payment refunded", async () => {
    const { agency, payment } = await paidAgency();
    const emails = await count(emailOutbox);
    const refunded = stripeEvent("evt_refund", "charge.refunded", refundedChargeObject());

    expect(await deliver(refunded)).toEqual({ status: 200, body: { received: true } });
    await deliver(refunded); // the same delivery again
    await deliver(stripeEvent("evt_refund_b", "charge.refunded", refundedChargeObject()));

    const [invoice, note, ...more] = await documentsOf(payment.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: "credit_note",
      correctsId: invoice!.id,
      reason: PROVIDER_REFUND_REASON,
      taxableFils: invoice!.taxableFils,
      vatFils: invoice!.vatFils,
      totalFils: 49_900,
      lines: invoice!.lines,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: "refunded", refundedAt: expect.any(Date) });
    // The agency is mailed its credit note once, however often the refund is reported.
    expect(await count(emailOutbox)).toBe(emails + 1);
    const [mail] = await creditNoteMails();
    expect(mail!.toAddress).toBe(agency.email);
    expect(mail!.subject).toBe("Your Wakala credit note for a refund of AED 499.00");
    expect(mail!.text).toContain(`Credit note: ${displayNumber("credit_note", note!.number)}`);
    expect(mail!.text).toContain(`Invoice corrected: ${displayNumber("invoice", invoice!.number)}`);
    expect(mail!.html).toContain(`/dashboard/invoices/${note!.id}`);
  });

  it("credits a partial refund, then the rest, never more than the invoice", async () => {
    const { payment } = await paidAgency();
    const partial = refundedChargeObject({ amountRefunded: 10_000 });
    await deliver(stripeEvent("evt_part", "charge.refunded", partial));

    const [invoice, first] = await documentsOf(payment.id);
    // AED 100.00 with VAT: 100.00 × 5/105 = 4.76.
    expect(first).toMatchObject({ taxableFils: 9_524, vatFils: 476, totalFils: 10_000 });
    expect(first!.lines).toEqual([
      { ...invoice!.lines[0], quantity: 1, unitFils: 9_524, taxableFils: 9_524, vatFils: 476 },
    ]);
    const [stillPaid] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stillPaid).toMatchObject({ status: "paid", refundedAt: null });

    await deliver(stripeEvent("evt_rest", "charge.refunded", refundedChargeObject()));
    // A late copy of the first event, under another id, credits nothing more.
    await deliver(stripeEvent("evt_part_late", "charge.refunded", partial));
    const documents = await documentsOf(payment.id);
    expect(documents).toHaveLength(3);
    // AED 399.00 with VAT: 399.00 × 5/105 = 19.00; the two notes' VAT is the invoice's.
    expect(documents[2]).toMatchObject({ taxableFils: 38_000, vatFils: 1_900, totalFils: 39_900 });
    const notes = documents.slice(1);
    expect(notes.reduce((sum, d) => sum + d.totalFils, 0)).toBe(invoice!.totalFils);
    expect(notes.reduce((sum, d) => sum + d.vatFils, 0)).toBe(invoice!.vatFils);
    const [refunded] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(refunded!.status).toBe("refunded");
    // One mail per credit note, each with what that refund gave back.
    const mails = await creditNoteMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your Wakala credit note for a refund of AED 100.00",
      "Your Wakala credit note for a refund of AED 399.00",
    ]);
    expect(mails[1]!.text).toContain(
      `Credit note: ${displayNumber("credit_note", documents[2]!.number)}`,
    );
  });

  it("leaves the 7-day guarantee's own refund, and a charge it never recorded, alone", async () => {
    const { payment } = await paidAgency({ wakala_refund: "guarantee" });
    await deliver(stripeEvent("evt_ours", "charge.refunded", refundedChargeObject()));
    const stranger = refundedChargeObject({ id: "ch_9", paymentIntent: "pi_unknown" });
    expect((await deliver(stripeEvent("evt_stranger", "charge.refunded", stranger))).status).toBe(
      200,
    );
    expect(await documentsOf(payment.id)).toHaveLength(1);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.refundedAt).toBeNull();
  });

  it("tells the agency its Pro ended when the operator refunds and cancels", async () => {
    const { agency } = await paidAgency();
    await deliver(stripeEvent("evt_refund", "charge.refunded", refundedChargeObject()));
    const canceled = subscriptionObject({
      id: "sub_1",
      agencyId: agency.id,
      customer: "cus_1",
      status: "canceled",
      endedAt: new Date(),
    });
    serveSubscription(canceled);
    const before = await count(emailOutbox);
    await deliver(stripeEvent("evt_cancel", "customer.subscription.deleted", canceled));
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    // Only the guarantee's refund mail says Pro has ended; here the "Pro ended" mail does.
    expect((await count(emailOutbox)) - before).toBe(1);
  });
});
