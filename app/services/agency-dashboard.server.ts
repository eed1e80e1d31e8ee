import type { Db } from "~/db/client.server";
import { subscriptionGrantsPro } from "~/domain/subscription";
import type { AgencyDashboard } from "~/domain/views/agency-dashboard";
import { findOwnListing } from "./agency-record.server";
import { currentSubscription, paymentsOf } from "./billing.server";
import { pendingEmailChange } from "./listing-email-change.server";
import { refundWindow } from "./pro-plan.server";

/**
 * Everything the agency dashboard shows: the listing, a new e-mail address waiting for its
 * confirmation, the Pro subscription with its payments, and whether the 7-day refund can still
 * be claimed. Undefined when the agency is gone.
 */
export async function loadAgencyDashboard(
  db: Db,
  agencyId: number,
  now = new Date(),
): Promise<AgencyDashboard | undefined> {
  const listing = await findOwnListing(db, agencyId);
  if (!listing) return undefined;
  const [subscription, payments, refund, pendingEmail] = await Promise.all([
    currentSubscription(db, agencyId),
    paymentsOf(db, agencyId),
    refundWindow(db, agencyId, now),
    pendingEmailChange(db, agencyId, now),
  ]);
  return {
    listing,
    pendingEmail: pendingEmail?.newEmail ?? null,
    subscription: subscription
      ? {
          provider: subscription.provider,
          status: subscription.status,
          grantsPro: subscriptionGrantsPro(subscription),
          startDate: subscription.startedAt,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          endedAt: subscription.endedAt,
          lastPaymentError: subscription.lastPaymentError,
        }
      : null,
    payments,
    refundUntil: refund?.until ?? null,
  };
}
