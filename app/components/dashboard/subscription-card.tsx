import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { format } from "~/domain/i18n";
import { formatUaeDate } from "~/domain/matching";
import type { AgencyDashboard } from "~/services/agency-dashboard.server";
import { useMessages } from "../i18n";
import { buttonClasses } from "../ui/button-link";
import { SubscriptionStatusBadge } from "./status-badge";

type Subscription = NonNullable<AgencyDashboard["subscription"]>;

/**
 * The Pro subscription card (spec section 2): 'AED 499.00 per month', the status, start and next
 * billing dates, and what the agency can do: update the card (Stripe's portal), cancel at the
 * period's end, undo that, or claim the 7-day refund. Each change asks to be confirmed first
 * (a disclosure, so it works without JavaScript).
 */
export function SubscriptionCard({
  subscription,
  refundUntil,
  billingPortal,
}: {
  subscription: Subscription | null;
  refundUntil: Date | null;
  billingPortal: boolean;
}) {
  const m = useMessages().dashboard.subscription;
  const months = useMessages().matching.months;
  const date = (d: Date) => formatUaeDate(d, months);
  return (
    <section
      aria-labelledby="subscription-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="text-lg font-semibold text-slate-900">
          {m.title}
        </h2>
        <p className="text-lg font-bold text-slate-900">{m.price}</p>
      </div>
      {!subscription ? (
        <p className="mt-4 text-slate-600">{m.none}</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{m.status}</dt>
              <dd className="mt-1">
                <SubscriptionStatusBadge status={subscription.status} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">{m.startDate}</dt>
              <dd className="mt-1 font-medium text-slate-900">{date(subscription.startDate)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">
                {subscription.endedAt
                  ? m.endedOn
                  : subscription.cancelAtPeriodEnd
                    ? m.endsOn
                    : m.nextBillingDate}
              </dt>
              <dd className="mt-1 font-medium text-slate-900">
                {date(subscription.endedAt ?? subscription.currentPeriodEnd)}
              </dd>
            </div>
          </dl>
          {subscription.grantsPro && subscription.cancelAtPeriodEnd && (
            <Notice>
              {format(m.cancelScheduled, { date: date(subscription.currentPeriodEnd) })}
            </Notice>
          )}
          {subscription.status === "past_due" && (
            <Notice>
              {format(m.paymentFailed, {
                reason: subscription.lastPaymentError ? ` (${subscription.lastPaymentError})` : "",
              })}
            </Notice>
          )}
          {subscription.grantsPro && (
            <div className="mt-6 flex flex-wrap items-start gap-3">
              {billingPortal && (
                <Form method="post">
                  <button
                    type="submit"
                    name="intent"
                    value="billing-portal"
                    className={buttonClasses("secondary")}
                  >
                    {m.manageBilling}
                  </button>
                </Form>
              )}
              {subscription.cancelAtPeriodEnd ? (
                <Form method="post">
                  <button
                    type="submit"
                    name="intent"
                    value="resume"
                    className={buttonClasses("primary")}
                  >
                    {m.resume}
                  </button>
                </Form>
              ) : (
                <Confirm
                  label={m.cancel}
                  hint={m.cancelHint}
                  intent="cancel"
                  confirm={m.cancelConfirm}
                />
              )}
              {refundUntil && (
                <Confirm
                  label={m.refund}
                  hint={format(m.refundHint, { date: date(refundUntil) })}
                  intent="refund"
                  confirm={m.refundConfirm}
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

/** A change that asks first: the button opens the question and its confirm button. */
function Confirm({
  label,
  hint,
  intent,
  confirm,
}: {
  label: string;
  hint: string;
  intent: string;
  confirm: string;
}) {
  return (
    <details className="group">
      <summary
        className={`${buttonClasses("secondary")} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {label}
      </summary>
      <div className="mt-2 max-w-sm rounded-lg border border-red-200 bg-red-50 p-3">
        <p className="text-sm text-red-900">{hint}</p>
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value={intent}
            className="inline-flex min-h-9 items-center rounded-lg bg-red-700 px-3 py-1.5 text-start text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {confirm}
          </button>
        </Form>
      </div>
    </details>
  );
}
