/** The locales the product is written in (a catalogue each, domain/i18n.ts); the first is the default. */
export const locales = ["en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
