import { z } from "zod";
import { format, getMessages } from "./i18n";
import { idField } from "./ids";
import {
  FAIRNESS_DAYS,
  KEYWORD_POINTS,
  MAX_KEYWORDS_COUNTED,
  suggestAgencies,
  type Suggestion,
  type SuggestionBrief,
  type SuggestionCandidate,
  type SuggestionReason,
} from "./match-suggestions";
import type { Messages } from "./messages/en";
import { readBrief } from "./text-analyser";
import {
  emirates,
  industries,
  languages,
  normalizeProjectType,
  type Emirate,
  type Industry,
} from "./value-sets";

/**
 * Matching briefs with agencies (docs/product.md#routes-and-screens, P9 and P10): the
 * limits, the one input schema of the page's form and POST /api/matches, and the texts of
 * suggestions.
 */

/**
 * At most this many agencies per brief (docs/product.md#limits-and-business-constants: 2-3 agencies
 * per brief).
 */
export const MAX_AGENCIES_PER_BRIEF = 3;
/** The promise to clients: their matches within 24-48 hours of the brief. */
export const MATCH_PROMISE_HOURS = 48;
/** Briefs per page of /admin/matches. */
export const MATCHES_PAGE_SIZE = 25;
/** Suggestions listed for a brief: the first SUGGESTION_CARDS as cards, the rest in its select. */
export const SUGGESTIONS_SHOWN = 20;
/** The best suggestions of a brief shown as cards with their reasons (the rest in the select). */
export const SUGGESTION_CARDS = 5;
/** Characters of a brief's description shown on the match page. */
export const DESCRIPTION_EXCERPT_LENGTH = 280;

/** Read when used, not as the module loads (the browser loads its catalogue later). */
const matchingMessages = () => getMessages().matching;

/** `{ briefId, agencyId }`: the form on /admin/matches and POST /api/matches alike. */
export const MatchInput = z.object({
  briefId: idField({ invalid: () => matchingMessages().errors.invalidBrief }),
  agencyId: idField({
    missing: () => matchingMessages().toasts.selectAgency,
    invalid: () => matchingMessages().errors.agencyNotFound,
  }),
});

export type MatchInput = z.output<typeof MatchInput>;

/** Why a match was not created (see services/create-match.server.ts). */
export type MatchRefusal =
  "brief-not-found" | "agency-not-found" | "agency-not-approved" | "duplicate" | "brief-full";

/** The HTTP status and reason of a refused match: for POST /api/matches and the match page. */
export function refusalOf(refusal: MatchRefusal): { status: 404 | 409; error: string } {
  const e = matchingMessages().errors;
  switch (refusal) {
    case "brief-not-found":
      return { status: 404, error: e.briefNotFound };
    case "agency-not-found":
      return { status: 404, error: e.agencyNotFound };
    case "agency-not-approved":
      return { status: 409, error: e.notApproved };
    case "duplicate":
      return { status: 409, error: e.duplicate };
    case "brief-full":
      return { status: 409, error: format(e.full, { max: MAX_AGENCIES_PER_BRIEF }) };
  }
}

/** `?page=N` of the match page, read leniently: anything but a whole number from 1 is page 1. */
export function parseMatchesPage(searchParams: URLSearchParams): number {
  const raw = searchParams.get("page");
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

export function matchesPageHref(page: number): string {
  return page > 1 ? `/admin/matches?page=${page}` : "/admin/matches";
}

export function matchesPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / MATCHES_PAGE_SIZE));
}

/** The first `max` characters of a text on one line, cut at a word and marked with "…". */
export function excerpt(text: string, max = DESCRIPTION_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![\s,.;:!?-])[\s,.;:!?-]+$/, "")}…`;
}

/**
 * The industries and emirates a brief's description names, in the value sets' order: the same
 * reading (domain/text-analyser) that gives suggestions their points, so the SQL that picks
 * candidates at scale can favour the agencies that will earn them.
 */
export function namedInBrief(description: string): {
  industries: Industry[];
  emirates: Emirate[];
} {
  const named = readBrief(description);
  return {
    industries: industries.values.filter((i) => named.industries.has(i)),
    emirates: emirates.values.filter((e) => named.emirates.has(e)),
  };
}

/**
 * True when a suggestion fits the brief, so it is worth listing as one: it offers a service of the
 * project type; for "other", whose services are only a hint, any reason beyond Pro and not matched
 * lately will do.
 */
export function fitsBrief(reasons: readonly SuggestionReason[], projectType: string): boolean {
  // The agency the client asked for is always listed (first).
  if (reasons.some((reason) => reason.kind === "requested")) return true;
  if ((normalizeProjectType(projectType) ?? "other") !== "other") {
    return reasons.some((reason) => reason.kind === "services");
  }
  return reasons.some((reason) => reason.kind !== "pro" && reason.kind !== "fairness");
}

/**
 * The best `limit` suggestions that fit the brief (the agency the client asked for first): exactly
 * `suggestAgencies(...).filter(fitsBrief).slice(0, limit)`, but faster over hundreds of
 * candidates. Reading every candidate's description for brief words is most of the cost and
 * words add at most MAX_KEYWORDS_COUNTED points, so a first pass scores without descriptions and
 * only the candidates within those points of the last place are scored again in full.
 */
export function topSuggestions(
  brief: SuggestionBrief,
  candidates: readonly SuggestionCandidate[],
  options: { now: Date; limit: number; exclude?: Iterable<number> },
): Suggestion[] {
  const { now, limit } = options;
  const exclude = [...(options.exclude ?? [])];
  const rough = suggestAgencies(
    brief,
    candidates.map((candidate) => ({ ...candidate, description: "" })),
    { now, exclude },
  );
  const fitting = rough.filter((s) => fitsBrief(s.reasons, brief.projectType));
  // Scores are rounded to 0.01, so allow for that too.
  const margin = KEYWORD_POINTS * MAX_KEYWORDS_COUNTED + 0.01;
  const threshold = fitting.length >= limit ? fitting[limit - 1]!.score - margin : -Infinity;
  const kept = new Set(rough.filter((s) => s.score >= threshold).map((s) => s.agencyId));
  if (brief.requestedAgencyId) kept.add(brief.requestedAgencyId);
  return suggestAgencies(
    brief,
    candidates.filter((candidate) => kept.has(candidate.id)),
    { now, exclude },
  )
    .filter((s) => fitsBrief(s.reasons, brief.projectType))
    .slice(0, limit);
}

type ReasonTexts = Messages["matching"]["reasons"];

/**
 * One short line of why an agency is suggested, e.g. 'Offers Website Development, Branding &
 * Design · Pro · not matched for 30+ days'. Values are shown with their labels.
 */
export function reasonsText(
  reasons: readonly SuggestionReason[],
  texts: ReasonTexts = matchingMessages().reasons,
): string {
  return reasonTexts(reasons, texts).join(texts.separator);
}

/** Each reason's own text, in order: the chips of a suggestion's card. */
export function reasonTexts(
  reasons: readonly SuggestionReason[],
  texts: ReasonTexts = matchingMessages().reasons,
): string[] {
  const list = (values: readonly string[]) => values.join(texts.listSeparator);
  return reasons.map((reason) => {
    switch (reason.kind) {
      case "requested":
        return texts.requested;
      case "services":
        return format(texts.services, { services: list(reason.services) });
      case "industry":
        return format(texts.industry, { industry: reason.industry });
      case "industries":
        return format(texts.industries, { industries: list(reason.industries) });
      case "emirate":
        return format(texts.emirate, { emirate: emirates.label(reason.emirate) });
      case "location":
        return format(texts.location, { location: emirates.label(reason.location) });
      case "language":
        return format(texts.language, { language: languages.label(reason.language) });
      case "keywords":
        return format(texts.keywords, { words: list(reason.words) });
      case "pro":
        return texts.pro;
      case "fairness":
        return fairnessText(reason.daysSinceLastMatch, texts);
    }
  });
}

function fairnessText(days: number | null, texts: ReasonTexts): string {
  if (days === null) return texts.neverMatched;
  if (days >= FAIRNESS_DAYS) return format(texts.notMatchedForLong, { days: FAIRNESS_DAYS });
  if (days === 1) return texts.notMatchedForDay;
  return format(texts.notMatchedForDays, { days });
}
