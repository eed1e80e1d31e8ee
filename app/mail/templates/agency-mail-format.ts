import { format, getMessages, type Locale } from "~/domain/i18n";
import { oneLine } from "./match-types";

/** What the e-mails to agencies read of the site: its name and public address. */
export type AgencyMailSite = { name: string; url: string };

/**
 * Fills a text of these e-mails: the brand, the agency's name on one line (a name typed with
 * line breaks must not break a subject) and whatever else the e-mail names.
 */
export function agencyMailFiller(
  site: AgencyMailSite,
  values: Record<string, string | number> = {},
): (text: string) => string {
  const filled: Record<string, string | number> = { ...values, brand: site.name };
  if (typeof values.agencyName === "string") filled.agencyName = oneLine(values.agencyName);
  return (text) => format(text, filled);
}

/** The closing line of the e-mails about an agency's own listing. */
export function agencyMailFootnote(
  site: AgencyMailSite,
  agencyName: string,
  locale: Locale,
): string {
  return agencyMailFiller(site, { agencyName })(getMessages(locale).agencyEmails.footnote);
}
