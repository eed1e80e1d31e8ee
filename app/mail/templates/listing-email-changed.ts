import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/**
 * To a listing's previous address when the agency changes it: that address is where sign-in
 * links went, so its owner hears about the change and can object.
 */
export function listingEmailChangedEmail(
  { agencyName, newEmail }: { agencyName: string; newEmail: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const emailChangedMessages = getMessages(locale).agencyEmails.emailChanged;
  const fill = agencyMailFiller(site, { agencyName, newEmail });
  return renderFilledEmail(emailChangedMessages, fill, {
    site,
    locale,
    footnote: fill(emailChangedMessages.footnote),
  });
}
