import type { AgencyInput } from "~/domain/agency";
import { format, getMessages, type Locale } from "~/domain/i18n";
import { agencySummary } from "./agency-summary";
import { renderEmail } from "./layout";

/** To the agency that applied: the listing arrived, how review works, and what they sent. */
export function agencyConfirmationEmail(
  agency: AgencyInput,
  site: { name: string; url: string },
  locale: Locale,
) {
  const { emails } = getMessages(locale).submissions;
  const agencyConfirmationMessages = emails.agencyConfirmation;
  const body = format(agencyConfirmationMessages.body, { agencyName: agency.agencyName });
  return {
    subject: agencyConfirmationMessages.subject,
    ...renderEmail({
      site,
      locale,
      preheader: body,
      heading: format(agencyConfirmationMessages.heading, { contactName: agency.contactName }),
      paragraphs: [body, agencyConfirmationMessages.summary],
      details: agencySummary(agency, locale),
      footnote: format(emails.footnote, { siteName: site.name }),
    }),
  };
}
