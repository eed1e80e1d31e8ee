import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  RESPONSIVENESS_MIN_MATCHES,
  RESPONSIVENESS_MIN_RATE,
  RESPONSIVENESS_WINDOW_DAYS,
} from "~/domain/match-answers";
import { selectRows } from "~/db/select-rows";

/**
 * Each agency's responsiveness (issue 31, docs/decisions/020-answering-a-match.md), kept up to date
 * by one set-based statement in the outbox worker's housekeeping, never per request: over its
 * matches of the last RESPONSIVENESS_WINDOW_DAYS, the share answered (the earliest of its accept or
 * decline and its first message in the thread) and the median hours from the match to that answer.
 * "Usually responds within N hours" (`response_hours`, N the median rounded up, at least 1) is set
 * only for an agency with RESPONSIVENESS_MIN_MATCHES matches or more and RESPONSIVENESS_MIN_RATE
 * percent answered; the rate and the median are kept for the operator either way. Only rows whose
 * figures change are written, so a profile's cached page changes only when its line does.
 */
export async function refreshResponsiveness(
  db: Db,
  now = new Date(),
): Promise<{ updated: number }> {
  const since = new Date(now.getTime() - RESPONSIVENESS_WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`
    with answered as (
      select m.agency_id, m.matched_at,
        least(m.answered_at, (select min(t.created_at) from thread_messages t
          where t.match_id = m.id and t.author = 'agency')) as first_answer
      from matches m
      where m.matched_at >= ${since}::timestamptz
    ), stats as (
      select agency_id, count(*)::int as matches, count(first_answer)::int as answers,
        percentile_cont(0.5) within group (
          order by extract(epoch from first_answer - matched_at) / 3600
        ) filter (where first_answer is not null) as median_hours
      from answered group by agency_id
    ), figures as (
      select a.id,
        case when s.matches > 0 then round(100.0 * s.answers / s.matches)::int end as rate,
        case when s.matches >= ${RESPONSIVENESS_MIN_MATCHES}
          and 100 * s.answers >= ${RESPONSIVENESS_MIN_RATE} * s.matches
          then greatest(1, ceil(s.median_hours))::int end as hours,
        s.median_hours
      from agencies a left join stats s on s.agency_id = a.id
      -- Agencies with matches in the window, and those whose figures may now fall away
      -- (agencies_response_idx): not every agency at every pass.
      where a.id in (select agency_id from stats)
        or a.id in (select id from agencies where response_rate is not null)
    )
    update agencies a set response_rate = f.rate, response_hours = f.hours,
      median_answer_hours = f.median_hours
    from figures f
    where a.id = f.id and (a.response_rate is distinct from f.rate
      or a.response_hours is distinct from f.hours
      or a.median_answer_hours is distinct from f.median_hours)
    returning a.id`,
  );
  return { updated: rows.length };
}
