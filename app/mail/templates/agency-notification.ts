import type { AgencyInput } from "~/domain/agency";
import { format, getMessages } from "~/domain/i18n";
import { agencySummary } from "./agency-summary";
import { renderEmail } from "./layout";

/** To the operator: a new listing to review, with a link to it in the admin console's list. */
export function agencyNotificationEmail(agency: AgencyInput, site: { name: string; url: string }) {
  const { emails } = getMessages().submissions;
  const agencyNotificationMessages = emails.agencyNotification;
  const names = { agencyName: agency.agencyName };
  return {
    subject: format(agencyNotificationMessages.subject, names),
    ...renderEmail({
      site,
      preheader: agencyNotificationMessages.body,
      heading: format(agencyNotificationMessages.heading, names),
      paragraphs: [agencyNotificationMessages.body],
      details: agencySummary(agency),
      action: {
        label: emails.adminAction,
        url: `${site.url}/admin?${new URLSearchParams({ tab: "agencies", q: agency.email })}`,
      },
    }),
  };
}
