import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** The one-time link that signs an agency in to its dashboard (docs/product.md, decision 2). */
export function signInLinkEmail(
  { agencyName, url, minutes }: { agencyName: string; url: string; minutes: number },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const signInLinkMessages = getMessages(locale).agencyEmails.signInLink;
  const expiry =
    minutes === 1
      ? signInLinkMessages.minute
      : agencyMailFiller(site, { minutes })(signInLinkMessages.minutes);
  const fill = agencyMailFiller(site, { agencyName, minutes: expiry });
  return renderFilledEmail(signInLinkMessages, fill, {
    site,
    locale,
    action: { label: fill(signInLinkMessages.action), url },
    footnote: fill(signInLinkMessages.footnote),
  });
}
