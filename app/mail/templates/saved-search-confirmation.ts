import { format, getMessages, type Locale } from "~/domain/i18n";
import {
  ADDRESS_LINK_DAYS,
  SAVED_SEARCH_CONFIRM_DAYS,
  describeFilters,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import type { MatchMailSite } from "./match-types";

/**
 * The double opt-in of a saved search (docs/decisions/015-saved-searches.md): what it will alert
 * about and how often, and the button to the address's page of saved searches, where it is
 * confirmed. The address has not proved it is the reader's, so the mail quotes nothing a visitor
 * typed: the filters' labels come from their value sets, and search words are only said to exist.
 */
export function savedSearchConfirmationEmail(
  mail: { filters: SavedFilters; frequency: AlertFrequency; url: string },
  site: MatchMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).savedSearches;
  const fill = (text: string) =>
    format(text, {
      brand: site.name,
      filters: chosenFilters(mail.filters, locale),
      frequency: texts.frequencies[mail.frequency],
      days: SAVED_SEARCH_CONFIRM_DAYS,
    });
  const confirm = texts.emails.confirm;
  return renderFilledEmail(confirm, fill, {
    site,
    locale,
    action: { label: confirm.action, url: mail.url },
    footnote: fill(confirm.footnote),
  });
}

/** The link to every saved search of an address. */
export function savedSearchAddressEmail(
  mail: { url: string },
  site: MatchMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).savedSearches.emails.addressLink;
  const fill = (text: string) => format(text, { brand: site.name, days: ADDRESS_LINK_DAYS });
  return renderFilledEmail(texts, fill, {
    site,
    locale,
    action: { label: texts.action, url: mail.url },
    footnote: fill(texts.footnote),
  });
}

/** The filters in words from their value sets only: search words are named, never quoted. */
function chosenFilters(filters: SavedFilters, locale: Locale): string {
  const texts = getMessages(locale).savedSearches.filters;
  const chosen = describeFilters({ ...filters, q: "" }, locale);
  if (!filters.q) return chosen ?? texts.any;
  return chosen ? `${chosen} · ${texts.words}` : texts.words;
}
