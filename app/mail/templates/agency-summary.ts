import type { AgencyInput } from "~/domain/agency";
import { getMessages, type Locale } from "~/domain/i18n";
import { valueLabel, valueLabels } from "./mail-locale";

/** An agency listing as label/value lines for an e-mail, with the labels people saw on the form. */
export function agencySummary(
  agency: AgencyInput,
  locale: Locale,
): { label: string; value: string }[] {
  const { submissions } = getMessages(locale);
  const label = submissions.agency.fields;
  const notGiven = submissions.emails.notGiven;
  const location = agency.location ? valueLabel("emirates", agency.location, locale) : notGiven;
  return [
    { label: label.agencyName, value: agency.agencyName },
    { label: label.contactName, value: agency.contactName },
    { label: label.email, value: agency.email },
    { label: label.phone, value: agency.phone ?? notGiven },
    { label: label.website, value: agency.website ?? notGiven },
    { label: label.portfolio, value: agency.portfolio ?? notGiven },
    { label: label.logoUrl, value: agency.logoUrl ?? notGiven },
    { label: label.location, value: location },
    { label: label.services, value: valueLabels("services", agency.services, locale) || notGiven },
    {
      label: label.industries,
      value: valueLabels("industries", agency.industries, locale) || notGiven,
    },
    { label: label.experience, value: valueLabel("experienceLevels", agency.experience, locale) },
    { label: label.description, value: agency.description },
  ];
}
