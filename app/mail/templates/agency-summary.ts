import type { AgencyInput } from "~/domain/agency";
import { getMessages } from "~/domain/i18n";
import { emirates, experienceLevels, industries, services } from "~/domain/value-sets";

/** An agency listing as label/value lines for an e-mail, with the labels people saw on the form. */
export function agencySummary(agency: AgencyInput): { label: string; value: string }[] {
  const { submissions } = getMessages();
  const label = submissions.agency.fields;
  const notGiven = submissions.emails.notGiven;
  const list = (values: string[], set: { label(value: string): string }) =>
    values.length ? values.map((value) => set.label(value)).join(", ") : notGiven;
  return [
    { label: label.agencyName, value: agency.agencyName },
    { label: label.contactName, value: agency.contactName },
    { label: label.email, value: agency.email },
    { label: label.phone, value: agency.phone ?? notGiven },
    { label: label.website, value: agency.website ?? notGiven },
    { label: label.portfolio, value: agency.portfolio ?? notGiven },
    { label: label.logoUrl, value: agency.logoUrl ?? notGiven },
    { label: label.location, value: agency.location ? emirates.label(agency.location) : notGiven },
    { label: label.services, value: list(agency.services, services) },
    { label: label.industries, value: list(agency.industries, industries) },
    { label: label.experience, value: experienceLevels.label(agency.experience) },
    { label: label.description, value: agency.description },
  ];
}
