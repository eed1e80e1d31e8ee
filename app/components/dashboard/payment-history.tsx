import type { DashboardPayment } from "~/domain/views/agency-dashboard";
import { useMessages } from "../i18n";
import { useFormatters } from "../use-formatters";

/** The agency's Pro payments, newest first: one row per paid invoice. */
export function PaymentHistory({ payments }: { payments: DashboardPayment[] }) {
  const { dashboard } = useMessages();
  const formatters = useFormatters();
  const subscriptionMessages = dashboard.subscription;
  return (
    <section
      aria-labelledby="payments-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        {subscriptionMessages.payments}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {subscriptionMessages.paymentDate}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {subscriptionMessages.paymentAmount}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {subscriptionMessages.paymentStatus}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className="py-2 pe-4 whitespace-nowrap text-slate-900">
                  {formatters.date(payment.createdAt)}
                </td>
                <td className="py-2 pe-4 whitespace-nowrap text-slate-900">
                  {formatters.money(payment.amount, payment.currency)}
                </td>
                <td className="py-2 text-slate-700">
                  {subscriptionMessages.paymentStatuses[payment.status] ?? payment.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
