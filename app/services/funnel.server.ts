import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { UAE_TIME_ZONE } from "~/domain/format";
import type { FunnelMonth } from "~/domain/views/funnel";

/**
 * The operator's funnel (issue 31): per month of the match (UAE time), how many matches were
 * made, answered by the agency (accepted or declined), given a proposal, and ended hired or closed
 * (the client hired another agency, closed the brief, or it closed with no decision), with the
 * median hours of each step: match to answer, answer to first proposal, first proposal to the
 * client's decision. One grouped query over matches, their briefs and proposals.
 */

type FunnelRow = {
  month: string;
  matched: number;
  answered: number;
  proposed: number;
  hired: number;
  closed: number;
  answer_hours: number | string | null;
  proposal_hours: number | string | null;
  decision_hours: number | string | null;
};

/** Months shown: the current one and the eleven before it. */
export const FUNNEL_MONTHS = 12;

export async function readFunnel(db: Db, now = new Date()): Promise<FunnelMonth[]> {
  const since = new Date(now.getTime() - (FUNNEL_MONTHS * 31 + 1) * 86_400_000);
  const hours = (later: string, earlier: string) =>
    sql.raw(`extract(epoch from (${later} - ${earlier})) / 3600`);
  const result = (await db.execute(sql`
    select to_char(m.matched_at at time zone ${UAE_TIME_ZONE}, 'YYYY-MM') as month,
      count(*)::int as matched,
      (count(*) filter (where m.answer in ('accepted', 'declined')))::int as answered,
      count(p.first_sent_at)::int as proposed,
      (count(*) filter (where m.hired_at is not null))::int as hired,
      (count(*) filter (where b.outcome is not null and m.hired_at is null
        and m.answer in ('pending', 'accepted')))::int as closed,
      percentile_cont(0.5) within group (order by ${hours("m.answered_at", "m.matched_at")})
        filter (where m.answer in ('accepted', 'declined')) as answer_hours,
      percentile_cont(0.5) within group
        (order by ${hours("p.first_sent_at", "coalesce(m.answered_at, m.matched_at)")})
        filter (where p.first_sent_at is not null) as proposal_hours,
      percentile_cont(0.5) within group (order by ${hours("b.decided_at", "p.first_sent_at")})
        filter (where b.decided_at is not null and p.first_sent_at is not null) as decision_hours
    from matches m
    join briefs b on b.id = m.brief_id
    left join proposals p on p.match_id = m.id
    where m.matched_at >= ${since.toISOString()}::timestamptz
    group by 1
    order by 1 desc
    limit ${FUNNEL_MONTHS}`)) as unknown as { rows: FunnelRow[] };
  const round = (value: number | string | null) =>
    value === null ? null : Math.round(Number(value) * 10) / 10;
  return result.rows.map((row) => ({
    month: row.month,
    matched: Number(row.matched),
    answered: Number(row.answered),
    proposed: Number(row.proposed),
    hired: Number(row.hired),
    closed: Number(row.closed),
    answerHours: round(row.answer_hours),
    proposalHours: round(row.proposal_hours),
    decisionHours: round(row.decision_hours),
  }));
}
