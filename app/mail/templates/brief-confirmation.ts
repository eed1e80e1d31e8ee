import type { BriefInput } from "~/domain/brief";
import { format, getMessages, type Locale } from "~/domain/i18n";
import { briefSummary } from "./brief-summary";
import { renderEmail } from "./layout";

/** To the client who sent a brief: it arrived, what happens next, and what they sent. */
export function briefConfirmationEmail(
  brief: BriefInput,
  site: { name: string; url: string },
  locale: Locale,
) {
  const { emails } = getMessages(locale).submissions;
  const briefConfirmationMessages = emails.briefConfirmation;
  return {
    subject: briefConfirmationMessages.subject,
    ...renderEmail({
      site,
      locale,
      preheader: format(briefConfirmationMessages.body, { companyName: brief.companyName }),
      heading: format(briefConfirmationMessages.heading, { contactName: brief.contactName }),
      paragraphs: [
        format(briefConfirmationMessages.body, { companyName: brief.companyName }),
        briefConfirmationMessages.summary,
      ],
      details: briefSummary(brief, locale),
      footnote: format(emails.footnote, { siteName: site.name }),
    }),
  };
}
