import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/**
 * To a listing's new address, with the link that confirms it: the address takes effect only
 * once its inbox answers, so nobody can move a listing's sign-in links to an address they
 * merely typed. Until then the address is not the listing's, so the mail does not name the
 * listing (decision 015, mails to an address not yet confirmed).
 */
export function confirmEmailChangeEmail(
  { newEmail, url, hours }: { newEmail: string; url: string; hours: number },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const confirmEmailChangeMessages = getMessages(locale).agencyEmails.confirmEmailChange;
  const fill = agencyMailFiller(site, { newEmail, hours });
  return renderFilledEmail(confirmEmailChangeMessages, fill, {
    site,
    locale,
    action: { label: fill(confirmEmailChangeMessages.action), url },
    footnote: fill(confirmEmailChangeMessages.footnote),
  });
}
