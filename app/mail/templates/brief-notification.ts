import type { BriefInput } from "~/domain/brief";
import { format, getMessages } from "~/domain/i18n";
import { typedInSubject } from "./bidi";
import { briefSummary } from "./brief-summary";
import { renderEmail } from "./layout";
import { operatorLocale } from "./mail-locale";

/**
 * To the operator (in English): a new brief to match, with a link to its page in the console, and
 * the agency the client asked a proposal from, if any.
 */
export function briefNotificationEmail(
  brief: BriefInput & { id: number; requestedAgencyName?: string | null },
  site: { name: string; url: string },
) {
  const locale = operatorLocale;
  const { emails } = getMessages(locale).submissions;
  const briefNotificationMessages = emails.briefNotification;
  const names = { companyName: brief.companyName };
  return {
    subject: format(briefNotificationMessages.subject, {
      companyName: typedInSubject(brief.companyName),
    }),
    ...renderEmail({
      site,
      locale,
      preheader: briefNotificationMessages.body,
      heading: format(briefNotificationMessages.heading, names),
      paragraphs: [
        briefNotificationMessages.body,
        ...(brief.requestedAgencyName
          ? [
              format(getMessages(locale).adminConsole.brief.requested, {
                agency: brief.requestedAgencyName,
              }),
            ]
          : []),
      ],
      details: briefSummary(brief, locale),
      action: { label: emails.adminAction, url: `${site.url}/admin/briefs/${brief.id}` },
    }),
  };
}
