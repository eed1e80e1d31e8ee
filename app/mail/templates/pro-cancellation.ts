import { formatDate } from "~/domain/format";
import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** To the agency when it cancels Pro: Pro stays until the paid period ends, then the listing is free. */
export function proCancellationEmail(
  { agencyName, endsAt, dashboardUrl }: { agencyName: string; endsAt: Date; dashboardUrl: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const proCancellationMessages = getMessages(locale).agencyEmails.proCancellation;
  const fill = agencyMailFiller(site, { agencyName, endsAt: formatDate(endsAt, locale) });
  return renderFilledEmail(proCancellationMessages, fill, {
    site,
    locale,
    action: { label: proCancellationMessages.action, url: dashboardUrl },
    footnote: `${fill(proCancellationMessages.footnote)} ${agencyMailFootnote(site, agencyName, locale)}`,
  });
}

/** To the agency when Pro has ended (the paid period ran out): the free listing stays. */
export function proEndedEmail(
  { agencyName, upgradeUrl }: { agencyName: string; upgradeUrl: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const proEndedMessages = getMessages(locale).agencyEmails.proEnded;
  const fill = agencyMailFiller(site, { agencyName });
  return renderFilledEmail(proEndedMessages, fill, {
    site,
    locale,
    action: { label: proEndedMessages.action, url: upgradeUrl },
    footnote: agencyMailFootnote(site, agencyName, locale),
  });
}
