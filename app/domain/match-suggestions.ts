import { servicesForProjectType } from "./project-services";
import { readBrief, wordKeys, type BriefText } from "./text-analyser";
import {
  industries,
  languages,
  normalizeEmirate,
  normalizeIndustry,
  normalizeProjectType,
  normalizeService,
  type Emirate,
  type Industry,
  type Language,
  type ProjectType,
  type Service,
} from "./value-sets";

/**
 * Match suggestions for the operator (docs/product.md, P10): the approved agencies ranked
 * by fit to a brief, each with the reasons it scored. Pure: the caller passes the candidates and
 * `now`.
 *
 * Score (points, rounded to 0.01; every term is listed as a reason when it adds points):
 * - services: SERVICE_FIT_POINTS (100) x the share of the project type's services the agency
 *   offers. All other terms together stay below one step of that share (100 / 3), so a better
 *   service fit always ranks higher and an agency with none of the services ranks below every
 *   agency with one. For "other" (and an unknown project type) the services are only a hint worth
 *   OTHER_SERVICE_FIT_POINTS (10), so the brief's text and Pro decide.
 * - industry: INDUSTRY_POINTS (5) when the agency's industries include the industry the brief
 *   states (its form's field).
 * - industries: INDUSTRY_POINTS (5) for each other of the agency's industries the brief's
 *   description names (label, e.g. "Food & Beverage", or a simple synonym such as "restaurant");
 *   with the stated one, at most MAX_INDUSTRIES_COUNTED (2).
 * - emirate: LOCATION_POINTS (4) when the agency's office is in the emirate the brief states.
 * - location: LOCATION_POINTS (4) when, instead, the description names the agency's emirate
 *   (label, alias such as "RAK", or Arabic name). An agency has one emirate: never both.
 * - language: LANGUAGE_POINTS (2) when the agency speaks the language the client prefers.
 * - keywords: KEYWORD_POINTS (1) for each meaningful brief word (letters of any script, 4 letters
 *   or more, not a stop word or an emirate's name) found in the agency's description, at most 4.
 * What a brief names and its meaningful words are read by domain/text-analyser.
 * - pro: PRO_POINTS (10).
 * - fairness: up to FAIRNESS_POINTS (3) for agencies not matched lately: the full bonus when never
 *   matched, falling linearly to 0 for a match in the last 24 hours, over FAIRNESS_DAYS (30).
 * Ties are broken by agency name, then id, so the order is stable. The agency the client asked a
 * proposal from (the brief's `requestedAgencyId`) comes first whatever its score, with the reason
 * "requested" before its others (docs/product.md, P10).
 */

export const SERVICE_FIT_POINTS = 100;
export const OTHER_SERVICE_FIT_POINTS = 10;
export const INDUSTRY_POINTS = 5;
export const MAX_INDUSTRIES_COUNTED = 2;
export const LOCATION_POINTS = 4;
export const LANGUAGE_POINTS = 2;
export const KEYWORD_POINTS = 1;
export const MAX_KEYWORDS_COUNTED = 4;
export const PRO_POINTS = 10;
export const FAIRNESS_POINTS = 3;
export const FAIRNESS_DAYS = 30;

/** The most an agency can score besides service fit. */
export const MAX_BONUS_POINTS =
  INDUSTRY_POINTS * MAX_INDUSTRIES_COUNTED +
  LOCATION_POINTS +
  LANGUAGE_POINTS +
  KEYWORD_POINTS * MAX_KEYWORDS_COUNTED +
  PRO_POINTS +
  FAIRNESS_POINTS;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SuggestionBrief = {
  projectType: string;
  description: string;
  /** What the client stated on the form (optional; either reading of its value set). */
  emirate?: string | null;
  industry?: string | null;
  preferredLanguage?: string | null;
  /** The agency the client asked a proposal from: first, whatever its score. */
  requestedAgencyId?: number | null;
};

/** An approved agency; the caller leaves out the others. */
export type SuggestionCandidate = {
  id: number;
  agencyName: string;
  services: readonly string[];
  industries: readonly string[];
  location: string | null;
  /** Working languages (codes of the `languages` value set); none when left out. */
  languages?: readonly string[];
  description: string;
  isPro: boolean;
  /** When the agency last got a match, if ever. */
  lastMatchedAt: Date | null;
};

/** Why an agency scored, in this order; each lists what was counted. */
export type SuggestionReason =
  /** The client asked a proposal from it (always first). */
  | { kind: "requested" }
  /** Its services that fit the project type, in the project type's order. */
  | { kind: "services"; services: Service[] }
  /** The industry the brief states, one of its own. */
  | { kind: "industry"; industry: Industry }
  /** Its industries the brief's description names, in the value set's order. */
  | { kind: "industries"; industries: Industry[] }
  /** Its emirate, the one the brief states. */
  | { kind: "emirate"; emirate: Emirate }
  /** Its emirate, named in the brief's description. */
  | { kind: "location"; location: Emirate }
  /** It speaks the language the client prefers. */
  | { kind: "language"; language: Language }
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
  const facts: BriefFacts = {
    projectType: normalizeProjectType(brief.projectType) ?? "other",
    text: readBrief(brief.description),
    emirate: normalizeEmirate(brief.emirate) ?? null,
    industry: normalizeIndustry(brief.industry) ?? null,
    language: languages.normalize(brief.preferredLanguage) ?? null,
  };
  const requested = brief.requestedAgencyId ?? null;

  const ranked = candidates
    .filter((candidate) => !excluded.has(candidate.id))
    .map((candidate) => ({ candidate, ...scoreCandidate(candidate, facts, now) }))
    .map((entry) =>
      entry.candidate.id === requested
        ? { ...entry, reasons: [{ kind: "requested" } as const, ...entry.reasons] }
        : entry,
    )
    .sort(
      (a, b) =>
        Number(b.candidate.id === requested) - Number(a.candidate.id === requested) ||
        b.score - a.score ||
        byName.compare(a.candidate.agencyName, b.candidate.agencyName) ||
        a.candidate.id - b.candidate.id,
    )
    .map(({ candidate, score, reasons }) => ({ agencyId: candidate.id, score, reasons }));
  return options.limit === undefined ? ranked : ranked.slice(0, Math.max(0, options.limit));
}

/** A brief as scoring reads it: canonical values, null when not given. */
type BriefFacts = {
  projectType: ProjectType;
  text: BriefText;
  emirate: Emirate | null;
  industry: Industry | null;
  language: Language | null;
};

function scoreCandidate(
  candidate: SuggestionCandidate,
  { projectType, text, emirate, industry, language }: BriefFacts,
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
  const stated = industry !== null && own.has(industry);
  if (stated) {
    score += INDUSTRY_POINTS;
    reasons.push({ kind: "industry", industry });
  }
  const named = industries.values
    .filter((i) => i !== industry && own.has(i) && text.industries.has(i))
    .slice(0, MAX_INDUSTRIES_COUNTED - Number(stated));
  if (named.length > 0) {
    score += INDUSTRY_POINTS * named.length;
    reasons.push({ kind: "industries", industries: named });
  }

  const location = normalizeEmirate(candidate.location);
  if (location && location === emirate) {
    score += LOCATION_POINTS;
    reasons.push({ kind: "emirate", emirate: location });
  } else if (location && text.emirates.has(location)) {
    score += LOCATION_POINTS;
    reasons.push({ kind: "location", location });
  }

  if (language && (candidate.languages ?? []).some((l) => languages.normalize(l) === language)) {
    score += LANGUAGE_POINTS;
    reasons.push({ kind: "language", language });
  }

  if (text.keywords.length > 0) {
    const described = wordKeys(candidate.description);
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
