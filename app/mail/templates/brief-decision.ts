import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { oneLine } from "./match-types";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/**
 * The e-mails of a brief's decision (issue 31, docs/decisions/022-choosing-and-closing.md): to the
 * client, a proposal sent and the reminders to decide; to each agency, hired, not selected (with
 * the client's reason, never the winner), the brief closed, or closed with no decision. Each in its
 * reader's language: the brief's for the client, the listing's for an agency.
 */
export type DecisionMailKind =
  "proposalSent" | "hired" | "notSelected" | "briefClosed" | "noDecision" | "decisionReminder";

export function briefDecisionEmail(
  kind: DecisionMailKind,
  input: {
    company: string;
    brief: string;
    url: string;
    agency?: string;
    reason?: string;
    version?: number;
    count?: number;
  },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).roomEmails[kind];
  const fill = agencyMailFiller(site, {
    company: oneLine(input.company),
    brief: oneLine(input.brief),
    agency: oneLine(input.agency ?? ""),
    reason: input.reason ?? "",
    version: input.version ?? 1,
    count: input.count ?? 0,
  });
  return renderFilledEmail(texts, fill, {
    site,
    locale,
    action: { label: fill(texts.action), url: input.url },
    footnote: fill(texts.footnote),
  });
}
