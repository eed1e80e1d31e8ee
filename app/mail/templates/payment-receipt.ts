import { formatDate, formatMoney } from "~/domain/format";
import { getMessages, type Locale } from "~/domain/i18n";
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
  /** Our invoice of the payment (docs/decisions/023): its number, whether it is a tax invoice, its page. */
  taxInvoice: { number: string; tax: boolean; vatFils: number; url: string };
};

/** To the agency, for every paid Pro invoice: amount, date, period and reference. */
export function paymentReceiptEmail(
  {
    agencyName,
    amount,
    currency,
    paidAt,
    periodStart,
    periodEnd,
    invoiceId,
    taxInvoice,
  }: PaymentReceiptInput,
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
      ...(taxInvoice.tax
        ? [
            {
              label: paymentReceiptMessages.fields.vat,
              value: formatMoney(taxInvoice.vatFils, currency, locale),
            },
          ]
        : []),
      { label: paymentReceiptMessages.fields.date, value: paid },
      {
        label: paymentReceiptMessages.fields.period,
        value: fill(paymentReceiptMessages.periodValue),
      },
      {
        label: taxInvoice.tax
          ? paymentReceiptMessages.fields.invoice
          : paymentReceiptMessages.fields.plainInvoice,
        value: taxInvoice.number,
      },
      { label: paymentReceiptMessages.fields.reference, value: invoiceId },
    ],
    action: {
      label: taxInvoice.tax ? paymentReceiptMessages.action : paymentReceiptMessages.plainAction,
      url: taxInvoice.url,
    },
    footnote: agencyMailFootnote(site, agencyName, locale),
  });
}
