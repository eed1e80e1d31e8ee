import { getMessages } from "~/domain/i18n";
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
): RenderedEmail & { subject: string } {
  const m = getMessages().agencyEmails;
  const t = m.paymentFailed;
  const fill = agencyMailFiller(site, { agencyName });
  return renderFilledEmail(t, fill, {
    site,
    details: reason?.trim() ? [{ label: t.fields.reason, value: reason.trim() }] : [],
    action: { label: t.action, url: dashboardUrl },
    footnote: `${fill(t.footnote)} ${agencyMailFootnote(site, agencyName)}`,
  });
}
