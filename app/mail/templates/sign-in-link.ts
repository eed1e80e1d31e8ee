import { getMessages } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderEmail, type RenderedEmail } from "./layout";

/** The one-time link that signs an agency in to its dashboard (DECISIONS.md item 2). */
export function signInLinkEmail(
  { agencyName, url, minutes }: { agencyName: string; url: string; minutes: number },
  site: AgencyMailSite,
): RenderedEmail & { subject: string } {
  const t = getMessages().agencyEmails.signInLink;
  const expiry = minutes === 1 ? t.minute : agencyMailFiller(site, { minutes })(t.minutes);
  const fill = agencyMailFiller(site, { agencyName, minutes: expiry });
  return {
    subject: fill(t.subject),
    ...renderEmail({
      site,
      preheader: fill(t.preheader),
      heading: fill(t.heading),
      paragraphs: t.paragraphs.map(fill),
      action: { label: fill(t.action), url },
      footnote: fill(t.footnote),
    }),
  };
}
