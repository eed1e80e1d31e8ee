import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/db/client.server";
import { selectRows } from "~/db/select-rows";
import { MATCH_PROMISE_HOURS } from "~/domain/matching";

/** How far back the match speed looks: briefs of the last 90 days. */
export const MATCH_SPEED_DAYS = 90;

export type MatchSpeed = {
  /** Median hours from a brief to its first match; null without a matched brief. */
  medianHours: number | null;
  /** The share of those briefs matched within MATCH_PROMISE_HOURS (0-1); null without one. */
  withinPromise: number | null;
  /** How many matched briefs the figures are over. */
  briefs: number;
};

/**
 * How fast briefs get their first match, over the matched briefs of the last 90 days: the
 * operator's overview and the home page's figures read the same numbers.
 */
export async function firstMatchSpeed(db: DbOrTx, now = new Date()): Promise<MatchSpeed> {
  const [speed] = await selectRows<{ median: number | null; within: number | null; n: number }>(
    db,
    sql`with firsts as (
        select extract(epoch from min(m.matched_at) - b.created_at) / 3600 as hours
        from briefs b join matches m on m.brief_id = b.id
        where b.created_at >= ${now.toISOString()}::timestamptz - interval '1 day' * ${MATCH_SPEED_DAYS}
        group by b.id, b.created_at
      )
      select percentile_cont(0.5) within group (order by hours)::float8 as median,
        (avg(case when hours <= ${MATCH_PROMISE_HOURS} then 1.0 else 0.0 end))::float8 as within,
        count(*)::integer as n
      from firsts`,
  );
  return {
    medianHours: speed?.median ?? null,
    withinPromise: speed?.within ?? null,
    briefs: speed?.n ?? 0,
  };
}
