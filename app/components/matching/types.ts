import type { SuggestionReason } from "~/domain/match-suggestions";

/** An agency in a brief's select. */
export type AgencyOption = { id: number; name: string };
/** A suggested agency, with why it fits. */
export type SuggestedOption = AgencyOption & { reasons: SuggestionReason[] };

/** A brief as the match page shows it (the loader's data, dates as Date). */
export type BoardBriefView = {
  id: number;
  companyName: string;
  projectType: string;
  budget: string;
  timeline: string;
  createdAt: Date;
  excerpt: string;
  matches: { id: number; agencyId: number; agencyName: string; slug: string; matchedAt: Date }[];
  choices: { suggestions: SuggestedOption[]; others: AgencyOption[] } | null;
};
