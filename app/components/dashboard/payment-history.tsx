import { formatMoney } from "~/domain/money";
import { formatUaeDate } from "~/domain/matching";
import type { AgencyDashboard } from "~/services/agency-dashboard.server";
import { useMessages } from "../i18n";

/** The agency's Pro payments, newest first: one row per paid invoice. */
export function PaymentHistory({ payments }: { payments: AgencyDashboard["payments"] }) {
  const { dashboard, matching } = useMessages();
  const m = dashboard.subscription;
  return (
    <section
      aria-labelledby="payments-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        {m.payments}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-2 pe-4 font-medium">
                {m.paymentDate}
              </th>
              <th scope="col" className="py-2 pe-4 font-medium">
                {m.paymentAmount}
              </th>
              <th scope="col" className="py-2 font-medium">
                {m.paymentStatus}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td className="py-2 pe-4 whitespace-nowrap text-slate-900">
                  {formatUaeDate(payment.createdAt, matching.months)}
                </td>
                <td className="py-2 pe-4 whitespace-nowrap text-slate-900">
                  {formatMoney(payment.amount, payment.currency)}
                </td>
                <td className="py-2 text-slate-700">
                  {m.paymentStatuses[payment.status] ?? payment.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
