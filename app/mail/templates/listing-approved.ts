import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { siteLink } from "./mail-locale";

/**
 * To an agency whose listing the operator has just approved: it is live, its public address, and
 * how to sign in to the dashboard (the one-time link sent to this very address).
 */
export function listingApprovedEmail(
  agency: { agencyName: string; email: string; slug: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const approvedMessages = getMessages(locale).agencyEmails.listingApproved;
  const profileUrl = siteLink(site, locale, `/agencies/${encodeURIComponent(agency.slug)}`);
  const dashboardUrl = siteLink(site, locale, "/dashboard");
  const fill = agencyMailFiller(site, { agencyName: agency.agencyName, email: agency.email });
  return renderFilledEmail(approvedMessages, fill, {
    site,
    locale,
    details: [
      { label: approvedMessages.fields.listing, value: profileUrl, href: profileUrl },
      { label: approvedMessages.fields.dashboard, value: dashboardUrl, href: dashboardUrl },
    ],
    action: { label: approvedMessages.action, url: profileUrl },
    footnote: agencyMailFootnote(site, agency.agencyName, locale),
  });
}
