import { format, getMessages, type Locale } from "~/domain/i18n";
import { typedInSubject } from "./bidi";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { valueLabel } from "./mail-locale";
import {
  oneLine,
  type MatchMailAgency,
  type MatchMailBrief,
  type MatchMailSite,
} from "./match-types";

/**
 * To the agency, when the operator matches it with a brief: the whole brief and the client's
 * contact details (docs/product.md, P9). Replying writes to the client (the service sets
 * Reply-To).
 */
export function matchAgencyEmail(
  { brief, agency }: { brief: MatchMailBrief; agency: MatchMailAgency },
  site: MatchMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const { matching, submissions } = getMessages(locale);
  const agencyMessages = matching.emails.agency;
  const label = submissions.brief.fields;
  const fill = (text: string) =>
    format(text, {
      brand: site.name,
      companyName: oneLine(brief.companyName),
      clientName: oneLine(brief.contactName),
      agencyName: oneLine(agency.agencyName),
      contactName: oneLine(agency.contactName),
    });
  const mail = renderFilledEmail(agencyMessages, fill, {
    site,
    locale,
    details: [
      { label: label.companyName, value: brief.companyName },
      { label: label.contactName, value: brief.contactName },
      { label: label.email, value: brief.email },
      { label: label.phone, value: brief.phone ?? matching.emails.notGiven },
      { label: label.projectType, value: valueLabel("projectTypes", brief.projectType, locale) },
      { label: label.budget, value: valueLabel("budgets", brief.budget, locale) },
      { label: label.timeline, value: valueLabel("timelines", brief.timeline, locale) },
      { label: label.description, value: brief.description },
    ],
    footnote: fill(agencyMessages.footnote),
  });
  const companyName = typedInSubject(brief.companyName);
  return { ...mail, subject: format(agencyMessages.subject, { companyName }) };
}
