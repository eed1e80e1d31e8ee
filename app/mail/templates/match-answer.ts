import { getMessages, type Locale } from "~/domain/i18n";
import { formatDateTime } from "~/domain/format";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { oneLine } from "./match-types";
import { renderFilledEmail, type RenderedEmail } from "./layout";

/**
 * To a matched agency about its answer (issue 31, docs/decisions/020-answering-a-match.md): the
 * reminder halfway through its working hours to answer, or the news that the operator gave its
 * place to another agency. In the listing's language, with the due time in UAE time.
 */
export function matchAnswerEmail(
  kind: "reminder" | "replaced",
  input: { company: string; brief: string; due: Date | null; url: string },
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts =
    getMessages(locale).roomEmails[kind === "reminder" ? "matchReminder" : "matchReplaced"];
  const fill = agencyMailFiller(site, {
    company: oneLine(input.company),
    brief: oneLine(input.brief),
    due: input.due ? formatDateTime(input.due, locale) : "",
  });
  return renderFilledEmail(texts, fill, {
    site,
    locale,
    action: { label: fill(texts.action), url: input.url },
    footnote: fill(texts.footnote),
  });
}
