import { defaultLocale, type Locale } from "./locales";
import { en, type Messages } from "./messages/en";
import { planFigures } from "./plans";

export { defaultLocale, locales, type Locale } from "./locales";

/**
 * Each catalogue with the figures its texts quote filled in: the Pro price ('{proPrice}',
 * '{proCharge}') and the refund window ('{refundDays}') are written once, in domain/plans, and
 * appear the same on every page, e-mail and meta tag. Other placeholders stay for format().
 */
const catalogues: Record<Locale, Messages> = { en: withFigures(en, planFigures("en")) };

function withFigures<T>(text: T, figures: Record<string, string | number>): T {
  if (typeof text === "string") return format(text, figures) as T;
  if (Array.isArray(text)) return text.map((item: unknown) => withFigures(item, figures)) as T;
  if (text && typeof text === "object") {
    return Object.fromEntries(
      Object.entries(text).map(([key, value]) => [key, withFigures(value, figures)]),
    ) as T;
  }
  return text;
}
const rightToLeft = new Set<string>(["ar", "fa", "he", "ur"]);

export function getMessages(locale: Locale = defaultLocale): Messages {
  return catalogues[locale];
}

/** The writing direction for <html dir>: Arabic and other right-to-left scripts get "rtl". */
export function directionOf(locale: string): "ltr" | "rtl" {
  return rightToLeft.has(locale.split("-")[0]!) ? "rtl" : "ltr";
}

/** Fills {placeholders} in a catalogue text; an unknown placeholder is left as written. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
