import { z } from "zod";
import { defaultLocale, type Locale } from "./locales";
import { valueSetTranslations, type ValueSetName } from "./i18n";

/**
 * The fixed value sets of the product (docs/product.md#value-sets). Each set stores one canonical
 * value, shows a label from its table in the page's locale, and accepts the other reading on
 * input: an alias, a label in any locale (an Arabic label posted from the Arabic form or typed in
 * the API), or either written with other case, spacing, hyphens or Arabic spelling. The other
 * locales' labels are registered with their catalogue (./i18n registerValueSetTranslation).
 */
export type ValueSet<V extends string> = {
  /** Canonical values in display order. */
  readonly values: readonly [V, ...V[]];
  /** The English label, by canonical value. */
  readonly labels: Readonly<Record<V, string>>;
  /** English `{ value, label }` pairs in display order (the operator console). */
  readonly options: readonly { value: V; label: string }[];
  /** Other readings accepted on input (`Web Development`, `RAK`), by the value they stand for. */
  readonly aliases: Readonly<Record<string, V>>;
  /** True when `value` is canonical as stored. */
  is(value: unknown): value is V;
  /** The canonical value for any accepted reading, or undefined. */
  normalize(input: unknown): V | undefined;
  /** The English label of a canonical value (the operator console, the CSV export); other text is shown as written. */
  label(value: string): string;
  /** The label of a canonical value in `locale`; other text is shown as written. */
  labelIn(locale: Locale, value: string): string;
  /** `{ value, label }` pairs in display order, labelled in `locale`: a public page's selects and checkboxes. */
  optionsIn(locale: Locale): readonly { value: V; label: string }[];
  /** Exactly the canonical values. */
  readonly enum: z.ZodEnum<{ [K in V]: K }>;
  /** Any accepted reading, normalised to the canonical value before the enum check. */
  readonly schema: z.ZodType<V, unknown>;
};

/**
 * Case, spacing, underscores and hyphens do not tell two readings apart, nor do the ways Arabic is
 * typed: diacritics and tatweel, hamza on alef, taa marbuta or haa, alef maqsura or yaa.
 */
function readingKey(text: string): string {
  return text
    .normalize("NFC")
    .trim()
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[\s_-]+/g, " ");
}

function defineValueSet<const V extends string>(
  name: ValueSetName,
  entries: readonly (readonly [V, string])[],
  aliases: Readonly<Record<string, NoInfer<V>>> = {},
): ValueSet<V> {
  const values = entries.map(([value]) => value) as unknown as readonly [V, ...V[]];
  const labels = Object.fromEntries(entries) as Record<V, string>;
  const canonical = new Set<string>(values);
  const byKey = new Map<string, V>();
  for (const [value, label] of entries) {
    byKey.set(readingKey(value), value);
    byKey.set(readingKey(label), value);
  }
  for (const [alias, value] of Object.entries(aliases)) byKey.set(readingKey(alias), value);

  // The other locales' labels and readings, read again whenever a catalogue registers some.
  let seenVersion = -1;
  let labelsByLocale: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};
  let otherReadings = new Map<string, V>();
  const optionsByLocale = new Map<Locale, readonly { value: V; label: string }[]>();
  const sync = () => {
    const { version, translations } = valueSetTranslations();
    if (version === seenVersion) return;
    seenVersion = version;
    labelsByLocale = {};
    otherReadings = new Map();
    optionsByLocale.clear();
    for (const [locale, translation] of Object.entries(translations)) {
      const localeLabels = translation.labels[name];
      labelsByLocale[locale as Locale] = localeLabels;
      for (const value of values) {
        const readings = [localeLabels[value], ...(translation.aliases?.[name]?.[value] ?? [])];
        for (const reading of readings) if (reading) otherReadings.set(readingKey(reading), value);
      }
    }
  };

  const is = (value: unknown): value is V => typeof value === "string" && canonical.has(value);
  const normalize = (input: unknown): V | undefined => {
    if (typeof input !== "string") return undefined;
    if (is(input)) return input;
    const key = readingKey(input);
    const english = byKey.get(key);
    if (english) return english;
    sync();
    return otherReadings.get(key);
  };
  const enumSchema = z.enum(values as unknown as [V, ...V[]]) as unknown as z.ZodEnum<{
    [K in V]: K;
  }>;
  // An unknown reading is passed on unchanged so the enum reports it as an invalid option.
  const schema = z.preprocess((v) => normalize(v) ?? v, enumSchema) as unknown as z.ZodType<
    V,
    unknown
  >;

  const labelIn = (locale: Locale, value: string): string => {
    if (!is(value)) return value;
    if (locale === defaultLocale) return labels[value];
    sync();
    return labelsByLocale[locale]?.[value] ?? labels[value];
  };
  const optionsIn = (locale: Locale) => {
    sync();
    let options = optionsByLocale.get(locale);
    if (!options) {
      options = Object.freeze(values.map((value) => ({ value, label: labelIn(locale, value) })));
      optionsByLocale.set(locale, options);
    }
    return options;
  };

  return Object.freeze({
    values,
    labels,
    options: optionsIn(defaultLocale),
    aliases: { ...aliases },
    is,
    normalize,
    label: (value: string) => labelIn(defaultLocale, value),
    labelIn,
    optionsIn,
    enum: enumSchema,
    schema,
  });
}

/** Both readings (docs/product.md#value-sets); `mobile-app` (reading B) is stored as `mobile`. */
export const projectTypes = defineValueSet(
  "projectTypes",
  [
    ["website", "Website Development"],
    ["branding", "Branding & Design"],
    ["marketing", "Digital Marketing"],
    ["social-media", "Social Media Management"],
    ["ecommerce", "E-commerce"],
    ["mobile", "Mobile App"],
    ["other", "Other"],
  ],
  { "mobile-app": "mobile", "Mobile App Development": "mobile" },
);

/** Budget in AED. */
export const budgets = defineValueSet(
  "budgets",
  [
    ["under-5k", "Under 5,000"],
    ["5k-15k", "5,000 - 15,000"],
    ["15k-30k", "15,000 - 30,000"],
    ["30k-50k", "30,000 - 50,000"],
    ["50k-100k", "50,000 - 100,000"],
    ["100k-plus", "100,000+"],
  ],
  { "100k+": "100k-plus" },
);

export const timelines = defineValueSet(
  "timelines",
  [
    ["asap", "ASAP"],
    ["1-month", "1 month"],
    ["2-3-months", "2-3 months"],
    ["3-6-months", "3-6 months"],
    ["6-plus-months", "6+ months"],
  ],
  { "6-months+": "6-plus-months" },
);

/** Years of experience. */
export const experienceLevels = defineValueSet(
  "experienceLevels",
  [
    ["1-2", "1-2 years"],
    ["3-5", "3-5 years"],
    ["6-10", "6-10 years"],
    ["10-plus", "10+ years"],
  ],
  { "10+": "10-plus" },
);

const same = <V extends string>(values: readonly V[]) => values.map((v) => [v, v] as const);

export const services = defineValueSet(
  "services",
  same([
    "Website Development",
    "Branding & Design",
    "Digital Marketing",
    "Social Media Management",
    "E-commerce Development",
    "Mobile App Development",
    "SEO Services",
    "Content Creation",
    "PPC Advertising",
    "UI/UX Design",
  ] as const),
  { "Web Development": "Website Development" },
);

export const industries = defineValueSet(
  "industries",
  same([
    "E-commerce",
    "SaaS",
    "Web3",
    "Health",
    "Events",
    "Education",
    "Retail",
    "Finance",
    "Real Estate",
    "Travel & Tourism",
    "Food & Beverage",
    "Fashion & Beauty",
    "Technology",
    "Government",
    "Non-Profit",
  ] as const),
);

/** The seven emirates, used as the agency location. */
export const emirates = defineValueSet(
  "emirates",
  same([
    "Abu Dhabi",
    "Dubai",
    "Sharjah",
    "Ajman",
    "Umm Al Quwain",
    "Ras Al Khaimah",
    "Fujairah",
  ] as const),
  {
    "Umm Al-Quwain": "Umm Al Quwain",
    UAQ: "Umm Al Quwain",
    "Ras Al-Khaimah": "Ras Al Khaimah",
    RAK: "Ras Al Khaimah",
    "Al Fujairah": "Fujairah",
  },
);

/** An agency's headcount, in the bands clients compare agencies by. */
export const teamSizes = defineValueSet(
  "teamSizes",
  [
    ["1-9", "1-9 people"],
    ["10-49", "10-49 people"],
    ["50-249", "50-249 people"],
    ["250-plus", "250+ people"],
  ],
  { "250+": "250-plus" },
);

/** Working languages: the ones an agency speaks, the one a client prefers to work in. */
export const languages = defineValueSet(
  "languages",
  [
    ["ar", "Arabic"],
    ["en", "English"],
    ["hi", "Hindi"],
    ["ur", "Urdu"],
    ["ml", "Malayalam"],
    ["tl", "Filipino"],
    ["fa", "Persian"],
    ["fr", "French"],
    ["ru", "Russian"],
    ["zh", "Chinese"],
  ],
  { Tagalog: "tl", Farsi: "fa", Mandarin: "zh" },
);

export type ProjectType = (typeof projectTypes.values)[number];
export type Budget = (typeof budgets.values)[number];
export type Timeline = (typeof timelines.values)[number];
export type Experience = (typeof experienceLevels.values)[number];
export type Service = (typeof services.values)[number];
export type Industry = (typeof industries.values)[number];
export type Emirate = (typeof emirates.values)[number];
export type TeamSize = (typeof teamSizes.values)[number];
export type Language = (typeof languages.values)[number];

export const normalizeProjectType = projectTypes.normalize;
export const normalizeBudget = budgets.normalize;
export const normalizeTimeline = timelines.normalize;
export const normalizeExperience = experienceLevels.normalize;
export const normalizeService = services.normalize;
export const normalizeIndustry = industries.normalize;
export const normalizeEmirate = emirates.normalize;

/**
 * A list of values from a set, as checkboxes send it: one string or several, each accepted in any
 * reading, stored canonical, in the set's order, without duplicates.
 */
export function valueListSchema<V extends string>(
  set: ValueSet<V>,
  options: { min?: number; minMessage?: string } = {},
): z.ZodType<V[], unknown> {
  const list = z.preprocess((input) => {
    const items = input === undefined || input === null || input === "" ? [] : [input].flat();
    return items.map((item) => set.normalize(item) ?? item);
  }, z.array(set.enum));
  return list
    .transform((chosen) => set.values.filter((v) => chosen.includes(v)))
    .refine((chosen) => chosen.length >= (options.min ?? 0), {
      message: options.minMessage ?? `Choose at least ${options.min ?? 0}`,
    }) as unknown as z.ZodType<V[], unknown>;
}
