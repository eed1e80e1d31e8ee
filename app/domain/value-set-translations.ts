import type { Locale } from "./locales";

/** The export names of the value sets in ./value-sets. */
export type ValueSetName =
  | "projectTypes"
  | "budgets"
  | "timelines"
  | "experienceLevels"
  | "services"
  | "industries"
  | "emirates";

/** A locale's label of every value of every set, and the extra readings people type (server). */
export type ValueSetTranslation = {
  labels: { readonly [S in ValueSetName]: Readonly<Record<string, string>> };
  aliases?: { readonly [S in ValueSetName]?: Readonly<Record<string, readonly string[]>> };
};

/**
 * The value sets' labels in locales other than English, registered with their catalogue: the
 * server and the tests register every locale with its readings (domain/catalogues.ts), an Arabic
 * page's browser only the Arabic labels (app/entry.client.tsx), so an English page never downloads
 * them. Kept apart from ./value-sets (and zod) so the client entry can register them. The sets read
 * them at their next use (`version` says when they changed).
 */
const translations: Partial<Record<Locale, ValueSetTranslation>> = {};
let version = 0;

export function registerValueSetTranslation(locale: Locale, translation: ValueSetTranslation) {
  translations[locale] = translation;
  version++;
}

export function valueSetTranslations(): {
  version: number;
  translations: Readonly<Partial<Record<Locale, ValueSetTranslation>>>;
} {
  return { version, translations };
}
