import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { format } from "~/domain/i18n";
import { ActionForm } from "../forms/action-form";
import { ConfirmAction } from "../forms/confirm-action";
import type { DashboardSubscription } from "~/domain/views/agency-dashboard";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";
import { buttonClasses } from "../ui/button-link";
import { SubscriptionStatusBadge } from "./status-badge";

/**
 * The Pro subscription card (docs/product.md#routes-and-screens): 'AED 499.00 per month', the
 * status, start and next billing dates, and what the agency can do: update the card (Stripe's
 * portal), cancel at the period's end, undo that, or claim the 7-day refund. Cancelling and the
 * refund ask to be confirmed first (`ConfirmAction`, which works without JavaScript too).
 */
export function SubscriptionCard({
  subscription,
  refundUntil,
  billingPortal,
}: {
  subscription: DashboardSubscription | null;
  refundUntil: Date | null;
  billingPortal: boolean;
}) {
  const subscriptionMessages = useMessages().dashboard.subscription;
  const date = useFormatters().date;
  return (
    <section
      aria-labelledby="subscription-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="text-lg font-semibold text-slate-900">
          {subscriptionMessages.title}
        </h2>
        <p className="text-lg font-bold text-slate-900">{subscriptionMessages.price}</p>
      </div>
      {!subscription ? (
        <p className="mt-4 text-slate-600">{subscriptionMessages.none}</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{subscriptionMessages.status}</dt>
              <dd className="mt-1">
                <SubscriptionStatusBadge status={subscription.status} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{subscriptionMessages.startDate}</dt>
              <dd className="mt-1 font-medium text-slate-900">{date(subscription.startDate)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">
                {subscription.endedAt
                  ? subscriptionMessages.endedOn
                  : subscription.cancelAtPeriodEnd
                    ? subscriptionMessages.endsOn
                    : subscriptionMessages.nextBillingDate}
              </dt>
              <dd className="mt-1 font-medium text-slate-900">
                {date(subscription.endedAt ?? subscription.currentPeriodEnd)}
              </dd>
            </div>
          </dl>
          {subscription.grantsPro && subscription.cancelAtPeriodEnd && (
            <Notice>
              {format(subscriptionMessages.cancelScheduled, {
                date: date(subscription.currentPeriodEnd),
              })}
            </Notice>
          )}
          {subscription.status === "past_due" && (
            <Notice>
              {format(subscriptionMessages.paymentFailed, {
                reason: subscription.lastPaymentError ? ` (${subscription.lastPaymentError})` : "",
              })}
            </Notice>
          )}
          {subscription.grantsPro && (
            <div className="mt-6 flex flex-wrap items-start gap-3">
              {billingPortal && (
                <ActionForm fields={{ intent: "billing-portal" }}>
                  {(pending) => (
                    <button
                      type="submit"
                      disabled={pending}
                      className={`${buttonClasses("secondary")} disabled:opacity-60`}
                    >
                      {subscriptionMessages.manageBilling}
                    </button>
                  )}
                </ActionForm>
              )}
              {subscription.cancelAtPeriodEnd ? (
                <ActionForm fields={{ intent: "resume" }}>
                  {(pending) => (
                    <button
                      type="submit"
                      disabled={pending}
                      className={`${buttonClasses("primary")} disabled:opacity-60`}
                    >
                      {subscriptionMessages.resume}
                    </button>
                  )}
                </ActionForm>
              ) : (
                <ConfirmAction
                  fields={{ intent: "cancel" }}
                  label={subscriptionMessages.cancel}
                  buttonClassName={buttonClasses("secondary")}
                  question={subscriptionMessages.cancelHint}
                  confirm={subscriptionMessages.cancelConfirm}
                  dismiss={subscriptionMessages.dismiss}
                />
              )}
              {refundUntil && (
                <ConfirmAction
                  fields={{ intent: "refund" }}
                  label={subscriptionMessages.refund}
                  buttonClassName={buttonClasses("secondary")}
                  question={format(subscriptionMessages.refundHint, { date: date(refundUntil) })}
                  confirm={subscriptionMessages.refundConfirm}
                  dismiss={subscriptionMessages.dismiss}
                />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 flex gap-2 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
