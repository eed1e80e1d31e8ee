import { getMessages, type Locale } from "~/domain/i18n";
import type { Messages } from "~/domain/messages/en";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

type LinkMailTexts = Messages["agencyEmails"]["signInLink"];
type LinkMail = (
  link: { url: string; minutes: number },
  site: AgencyMailSite,
  locale: Locale,
) => RenderedEmail & { subject: string };

/** A one-time sign-in link's mail: its texts, the link as the button, when it expires. */
function oneTimeLinkEmail(textsOf: (locale: Locale) => LinkMailTexts): LinkMail {
  return ({ url, minutes }, site, locale) => {
    const texts = textsOf(locale);
    const expiry =
      minutes === 1 ? texts.minute : agencyMailFiller(site, { minutes })(texts.minutes);
    const fill = agencyMailFiller(site, { minutes: expiry });
    return renderFilledEmail(texts, fill, {
      site,
      locale,
      action: { label: fill(texts.action), url },
      footnote: fill(texts.footnote),
    });
  };
}

/**
 * The one-time link that signs an agency in to its dashboard (docs/product.md, P2). The
 * listing's address may never have proved it is the reader's, so the mail does not name the
 * listing: its name was typed by whoever listed it (decision 015, mails to an address not yet
 * confirmed), so the mail takes no name at all.
 */
export const signInLinkEmail = oneTimeLinkEmail(
  (locale) => getMessages(locale).agencyEmails.signInLink,
);

/**
 * The one-time link that signs a client in to "My briefs" (docs/decisions/018-project-room.md),
 * mailed to the address their briefs were sent from. Like the agency's, it names nobody.
 */
export const clientSignInLinkEmail = oneTimeLinkEmail(
  (locale) => getMessages(locale).roomEmails.clientSignIn,
);
