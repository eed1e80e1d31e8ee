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
