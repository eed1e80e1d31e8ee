import {
  suggestAgencies,
  type SuggestionBrief,
  type SuggestionCandidate,
  type SuggestionOptions,
} from "./match-suggestions";

/**
 * What the match-suggestions tests build their cases from: a fixed now, agencies that score
 * nothing unless told, and briefs.
 */

export const now = new Date("2026-11-01T09:00:00Z");
export const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

/** An approved agency that scores nothing unless told: no services, matched an hour ago. */
export function agency(
  id: number,
  overrides: Partial<SuggestionCandidate> = {},
): SuggestionCandidate {
  return {
    id,
    agencyName: `Agency ${String(id).padStart(3, "0")}`,
    services: [],
    industries: [],
    location: null,
    description: "",
    isPro: false,
    lastMatchedAt: new Date(now.getTime() - 60 * 60 * 1000),
    ...overrides,
  };
}

export const brief = (projectType: string, description = ""): SuggestionBrief => ({
  projectType,
  description,
});

export const suggest = (
  b: SuggestionBrief,
  candidates: SuggestionCandidate[],
  options: Partial<SuggestionOptions> = {},
) => suggestAgencies(b, candidates, { now, ...options });

export const ids = (...args: Parameters<typeof suggest>) => suggest(...args).map((s) => s.agencyId);
