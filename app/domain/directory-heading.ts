import { isolate } from "./bidi-controls";
import {
  activeFilterCount,
  directoryPageHref,
  hasFiltersOrSearch,
  type DirectoryFilters,
} from "./directory";
import type { Messages } from "./messages/en";
import type { Locale } from "./locales";
import { format } from "./i18n";
import { emirates, industries, services } from "./value-sets";

/** The texts the directory's state is written with (messages.directory.heading). */
export type HeadingTexts = Messages["directory"]["heading"];

const listFormats = new Map<Locale, Intl.ListFormat>();
/** "Dubai or Sharjah", "دبي أو الشارقة": choices within a group are ORed. */
function orList(locale: Locale, items: string[]): string {
  let list = listFormats.get(locale);
  if (!list) listFormats.set(locale, (list = new Intl.ListFormat(locale, { type: "disjunction" })));
  return list.format(items);
}

/**
 * What the directory shows, in words: its heading and its title (the landing pages' too), built
 * the same way from any set of filters. The services make the noun ("Branding & Design
 * Agencies"), Pro goes before it, the industries follow ("for Retail"), then the emirates ("in
 * Dubai or Sharjah", or "in the UAE" when none is chosen), then the search ("matching “drone”",
 * isolated so a right-to-left search reads whole on a left-to-right page). Undefined with no
 * filter and no search: the page keeps its own title ("Browse Agencies").
 */
export function directoryHeading(
  filters: DirectoryFilters,
  texts: HeadingTexts,
  locale: Locale,
): string | undefined {
  if (!hasFiltersOrSearch(filters)) return undefined;
  const labels = labelsOf(filters, locale);
  const serviceList = labels.services.length > 0 ? orList(locale, labels.services) : undefined;
  let heading = serviceList
    ? format(filters.pro ? texts.proServiceAgencies : texts.serviceAgencies, {
        services: serviceList,
      })
    : filters.pro
      ? texts.proAgencies
      : texts.agencies;
  if (labels.industries.length > 0) {
    heading = format(texts.forIndustries, {
      agencies: heading,
      industries: orList(locale, labels.industries),
    });
  }
  if (labels.locations.length > 0) {
    heading = format(texts.inLocations, {
      agencies: heading,
      locations: orList(locale, labels.locations),
    });
  } else if (activeFilterCount(filters) > 0) {
    heading = format(texts.inUae, { agencies: heading });
  }
  if (filters.q) heading = format(texts.matching, { agencies: heading, q: isolate(filters.q) });
  return heading;
}

/** One active filter as a chip: what it says, and the directory without it. */
export type FilterChip = { key: string; label: string; href: string };

/**
 * Every active filter as a chip whose link removes it (the search too), in the order the filter
 * panel lists the groups. The links keep the order and start again at page 1.
 */
export function activeFilterChips(
  filters: DirectoryFilters,
  texts: HeadingTexts,
  locale: Locale,
): FilterChip[] {
  const without = (change: Partial<DirectoryFilters>) =>
    directoryPageHref({ ...filters, ...change }, 1);
  const chips: FilterChip[] = [];
  if (filters.q) {
    chips.push({
      key: "q",
      label: format(texts.searchChip, { q: isolate(filters.q) }),
      href: without({ q: "" }),
    });
  }
  if (filters.pro) chips.push({ key: "pro", label: texts.proChip, href: without({ pro: false }) });
  for (const value of filters.services) {
    chips.push({
      key: `service:${value}`,
      label: services.labelIn(locale, value),
      href: without({ services: filters.services.filter((v) => v !== value) }),
    });
  }
  for (const value of filters.locations) {
    chips.push({
      key: `location:${value}`,
      label: emirates.labelIn(locale, value),
      href: without({ locations: filters.locations.filter((v) => v !== value) }),
    });
  }
  for (const value of filters.industries) {
    chips.push({
      key: `industry:${value}`,
      label: industries.labelIn(locale, value),
      href: without({ industries: filters.industries.filter((v) => v !== value) }),
    });
  }
  return chips;
}

function labelsOf(filters: DirectoryFilters, locale: Locale) {
  return {
    services: filters.services.map((v) => services.labelIn(locale, v)),
    locations: filters.locations.map((v) => emirates.labelIn(locale, v)),
    industries: filters.industries.map((v) => industries.labelIn(locale, v)),
  };
}
