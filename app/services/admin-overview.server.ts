import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { selectRows } from "~/db/select-rows";
import { UAE_TIME_ZONE } from "~/domain/format";
import { MATCH_PROMISE_HOURS } from "~/domain/matching";
import type { AdminOverviewData } from "~/domain/views/admin-overview";

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
  const [speed] = await selectRows<{ median: number | null; within: number | null; n: number }>(
    db,
    sql`with firsts as (
        select extract(epoch from min(m.matched_at) - b.created_at) / 3600 as hours
        from briefs b join matches m on m.brief_id = b.id
        where b.created_at >= ${now.toISOString()}::timestamptz - interval '90 days'
        group by b.id, b.created_at
      )
      select percentile_cont(0.5) within group (order by hours)::float8 as median,
        (avg(case when hours <= ${MATCH_PROMISE_HOURS} then 1.0 else 0.0 end))::float8 as within,
        count(*)::integer as n
      from firsts`,
  );
  return {
    pendingAgencies: counts!.pending,
    agenciesToRecheck: counts!.recheck,
    unmatchedBriefs: counts!.unmatched,
    reviewsWaiting: counts!.reviews,
    weeks,
    medianHoursToFirstMatch: speed?.median ?? null,
    shareWithinPromise: speed?.within ?? null,
    matchedBriefsConsidered: speed?.n ?? 0,
  };
}
