import { defaultLocale, isLocale, type Locale } from "./locales";
import type { Messages } from "./messages/en";
import { planFigures } from "./plans";

export {
  defaultLocale,
  isLocale,
  languageNames,
  localeOfPath,
  localizePath,
  locales,
  pathWithoutLocale,
  sitePath,
  type Locale,
} from "./locales";

/**
 * The catalogues, registered at start: the server and the tests register every locale
 * (domain/catalogues.ts); the browser loads only the page's own before it hydrates
 * (entry.client.tsx), so an Arabic page never downloads the English texts and the other way round.
 *
 * Each catalogue is stored with the figures its texts quote filled in: the Pro price ('{proPrice}',
 * '{proCharge}') and the refund window ('{refundDays}') are written once, in domain/plans, and
 * appear the same on every page, e-mail and meta tag. Other placeholders stay for format().
 */
const catalogues: Partial<Record<Locale, Messages>> = {};

/** The parts of a catalogue only the server or the English operator console renders. */
const SERVER_ONLY_PARTS = [
  "admin",
  "adminConsole",
  "matching",
  "agencyEmails",
  "savedSearches",
  "roomEmails",
  // Loaded by the room's own modules instead (messages/room-texts.ts).
  "projectRoom",
] as const;
/** E-mail texts, and the review page's, inside parts a browser does need. */
const SERVER_ONLY_EMAILS = [
  ["submissions", "emails"],
  ["publicPages", "contact", "emails"],
  ["reviews", "emails"],
  // The review page ships no script: its texts are rendered on the server only.
  ["reviews", "validation"],
  ["reviews", "form"],
  ["reviews", "refusals"],
  ["reviews", "thanks"],
  // The dashboard's image sections: the server answers their forms, its loader hands them labels.
  ["dashboard", "images"],
  // The tax details form and the invoices list (issue 32): labels handed over by the loader.
  ["dashboard", "invoices"],
] as const;
/** A catalogue without them: what an Arabic page's browser loads (messages/ar-browser.ts). */
export type BrowserMessages = Omit<
  Messages,
  (typeof SERVER_ONLY_PARTS)[number] | "submissions" | "publicPages" | "reviews" | "dashboard"
> & {
  dashboard: Omit<Messages["dashboard"], "images" | "invoices">;
  submissions: Omit<Messages["submissions"], "emails">;
  reviews: Omit<Messages["reviews"], "emails" | "validation" | "form" | "refusals" | "thanks">;
  publicPages: Omit<Messages["publicPages"], "contact"> & {
    contact: Omit<Messages["publicPages"]["contact"], "emails">;
  };
};

export function registerCatalogue(locale: Locale, messages: Messages | BrowserMessages): void {
  const filled = withFigures(messages, planFigures(locale)) as Record<string, unknown>;
  // A part left out answers with a clear error when read, rather than with undefined.
  const paths: readonly (readonly string[])[] = [
    ...SERVER_ONLY_PARTS.map((part) => [part]),
    ...SERVER_ONLY_EMAILS,
  ];
  for (const path of paths) {
    const parent = path
      .slice(0, -1)
      .reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, filled);
    const key = path.at(-1)!;
    if (key in parent) continue;
    Object.defineProperty(parent, key, {
      get() {
        throw new Error(
          `The '${path.join(".")}' texts are not in the browser's '${locale}' catalogue`,
        );
      },
    });
  }
  catalogues[locale] = filled as Messages;
}

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

/**
 * The locale texts are written in when a caller names none: the request's (the server reads it
 * from the path, app/http/request-locale.server.ts) or the page's in the browser. Validation
 * messages and the server's toasts read it, so a form on an Arabic page answers in Arabic without
 * passing a locale through. E-mails name their reader's locale (app/mail/templates).
 */
let localeSource: () => Locale = () => defaultLocale;

export function setLocaleSource(source: () => string | undefined): void {
  localeSource = () => {
    const locale = source();
    return isLocale(locale) ? locale : defaultLocale;
  };
}

export function currentLocale(): Locale {
  return localeSource();
}

/**
 * Loads a locale's catalogue in the browser (set by app/entry.client.tsx, which holds the dynamic
 * imports); the server and the tests register every catalogue at start and need none.
 */
let catalogueLoader: ((locale: Locale) => Promise<void>) | undefined;

export function setCatalogueLoader(load: (locale: Locale) => Promise<void>): void {
  catalogueLoader = load;
}

/**
 * Makes sure a locale's catalogue is there before a page of it renders: a client navigation from
 * an Arabic page to an English one (the test checkout after the Arabic upgrade page) loads the
 * English catalogue first (the root's clientLoader).
 */
export async function ensureCatalogue(locale: Locale): Promise<void> {
  if (!catalogues[locale]) await catalogueLoader?.(locale);
}

export function getMessages(locale: Locale = currentLocale()): Messages {
  const messages = catalogues[locale];
  if (!messages) throw new Error(`The '${locale}' catalogue is not loaded (domain/catalogues.ts)`);
  return messages;
}

const rightToLeft = new Set<string>(["ar", "fa", "he", "ur"]);

/** The writing direction for <html dir>: Arabic and other right-to-left scripts get "rtl". */
export function directionOf(locale: string): "ltr" | "rtl" {
  return rightToLeft.has(locale.split("-")[0]!) ? "rtl" : "ltr";
}

/**
 * Fills {placeholders} in a catalogue text; an unknown placeholder is left as written. A value
 * that ends a sentence itself ("Sourdough Co.", "Yalla!") put before the text's own full stop
 * keeps one mark: "Thank you, Sourdough Co.", never "Sourdough Co..".
 */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}(\.?)/g, (whole, key: string, stop: string) => {
    if (!(key in values)) return whole;
    const value = String(values[key]);
    return stop && ENDS_SENTENCE.test(value) ? value : value + stop;
  });
}

/** A text whose last mark already closes a sentence (a full stop, '!', '?', '…', or Arabic '؟'). */
const ENDS_SENTENCE = /[.!?…؟]$/u;

/** The export names of the value sets in ./value-sets. */
export type ValueSetName =
  | "projectTypes"
  | "budgets"
  | "timelines"
  | "experienceLevels"
  | "services"
  | "industries"
  | "emirates"
  | "teamSizes"
  | "languages";

/** A locale's label of every value of every set, and the extra readings people type (server). */
export type ValueSetTranslation = {
  labels: { readonly [S in ValueSetName]: Readonly<Record<string, string>> };
  aliases?: { readonly [S in ValueSetName]?: Readonly<Record<string, readonly string[]>> };
};

/**
 * The value sets' labels in locales other than English, registered with their catalogue: the
 * server and the tests register every locale with its readings (domain/catalogues.ts), an Arabic
 * page's browser only the Arabic labels (app/entry.client.tsx), so an English page never downloads
 * them. Here, apart from ./value-sets (and zod), so the client entry can register them. The sets read
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

/**
 * A counted text in every form Arabic needs (Intl.PluralRules: 1 is "one", 2 "two", 3 to 10
 * "few", 11 to 99 "many", the rest "other"). English picks only "one" and "other"; its "two",
 * "few" and "many" are written all the same, so both catalogues have one shape.
 */
export type PluralTexts = { one: string; two: string; few: string; many: string; other: string };

/** The form of a counted text for `count` in `locale`, with {count} filled in. */
export function pluralText(
  texts: PluralTexts,
  count: number,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const rule = new Intl.PluralRules(locale).select(count);
  const text = rule in texts ? texts[rule as keyof PluralTexts] : texts.other;
  return format(text, { ...values, count });
}
