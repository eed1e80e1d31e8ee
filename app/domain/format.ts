import { defaultLocale } from "./locales";

/**
 * Every date and amount of money the product shows a person, on pages, in the operator's tables
 * and in e-mails: `Intl` formatters in UAE time, whatever the time zone of the server or the
 * browser, so a page renders the same text on both and a date near midnight UTC falls on the day
 * the UAE saw. Machine formats (ISO 8601 in JSON, CSV cells and `<time dateTime>`) stay ISO.
 *
 * `locale` is the catalogue's locale ("en"); a bare language reads as that language in the UAE
 * ("en" formats as en-AE: '14 Jul 2025', never 'Sept'), and digits are always Western (latn),
 * also for "ar-AE".
 */

/** The UAE's time zone (Gulf Standard Time, UTC+4 all year, no daylight saving). */
export const UAE_TIME_ZONE = "Asia/Dubai";

/** The calendar year the UAE is in at `date` (UTC+4 all year). */
export function yearInUae(date: Date): number {
  return new Date(date.getTime() + 4 * 3_600_000).getUTCFullYear();
}

/** The Intl locale of a catalogue locale: a bare language is the language as used in the UAE. */
function intlLocale(locale: string): string {
  return locale.includes("-") ? locale : `${locale}-AE`;
}

const dateFormats = {
  /** '14 Jul 2025' */
  date: { day: "numeric", month: "short", year: "numeric" },
  /** '14 Jul 2025, 09:30' (24-hour clock) */
  dateTime: {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  /** '14 Jul' */
  dayMonth: { day: "numeric", month: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateFormat = keyof typeof dateFormats;

/** Building a formatter is far slower than using one: one per locale and format, kept. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(kind: DateFormat, locale: string): Intl.DateTimeFormat {
  const key = `${kind}:${locale}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(locale), {
      ...dateFormats[kind],
      timeZone: UAE_TIME_ZONE,
      numberingSystem: "latn",
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** A Date, or an ISO 8601 text of one (a plain 'YYYY-MM-DD' is that day's midnight UTC). */
export type DateInput = Date | string;

const toDate = (value: DateInput) => (typeof value === "string" ? new Date(value) : value);

/** A date in UAE time: '14 Jul 2025'. */
export function formatDate(value: DateInput, locale: string = defaultLocale): string {
  return dateFormatter("date", locale).format(toDate(value));
}

/** A date and time in UAE time: '14 Jul 2025, 09:30'. */
export function formatDateTime(value: DateInput, locale: string = defaultLocale): string {
  return dateFormatter("dateTime", locale).format(toDate(value));
}

/** A day of the year in UAE time, for a chart's axis: '14 Jul'. */
export function formatDayMonth(value: DateInput, locale: string = defaultLocale): string {
  return dateFormatter("dayMonth", locale).format(toDate(value));
}

// Made on first use, not as the module loads: building a formatter with a time zone cost 39 to
// 122 ms of a slowed phone's main thread while a form's script was evaluated (bench first-input).
let isoDayParts: Intl.DateTimeFormat | undefined;

/** The UAE's calendar day of a moment as YYYY-MM-DD (file names, machine-readable). */
export function uaeIsoDate(value: DateInput): string {
  isoDayParts ??= new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: UAE_TIME_ZONE,
    numberingSystem: "latn",
  });
  const parts = isoDayParts.formatToParts(toDate(value));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The UAE's calendar year of a moment (the footer's copyright year): 2026 from 20:00 UTC on 31 Dec 2025. */
export function uaeYear(value: DateInput): number {
  return Number(uaeIsoDate(value).slice(0, 4));
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A count as the locale writes it, with Western digits in Arabic too: '1,234'. */
export function formatNumber(value: number, locale: string = defaultLocale): string {
  let formatter = numberFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), { numberingSystem: "latn" });
    numberFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}

const ratingFormatters = new Map<string, Intl.NumberFormat>();

/** An average of stars with one decimal: '4.7', '4.0' (Western digits in Arabic too). */
export function formatRating(value: number, locale: string = defaultLocale): string {
  let formatter = ratingFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      numberingSystem: "latn",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    ratingFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** Intl puts a no-break space between the code and the amount; our texts write a plain one. */
const plainSpaces = (text: string) => text.replace(/\u00a0/g, " ");

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Throws a RangeError for a text that is not a currency code. */
function moneyFormatter(currency: string, locale: string, fractionDigits?: number) {
  const key = `${currency}:${locale}:${fractionDigits ?? ""}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency,
      currencyDisplay: "code",
      numberingSystem: "latn",
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Arabic pages write the dirham as their texts do, a word after the amount ('499 درهم'), never
 * the code Intl writes for ar-AE ('\u200f499 AED'): one way on every Arabic page and e-mail.
 * Other currencies keep their code.
 */
const ARABIC_DIRHAM = "درهم";

/** The amount as `formatter` writes it in `locale`, with the dirham in words on Arabic pages. */
function writeAmount(formatter: Intl.NumberFormat, value: number, code: string, locale: string) {
  if (code === "AED" && locale.split("-")[0] === "ar") {
    const amount = formatter
      .formatToParts(value)
      .filter((part) => part.type !== "currency" && part.type !== "literal")
      .map((part) => part.value)
      .join("");
    return `${amount} ${ARABIC_DIRHAM}`;
  }
  return plainSpaces(formatter.format(value));
}

/**
 * An amount in the currency's minor unit (fils: 49900) as 'AED 499.00' ('499.00 درهم' in
 * Arabic). The number of decimals follows the currency, so a zero-decimal currency (JPY) is not
 * divided by 100.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  locale: string = defaultLocale,
): string {
  const code = currency.toUpperCase();
  let formatter: Intl.NumberFormat;
  try {
    formatter = moneyFormatter(code, locale);
  } catch {
    // Not a currency code Intl accepts: two decimals after the code rather than fail an e-mail.
    const amount = moneyFormatter("AED", locale, 2).format(amountMinor / 100);
    return plainSpaces(amount.replace("AED", code));
  }
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return writeAmount(formatter, amountMinor / 10 ** digits, code, locale);
}

/** A list price in whole dirhams, as the plans show it: 'AED 499' ('499 درهم' in Arabic). */
export function formatPrice(amountAed: number, locale: string = defaultLocale): string {
  const digits = Number.isInteger(amountAed) ? 0 : 2;
  return writeAmount(moneyFormatter("AED", locale, digits), amountAed, "AED", locale);
}
