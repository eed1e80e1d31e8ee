import { format } from "./i18n";
import { experienceLevels } from "./value-sets";

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

export function experienceLabel(value: string | null | undefined): string | undefined {
  return value ? experienceLevels.label(value) : undefined;
}

/** What the JSON-LD and meta tags of a profile need. */
export type OrganizationFacts = {
  agencyName: string;
  slug: string;
  description: string;
  email: string;
  website: string | null;
  logoUrl: string | null;
  location: string | null;
};

/**
 * schema.org Organization for a profile (docs/product.md#routes-and-screens: name, url, logo,
 * description, email, website, locality with fallback UAE).
 */
export function organizationJsonLd(agency: OrganizationFacts, siteUrl: string) {
  const url = new URL(`/agencies/${encodeURIComponent(agency.slug)}`, siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: agency.agencyName,
    url,
    ...(agency.logoUrl && /^https?:/i.test(agency.logoUrl) ? { logo: agency.logoUrl } : {}),
    description: agency.description,
    email: agency.email,
    ...(agency.website ? { sameAs: [agency.website] } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: agency.location || "UAE",
      addressCountry: "AE",
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<', '>', '&' and the two line
 * separators are escaped, so agency text can never close the element or break the script.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
