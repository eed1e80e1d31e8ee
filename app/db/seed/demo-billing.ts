import { inArray } from "drizzle-orm";
import { addMonth, monthBefore } from "~/domain/calendar-months";
import { PLAN_CURRENCY, PRO_MONTHLY_PRICE_AED } from "~/domain/plans";
import type { DbOrTx } from "../client.server";
import {
  agencies,
  payments,
  subscriptions,
  TEST_PRO_PRICE_ID,
  testBillingObjects,
} from "../schema";

/**
 * Gives each demo Pro agency what a real one has (docs/product.md, P7): a live subscription with
 * the built-in test provider (its state in test_billing_objects, so the dashboard's test-mode
 * buttons work on it), a customer id, and a paid invoice per month since it started, up to three.
 * Dates run from `now`, so a fresh demo's next billing dates are in the future.
 */
export async function seedDemoSubscriptions(
  db: DbOrTx,
  proAgencyIds: number[],
  now = new Date(),
): Promise<number> {
  if (proAgencyIds.length === 0) return 0;
  const rows = await db
    .select({ id: agencies.id, agencyName: agencies.agencyName })
    .from(agencies)
    .where(inArray(agencies.id, proAgencyIds));
  for (const [index, { id, agencyName }] of rows.entries()) {
    const months = 1 + (index % 3);
    const starts = [new Date(now.getTime() - ((index % 20) + 2) * 24 * 60 * 60_000)];
    for (let m = 1; m < months; m++) starts.unshift(monthBefore(starts[0]!));
    const periodStart = starts.at(-1)!;
    const periodEnd = addMonth(periodStart);
    const customerId = `cus_test_demo${id}`;
    const subscriptionId = `sub_test_demo${id}`;
    await db.insert(testBillingObjects).values({
      id: subscriptionId,
      kind: "subscription",
      data: {
        id: subscriptionId,
        customerId,
        agencyId: id,
        priceId: TEST_PRO_PRICE_ID,
        status: "active",
        cancelAtPeriodEnd: false,
        startedAt: starts[0]!.toISOString(),
        currentPeriodStart: periodStart.toISOString(),
        currentPeriodEnd: periodEnd.toISOString(),
        endedAt: null,
      },
    });
    await db.insert(subscriptions).values({
      agencyId: id,
      provider: "test",
      providerSubscriptionId: subscriptionId,
      providerCustomerId: customerId,
      status: "active",
      startedAt: starts[0]!,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      createdAt: starts[0]!,
    });
    await db.insert(payments).values(
      starts.map((start, m) => ({
        agencyId: id,
        stripePaymentId: `pi_test_demo${id}_${m + 1}`,
        invoiceId: `in_test_demo${id}_${m + 1}`,
        stripeSubscriptionId: subscriptionId,
        status: "paid",
        // In fils, as the providers store it.
        amount: PRO_MONTHLY_PRICE_AED * 100,
        currency: PLAN_CURRENCY,
        startDate: start,
        nextBillingDate: addMonth(start),
        createdAt: start,
      })),
    );
    // Every other one has given its tax details (issue 32), so the demo's invoices show both
    // kinds of buyer: a registered company with its TRN, and a listing's name and emirate.
    const taxDetails =
      index % 2 === 0
        ? {
            legalName: `${agencyName} L.L.C.`,
            legalAddress: `Office ${201 + index}, Business Centre ${1 + (index % 4)}`,
            trn: `1003${String(id).padStart(7, "0")}0003`,
          }
        : {};
    await db
      .update(agencies)
      .set({ stripeCustomerId: customerId, ...taxDetails })
      .where(inArray(agencies.id, [id]));
  }
  return rows.length;
}
