import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, payments, subscriptions, taxDocuments, webhookEvents } from "~/db/schema";
import { PRO_STATUSES, subscriptionGrantsPro } from "~/domain/subscription";
import { displayNumber } from "~/domain/tax-documents";
import { enqueueEmail } from "~/mail/outbox.server";
import { paymentFailedEmail } from "~/mail/templates/payment-failed";
import { paymentReceiptEmail } from "~/mail/templates/payment-receipt";
import { proCancellationEmail, proEndedEmail } from "~/mail/templates/pro-cancellation";
import { providerRefundEmail } from "~/mail/templates/pro-refund";
import { proWelcomeEmail } from "~/mail/templates/pro-welcome";
import { mailLocale, siteLink } from "~/mail/templates/mail-locale";
import {
  type BillingEvent,
  type InvoiceState,
  type PaymentProvider,
  type RefundState,
  type SubscriptionState,
} from "~/payments/provider";
import {
  issueCreditNoteForPayment,
  issueInvoiceForPayment,
  PROVIDER_REFUND_REASON,
  REFUND_REASON,
} from "./tax-documents.server";

/**
 * Pro billing (docs/product.md, P5-P7): the payment provider is the source of truth and
 * this module mirrors it. Every change arrives as a BillingEvent (a verified Stripe webhook, or an
 * action of the test provider) or as a fast-path re-read after our own call to the provider; all
 * of them end in syncSubscription, which re-reads the subscription from the provider while
 * holding the agency's row lock, so the newest state wins whatever order events arrive in.
 */
export type BillingConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail" | "seller">;

const site = (config: BillingConfig) => ({ name: config.siteName, url: config.siteUrl });

/**
 * Applies a provider event once: its id goes into webhook_events in the same transaction as its
 * effects, so a replay (or a concurrent duplicate delivery) does nothing.
 */
export async function handleBillingEvent(
  db: Db,
  provider: PaymentProvider,
  event: BillingEvent,
  config: BillingConfig,
): Promise<"applied" | "duplicate"> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ provider: event.provider, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return "duplicate";
    switch (event.type) {
      case "checkout.completed":
        await syncCheckout(tx, provider, event.checkoutId, config);
        break;
      case "subscription.changed":
        await syncSubscription(tx, provider, event.subscriptionId, config);
        break;
      case "invoice.paid":
        await recordPaidInvoice(tx, provider, event.invoice, config);
        break;
      case "invoice.failed":
        await recordFailedInvoice(tx, provider, event.invoice, config);
        break;
      case "payment.refunded":
        await recordProviderRefund(tx, event.refund, config);
        break;
    }
    return "applied";
  });
}

/** A completed checkout: remember the customer and mirror its subscription. */
export async function syncCheckout(
  tx: DbOrTx,
  provider: PaymentProvider,
  checkoutId: string,
  config: BillingConfig,
): Promise<number | undefined> {
  const checkout = await provider.getCheckout(checkoutId, tx);
  if (!checkout || checkout.status !== "complete" || !checkout.agencyId) return undefined;
  if (checkout.customerId) {
    await tx
      .update(agencies)
      .set({ stripeCustomerId: checkout.customerId })
      .where(eq(agencies.id, checkout.agencyId));
  }
  if (checkout.subscriptionId) {
    await syncSubscription(tx, provider, checkout.subscriptionId, config, checkout.agencyId);
  }
  return checkout.agencyId;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Mirrors one subscription: locks its agency, re-reads the subscription from the provider,
 * stores it, sets isPro from all the agency's subscriptions, and e-mails the agency about what
 * changed (welcome, cancellation, end). Returns the stored row, or undefined when the provider
 * or we cannot tell whose subscription it is.
 */
export async function syncSubscription(
  tx: DbOrTx,
  provider: PaymentProvider,
  subscriptionId: string,
  config: BillingConfig,
  agencyHint?: number,
): Promise<SubscriptionRow | undefined> {
  const known = await findSubscription(tx, provider.name, subscriptionId);
  let state: SubscriptionState | null = null;
  let agencyId = known?.agencyId ?? agencyHint;
  if (!agencyId) {
    state = await provider.getSubscription(subscriptionId, tx);
    if (!state) return undefined;
    agencyId = state.agencyId ?? (await agencyOfCustomer(tx, state.customerId));
  }
  if (!agencyId) return undefined;

  const [agency] = await tx
    .select({
      id: agencies.id,
      agencyName: agencies.agencyName,
      email: agencies.email,
      locale: agencies.locale,
      isPro: agencies.isPro,
      stripeCustomerId: agencies.stripeCustomerId,
    })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .for("update");
  if (!agency) return undefined;
  // Read under the lock: whoever holds it next reads a state at least as new as this one.
  state = await provider.getSubscription(subscriptionId, tx);
  if (!state) return undefined;
  const before = await findSubscription(tx, provider.name, subscriptionId);

  const values = {
    status: state.status,
    providerCustomerId: state.customerId,
    startedAt: state.startedAt,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    endedAt: state.endedAt,
    proPrice: state.proPrice,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(subscriptions)
    .values({
      agencyId: agency.id,
      provider: provider.name,
      providerSubscriptionId: state.id,
      ...values,
    })
    .onConflictDoUpdate({
      target: [subscriptions.provider, subscriptions.providerSubscriptionId],
      set: values,
    })
    .returning();

  const [{ isPro }] = (await tx
    .update(agencies)
    .set({
      isPro: sql`exists (select 1 from ${subscriptions} where ${subscriptions.agencyId} = ${agency.id} and ${subscriptions.proPrice} and ${inArray(subscriptions.status, [...PRO_STATUSES])})`,
      ...(state.customerId && !agency.stripeCustomerId
        ? { stripeCustomerId: state.customerId }
        : {}),
    })
    .where(eq(agencies.id, agency.id))
    .returning({ isPro: agencies.isPro })) as [{ isPro: boolean }];

  const to = { to: agency.email, replyTo: config.supportEmail, about: { agencyId: agency.id } };
  // In the listing's language, as every mail to the agency (and the pages its links open).
  const locale = mailLocale(agency.locale);
  const dashboardUrl = siteLink(site(config), locale, "/dashboard");
  if (!agency.isPro && isPro) {
    await enqueueEmail(tx, {
      ...to,
      ...proWelcomeEmail(
        {
          agencyName: agency.agencyName,
          nextBillingDate: state.cancelAtPeriodEnd ? null : state.currentPeriodEnd,
          dashboardUrl,
        },
        site(config),
        locale,
      ),
    });
  } else if (
    isPro &&
    subscriptionGrantsPro(state) &&
    state.cancelAtPeriodEnd &&
    before &&
    !before.cancelAtPeriodEnd
  ) {
    await enqueueEmail(tx, {
      ...to,
      ...proCancellationEmail(
        { agencyName: agency.agencyName, endsAt: state.currentPeriodEnd, dashboardUrl },
        site(config),
        locale,
      ),
    });
  } else if (agency.isPro && !isPro && !(await wasRefunded(tx, state.id))) {
    // A refund sends its own e-mail, which says Pro has ended.
    await enqueueEmail(tx, {
      ...to,
      ...proEndedEmail(
        {
          agencyName: agency.agencyName,
          upgradeUrl: siteLink(site(config), locale, "/dashboard/upgrade"),
        },
        site(config),
        locale,
      ),
    });
  }
  return row;
}

/**
 * One Payment row per paid invoice, its tax invoice (same transaction: docs/decisions/023) and a
 * receipt linking to it; a repeated invoice changes nothing and takes no number.
 */
async function recordPaidInvoice(
  tx: DbOrTx,
  provider: PaymentProvider,
  invoice: InvoiceState,
  config: BillingConfig,
): Promise<void> {
  const subscription = await subscriptionOfInvoice(tx, provider, invoice, config);
  if (!subscription) return;
  const [payment] = await tx
    .insert(payments)
    .values({
      agencyId: subscription.agencyId,
      stripePaymentId: invoice.paymentId ?? invoice.id,
      invoiceId: invoice.id,
      stripeSubscriptionId: subscription.providerSubscriptionId,
      status: "paid",
      amount: invoice.amount,
      currency: invoice.currency,
      startDate: invoice.periodStart,
      nextBillingDate: invoice.periodEnd,
    })
    .onConflictDoNothing()
    .returning();
  if (!payment) return;
  await tx
    .update(subscriptions)
    .set({ lastPaymentError: null })
    .where(eq(subscriptions.id, subscription.id));
  const taxInvoice = await issueInvoiceForPayment(tx, payment.id, config.seller, payment.createdAt);
  const agency = await agencyContact(tx, subscription.agencyId);
  if (!agency || !taxInvoice) return;
  const locale = mailLocale(agency.locale);
  await enqueueEmail(tx, {
    to: agency.email,
    replyTo: config.supportEmail,
    about: { agencyId: subscription.agencyId },
    ...paymentReceiptEmail(
      {
        agencyName: agency.agencyName,
        amount: payment.amount,
        currency: payment.currency,
        paidAt: payment.createdAt,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        invoiceId: invoice.id,
        taxInvoice: {
          number: displayNumber("invoice", taxInvoice.number),
          tax: taxInvoice.taxInvoice,
          vatFils: taxInvoice.vatFils,
          url: siteLink(site(config), locale, `/dashboard/invoices/${taxInvoice.id}`),
        },
      },
      site(config),
      locale,
    ),
  });
}

/**
 * A refund the operator made at the provider (Stripe's dashboard), whole or partial: a credit
 * note for what was refunded and not yet credited, mailed to the agency, and a payment refunded
 * in whole is marked so (no 7-day guarantee claim on it then). A payment already marked refunded
 * has its note from whoever marked it; a payment we never recorded is not ours to credit.
 */
async function recordProviderRefund(
  tx: DbOrTx,
  refund: RefundState,
  config: BillingConfig,
  now = new Date(),
) {
  const [payment] = await tx
    .select({
      id: payments.id,
      agencyId: payments.agencyId,
      amount: payments.amount,
      currency: payments.currency,
      refundedAt: payments.refundedAt,
    })
    .from(payments)
    .where(eq(payments.stripePaymentId, refund.paymentId))
    .for("update");
  if (!payment || payment.refundedAt) return;
  if (refund.amountRefunded >= payment.amount) {
    await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now })
      .where(eq(payments.id, payment.id));
  }
  const creditNote = await issueCreditNoteForPayment(
    tx,
    payment.id,
    PROVIDER_REFUND_REASON,
    now,
    refund.amountRefunded,
  );
  // Nothing newly credited (a late copy of an earlier refund) tells the agency nothing new.
  if (!creditNote?.correctsId) return;
  const agency = await agencyContact(tx, payment.agencyId);
  const [invoice] = await tx
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, creditNote.correctsId));
  if (!agency || !invoice) return;
  const locale = mailLocale(agency.locale);
  await enqueueEmail(tx, {
    to: agency.email,
    replyTo: config.supportEmail,
    about: { agencyId: payment.agencyId },
    ...providerRefundEmail(
      {
        agencyName: agency.agencyName,
        amount: creditNote.totalFils,
        currency: payment.currency,
        creditNote: {
          number: displayNumber("credit_note", creditNote.number),
          url: siteLink(site(config), locale, `/dashboard/invoices/${creditNote.id}`),
        },
        invoice: displayNumber("invoice", invoice.number),
      },
      site(config),
      locale,
    ),
  });
}

/** A failed renewal: shown on the dashboard until the next paid invoice, and e-mailed. */
async function recordFailedInvoice(
  tx: DbOrTx,
  provider: PaymentProvider,
  invoice: InvoiceState,
  config: BillingConfig,
): Promise<void> {
  const subscription = await subscriptionOfInvoice(tx, provider, invoice, config);
  if (!subscription) return;
  const reason = invoice.failureMessage?.slice(0, 300) ?? null;
  await tx
    .update(subscriptions)
    .set({ lastPaymentError: reason ?? "" })
    .where(eq(subscriptions.id, subscription.id));
  const agency = await agencyContact(tx, subscription.agencyId);
  if (!agency) return;
  await enqueueEmail(tx, {
    to: agency.email,
    replyTo: config.supportEmail,
    about: { agencyId: subscription.agencyId },
    ...paymentFailedEmail(
      {
        agencyName: agency.agencyName,
        reason,
        dashboardUrl: siteLink(site(config), mailLocale(agency.locale), "/dashboard"),
      },
      site(config),
      mailLocale(agency.locale),
    ),
  });
}

/** The invoice's subscription, mirrored first when the invoice arrives before it. */
async function subscriptionOfInvoice(
  tx: DbOrTx,
  provider: PaymentProvider,
  invoice: InvoiceState,
  config: BillingConfig,
): Promise<SubscriptionRow | undefined> {
  if (!invoice.subscriptionId) return undefined;
  return (
    (await syncSubscription(tx, provider, invoice.subscriptionId, config)) ??
    (await findSubscription(tx, provider.name, invoice.subscriptionId))
  );
}

async function findSubscription(tx: DbOrTx, provider: string, id: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, id)))
    .limit(1);
  return row;
}

async function agencyOfCustomer(tx: DbOrTx, customerId: string | null) {
  if (!customerId) return undefined;
  const [row] = await tx
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.stripeCustomerId, customerId))
    .limit(1);
  return row?.id;
}

async function agencyContact(tx: DbOrTx, agencyId: number) {
  const [row] = await tx
    .select({ agencyName: agencies.agencyName, email: agencies.email, locale: agencies.locale })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return row;
}

/** Whether the subscription's Pro ended with a 7-day guarantee refund, whose mail says so. */
async function wasRefunded(tx: DbOrTx, providerSubscriptionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(taxDocuments, eq(taxDocuments.paymentId, payments.id))
    .where(
      and(
        eq(payments.stripeSubscriptionId, providerSubscriptionId),
        isNotNull(payments.refundedAt),
        eq(taxDocuments.kind, "credit_note"),
        eq(taxDocuments.reason, REFUND_REASON),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The subscription the dashboard shows: one that grants Pro, else the newest. */
export async function currentSubscription(
  db: DbOrTx,
  agencyId: number,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.agencyId, agencyId))
    .orderBy(
      desc(sql`${inArray(subscriptions.status, [...PRO_STATUSES])}`),
      desc(subscriptions.createdAt),
      desc(subscriptions.id),
    )
    .limit(1);
  return row;
}

export async function paymentsOf(db: DbOrTx, agencyId: number, limit = 24) {
  return db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
      startDate: payments.startDate,
      nextBillingDate: payments.nextBillingDate,
    })
    .from(payments)
    .where(eq(payments.agencyId, agencyId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}
