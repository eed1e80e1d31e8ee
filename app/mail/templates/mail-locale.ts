import { defaultLocale, isLocale, localizePath, type Locale } from "~/domain/i18n";
import type { arabicLabels } from "~/domain/value-set-labels-ar";
import * as valueSets from "~/domain/value-sets";

/**
 * The language of each e-mail (docs/decisions/013-arabic-and-right-to-left.md#e-mails): a mail
 * to a client or an agency is written in the locale kept with its brief, listing or message; a
 * mail to the operator is English, as the operator console is.
 */
export const operatorLocale: Locale = defaultLocale;

/** A locale as stored in a row (text): anything but a known locale reads as the default. */
export function mailLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : defaultLocale;
}

/** A page of the site as a full URL in `locale`: /dashboard is /ar/dashboard in Arabic. */
export function siteLink(site: { url: string }, locale: Locale, path: string): string {
  return `${site.url}${localizePath(locale, path)}`;
}

type ValueSetName = keyof typeof arabicLabels;

/** The label of a stored value of a value set in `locale`; a value outside the set is shown as written. */
export function valueLabel(set: ValueSetName, value: string, locale: Locale): string {
  return valueSets[set].labelIn(locale, value);
}

/** Several values of one set, joined as a list is written in `locale`. */
export function valueLabels(set: ValueSetName, values: readonly string[], locale: Locale): string {
  return values.map((value) => valueLabel(set, value, locale)).join(listSeparator[locale]);
}

const listSeparator: Record<Locale, string> = { en: ", ", ar: "، " };
