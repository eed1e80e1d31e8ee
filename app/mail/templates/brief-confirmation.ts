import type { BriefInput } from "~/domain/brief";
import { formatDate } from "~/domain/format";
import { format, getMessages, type Locale } from "~/domain/i18n";
import { renderEmail } from "./layout";
import { valueLabel } from "./mail-locale";

/**
 * To the address given with a brief: it arrived, and what happens next. The address has not
 * proved it is the reader's (anyone can type it), so the mail quotes nothing typed on the form:
 * its reference and the chosen values only (docs/decisions/015-saved-searches.md#mails-to-an-address-not-yet-confirmed).
 */
export function briefConfirmationEmail(
  brief: Pick<BriefInput, "projectType" | "budget" | "timeline"> & { id: number; receivedAt: Date },
  site: { name: string; url: string },
  locale: Locale,
) {
  const { emails, brief: form } = getMessages(locale).submissions;
  const texts = emails.briefConfirmation;
  return {
    subject: texts.subject,
    ...renderEmail({
      site,
      locale,
      preheader: texts.body,
      heading: texts.heading,
      paragraphs: [texts.body, texts.summary],
      details: [
        { label: emails.reference, value: `#${brief.id}` },
        { label: emails.received, value: formatDate(brief.receivedAt, locale) },
        {
          label: form.fields.projectType,
          value: valueLabel("projectTypes", brief.projectType, locale),
        },
        { label: form.fields.budget, value: valueLabel("budgets", brief.budget, locale) },
        { label: form.fields.timeline, value: valueLabel("timelines", brief.timeline, locale) },
      ],
      footnote: format(emails.footnote, { siteName: site.name }),
    }),
  };
}
