import { servicesForProjectType } from "./project-services";
import {
  emirates,
  industries,
  normalizeEmirate,
  normalizeIndustry,
  normalizeProjectType,
  normalizeService,
  type Emirate,
  type Industry,
  type ProjectType,
  type Service,
} from "./value-sets";

/**
 * Match suggestions for the operator (DECISIONS.md item 10): the approved agencies ranked by fit
 * to a brief, each with the reasons it scored. Pure: the caller passes the candidates and `now`.
 *
 * Score (points, rounded to 0.01; every term is listed as a reason when it adds points):
 * - services: SERVICE_FIT_POINTS (100) x the share of the project type's services the agency
 *   offers. All other terms together stay below one step of that share (100 / 3), so a better
 *   service fit always ranks higher and an agency with none of the services ranks below every
 *   agency with one. For "other" (and an unknown project type) the services are only a hint worth
 *   OTHER_SERVICE_FIT_POINTS (10), so the brief's text and Pro decide.
 * - industries: INDUSTRY_POINTS (5) for each of the agency's industries the brief's description
 *   names (label, e.g. "Food & Beverage", or a simple synonym such as "restaurant"), at most 2.
 * - location: LOCATION_POINTS (4) when the description names the agency's emirate (label, alias
 *   such as "RAK", or Arabic name).
 * - keywords: KEYWORD_POINTS (1) for each meaningful brief word (letters of any script, 4 letters
 *   or more, not a stop word or an emirate's name) found in the agency's description, at most 4.
 * - pro: PRO_POINTS (10).
 * - fairness: up to FAIRNESS_POINTS (3) for agencies not matched lately: the full bonus when never
 *   matched, falling linearly to 0 for a match in the last 24 hours, over FAIRNESS_DAYS (30).
 * Ties are broken by agency name, then id, so the order is stable.
 */

export const SERVICE_FIT_POINTS = 100;
export const OTHER_SERVICE_FIT_POINTS = 10;
export const INDUSTRY_POINTS = 5;
export const MAX_INDUSTRIES_COUNTED = 2;
export const LOCATION_POINTS = 4;
export const KEYWORD_POINTS = 1;
export const MAX_KEYWORDS_COUNTED = 4;
export const PRO_POINTS = 10;
export const FAIRNESS_POINTS = 3;
export const FAIRNESS_DAYS = 30;

/** The most an agency can score besides service fit. */
export const MAX_BONUS_POINTS =
  INDUSTRY_POINTS * MAX_INDUSTRIES_COUNTED +
  LOCATION_POINTS +
  KEYWORD_POINTS * MAX_KEYWORDS_COUNTED +
  PRO_POINTS +
  FAIRNESS_POINTS;

const MIN_KEYWORD_LETTERS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SuggestionBrief = { projectType: string; description: string };

/** An approved agency; the caller leaves out the others. */
export type SuggestionCandidate = {
  id: number;
  agencyName: string;
  services: readonly string[];
  industries: readonly string[];
  location: string | null;
  description: string;
  isPro: boolean;
  /** When the agency last got a match, if ever. */
  lastMatchedAt: Date | null;
};

/** Why an agency scored, in this order; each lists what was counted. */
export type SuggestionReason =
  /** Its services that fit the project type, in the project type's order. */
  | { kind: "services"; services: Service[] }
  /** Its industries the brief's description names, in the value set's order. */
  | { kind: "industries"; industries: Industry[] }
  /** Its emirate, named in the brief's description. */
  | { kind: "location"; location: Emirate }
  /** Brief words (lower-cased, accents dropped, in the brief's order) found in its description. */
  | { kind: "keywords"; words: string[] }
  | { kind: "pro" }
  /** Not matched lately: whole days since its last match, or null when never matched. */
  | { kind: "fairness"; daysSinceLastMatch: number | null };

export type Suggestion = { agencyId: number; score: number; reasons: SuggestionReason[] };

export type SuggestionOptions = {
  now: Date;
  /** How many to return; all by default. */
  limit?: number;
  /** Agency ids to leave out, such as those already matched to the brief. */
  exclude?: Iterable<number>;
};

const byName = new Intl.Collator("en");

/** The candidates ranked by fit to the brief, best first. */
export function suggestAgencies(
  brief: SuggestionBrief,
  candidates: readonly SuggestionCandidate[],
  options: SuggestionOptions,
): Suggestion[] {
  const now = options.now.getTime();
  if (!Number.isFinite(now)) throw new RangeError("suggestAgencies needs a valid `now`");
  const excluded = new Set(options.exclude ?? []);
  const projectType: ProjectType = normalizeProjectType(brief.projectType) ?? "other";
  const text = readBrief(brief.description);

  const ranked = candidates
    .filter((candidate) => !excluded.has(candidate.id))
    .map((candidate) => ({ candidate, ...scoreCandidate(candidate, projectType, text, now) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        byName.compare(a.candidate.agencyName, b.candidate.agencyName) ||
        a.candidate.id - b.candidate.id,
    )
    .map(({ candidate, score, reasons }) => ({ agencyId: candidate.id, score, reasons }));
  return options.limit === undefined ? ranked : ranked.slice(0, Math.max(0, options.limit));
}

type BriefText = {
  industries: Set<Industry>;
  emirates: Set<Emirate>;
  /** Meaningful words, unique by their key, in the brief's order. */
  keywords: { word: string; key: string }[];
};

function scoreCandidate(
  candidate: SuggestionCandidate,
  projectType: ProjectType,
  text: BriefText,
  now: number,
): { score: number; reasons: SuggestionReason[] } {
  const reasons: SuggestionReason[] = [];
  let score = 0;

  const wanted = servicesForProjectType[projectType];
  const offered = new Set(candidate.services.map(normalizeService));
  const fitting = wanted.filter((service) => offered.has(service));
  if (fitting.length > 0) {
    const points = projectType === "other" ? OTHER_SERVICE_FIT_POINTS : SERVICE_FIT_POINTS;
    score += (points * fitting.length) / wanted.length;
    reasons.push({ kind: "services", services: fitting });
  }

  const own = new Set(candidate.industries.map(normalizeIndustry));
  const named = industries.values
    .filter((industry) => own.has(industry) && text.industries.has(industry))
    .slice(0, MAX_INDUSTRIES_COUNTED);
  if (named.length > 0) {
    score += INDUSTRY_POINTS * named.length;
    reasons.push({ kind: "industries", industries: named });
  }

  const location = normalizeEmirate(candidate.location);
  if (location && text.emirates.has(location)) {
    score += LOCATION_POINTS;
    reasons.push({ kind: "location", location });
  }

  if (text.keywords.length > 0) {
    const described = new Set(words(candidate.description).map(wordKey));
    const found = text.keywords
      .filter(({ key }) => described.has(key))
      .slice(0, MAX_KEYWORDS_COUNTED)
      .map(({ word }) => word);
    if (found.length > 0) {
      score += KEYWORD_POINTS * found.length;
      reasons.push({ kind: "keywords", words: found });
    }
  }

  if (candidate.isPro) {
    score += PRO_POINTS;
    reasons.push({ kind: "pro" });
  }

  // An invalid date reads as never matched, like a missing one.
  const matchedAt = candidate.lastMatchedAt?.getTime();
  const days =
    matchedAt === undefined || !Number.isFinite(matchedAt)
      ? null
      : Math.max(0, Math.floor((now - matchedAt) / DAY_MS));
  const fairness =
    days === null
      ? FAIRNESS_POINTS
      : (FAIRNESS_POINTS * Math.min(days, FAIRNESS_DAYS)) / FAIRNESS_DAYS;
  if (fairness > 0) {
    score += fairness;
    reasons.push({ kind: "fairness", daysSinceLastMatch: days });
  }

  return { score: Math.round(score * 100) / 100, reasons };
}

/**
 * Lower-cased words of any script: accents and Arabic diacritics dropped, Arabic letter variants
 * folded (أ إ آ -> ا, ة -> ه, ى -> ي), "&" kept as a word so value-set labels can be read.
 */
function words(text: string): string[] {
  const folded = text
    .normalize("NFD")
    .replace(/[\p{M}\u0640]+/gu, "")
    .toLowerCase()
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي");
  return folded.match(/[\p{L}\p{Nd}]+|&/gu) ?? [];
}

/** Plural and singular share a key: "restaurants" and "restaurant", "bakeries" and "bakery". */
function wordKey(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

const phrase = (text: string) => words(text).join(" ");

/** Other ways a brief names an industry; value-set labels are read without this table. */
const industrySynonyms: Readonly<Record<Industry, readonly string[]>> = {
  "E-commerce": ["ecommerce", "online store", "online shop", "webshop", "التجارة الإلكترونية"],
  SaaS: ["software as a service"],
  Web3: ["blockchain", "crypto", "cryptocurrency", "nft", "defi"],
  Health: ["healthcare", "clinic", "medical", "hospital", "wellness", "dental", "عيادة", "الصحة"],
  Events: ["event", "conference", "exhibition", "festival", "wedding", "فعاليات"],
  Education: ["school", "university", "edtech", "academy", "nursery", "مدرسة", "التعليم"],
  Retail: ["retailer", "boutique", "supermarket", "showroom"],
  Finance: ["fintech", "bank", "banking", "insurance", "financial", "investment"],
  "Real Estate": ["property", "realty", "brokerage", "عقارات", "العقارات"],
  "Travel & Tourism": ["travel", "tourism", "hotel", "hospitality", "resort", "فندق", "السياحة"],
  "Food & Beverage": [
    "f & b",
    "food",
    "restaurant",
    "cafe",
    "coffee",
    "bakery",
    "catering",
    "مطعم",
    "مطاعم",
  ],
  "Fashion & Beauty": [
    "fashion",
    "beauty",
    "cosmetics",
    "salon",
    "skincare",
    "apparel",
    "jewellery",
    "jewelry",
    "perfume",
    "abaya",
    "الأزياء",
    "تجميل",
  ],
  Technology: ["tech"],
  Government: ["ministry", "municipality", "public sector"],
  "Non-Profit": ["nonprofit", "charity", "charitable", "ngo"],
};

const industryByPhrase = new Map<string, Industry>(
  Object.entries(industrySynonyms).flatMap(([industry, names]) =>
    names.map((name) => [phrase(name), industry as Industry] as const),
  ),
);

/** Arabic names of the emirates; the value set holds the English ones and their aliases. */
const emirateByPhrase = new Map<string, Emirate>(
  (
    [
      ["أبوظبي", "Abu Dhabi"],
      ["أبو ظبي", "Abu Dhabi"],
      ["دبي", "Dubai"],
      ["الشارقة", "Sharjah"],
      ["عجمان", "Ajman"],
      ["أم القيوين", "Umm Al Quwain"],
      ["رأس الخيمة", "Ras Al Khaimah"],
      ["الفجيرة", "Fujairah"],
    ] as const
  ).map(([name, emirate]) => [phrase(name), emirate]),
);

const LONGEST_NAME_WORDS = 4;

/** Words that say nothing about fit: common English and Arabic words, and marketplace words. */
const stopWords = new Set(
  [
    "about above after again also although among another around because been before being below",
    "between both could does doing down during each either else even every from further have",
    "having here hers however into itself just like looking make many more most much must need",
    "needs needed only other others ours ourselves over please really same should since some",
    "such than that their theirs them then there these they this those through under until upon",
    "very want wants well were what when where whether which while whom whose will with within",
    "without would your yours able already currently existing based including help",
    "agency agencies company companies project projects business businesses client clients team",
    "work service services solution solutions budget timeline month months week weeks year years",
    "emirate emirates",
    "التي الذي الذين لدينا نحتاج نريد نبحث أريد أيضا بشكل خلال جميع وذلك كذلك شركة شركتنا مشروع",
    "وكالة",
  ].flatMap(words),
);

const emirateWords = new Set([...emirates.values, ...emirateByPhrase.keys()].flatMap(words));

/** What the brief's description names: industries, emirates and meaningful words. */
function readBrief(description: string): BriefText {
  const tokens = words(description);
  const text: BriefText = { industries: new Set(), emirates: new Set(), keywords: [] };

  const phraseTokens = tokens.map((token) => (token === "and" ? "&" : token));
  for (let size = 1; size <= LONGEST_NAME_WORDS; size++) {
    for (let start = 0; start + size <= phraseTokens.length; start++) {
      const gram = phraseTokens.slice(start, start + size);
      const written = gram.join(" ");
      const singular = [...gram.slice(0, -1), wordKey(gram.at(-1)!)].join(" ");
      const industry =
        normalizeIndustry(written) ??
        industryByPhrase.get(written) ??
        normalizeIndustry(singular) ??
        industryByPhrase.get(singular);
      if (industry) text.industries.add(industry);
      const emirate = normalizeEmirate(written) ?? emirateByPhrase.get(written);
      if (emirate) text.emirates.add(emirate);
    }
  }

  const seen = new Set<string>();
  for (const word of tokens) {
    const key = wordKey(word);
    if (seen.has(key)) continue;
    seen.add(key);
    if (!isMeaningful(word, key)) continue;
    text.keywords.push({ word, key });
  }
  return text;
}

const keywordShape = new RegExp(`^\\p{L}{${MIN_KEYWORD_LETTERS},}$`, "u");

function isMeaningful(word: string, key: string): boolean {
  if (!keywordShape.test(word)) return false;
  return !stopWords.has(word) && !stopWords.has(key) && !emirateWords.has(word);
}
