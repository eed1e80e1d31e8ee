import {
  emirates,
  normalizeEmirate,
  normalizeIndustry,
  type Emirate,
  type Industry,
} from "./value-sets";

/**
 * How matching reads free text (a brief's description, an agency's): words of any script folded
 * to one form, a key that plural and singular share, and what a brief names (industries,
 * emirates, meaningful words). Scored by domain/match-suggestions.
 */

const MIN_KEYWORD_LETTERS = 4;

/** What a brief's description names. */
export type BriefText = {
  industries: Set<Industry>;
  emirates: Set<Emirate>;
  /** Meaningful words, unique by their key, in the brief's order. */
  keywords: { word: string; key: string }[];
};

/**
 * Lower-cased words of any script: accents and Arabic diacritics dropped, Arabic letter variants
 * folded (أ إ آ -> ا, ة -> ه, ى -> ي), "&" kept as a word so value-set labels can be read.
 */
export function words(text: string): string[] {
  const folded = text
    .normalize("NFD")
    .replace(/[\p{M}\u0640]+/gu, "")
    .toLowerCase()
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي");
  return folded.match(/[\p{L}\p{Nd}]+|&/gu) ?? [];
}

/** Plural and singular share a key: "restaurants" and "restaurant", "bakeries" and "bakery". */
export function wordKey(word: string): string {
  if (word.length > 5 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** The keys of a text's words, to look brief words up in (an agency's description). */
export function wordKeys(text: string): Set<string> {
  return new Set(words(text).map(wordKey));
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
export function readBrief(description: string): BriefText {
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
