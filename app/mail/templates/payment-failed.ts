import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** To the agency when a Pro renewal fails: Pro stays while the provider retries; update the card. */
export function paymentFailedEmail(
  {
    agencyName,
    reason,
    dashboardUrl,
  }: { agencyName: string; reason: string | null; dashboardUrl: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const agencyEmailsMessages = getMessages(locale).agencyEmails;
  const paymentFailedMessages = agencyEmailsMessages.paymentFailed;
  const fill = agencyMailFiller(site, { agencyName });
  return renderFilledEmail(paymentFailedMessages, fill, {
    site,
    locale,
    details: reason?.trim()
      ? [{ label: paymentFailedMessages.fields.reason, value: reason.trim() }]
      : [],
    action: { label: paymentFailedMessages.action, url: dashboardUrl },
    footnote: `${fill(paymentFailedMessages.footnote)} ${agencyMailFootnote(site, agencyName, locale)}`,
  });
}
