import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { defaultLocale, localizePath, type Locale } from "~/domain/i18n";
import type { Db } from "~/db/client.server";
import { agencies, payments, subscriptions } from "~/db/schema";
import { PRO_REFUND_WINDOW_MS } from "~/domain/plans";
import { enqueueEmail } from "~/mail/outbox.server";
import { proRefundEmail } from "~/mail/templates/pro-refund";
import { mailLocale, siteLink } from "~/mail/templates/mail-locale";
import { displayNumber } from "~/domain/tax-documents";
import { grantsPro, PRO_STATUSES } from "~/domain/subscription";
import { paymentProvider } from "~/payments/payments.server";
import { type BillingEvent, type PaymentProvider } from "~/payments/provider";
import { isTestProvider } from "~/payments/test-provider.server";
import { deleteAgency } from "./deletions.server";
import { issueCreditNoteForPayment, REFUND_REASON } from "./tax-documents.server";
import {
  currentSubscription,
  handleBillingEvent,
  syncCheckout,
  syncSubscription,
  type BillingConfig,
} from "./billing.server";
import type { BillingContext } from "./payment-provider.server";

/**
 * What an agency does with its Pro plan from the dashboard: subscribe, confirm the checkout,
 * cancel, resume, claim the 7-day refund. Each call goes to the provider first, then re-reads
 * its state (the fast path; webhooks bring the same state again and change nothing). A failure
 * at the provider throws (isProviderFailure in payment-provider.server.ts tells it).
 */

export type StartCheckoutResult =
  | { status: "redirect"; id: string; url: string }
  | { status: "not-found" | "already-pro" | "not-approved" };

/**
 * Opens a Pro checkout for an agency; the provider sends the payer back to the upgrade page in
 * `locale` (the page the agency subscribed from: /ar/dashboard/upgrade for an Arabic one).
 */
export async function startProCheckout(
  context: BillingContext,
  agencyId: number,
  locale: Locale = defaultLocale,
): Promise<StartCheckoutResult> {
  const { db, config } = context;
  const [agency] = await db
    .select({
      id: agencies.id,
      email: agencies.email,
      agencyName: agencies.agencyName,
      approved: agencies.approved,
      isPro: agencies.isPro,
      customerId: agencies.stripeCustomerId,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  if (!agency) return { status: "not-found" };
  if (agency.isPro) return { status: "already-pro" };
  if (!agency.approved) return { status: "not-approved" };
  const checkout = await paymentProvider(context).createCheckout({
    agency,
    successUrl: `${config.siteUrl}${localizePath(locale, "/dashboard/upgrade")}?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${config.siteUrl}${localizePath(locale, "/dashboard/upgrade")}?canceled=true`,
  });
  if (checkout.customerId && checkout.customerId !== agency.customerId) {
    await db
      .update(agencies)
      .set({ stripeCustomerId: checkout.customerId })
      .where(and(eq(agencies.id, agency.id), isNull(agencies.stripeCustomerId)));
  }
  return { status: "redirect", id: checkout.id, url: checkout.url };
}

export type ConfirmCheckoutResult =
  { status: "upgraded" } | { status: "unknown-session" | "not-paid" };

/**
 * The success page's check (POST /api/upgrade-to-pro): asks the provider about the checkout and
 * mirrors its subscription at once, so the agency sees Pro without waiting for the webhook. A
 * checkout of another agency reads as unknown.
 */
export async function confirmProCheckout(
  context: BillingContext,
  agencyId: number,
  checkoutId: string,
): Promise<ConfirmCheckoutResult> {
  const { db, config } = context;
  const provider = paymentProvider(context);
  const checkout = await provider.getCheckout(checkoutId);
  if (!checkout || checkout.agencyId !== agencyId) return { status: "unknown-session" };
  if (checkout.status !== "complete" || !checkout.paid) return { status: "not-paid" };
  await db.transaction((tx) => syncCheckout(tx, provider, checkoutId, config));
  return { status: "upgraded" };
}

export type PlanChangeResult = { status: "done"; endsAt: Date } | { status: "no-subscription" };

/** Cancels at the period's end: the listing stays, Pro ends when the paid month does. */
export async function cancelProPlan(
  context: BillingContext,
  agencyId: number,
): Promise<PlanChangeResult> {
  return changePlan(context, agencyId, (provider, id) => provider.cancelAtPeriodEnd(id));
}

/** Undoes a cancellation before the period ends. */
export async function resumeProPlan(
  context: BillingContext,
  agencyId: number,
): Promise<PlanChangeResult> {
  return changePlan(context, agencyId, (provider, id) => provider.resume(id));
}

async function changePlan(
  context: BillingContext,
  agencyId: number,
  call: (provider: PaymentProvider, subscriptionId: string) => Promise<unknown>,
): Promise<PlanChangeResult> {
  const { db, config } = context;
  const provider = paymentProvider(context);
  const subscription = await currentSubscription(db, agencyId);
  if (!subscription || !grantsPro(subscription.status) || subscription.provider !== provider.name) {
    return { status: "no-subscription" };
  }
  await call(provider, subscription.providerSubscriptionId);
  const row = await db.transaction((tx) =>
    syncSubscription(tx, provider, subscription.providerSubscriptionId, config),
  );
  return { status: "done", endsAt: (row ?? subscription).currentPeriodEnd };
}

export type RefundWindow = { paymentId: number; until: Date };

/**
 * The refund an agency may still claim: its first ever Pro payment, paid less than 7 days ago,
 * not refunded, while that subscription still grants Pro. Later payments are not refundable.
 */
export async function refundWindow(
  db: Db,
  agencyId: number,
  now = new Date(),
): Promise<RefundWindow | null> {
  const [first] = await db
    .select()
    .from(payments)
    .where(eq(payments.agencyId, agencyId))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(1);
  if (!first || first.status !== "paid" || first.refundedAt) return null;
  const until = new Date(first.createdAt.getTime() + PRO_REFUND_WINDOW_MS);
  if (until <= now) return null;
  const subscription = await currentSubscription(db, agencyId);
  if (
    !subscription ||
    !grantsPro(subscription.status) ||
    subscription.providerSubscriptionId !== first.stripeSubscriptionId
  ) {
    return null;
  }
  return { paymentId: first.id, until };
}

/** The 7-day money-back guarantee: refunds the first payment in full and ends Pro now. */
export async function refundProPlan(
  context: BillingContext,
  agencyId: number,
  now = new Date(),
): Promise<{ status: "refunded" } | { status: "not-eligible" }> {
  const { db, config } = context;
  const provider = paymentProvider(context);
  const window = await refundWindow(db, agencyId, now);
  if (!window) return { status: "not-eligible" };
  const [payment] = await db.select().from(payments).where(eq(payments.id, window.paymentId));
  const subscriptionId = payment!.stripeSubscriptionId!;
  await provider.refund(payment!.stripePaymentId);
  await db.transaction(async (tx) => {
    // Only the first claim records the refund and its credit note (two tabs, one refund).
    const [refunded] = await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now })
      .where(and(eq(payments.id, payment!.id), isNull(payments.refundedAt)))
      .returning({ id: payments.id });
    if (!refunded) return;
    const creditNote = await issueCreditNoteForPayment(tx, payment!.id, REFUND_REASON, now);
    const [agency] = await tx
      .select({ agencyName: agencies.agencyName, email: agencies.email, locale: agencies.locale })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    await enqueueEmail(tx, {
      to: agency!.email,
      replyTo: config.supportEmail,
      about: { agencyId },
      ...proRefundEmail(
        {
          agencyName: agency!.agencyName,
          // What this refund gave back: less than the payment after an operator's partial refund.
          amount: creditNote?.totalFils ?? payment!.amount,
          currency: payment!.currency,
          creditNote: creditNote
            ? {
                number: displayNumber("credit_note", creditNote.number),
                url: siteLink(
                  { url: config.siteUrl },
                  mailLocale(agency!.locale),
                  `/dashboard/invoices/${creditNote.id}`,
                ),
              }
            : null,
        },
        { name: config.siteName, url: config.siteUrl },
        mailLocale(agency!.locale),
      ),
    });
  });
  await provider.cancelNow(subscriptionId);
  await db.transaction((tx) => syncSubscription(tx, provider, subscriptionId, config));
  return { status: "refunded" };
}

/** Applies events in order (the test provider raises several at once). */
export async function applyBillingEvents(
  db: Db,
  provider: PaymentProvider,
  events: BillingEvent[],
  config: BillingConfig,
): Promise<void> {
  for (const event of events) await handleBillingEvent(db, provider, event, config);
}

/**
 * Where the agency changes its card or cancels at the provider (Stripe's customer portal), coming
 * back to the dashboard; null without a subscription or with a provider that has no such page.
 */
export async function billingPortalUrl(
  context: BillingContext,
  agencyId: number,
): Promise<string | null> {
  const subscription = await currentSubscription(context.db, agencyId);
  const customerId = subscription?.providerCustomerId;
  if (!customerId) return null;
  return paymentProvider(context).billingPortalUrl(
    customerId,
    `${context.config.siteUrl}/dashboard`,
  );
}

/**
 * The test provider's simulations on the dashboard: next billing date, or a failed renewal.
 * Nothing to simulate with Stripe.
 */
export async function simulateTestBilling(
  context: BillingContext,
  agencyId: number,
  action: "advance" | "fail-renewal",
): Promise<{ status: "done" } | { status: "no-subscription" }> {
  const { db, config } = context;
  const provider = paymentProvider(context);
  if (!isTestProvider(provider)) return { status: "no-subscription" };
  const subscription = await currentSubscription(db, agencyId);
  if (!subscription || subscription.provider !== "test" || subscription.status === "canceled") {
    return { status: "no-subscription" };
  }
  const id = subscription.providerSubscriptionId;
  const events =
    action === "advance" ? await provider.advancePeriod(id) : await provider.failRenewal(id);
  await applyBillingEvents(db, provider, events, config);
  return { status: "done" };
}

/**
 * Deletes an agency with everything about it (docs/product.md, P12), ending its live Pro
 * subscription at the provider first so a deleted listing is never billed again. A provider
 * failure stops the delete (it throws; see isProviderFailure), so the operator can try again.
 */
export async function deleteAgencyWithBilling(
  context: BillingContext,
  agencyId: number,
): Promise<{ id: number; name: string } | undefined> {
  const { db } = context;
  const provider = paymentProvider(context);
  const live = await db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.agencyId, agencyId),
        eq(subscriptions.provider, provider.name),
        inArray(subscriptions.status, [...PRO_STATUSES]),
      ),
    );
  for (const subscription of live) await provider.cancelNow(subscription.id);
  return deleteAgency(db, agencyId);
}
