import type { AgencyInput } from "~/domain/agency";
import { formatDate } from "~/domain/format";
import { format, getMessages, type Locale } from "~/domain/i18n";
import { renderEmail } from "./layout";
import { valueLabel, valueLabels } from "./mail-locale";

/**
 * To the address given with a listing: it arrived, and how review works. The address has not
 * proved it is the reader's, so the mail quotes nothing typed on the form (no name, website or
 * description): its reference and the chosen values only
 * (docs/decisions/015-saved-searches.md#mails-to-an-address-not-yet-confirmed).
 */
export function agencyConfirmationEmail(
  agency: Pick<AgencyInput, "location" | "services" | "industries" | "experience"> & {
    id: number;
    receivedAt: Date;
  },
  site: { name: string; url: string },
  locale: Locale,
) {
  const { emails, agency: form } = getMessages(locale).submissions;
  const texts = emails.agencyConfirmation;
  const label = form.fields;
  const notGiven = emails.notGiven;
  return {
    subject: texts.subject,
    ...renderEmail({
      site,
      locale,
      preheader: texts.body,
      heading: texts.heading,
      paragraphs: [texts.body, texts.summary],
      details: [
        { label: emails.reference, value: `#${agency.id}` },
        { label: emails.received, value: formatDate(agency.receivedAt, locale) },
        {
          label: label.location,
          value: agency.location ? valueLabel("emirates", agency.location, locale) : notGiven,
        },
        {
          label: label.services,
          value: valueLabels("services", agency.services, locale) || notGiven,
        },
        {
          label: label.industries,
          value: valueLabels("industries", agency.industries, locale) || notGiven,
        },
        {
          label: label.experience,
          value: valueLabel("experienceLevels", agency.experience, locale),
        },
      ],
      footnote: format(emails.footnote, { siteName: site.name }),
    }),
  };
}
