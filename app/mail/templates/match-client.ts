import { format, getMessages, type Locale } from "~/domain/i18n";
import { MAX_AGENCIES_PER_BRIEF } from "~/domain/matching";
import { typedInSubject } from "./bidi";
import { renderEmail, type RenderedEmail } from "./layout";
import { siteLink, valueLabel, valueLabels } from "./mail-locale";
import {
  oneLine,
  type MatchMailAgency,
  type MatchMailBrief,
  type MatchMailSite,
} from "./match-types";

/** The public profile of an agency in `locale`, as linked from e-mails. */
export function agencyProfileUrl(site: MatchMailSite, slug: string, locale: Locale): string {
  return siteLink(site, locale, `/agencies/${encodeURIComponent(slug)}`);
}

/**
 * To the client, when the operator matches their brief with an agency: who the agency is and how
 * to reach it, with a link to its profile (docs/product.md, P9). Replying writes to the
 * agency (the service sets Reply-To).
 */
export function matchClientEmail(
  { brief, agency }: { brief: MatchMailBrief; agency: MatchMailAgency },
  site: MatchMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const emailsMessages = getMessages(locale).matching.emails;
  const c = emailsMessages.client;
  const profile = agencyProfileUrl(site, agency.slug, locale);
  const fill = (text: string) =>
    format(text, {
      brand: site.name,
      agencyName: oneLine(agency.agencyName),
      companyName: oneLine(brief.companyName),
      contactName: oneLine(brief.contactName),
      projectType: valueLabel("projectTypes", brief.projectType, locale),
      max: MAX_AGENCIES_PER_BRIEF,
    });
  return {
    subject: format(c.subject, { agencyName: typedInSubject(agency.agencyName) }),
    ...renderEmail({
      site,
      locale,
      preheader: fill(c.preheader),
      heading: fill(c.heading),
      paragraphs: c.paragraphs.map(fill),
      details: [
        { label: c.fields.agency, value: agency.agencyName },
        { label: c.fields.email, value: agency.email },
        { label: c.fields.phone, value: agency.phone ?? emailsMessages.notGiven },
        { label: c.fields.website, value: agency.website ?? emailsMessages.notGiven },
        {
          label: c.fields.location,
          value: agency.location
            ? valueLabel("emirates", agency.location, locale)
            : emailsMessages.notGiven,
        },
        {
          label: c.fields.services,
          value: valueLabels("services", agency.services, locale) || emailsMessages.notGiven,
        },
      ],
      // The profile once: the button (and its line in the plain-text part), not a row as well.
      action: { label: c.action, url: profile },
      footnote: fill(c.footnote),
      // The project room (docs/decisions/018-project-room.md): the thread with this agency.
      footerLinks: [{ label: fill(c.roomLink), url: siteLink(site, locale, "/my-briefs") }],
    }),
  };
}
