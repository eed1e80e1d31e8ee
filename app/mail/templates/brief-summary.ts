import type { BriefInput } from "~/domain/brief";
import { getMessages } from "~/domain/i18n";
import { budgets, projectTypes, timelines } from "~/domain/value-sets";

/** A brief as label/value lines for an e-mail, with the labels people saw on the form. */
export function briefSummary(brief: BriefInput): { label: string; value: string }[] {
  const { submissions } = getMessages();
  const label = submissions.brief.fields;
  return [
    { label: label.companyName, value: brief.companyName },
    { label: label.contactName, value: brief.contactName },
    { label: label.email, value: brief.email },
    { label: label.phone, value: brief.phone ?? submissions.emails.notGiven },
    { label: label.projectType, value: projectTypes.label(brief.projectType) },
    { label: label.budget, value: budgets.label(brief.budget) },
    { label: label.timeline, value: timelines.label(brief.timeline) },
    { label: label.description, value: brief.description },
  ];
}
