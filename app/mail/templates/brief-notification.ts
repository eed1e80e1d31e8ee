import type { BriefInput } from "~/domain/brief";
import { format, getMessages } from "~/domain/i18n";
import { briefSummary } from "./brief-summary";
import { renderEmail } from "./layout";

/** To the operator: a new brief to match, with a link to its page in the admin console. */
export function briefNotificationEmail(
  brief: BriefInput & { id: number },
  site: { name: string; url: string },
) {
  const { emails } = getMessages().submissions;
  const briefNotificationMessages = emails.briefNotification;
  const names = { companyName: brief.companyName };
  return {
    subject: format(briefNotificationMessages.subject, names),
    ...renderEmail({
      site,
      preheader: briefNotificationMessages.body,
      heading: format(briefNotificationMessages.heading, names),
      paragraphs: [briefNotificationMessages.body],
      details: briefSummary(brief),
      action: { label: emails.adminAction, url: `${site.url}/admin/briefs/${brief.id}` },
    }),
  };
}
