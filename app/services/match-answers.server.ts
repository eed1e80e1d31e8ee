import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, briefs, matches } from "~/db/schema";
import {
  MATCH_ANSWER_WORKING_HOURS,
  type DeclineMatchInput,
  type MatchAnswer,
} from "~/domain/match-answers";
import { addWorkingHours } from "~/domain/working-hours";
import { enqueueEmail } from "~/mail/outbox.server";
import { mailLocale, siteLink, valueLabel } from "~/mail/templates/mail-locale";
import { matchAnswerEmail } from "~/mail/templates/match-answer";

/**
 * A matched agency's answer (issue 31, docs/decisions/020-answering-a-match.md): accept or decline
 * within MATCH_ANSWER_WORKING_HOURS of the working week (`config.workingWeek`), a reminder mail
 * halfway, and the operator's replacing of an agency that has not answered. Each change is one
 * conditional UPDATE on the match (`answer = 'pending'`), so of an accept, a decline and a
 * replacement at the same moment exactly one wins and the others find the match answered.
 */

type AnswerConfig = Pick<Config, "workingWeek" | "siteName" | "siteUrl" | "supportEmail">;

/** When a match made at `matchedAt` must be answered, and when its agency is reminded. */
export function answerClock(matchedAt: Date, config: Pick<Config, "workingWeek">) {
  return {
    answerDueAt: addWorkingHours(matchedAt, MATCH_ANSWER_WORKING_HOURS, config.workingWeek),
    remindAt: addWorkingHours(matchedAt, MATCH_ANSWER_WORKING_HOURS / 2, config.workingWeek),
  };
}

export type AnswerResult =
  | { status: "answered"; answer: MatchAnswer }
  /** No such match of this agency. */
  | { status: "not-found" }
  /** Answered already (or replaced): what it is now. */
  | { status: "closed"; answer: MatchAnswer };

async function currentAnswer(
  db: DbOrTx,
  matchId: number,
  agencyId?: number,
): Promise<AnswerResult> {
  const [row] = await db
    .select({ answer: matches.answer })
    .from(matches)
    .where(
      and(
        eq(matches.id, matchId),
        agencyId === undefined ? undefined : eq(matches.agencyId, agencyId),
      ),
    );
  return row ? { status: "closed", answer: row.answer as MatchAnswer } : { status: "not-found" };
}

/** The agency accepts its pending match. */
export async function acceptMatch(
  db: Db,
  matchId: number,
  agencyId: number,
  now = new Date(),
): Promise<AnswerResult> {
  const [row] = await db
    .update(matches)
    .set({ answer: "accepted", answeredAt: now })
    .where(
      and(eq(matches.id, matchId), eq(matches.agencyId, agencyId), eq(matches.answer, "pending")),
    )
    .returning({ id: matches.id });
  return row ? { status: "answered", answer: "accepted" } : currentAnswer(db, matchId, agencyId);
}

/** The agency declines its pending match, with a reason: the brief's place is free again. */
export async function declineMatch(
  db: Db,
  matchId: number,
  agencyId: number,
  input: DeclineMatchInput,
  now = new Date(),
): Promise<AnswerResult> {
  const [row] = await db
    .update(matches)
    .set({
      answer: "declined",
      answeredAt: now,
      declineReason: input.reason,
      declineNote: input.note || null,
    })
    .where(
      and(eq(matches.id, matchId), eq(matches.agencyId, agencyId), eq(matches.answer, "pending")),
    )
    .returning({ id: matches.id });
  return row ? { status: "answered", answer: "declined" } : currentAnswer(db, matchId, agencyId);
}

/**
 * The operator replaces an agency that has not answered: the match closes as replaced (its thread
 * stays readable), the brief's place is free for another agency, and the agency is told, in its
 * language, in the same transaction.
 */
export async function replaceMatch(
  db: Db,
  config: AnswerConfig,
  matchId: number,
  now = new Date(),
): Promise<AnswerResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(matches)
      .set({ answer: "replaced", answeredAt: now })
      .where(and(eq(matches.id, matchId), eq(matches.answer, "pending")))
      .returning({ briefId: matches.briefId, agencyId: matches.agencyId });
    if (!row) return currentAnswer(tx, matchId);
    await mailAgency(tx, config, "replaced", matchId, row);
    return { status: "answered", answer: "replaced" } as const;
  });
}

/**
 * The reminders that are due (the outbox worker's housekeeping): each pending match past its
 * `remind_at` is claimed by one UPDATE (so two workers never both mail it) and its agency mailed.
 */
export async function remindPendingMatches(
  db: Db,
  config: AnswerConfig,
  now = new Date(),
  limit = 100,
): Promise<{ reminded: number }> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          eq(matches.answer, "pending"),
          isNull(matches.remindedAt),
          lte(matches.remindAt, now),
          // Not once the client has decided (hired another agency, or closed the brief).
          sql`exists (select 1 from ${briefs} b where b.id = ${matches.briefId} and b.outcome is null)`,
        ),
      )
      .limit(limit)
      .for("update", { skipLocked: true });
    const claimed = await tx
      .update(matches)
      .set({ remindedAt: now })
      .where(inArray(matches.id, due))
      .returning({ id: matches.id, briefId: matches.briefId, agencyId: matches.agencyId });
    for (const match of claimed) await mailAgency(tx, config, "reminder", match.id, match);
    return { reminded: claimed.length };
  });
}

async function mailAgency(
  tx: DbOrTx,
  config: AnswerConfig,
  kind: "reminder" | "replaced",
  matchId: number,
  ids: { briefId: number; agencyId: number },
) {
  const [about] = await tx
    .select({
      agencyEmail: agencies.email,
      agencyLocale: agencies.locale,
      companyName: briefs.companyName,
      projectType: briefs.projectType,
      answerDueAt: matches.answerDueAt,
    })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(eq(matches.id, matchId));
  if (!about) return;
  const locale = mailLocale(about.agencyLocale);
  const site = { name: config.siteName, url: config.siteUrl };
  await enqueueEmail(tx, {
    to: about.agencyEmail,
    replyTo: config.supportEmail,
    about: ids,
    ...matchAnswerEmail(
      kind,
      {
        company: about.companyName,
        brief: valueLabel("projectTypes", about.projectType, locale),
        due: about.answerDueAt,
        url: siteLink(site, locale, `/dashboard/threads/${matchId}`),
      },
      site,
      locale,
    ),
  });
}

/** SQL: whether a match is past its answer's due time without an answer (domain: isAnswerOverdue). */
export const answerOverdue = (now: Date) =>
  sql<boolean>`(${matches.answer} = 'pending' and ${matches.answerDueAt} <= ${now.toISOString()}::timestamptz)`;
