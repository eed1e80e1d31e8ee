import { formatMoney } from "~/domain/format";
import { getMessages } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** To the agency when its first Pro payment is refunded under the money-back guarantee. */
export function proRefundEmail(
  { agencyName, amount, currency }: { agencyName: string; amount: number; currency: string },
  site: AgencyMailSite,
): RenderedEmail & { subject: string } {
  const proRefundMessages = getMessages().agencyEmails.proRefund;
  const money = formatMoney(amount, currency);
  const fill = agencyMailFiller(site, { agencyName, amount: money });
  return renderFilledEmail(proRefundMessages, fill, {
    site,
    details: [{ label: proRefundMessages.fields.amount, value: money }],
    footnote: agencyMailFootnote(site, agencyName),
  });
}
