import { en, type Messages } from "./messages/en";

export const locales = ["en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

const catalogues: Record<Locale, Messages> = { en };
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
