import { format, getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, agencyMailFootnote, type AgencyMailSite } from "./agency-mail-format";
import { typedInSubject } from "./bidi";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { oneLine } from "./match-types";

/**
 * To the reviewer, when the operator does not publish their review: the operator's reason, and
 * that a reply to the mail reaches us (the service sets Reply-To).
 */
export function reviewRejectedEmail(
  { agencyName, reason }: { agencyName: string; reason: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).reviews.emails.reviewRejected;
  const mail = renderFilledEmail(texts, agencyMailFiller(site, { agencyName, reason }), {
    site,
    locale,
  });
  return { ...mail, subject: format(texts.subject, { agencyName: typedInSubject(agencyName) }) };
}

/** To the agency, when the operator does not publish its reply to a review: the reason. */
export function replyRejectedEmail(
  {
    agencyName,
    title,
    reason,
    dashboardUrl,
  }: { agencyName: string; title: string; reason: string; dashboardUrl: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const messages = getMessages(locale);
  const fill = agencyMailFiller(site, { agencyName, title: oneLine(title), reason });
  return renderFilledEmail(messages.reviews.emails.replyRejected, fill, {
    site,
    locale,
    action: { label: messages.agencyEmails.proWelcome.action, url: dashboardUrl },
    footnote: agencyMailFootnote(site, agencyName, locale),
  });
}
