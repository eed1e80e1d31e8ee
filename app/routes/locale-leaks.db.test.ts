import "#tests/production-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueTexts, ENGLISH_EVERYWHERE, staticParts } from "#tests/catalogue-texts";
import { useTestDatabase } from "#tests/db";
import { startTestApp, type TestApp } from "#tests/http-app";
import { visibleTexts } from "#tests/visible-texts";
import { agencies } from "~/db/schema";
import { seedDemo } from "~/db/seed/seed.server";
import type { Locale } from "~/domain/locales";
import { ar } from "~/domain/messages/ar";
import { en } from "~/domain/messages/en";
import { arabicLabels } from "~/domain/value-set-labels-ar";
import * as valueSets from "~/domain/value-sets";

/**
 * A page in one locale shows no text of the other locale's catalogue, nor a value-set
 * label of the other locale. Every public page is fetched in both locales from the whole app on the
 * demo data, and its visible texts (text nodes, title/alt/aria-label/placeholder, meta
 * description) are searched for the other locale's texts, split at their {placeholders}: a part of
 * 12 characters or more anywhere in a text; a shorter one ("Home", "Dubai") as the whole text, or
 * as whole words in a text written in the page's own script ("وكالات في Dubai"). Names and what
 * agencies wrote are not catalogue texts, even when shown in the other language as a fallback; a
 * part both locales use ("Pro", "you@company.ae") belongs to neither; the language switcher is
 * written in the other language on purpose.
 */

const LONG = 12;
const LETTER = /\p{L}/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const SCRIPT: Record<Locale, RegExp> = { en: /\p{Script=Latin}/u, ar: /\p{Script=Arabic}/u };

/**
 * Parts of the English catalogue an Arabic page may show: none. (The currency code "AED" was one
 * until Arabic prices were written with the dirham in words, "499 درهم", domain/format.ts: an
 * Arabic page that shows "AED" now fails here.)
 */
const SHARED = new Set<string>();

type ValueSetName = keyof typeof arabicLabels;

/** The label tables of the value sets in a locale, by their export name in domain/value-sets. */
function labelsOf(locale: Locale): Record<ValueSetName, string[]> {
  const names = Object.keys(arabicLabels) as ValueSetName[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      Object.values(locale === "en" ? valueSets[name].labels : arabicLabels[name]),
    ]),
  ) as Record<ValueSetName, string[]>;
}

/**
 * Value sets whose English labels Arabic pages still show: the Arabic labels exist
 * (domain/value-set-labels-ar.ts) but the pages do not use them yet. Remove a set once its labels
 * are shown in Arabic; the test fails on a set whose English labels no page shows any more.
 */
const KNOWN_ENGLISH_LABELS: ValueSetName[] = [];

/** The texts of a locale: its catalogue (but the parts kept English everywhere) and labels. */
function textsOf(locale: Locale): string[] {
  const catalogue = [...catalogueTexts(locale === "en" ? en : ar, ENGLISH_EVERYWHERE).values()];
  const labels = Object.values(labelsOf(locale)).flat();
  return [...catalogue, ...labels].map((text) => text.replace(/\s+/g, " "));
}

/** True when `text` holds `part` as whole words ("Pro" in "باقة Pro", not "on" in "offset"). */
function holdsWords(text: string, part: string): boolean {
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + part.length] ?? " ";
    if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
  }
  return false;
}

type Parts = { long: string[]; short: string[] };

/**
 * The parts of `locale`'s texts that, shown on a page of the other locale, are a leak: those with
 * a letter that the other locale's texts do not use too. A single letter (the initial shown for an
 * agency without a logo) cannot be told from a name's initial.
 */
function partsOf(locale: Locale): Parts {
  const others = textsOf(locale === "en" ? "ar" : "en").flatMap(staticParts);
  const own = [...new Set(textsOf(locale).flatMap(staticParts))].filter(
    (part) =>
      part.length > 1 &&
      LETTER.test(part) &&
      !SHARED.has(part) &&
      !others.some((other) => holdsWords(other, part)),
  );
  return {
    long: own.filter((part) => part.length >= LONG),
    short: own.filter((part) => part.length < LONG),
  };
}

/** The parts a page of `locale` shows, each with the text it is in. */
function partsShown(shown: string[], parts: Parts, locale: Locale, userContent: string[]) {
  // A part of something an agency wrote, where the page shows that (whole, or cut short with
  // an ellipsis, as the directory's cards do), is the agency's text.
  const written = (text: string, part: string) =>
    userContent.some(
      (content) =>
        content.includes(part) &&
        (text.includes(content) ||
          (text.endsWith("…") && content.startsWith(text.slice(0, -1).trimEnd()))),
    );
  const found: { part: string; text: string }[] = [];
  for (const text of shown) {
    const ownScript = SCRIPT[locale].test(text);
    const inText = [
      ...parts.short.filter((part) => text === part || (ownScript && holdsWords(text, part))),
      ...parts.long.filter((part) => text.includes(part)),
    ].filter((part) => !written(text, part));
    // "Website" in "Website Development" is one leak, the longer one.
    for (const part of inText) {
      if (!inText.some((other) => other !== part && other.includes(part))) {
        found.push({ part, text });
      }
    }
  }
  return found;
}

const t = useTestDatabase();
let app: TestApp;
let slug: string;
let userContent: string[];

beforeAll(async () => {
  await seedDemo(t.db);
  const rows = await t.db.select().from(agencies);
  slug = rows.find((row) => row.approved && row.isPro)!.slug;
  // What the agencies wrote; not their location, services or industries, which are value sets.
  userContent = rows
    .flatMap((row) => [
      row.agencyName,
      row.agencyNameAr,
      row.description,
      row.descriptionAr,
      row.contactName,
      row.email,
      row.phone,
      row.website,
      row.portfolio,
    ])
    .filter((text): text is string => typeof text === "string" && text.trim().length >= 3)
    .map((text) => text.replace(/\s+/g, " ").trim());
  app = await startTestApp(t.database);
});
afterAll(async () => {
  await app?.close();
});

/** Every public page, by its English path (the Arabic one is /ar + it); `{slug}` a demo agency. */
const PAGES = [
  "/",
  "/agencies",
  "/agencies?service=SEO+Services&location=Dubai&industry=Retail&pro=1",
  "/agencies?q=nothing-matches-this",
  "/agencies/in/dubai",
  "/agencies/for/website-development",
  "/agencies/{slug}",
  "/a/{slug}",
  "/submit",
  "/list",
  "/contact",
  "/thank-you",
  "/thank-you-brief",
  "/thank-you-agency",
  "/pricing",
  "/how-it-works",
  "/about",
  "/terms",
  "/privacy",
  "/dashboard/sign-in",
  "/no-such-page",
];

const pathIn = (locale: Locale, page: string) => {
  const path = page.replace("{slug}", slug);
  return locale === "en" ? path : path === "/" ? "/ar" : `/ar${path}`;
};

describe.each([
  { locale: "ar" as const, other: "en" as const },
  { locale: "en" as const, other: "ar" as const },
])("pages in $locale", ({ locale, other }) => {
  const ownParts = partsOf(locale);
  const otherParts = partsOf(other);
  const otherLabels = labelsOf(other);
  const known = locale === "ar" ? KNOWN_ENGLISH_LABELS : [];

  it(`show no text of the ${other} catalogue and no ${other} label`, async () => {
    const leaks: string[] = [];
    const knownSeen = new Set<ValueSetName>();
    for (const page of PAGES) {
      const path = pathIn(locale, page);
      const response = await fetch(app.url + path);
      expect(response.status, path).toBe(page === "/no-such-page" ? 404 : 200);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${locale}"`);
      const shown = visibleTexts(html, { skipLang: other });
      // The same search finds the page's own texts: it reads the page.
      expect(partsShown(shown, ownParts, locale, []).length, path).toBeGreaterThan(10);
      for (const { part, text } of partsShown(shown, otherParts, locale, userContent)) {
        const set = known.find((name) => otherLabels[name].includes(part));
        if (set) knownSeen.add(set);
        else leaks.push(`${path}: ${text === part ? `"${text}"` : `"${part}" in "${text}"`}`);
      }
    }
    expect([...new Set(leaks)]).toEqual([]);
    const fixed = known.filter((name) => !knownSeen.has(name));
    expect(fixed, "shown in Arabic now: remove from KNOWN_ENGLISH_LABELS").toEqual([]);
  });
});

describe("every page's HTML", () => {
  it("holds all of the page in place: no part sent later for a script to move in (pages work without script)", async () => {
    const outlined: string[] = [];
    for (const locale of ["en", "ar"] as const) {
      for (const page of PAGES) {
        const path = pathIn(locale, page);
        const html = await (await fetch(app.url + path)).text();
        // React's marks of a boundary whose content comes later: `<!--$?-->` and a hidden segment.
        if (html.includes("<!--$?-->") || /<div hidden id="S:/.test(html)) outlined.push(path);
        // The form pages do split hydration by boundaries (components/forms/field.tsx).
        if (page === "/contact") expect(html, path).toContain("<!--$-->");
      }
    }
    expect(outlined).toEqual([]);
  });
});
