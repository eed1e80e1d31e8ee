import { format, getMessages, type Locale } from "~/domain/i18n";
import {
  ADDRESS_LINK_HOURS,
  SAVED_SEARCH_CONFIRM_DAYS,
  describeFilters,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import type { MatchMailSite } from "./match-types";

/**
 * The double opt-in of a saved search (docs/decisions/015-saved-searches.md): what it will
 * alert about, how often, and the button that confirms it.
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
      filters: describeFilters(mail.filters, locale) ?? texts.filters.any,
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
  const fill = (text: string) => format(text, { brand: site.name, hours: ADDRESS_LINK_HOURS });
  return renderFilledEmail(texts, fill, {
    site,
    locale,
    action: { label: texts.action, url: mail.url },
    footnote: fill(texts.footnote),
  });
}
