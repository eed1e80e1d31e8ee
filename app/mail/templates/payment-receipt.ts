import { formatDate, formatMoney } from "~/domain/format";
import { getMessages } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

export type PaymentReceiptInput = {
  agencyName: string;
  /** In the currency's minor unit: 49900 is AED 499.00. */
  amount: number;
  currency: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  /** The provider's invoice, quoted as the reference. */
  invoiceId: string;
};

/** To the agency, for every paid Pro invoice: amount, date, period and reference. */
export function paymentReceiptEmail(
  { agencyName, amount, currency, paidAt, periodStart, periodEnd, invoiceId }: PaymentReceiptInput,
  site: AgencyMailSite,
): RenderedEmail & { subject: string } {
  const paymentReceiptMessages = getMessages().agencyEmails.paymentReceipt;
  const fill = agencyMailFiller(site, {
    agencyName,
    amount: formatMoney(amount, currency),
    date: formatDate(paidAt),
    start: formatDate(periodStart),
    end: formatDate(periodEnd),
  });
  return renderFilledEmail(paymentReceiptMessages, fill, {
    site,
    details: [
      { label: paymentReceiptMessages.fields.plan, value: paymentReceiptMessages.plan },
      { label: paymentReceiptMessages.fields.amount, value: formatMoney(amount, currency) },
      { label: paymentReceiptMessages.fields.date, value: formatDate(paidAt) },
      {
        label: paymentReceiptMessages.fields.period,
        value: fill(paymentReceiptMessages.periodValue),
      },
      { label: paymentReceiptMessages.fields.reference, value: invoiceId },
    ],
    action: { label: paymentReceiptMessages.action, url: `${site.url}/dashboard` },
    footnote: agencyMailFootnote(site, agencyName),
  });
}
