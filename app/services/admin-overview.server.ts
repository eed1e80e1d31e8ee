import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { selectRows } from "~/db/select-rows";
import { UAE_TIME_ZONE } from "~/domain/format";
import type { AdminOverviewData } from "~/domain/views/admin-overview";
import { firstMatchSpeed } from "./match-speed.server";

/** Weeks shown in the chart, counted in UAE time (Gulf Standard Time, UTC+4). */
export const OVERVIEW_WEEKS = 12;

export async function loadAdminOverview(db: DbOrTx, now = new Date()): Promise<AdminOverviewData> {
  const [counts] = await selectRows<{
    pending: number;
    recheck: number;
    unmatched: number;
    reviews: number;
  }>(
    db,
    sql`select
      (select count(*) from agencies where not approved)::integer as pending,
      (select count(*) from agencies where approved and needs_review)::integer as recheck,
      (select count(*) from briefs b
         where not exists (select 1 from matches m where m.brief_id = b.id))::integer as unmatched,
      (select count(*) from reviews
         where status = 'pending' or reply_status = 'pending')::integer as reviews`,
  );
  const weeks = await selectRows<{ weekStart: string; briefs: number; matches: number }>(
    db,
    sql`with weeks as (
        select generate_series(
          date_trunc('week', (${now.toISOString()}::timestamptz at time zone ${UAE_TIME_ZONE})) - interval '1 week' * ${OVERVIEW_WEEKS - 1},
          date_trunc('week', (${now.toISOString()}::timestamptz at time zone ${UAE_TIME_ZONE})),
          interval '1 week') as week
      )
      select to_char(w.week, 'YYYY-MM-DD') as "weekStart",
        (select count(*) from briefs b
           where b.created_at at time zone ${UAE_TIME_ZONE} >= w.week
             and b.created_at at time zone ${UAE_TIME_ZONE} < w.week + interval '1 week')::integer as briefs,
        (select count(*) from matches m
           where m.matched_at at time zone ${UAE_TIME_ZONE} >= w.week
             and m.matched_at at time zone ${UAE_TIME_ZONE} < w.week + interval '1 week')::integer as matches
      from weeks w order by w.week`,
  );
  const speed = await firstMatchSpeed(db, now);
  return {
    pendingAgencies: counts!.pending,
    agenciesToRecheck: counts!.recheck,
    unmatchedBriefs: counts!.unmatched,
    reviewsWaiting: counts!.reviews,
    weeks,
    medianHoursToFirstMatch: speed.medianHours,
    shareWithinPromise: speed.withinPromise,
    matchedBriefsConsidered: speed.briefs,
  };
}
