import { stripBidiFormatting } from "./bidi-controls";
import { defaultLocale, format, getMessages, localizePath, type Locale } from "./i18n";
import { emirates, experienceLevels, type ValueSet } from "./value-sets";

/** An agency's name and description as stored: English always, Arabic when the agency gave them. */
export type BilingualAgencyText = {
  agencyName: string;
  agencyNameAr?: string | null;
  description: string;
  descriptionAr?: string | null;
};

/**
 * The name and description a page in `locale` shows (profiles, short profiles, cards, meta tags,
 * JSON-LD): the page's language when the agency wrote it, the other one otherwise. So an Arabic
 * page shows the Arabic name if given, else the English one; an English page the English one,
 * always present. `otherName` is the name in the other language when there is a different one.
 */
export function agencyTextIn(
  locale: Locale,
  agency: BilingualAgencyText,
): { name: string; description: string; otherName?: string } {
  const given = (text: string | null | undefined) => (text?.trim() ? text : undefined);
  const [name, otherName] =
    locale === "ar"
      ? [given(agency.agencyNameAr), given(agency.agencyName)]
      : [given(agency.agencyName), given(agency.agencyNameAr)];
  const [description, otherDescription] =
    locale === "ar"
      ? [given(agency.descriptionAr), given(agency.description)]
      : [given(agency.description), given(agency.descriptionAr)];
  const shown = name ?? otherName ?? "";
  return {
    name: shown,
    description: description ?? otherDescription ?? "",
    ...(otherName && otherName !== shown ? { otherName } : {}),
  };
}

/** Values of a set as one line of labels in `locale` ('SEO Services, Content Creation'). */
export function labelList<V extends string>(
  locale: Locale,
  set: ValueSet<V>,
  values: readonly string[],
): string {
  return values.map((value) => set.labelIn(locale, value)).join(locale === "ar" ? "، " : ", ");
}

/** Where an agency is, in `locale`: its emirate, or the UAE when it gave none. */
export function locationLabel(locale: Locale, location: string | null | undefined): string {
  return location
    ? emirates.labelIn(locale, location)
    : getMessages(locale).directory.card.locationFallback;
}

/**
 * The letter in the circle shown when an agency has no logo (docs/product.md#routes-and-screens:
 * fallback 'A').
 */
export function agencyInitial(name: string | null | undefined, fallback = "A"): string {
  const first = Array.from((name ?? "").trim())[0];
  return first ? first.toLocaleUpperCase("en") : fallback;
}

/** A card shows three lines of the description: about this many characters at its widest. */
export const CARD_EXCERPT_LENGTH = 140;

/**
 * The start of a description for a card: whitespace collapsed, cut at a word before `max`
 * characters with an ellipsis, so a page of 24 cards does not carry whole descriptions that only
 * three lines of would show. Empty for an empty description.
 */
export function cardExcerpt(description: string, max = CARD_EXCERPT_LENGTH): string {
  const text = description.split(/\s+/).filter(Boolean).join(" ");
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max - 1);
  let end = cut > max / 2 ? cut : max - 1;
  while (end > 0 && " ,.;:!?-".includes(text[end - 1]!)) end--;
  return `${text.slice(0, end)}…`;
}

/** Up to `max` items, and how many more there are ('+N more'). */
export function firstWithMore<T>(items: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/**
 * The mail link of the Contact buttons, with the subject 'Project Inquiry via {brand}'. The
 * subject is encoded as a URL's query needs (spaces, '%', '&', '#', '+' and other ASCII
 * delimiters), and letters beyond ASCII are left as written, as a URL may hold them: an Arabic
 * subject percent-encoded would triple in size, on every card of the directory.
 */
export function agencyMailto(email: string, subjectTemplate: string, brand: string): string {
  const subject = format(subjectTemplate, { brand });
  return `mailto:${email}?subject=${subject.replace(/[\0-\x7f]+/g, encodeURIComponent)}`;
}

/** A tel: link from a phone number as written (spaces, dashes and brackets dropped). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Years of experience in `locale` (English in the operator console), undefined when not given. */
export function experienceLabel(
  value: string | null | undefined,
  locale: Locale = defaultLocale,
): string | undefined {
  return value ? experienceLevels.labelIn(locale, value) : undefined;
}

/** What the JSON-LD and meta tags of a profile need. */
export type OrganizationFacts = BilingualAgencyText & {
  slug: string;
  email: string;
  website: string | null;
  logoUrl: string | null;
  location: string | null;
};

/**
 * schema.org Organization for a profile (docs/product.md#routes-and-screens: name, url, logo,
 * description, email, website, locality with fallback UAE), in the page's locale: the profile's
 * address in that locale, the name and description it shows, the other language's name as
 * alternateName, the emirate's label.
 */
export function organizationJsonLd(
  agency: OrganizationFacts,
  siteUrl: string,
  locale: Locale = defaultLocale,
) {
  const path = localizePath(locale, `/agencies/${encodeURIComponent(agency.slug)}`);
  const { name, description, otherName } = agencyTextIn(locale, agency);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    ...(otherName ? { alternateName: otherName } : {}),
    url: new URL(path, siteUrl).toString(),
    ...(agency.logoUrl && /^https?:/i.test(agency.logoUrl) ? { logo: agency.logoUrl } : {}),
    description,
    email: agency.email,
    ...(agency.website ? { sameAs: [agency.website] } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: locationLabel(locale, agency.location),
      addressCountry: "AE",
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<', '>', '&' and the two line
 * separators are escaped, so agency text can never close the element or break the script; the
 * bidirectional controls that carry state are dropped from every text, so none stored before
 * input dropped them reaches a search result (./bidi-controls).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === "string" ? stripBidiFormatting(item) : item,
  )
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
