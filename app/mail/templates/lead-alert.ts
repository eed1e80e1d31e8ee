import { getMessages, type Locale } from "~/domain/i18n";
import { agencyMailFiller, type AgencyMailSite } from "./agency-mail-format";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { siteLink, valueLabel } from "./mail-locale";

/**
 * What a lead alert reads of a brief. The client's name, company, e-mail and phone are optional
 * and never shown: when given, they are withheld from the description too.
 */
export type LeadAlertBrief = {
  projectType: string;
  budget: string;
  timeline: string;
  description: string;
  companyName?: string;
  contactName?: string;
  email?: string;
  phone?: string | null;
};

/** How long the description's summary may be, in characters, before it is cut at a word. */
export const LEAD_SUMMARY_LENGTH = 300;

/**
 * To every Pro agency whose services fit a new brief (docs/product.md, P9): the kind of
 * work, budget, timeline and a summary, but nothing that identifies or reaches the client. The same
 * message goes to every fitting agency, so it greets no one by name.
 */
export function leadAlertEmail(
  brief: LeadAlertBrief,
  site: AgencyMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const { agencyEmails, submissions } = getMessages(locale);
  const leadAlertMessages = agencyEmails.leadAlert;
  const label = submissions.brief.fields;
  const labels = {
    projectType: valueLabel("projectTypes", brief.projectType, locale),
    budget: valueLabel("budgets", brief.budget, locale),
    timeline: valueLabel("timelines", brief.timeline, locale),
  };
  const fill = agencyMailFiller(site, labels);
  return renderFilledEmail(leadAlertMessages, fill, {
    site,
    locale,
    details: [
      { label: label.projectType, value: labels.projectType },
      { label: label.budget, value: labels.budget },
      { label: label.timeline, value: labels.timeline },
      { label: leadAlertMessages.fields.summary, value: leadSummary(brief, locale) },
    ],
    action: { label: leadAlertMessages.action, url: siteLink(site, locale, "/dashboard") },
    footnote: fill(leadAlertMessages.footnote),
  });
}

/**
 * The description on one line, with contact details withheld, cut at a word after about
 * LEAD_SUMMARY_LENGTH characters. Withholding comes first, so a cut never leaves half an address.
 */
export function leadSummary(
  brief: LeadAlertBrief,
  locale: Locale,
  max = LEAD_SUMMARY_LENGTH,
): string {
  const withheld = getMessages(locale).agencyEmails.leadAlert.withheld;
  const text = withholdContactDetails(brief.description, clientNames(brief), withheld)
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A single very long word is cut where it is rather than dropped.
  const words = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, max);
  return `${words.replace(/(?<![\s.,;:!?\-–—(])[\s.,;:!?\-–—(]+$/u, "")}…`;
}

/**
 * An address: a local part that starts where a run of address characters starts (so a long run
 * without '@' is read once, not once from every position), '@', then dot-separated labels.
 */
const EMAIL =
  /(?<![^\s@<>()[\]"',;:])[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:.]+(?:\.[^\s@<>()[\]"',;:.]+)+/g;
/** A web address, without the punctuation that closes the sentence around it. */
const URL = /\b(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?)\]]/gi;
/** A bare domain such as saffron.ae or shop.example.com, read from where its run of labels starts. */
const DOMAIN =
  /(?<![\p{L}\p{N}._-])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:ae|com|net|org|io|co|biz|info|me|app|shop|store|online|site|uk|sa|qa|om|kw|bh|in)\b/giu;
/** A handle on a social network: @saffron.kitchen. */
const HANDLE = /(^|[\s(])@[\w.]{2,}/g;
/** A run of digits with the separators phone numbers are written with. */
const PHONE_LIKE = /(?:\+|\b)\d[\d\s()./-]{5,}\d\b/g;
const YEAR_RANGE = /^\d{4}\s*[-/]\s*\d{4}$/;

/**
 * Replaces what would let an agency reach or identify the client without the operator: e-mail
 * addresses, web addresses, social handles, phone numbers (8+ digits, or 7+ after '+'), and the
 * client's own names as given.
 */
export function withholdContactDetails(
  text: string,
  names: readonly string[],
  withheld: string,
): string {
  let result = text
    .replace(EMAIL, withheld)
    .replace(URL, withheld)
    .replace(DOMAIN, withheld)
    .replace(HANDLE, (_, before: string) => `${before}${withheld}`)
    .replace(PHONE_LIKE, (run) => {
      const digits = run.replace(/\D/g, "").length;
      const isPhone = digits >= 8 || (run.startsWith("+") && digits >= 7);
      return isPhone && !YEAR_RANGE.test(run.trim()) ? withheld : run;
    });
  // Longest first, so 'Saffron Kitchen LLC' goes before 'Saffron Kitchen' leaves 'LLC' behind.
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const pattern = escapeRegExp(name).replace(/ /g, "\\s+");
    result = result.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, "giu"),
      withheld,
    );
  }
  return result;
}

/** Legal suffixes clients add to a company name and leave out when they write it. */
const LEGAL_SUFFIX =
  /(?<![\s,.-])[\s,.-]+(?:l\.?l\.?c\.?|fz-?llc|fz-?co|fze|fzco|dmcc|co\.?|ltd\.?|inc\.?|trading|group)$/i;

/** The client's names as they may appear in the description: full, without suffix, first name. */
function clientNames(brief: LeadAlertBrief): string[] {
  const names = new Set<string>();
  const add = (name: string | null | undefined) => {
    const clean = name?.replace(/\s+/g, " ").trim();
    if (clean && clean.length >= 3) names.add(clean);
  };
  add(brief.companyName);
  add(brief.companyName?.trim().replace(LEGAL_SUFFIX, ""));
  add(brief.contactName);
  add(brief.contactName?.trim().split(/\s+/)[0]);
  add(brief.email);
  add(brief.phone);
  return [...names];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
