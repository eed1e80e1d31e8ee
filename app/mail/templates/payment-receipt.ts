import { getMessages } from "~/domain/i18n";
import {
  agencyMailFiller,
  agencyMailFootnote,
  formatMailDate,
  formatMoney,
  type AgencyMailSite,
} from "./agency-mail-format";
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
  const t = getMessages().agencyEmails.paymentReceipt;
  const fill = agencyMailFiller(site, {
    agencyName,
    amount: formatMoney(amount, currency),
    date: formatMailDate(paidAt),
    start: formatMailDate(periodStart),
    end: formatMailDate(periodEnd),
  });
  return renderFilledEmail(t, fill, {
    site,
    details: [
      { label: t.fields.plan, value: t.plan },
      { label: t.fields.amount, value: formatMoney(amount, currency) },
      { label: t.fields.date, value: formatMailDate(paidAt) },
      { label: t.fields.period, value: fill(t.periodValue) },
      { label: t.fields.reference, value: invoiceId },
    ],
    action: { label: t.action, url: `${site.url}/dashboard` },
    footnote: agencyMailFootnote(site, agencyName),
  });
}
