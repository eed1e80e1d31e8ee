/** The figures at the top of /admin (services/admin-overview.server.ts). */
export type AdminOverviewData = {
  pendingAgencies: number;
  /** Agencies that edited their listing since the operator last approved it. */
  agenciesToRecheck: number;
  unmatchedBriefs: number;
  /** Pending reviews plus pending replies: what the Reviews tab's queue holds. */
  reviewsWaiting: number;
  /** Oldest first; `weekStart` is the Monday (YYYY-MM-DD, UAE time). */
  weeks: { weekStart: string; briefs: number; matches: number }[];
  /** Median hours from a brief to its first match, over briefs of the last 90 days. */
  medianHoursToFirstMatch: number | null;
  /** Of those briefs, the share matched within MATCH_PROMISE_HOURS (0-1). */
  shareWithinPromise: number | null;
  matchedBriefsConsidered: number;
};
