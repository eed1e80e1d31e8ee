import { foldArabic } from "./arabic-text";
import { isEnglishStopWord } from "./english-stop-words";
import { arabicAliases, arabicLabels } from "./value-set-labels-ar";
import { emirates, services, type Emirate, type Service } from "./value-sets";

/** Search terms used; more are ignored. */
const MAX_SEARCH_TERMS = 8;

/**
 * One term of a directory search. An agency matches it when its texts (name, description and
 * services, in either language) hold a word starting with each of `words`; or, when the term
 * names emirates or services, when the agency is located in one of `emirates` or offers one of
 * `services`.
 */
export type SearchTerm = {
  words: string[];
  emirates: Emirate[];
  services: Service[];
};

/**
 * The words of a text as the search reads them: Arabic folded (./arabic-text), lower-cased, runs
 * of letters, marks and digits. Nothing else survives, so a word can never form tsquery syntax.
 */
export function searchWords(text: string): string[] {
  return (
    foldArabic(text)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{Nd}]+/gu) ?? []
  );
}

type Named = { emirates: Set<Emirate>; services: Set<Service> };

/**
 * Every name of an emirate or a service, as its search words joined by a space: the English
 * value, label and aliases, the Arabic label and the Arabic aliases. "أبوظبي", "ابو ظبي", "Abu
 * Dhabi" and "abu dhabi" all name Abu Dhabi; "تحسين محركات البحث (SEO)" is four words.
 */
const names = new Map<string, Named>();
let longestName = 1;

function addName(text: string, named: { emirate?: Emirate; service?: Service }) {
  const words = searchWords(text);
  if (words.length === 0) return;
  const key = words.join(" ");
  const entry = names.get(key) ?? { emirates: new Set(), services: new Set() };
  if (named.emirate) entry.emirates.add(named.emirate);
  if (named.service) entry.services.add(named.service);
  names.set(key, entry);
  longestName = Math.max(longestName, words.length);
}

for (const emirate of emirates.values) {
  for (const text of [emirate, emirates.labels[emirate], arabicLabels.emirates[emirate]]) {
    addName(text, { emirate });
  }
  for (const text of arabicAliases.emirates[emirate]) addName(text, { emirate });
}
for (const service of services.values) {
  for (const text of [service, services.labels[service], arabicLabels.services[service]]) {
    addName(text, { service });
  }
  for (const text of arabicAliases.services[service]) addName(text, { service });
}
for (const [alias, emirate] of Object.entries(emirates.aliases)) addName(alias, { emirate });
for (const [alias, service] of Object.entries(services.aliases)) addName(alias, { service });

/**
 * The terms of a directory search (docs/decisions/006-directory-at-scale.md, "Search in
 * Arabic"). The query's words are read left to right; at each word the longest run of words
 * starting there that is a name of an emirate or a service (compared word for word, whole words,
 * after folding) becomes one term that names them, so "رأس الخيمة" and "Ras Al Khaimah" are one
 * term each, and "تطوير مواقع دبي" is two (a service, then an emirate). A word that starts no
 * name is a term of its own. Repeated terms count once; at most eight are used.
 */
export function searchTerms(q: string): SearchTerm[] {
  const words = searchWords(q);
  const terms = new Map<string, SearchTerm>();
  let at = 0;
  while (at < words.length && terms.size < MAX_SEARCH_TERMS) {
    let length = Math.min(longestName, words.length - at);
    let named: Named | undefined;
    for (; length > 1; length--) {
      named = names.get(words.slice(at, at + length).join(" "));
      if (named) break;
    }
    named ??= names.get(words[at]!);
    const termWords = words.slice(at, at + length);
    const key = termWords.join(" ");
    if (!terms.has(key)) {
      terms.set(key, {
        words: termWords,
        emirates: emirates.values.filter((e) => named?.emirates.has(e)),
        services: services.values.filter((s) => named?.services.has(s)),
      });
    }
    at += length;
  }
  return [...terms.values()];
}

/** True when the term names an emirate or a service (not only words to find in texts). */
export function namesPlaceOrService(term: SearchTerm): boolean {
  return term.emirates.length > 0 || term.services.length > 0;
}

/**
 * The words of the terms that name nothing, which the search looks for in agencies' texts: all
 * of them but English stop words (english-stop-words.ts). PostgreSQL drops those from a query
 * anyway ("digital in" is 'digit':*); left in alone, they made an empty query, which matches no
 * agency, so "seo services in dubai" (a service, "in", an emirate) listed nothing. Without them
 * it searches as "seo services dubai", and a text of stop words alone ("the", "in the") adds no
 * condition, as an empty text adds none.
 */
export function plainSearchWords(terms: readonly SearchTerm[]): string[] {
  return terms
    .filter((term) => !namesPlaceOrService(term))
    .flatMap((term) => term.words)
    .filter((word) => !isEnglishStopWord(word));
}
