import { formatDate, formatMoney } from "~/domain/format";
import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { siteLink } from "./mail-locale";

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
  locale: Locale,
): RenderedEmail & { subject: string } {
  const paymentReceiptMessages = getMessages(locale).agencyEmails.paymentReceipt;
  const money = formatMoney(amount, currency, locale);
  const paid = formatDate(paidAt, locale);
  const fill = agencyMailFiller(site, {
    agencyName,
    amount: money,
    date: paid,
    start: formatDate(periodStart, locale),
    end: formatDate(periodEnd, locale),
  });
  return renderFilledEmail(paymentReceiptMessages, fill, {
    site,
    locale,
    details: [
      { label: paymentReceiptMessages.fields.plan, value: paymentReceiptMessages.plan },
      { label: paymentReceiptMessages.fields.amount, value: money },
      { label: paymentReceiptMessages.fields.date, value: paid },
      {
        label: paymentReceiptMessages.fields.period,
        value: fill(paymentReceiptMessages.periodValue),
      },
      { label: paymentReceiptMessages.fields.reference, value: invoiceId },
    ],
    action: { label: paymentReceiptMessages.action, url: siteLink(site, locale, "/dashboard") },
    footnote: agencyMailFootnote(site, agencyName, locale),
  });
}
