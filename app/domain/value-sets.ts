import { z } from "zod";
import { defaultLocale, type Locale } from "./locales";
import { arabicAliases, arabicLabels } from "./value-set-labels-ar";

/**
 * The fixed value sets of the product (docs/product.md#value-sets). Each set stores one canonical
 * value, shows a label from its table in the page's locale, and accepts the other reading on
 * input: an alias, a label in any locale (an Arabic label posted from the Arabic form or typed in
 * the API), or either written with other case, spacing, hyphens or Arabic spelling.
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

/** A set's labels and extra readings in one more locale. */
type Translation<V extends string> = {
  labels: Readonly<Record<V, string>>;
  aliases?: Readonly<Record<V, readonly string[]>>;
};

/** How each set learns another locale's labels (see translate() below the sets). */
const translators = new WeakMap<
  object,
  (locale: Locale, translation: Translation<string>) => void
>();

function defineValueSet<const V extends string>(
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
  const labelsByLocale: Partial<Record<Locale, Readonly<Record<V, string>>>> = {
    [defaultLocale]: labels,
  };
  const optionsByLocale = new Map<Locale, readonly { value: V; label: string }[]>();

  const is = (value: unknown): value is V => typeof value === "string" && canonical.has(value);
  const normalize = (input: unknown): V | undefined => {
    if (typeof input !== "string") return undefined;
    if (is(input)) return input;
    return byKey.get(readingKey(input));
  };
  const enumSchema = z.enum(values as unknown as [V, ...V[]]) as unknown as z.ZodEnum<{
    [K in V]: K;
  }>;
  // An unknown reading is passed on unchanged so the enum reports it as an invalid option.
  const schema = z.preprocess((v) => normalize(v) ?? v, enumSchema) as unknown as z.ZodType<
    V,
    unknown
  >;

  const labelIn = (locale: Locale, value: string) =>
    is(value) ? (labelsByLocale[locale] ?? labels)[value] : value;
  const optionsIn = (locale: Locale) => {
    let options = optionsByLocale.get(locale);
    if (!options) {
      options = Object.freeze(values.map((value) => ({ value, label: labelIn(locale, value) })));
      optionsByLocale.set(locale, options);
    }
    return options;
  };

  const set: ValueSet<V> = Object.freeze({
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
  translators.set(set, (locale, translation) => {
    labelsByLocale[locale] = translation.labels;
    optionsByLocale.delete(locale);
    for (const value of values) {
      for (const reading of [translation.labels[value]!, ...(translation.aliases?.[value] ?? [])]) {
        byKey.set(readingKey(reading), value);
      }
    }
  });
  return set;
}

/** Both readings (docs/product.md#value-sets); `mobile-app` (reading B) is stored as `mobile`. */
export const projectTypes = defineValueSet(
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

export type ProjectType = (typeof projectTypes.values)[number];
export type Budget = (typeof budgets.values)[number];
export type Timeline = (typeof timelines.values)[number];
export type Experience = (typeof experienceLevels.values)[number];
export type Service = (typeof services.values)[number];
export type Industry = (typeof industries.values)[number];
export type Emirate = (typeof emirates.values)[number];

export const normalizeProjectType = projectTypes.normalize;
export const normalizeBudget = budgets.normalize;
export const normalizeTimeline = timelines.normalize;
export const normalizeExperience = experienceLevels.normalize;
export const normalizeService = services.normalize;
export const normalizeIndustry = industries.normalize;
export const normalizeEmirate = emirates.normalize;

/**
 * Teaches a set the labels (and extra readings) of another locale. A statement apart from the
 * definitions above: the Arabic tables are typed by these sets, so they cannot be arguments of them.
 */
function translate<V extends string>(
  set: ValueSet<V>,
  locale: Locale,
  translation: Translation<V>,
) {
  translators.get(set)!(locale, translation as Translation<string>);
}

translate(projectTypes, "ar", { labels: arabicLabels.projectTypes });
translate(budgets, "ar", { labels: arabicLabels.budgets });
translate(timelines, "ar", { labels: arabicLabels.timelines });
translate(experienceLevels, "ar", { labels: arabicLabels.experienceLevels });
translate(services, "ar", { labels: arabicLabels.services, aliases: arabicAliases.services });
translate(industries, "ar", { labels: arabicLabels.industries });
translate(emirates, "ar", { labels: arabicLabels.emirates, aliases: arabicAliases.emirates });

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
