import type { BriefInput } from "~/domain/brief";
import { getMessages, type Locale } from "~/domain/i18n";
import { valueLabel } from "./mail-locale";

/** A brief as label/value lines for an e-mail, with the labels people saw on the form. */
export function briefSummary(
  brief: BriefInput,
  locale: Locale,
): { label: string; value: string }[] {
  const { submissions } = getMessages(locale);
  const label = submissions.brief.fields;
  return [
    { label: label.companyName, value: brief.companyName },
    { label: label.contactName, value: brief.contactName },
    { label: label.email, value: brief.email },
    { label: label.phone, value: brief.phone ?? submissions.emails.notGiven },
    { label: label.projectType, value: valueLabel("projectTypes", brief.projectType, locale) },
    { label: label.budget, value: valueLabel("budgets", brief.budget, locale) },
    { label: label.timeline, value: valueLabel("timelines", brief.timeline, locale) },
    // The facts the client may state, when stated.
    ...(
      [
        ["emirate", "emirates"],
        ["industry", "industries"],
        ["preferredLanguage", "languages"],
      ] as const
    ).flatMap(([field, set]) => {
      const value = brief[field];
      return value ? [{ label: label[field], value: valueLabel(set, value, locale) }] : [];
    }),
    { label: label.description, value: brief.description },
  ];
}
