import type { SuggestionReason } from "../match-suggestions";

/** What /admin/matches shows (services/match-board.server.ts reads it). */

/** An agency in a brief's select. */
export type AgencyOption = { id: number; name: string };
/** A suggested agency, with why it fits and what its card shows. */
export type SuggestedOption = AgencyOption & {
  reasons: SuggestionReason[];
  isPro: boolean;
  /** Its office's emirate, as stored (null when not given). */
  location: string | null;
  /** The mean of its approved reviews (one decimal), null without any; and how many. */
  ratingAverage: number | null;
  ratingCount: number;
};

/** A brief as the match page shows it. */
export type BoardBriefView = {
  id: number;
  companyName: string;
  projectType: string;
  budget: string;
  timeline: string;
  createdAt: Date;
  excerpt: string;
  matches: { id: number; agencyId: number; agencyName: string; slug: string; matchedAt: Date }[];
  /**
   * What the operator can pick while the brief has room for another agency (null when full): the
   * top suggestions, best first, and (only when `MatchBoardView.allAgencies` is null) the rest of
   * the candidates by name.
   */
  choices: { suggestions: SuggestedOption[]; others: AgencyOption[] } | null;
};

/** One page of the match board. */
export type MatchBoardView = {
  page: number;
  pageCount: number;
  total: number;
  briefs: BoardBriefView[];
  /**
   * Every approved agency by name, once for the whole page, when there are at most
   * ALL_AGENCIES_LIMIT (services/match-board.server.ts); null at scale, where each brief lists
   * its own candidates instead.
   */
  allAgencies: AgencyOption[] | null;
  approvedTotal: number;
};
