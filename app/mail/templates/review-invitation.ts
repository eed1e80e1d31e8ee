import { format, getMessages, type Locale } from "~/domain/i18n";
import { formatDate } from "~/domain/format";
import { REVIEW_LINK_DAYS } from "~/domain/reviews";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { valueLabel } from "./mail-locale";
import { oneLine, type MatchMailSite } from "./match-types";

/** One matched agency of the brief and the review link for it. */
export type ReviewLink = { agencyName: string; url: string };

export type ReviewInvitationMail = {
  brief: { companyName: string; contactName: string; projectType: string };
  links: readonly ReviewLink[];
  /** When the links stop working (the reminder names the date). */
  expiresAt: Date;
};

/**
 * To the client, REVIEW_INVITE_DAYS after a match (`kind` "invitation"), and once a week later if
 * no link was used ("reminder"): one review link per matched agency, each single use
 * (docs/decisions/014-verified-reviews.md). The links are secrets: the outbox drops the body
 * once sent (the caller sets secretUntil).
 */
export function reviewInvitationEmail(
  kind: "invitation" | "reminder",
  { brief, links, expiresAt }: ReviewInvitationMail,
  site: MatchMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).reviews.emails;
  const fill = (text: string) =>
    format(text, {
      brand: site.name,
      companyName: oneLine(brief.companyName),
      contactName: oneLine(brief.contactName),
      projectType: valueLabel("projectTypes", brief.projectType, locale),
      days: REVIEW_LINK_DAYS,
      expires: formatDate(expiresAt, locale),
    });
  // "the agency below" above one link, the dual in Arabic above two, "the agencies" above more.
  const rule = new Intl.PluralRules(locale).select(links.length);
  const counted = texts[kind][rule === "one" || rule === "two" ? rule : "other"];
  return renderFilledEmail(counted, fill, {
    site,
    locale,
    // One agency: its link is the button. Several: a line with its link for each.
    ...(links.length === 1
      ? {
          action: {
            label: format(texts.reviewLink, { agencyName: oneLine(links[0]!.agencyName) }),
            url: links[0]!.url,
          },
        }
      : {
          details: links.map((link) => ({
            label: format(texts.reviewLink, { agencyName: oneLine(link.agencyName) }),
            value: link.url,
            href: link.url,
          })),
        }),
    footnote: fill(counted.footnote),
  });
}
