import { getMessages } from "~/domain/i18n";
import { PRO_REFUND_WINDOW_DAYS } from "~/domain/plans";
import {
  agencyMailFiller,
  agencyMailFootnote,
  formatMoney,
  type AgencyMailSite,
} from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** To the agency when its first Pro payment is refunded under the money-back guarantee. */
export function proRefundEmail(
  { agencyName, amount, currency }: { agencyName: string; amount: number; currency: string },
  site: AgencyMailSite,
): RenderedEmail & { subject: string } {
  const t = getMessages().agencyEmails.proRefund;
  const money = formatMoney(amount, currency);
  const fill = agencyMailFiller(site, { agencyName, amount: money, days: PRO_REFUND_WINDOW_DAYS });
  return renderFilledEmail(t, fill, {
    site,
    details: [{ label: t.fields.amount, value: money }],
    footnote: agencyMailFootnote(site, agencyName),
  });
}
