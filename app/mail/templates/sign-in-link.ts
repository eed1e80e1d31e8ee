import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/**
 * The one-time link that signs an agency in to its dashboard (docs/product.md, P2). The
 * listing's address may never have proved it is the reader's, so the mail does not name the
 * listing: its name was typed by whoever listed it (decision 015, mails to an address not yet
 * confirmed), so the mail takes no name at all.
 */
export function signInLinkEmail(
  { url, minutes }: { url: string; minutes: number },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const signInLinkMessages = getMessages(locale).agencyEmails.signInLink;
  const expiry =
    minutes === 1
      ? signInLinkMessages.minute
      : agencyMailFiller(site, { minutes })(signInLinkMessages.minutes);
  const fill = agencyMailFiller(site, { minutes: expiry });
  return renderFilledEmail(signInLinkMessages, fill, {
    site,
    locale,
    action: { label: fill(signInLinkMessages.action), url },
    footnote: fill(signInLinkMessages.footnote),
  });
}
