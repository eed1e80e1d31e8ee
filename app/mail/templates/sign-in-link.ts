import { getMessages } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/** The one-time link that signs an agency in to its dashboard (DECISIONS.md item 2). */
export function signInLinkEmail(
  { agencyName, url, minutes }: { agencyName: string; url: string; minutes: number },
  site: AgencyMailSite,
): RenderedEmail & { subject: string } {
  const t = getMessages().agencyEmails.signInLink;
  const expiry = minutes === 1 ? t.minute : agencyMailFiller(site, { minutes })(t.minutes);
  const fill = agencyMailFiller(site, { agencyName, minutes: expiry });
  return renderFilledEmail(t, fill, {
    site,
    action: { label: fill(t.action), url },
    footnote: fill(t.footnote),
  });
}
