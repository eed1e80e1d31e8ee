import type { AgencyInput } from "~/domain/agency";
import { format, getMessages } from "~/domain/i18n";
import { agencySummary } from "./agency-summary";
import { typedInSubject } from "./bidi";
import { renderEmail } from "./layout";
import { operatorLocale } from "./mail-locale";

/** To the operator (in English): a new listing to review, with a link to it in the console. */
export function agencyNotificationEmail(agency: AgencyInput, site: { name: string; url: string }) {
  const locale = operatorLocale;
  const { emails } = getMessages(locale).submissions;
  const agencyNotificationMessages = emails.agencyNotification;
  const names = { agencyName: agency.agencyName };
  return {
    subject: format(agencyNotificationMessages.subject, {
      agencyName: typedInSubject(agency.agencyName),
    }),
    ...renderEmail({
      site,
      locale,
      preheader: agencyNotificationMessages.body,
      heading: format(agencyNotificationMessages.heading, names),
      paragraphs: [agencyNotificationMessages.body],
      details: agencySummary(agency, locale),
      action: {
        label: emails.adminAction,
        url: `${site.url}/admin?${new URLSearchParams({ tab: "agencies", q: agency.email })}`,
      },
    }),
  };
}
