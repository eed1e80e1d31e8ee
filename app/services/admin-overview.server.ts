import type { DbOrTx } from "~/db/client.server";

/** The figures at the top of /admin (issue 6, item 3). Being built. */
export type AdminOverviewData = {
  pendingAgencies: number;
  unmatchedBriefs: number;
  weeks: { weekStart: string; briefs: number; matches: number }[];
  medianHoursToFirstMatch: number | null;
};

export async function loadAdminOverview(_db: DbOrTx): Promise<AdminOverviewData> {
  return { pendingAgencies: 0, unmatchedBriefs: 0, weeks: [], medianHoursToFirstMatch: null };
}
