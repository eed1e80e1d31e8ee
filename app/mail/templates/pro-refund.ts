import { formatMoney } from "~/domain/format";
import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** To the agency when its first Pro payment is refunded under the money-back guarantee. */
export function proRefundEmail(
  {
    agencyName,
    amount,
    currency,
    creditNote,
  }: {
    agencyName: string;
    amount: number;
    currency: string;
    /** The credit note of the refund (docs/decisions/023): its number and its page. */
    creditNote: { number: string; url: string } | null;
  },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const proRefundMessages = getMessages(locale).agencyEmails.proRefund;
  const money = formatMoney(amount, currency, locale);
  const fill = agencyMailFiller(site, { agencyName, amount: money });
  return renderFilledEmail(proRefundMessages, fill, {
    site,
    locale,
    details: [
      { label: proRefundMessages.fields.amount, value: money },
      ...(creditNote
        ? [{ label: proRefundMessages.fields.creditNote, value: creditNote.number }]
        : []),
    ],
    ...(creditNote ? { action: { label: proRefundMessages.action, url: creditNote.url } } : {}),
    footnote: agencyMailFootnote(site, agencyName, locale),
  });
}

/**
 * To the agency when the operator refunds a Pro payment, whole or in part, from the payment
 * provider's dashboard: what was refunded, and the credit note that corrects the invoice.
 */
export function providerRefundEmail(
  {
    agencyName,
    amount,
    currency,
    creditNote,
    invoice,
  }: {
    agencyName: string;
    /** What this refund credited, in fils. */
    amount: number;
    currency: string;
    creditNote: { number: string; url: string };
    /** The number of the invoice the note corrects. */
    invoice: string;
  },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).agencyEmails.providerRefund;
  const money = formatMoney(amount, currency, locale);
  const fill = agencyMailFiller(site, {
    agencyName,
    amount: money,
    creditNote: creditNote.number,
    invoice,
  });
  return renderFilledEmail(texts, fill, {
    site,
    locale,
    details: [
      { label: texts.fields.amount, value: money },
      { label: texts.fields.creditNote, value: creditNote.number },
      { label: texts.fields.invoice, value: invoice },
    ],
    action: { label: texts.action, url: creditNote.url },
    footnote: agencyMailFootnote(site, agencyName, locale),
  });
}
