import { agencyTextIn, labelList, locationLabel } from "~/domain/agency-display";
import { format, getMessages, pluralText, type Locale } from "~/domain/i18n";
import {
  MAX_AGENCIES_PER_ALERT,
  describeFilters,
  savedFiltersPath,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { services } from "~/domain/value-sets";
import { renderFilledEmail, type RenderedEmail } from "./layout";
import { siteLink } from "./mail-locale";
import type { MatchMailSite } from "./match-types";

/** What an alert reads of a new agency (its row as stored). */
export type AlertAgency = {
  slug: string;
  agencyName: string;
  agencyNameAr: string | null;
  location: string | null;
  services: string[];
};

export type SavedSearchAlertMail = {
  filters: SavedFilters;
  frequency: AlertFrequency;
  /** Every new agency of the alert, in the order to list them; the first MAX_AGENCIES_PER_ALERT are. */
  agencies: readonly AlertAgency[];
  /** The search's manage page and its one-click unsubscribe page, full URLs in its language. */
  manageUrl: string;
  unsubscribeUrl: string;
};

/**
 * A saved search's alert (docs/decisions/015-saved-searches.md): the new agencies that match it,
 * each with its location and services and a link to its profile, at most MAX_AGENCIES_PER_ALERT
 * of them and a link to the directory with the search's filters for the rest; what the search is
 * and how often it mails; its manage and unsubscribe links. The caller adds the List-Unsubscribe
 * headers (saved-search-alerts.server.ts).
 */
export function savedSearchAlertEmail(
  mail: SavedSearchAlertMail,
  site: MatchMailSite,
  locale: Locale,
): RenderedEmail & { subject: string } {
  const texts = getMessages(locale).savedSearches;
  const alert = texts.emails.alert;
  const filters = describeFilters(mail.filters, locale) ?? texts.filters.any;
  const fill = (text: string) => format(text, { brand: site.name, filters });
  const listed = mail.agencies.slice(0, MAX_AGENCIES_PER_ALERT);
  const more = mail.agencies.length - listed.length;
  const items = listed.map((agency) => ({
    title: agencyTextIn(locale, { ...agency, description: "" }).name,
    href: siteLink(site, locale, `/agencies/${agency.slug}`),
    line: [locationLabel(locale, agency.location), labelList(locale, services, agency.services)]
      .filter(Boolean)
      .join(" · "),
  }));
  if (more > 0) {
    items.push({
      title: pluralText(alert.more, more, locale),
      href: siteLink(site, locale, savedFiltersPath(mail.filters)),
      line: alert.moreLink,
    });
  }
  return renderFilledEmail(
    { ...alert, subject: pluralText(alert.subject, mail.agencies.length, locale) },
    fill,
    {
      site,
      locale,
      details: [
        { label: alert.search, value: filters },
        { label: alert.frequency, value: texts.frequencies[mail.frequency] },
      ],
      items,
      footnote: fill(alert.footnote),
      footerLinks: [
        { label: alert.manage, url: mail.manageUrl },
        { label: alert.unsubscribe, url: mail.unsubscribeUrl },
      ],
    },
  );
}
