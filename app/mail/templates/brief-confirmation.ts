import type { BriefInput } from "~/domain/brief";
import { format, getMessages } from "~/domain/i18n";
import { briefSummary } from "./brief-summary";
import { renderEmail } from "./layout";

/** To the client who sent a brief: it arrived, what happens next, and what they sent. */
export function briefConfirmationEmail(brief: BriefInput, site: { name: string; url: string }) {
  const { emails } = getMessages().submissions;
  const briefConfirmationMessages = emails.briefConfirmation;
  return {
    subject: briefConfirmationMessages.subject,
    ...renderEmail({
      site,
      preheader: format(briefConfirmationMessages.body, { companyName: brief.companyName }),
      heading: format(briefConfirmationMessages.heading, { contactName: brief.contactName }),
      paragraphs: [
        format(briefConfirmationMessages.body, { companyName: brief.companyName }),
        briefConfirmationMessages.summary,
      ],
      details: briefSummary(brief),
      footnote: format(emails.footnote, { siteName: site.name }),
    }),
  };
}
