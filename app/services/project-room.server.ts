import { and, asc, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/client.server";
import { agencies, briefs, matches, proposals, threadFiles, threadMessages } from "~/db/schema";
import type { BriefOutcome } from "~/domain/brief-decisions";
import { AGENCY_ANSWER_HOURS, COUNT_CAP, type ThreadAuthor } from "~/domain/project-room";
import type { ClientBrief, OperatorThread, RoomViewer, Thread } from "~/domain/views/project-room";
import { threadFileLimits, threadMessageLimits } from "~/domain/rate-limits";
import { consumeRateLimits, type RateLimitResult } from "./rate-limit.server";
import type { SignerConfig } from "./hmac-signer.server";
import { fileHref, type ThreadFileRecord } from "./thread-files.server";

/**
 * The project room (docs/decisions/018-project-room.md): a thread per match between the brief's
 * client and the matched agency, which the operator reads and may write in as Wakala. Who may read
 * a thread is decided here, in the query that reads it: a client by the address of the brief, an
 * agency by the match, the operator always.
 */

export type { RoomViewer } from "~/domain/views/project-room";
import { isAnswerOverdue, type MatchAnswer } from "~/domain/match-answers";
import { answerOverdue } from "./match-answers.server";

/** The condition that a match's thread is the viewer's to read. */
function viewerMay(viewer: RoomViewer): SQL | undefined {
  if (viewer.kind === "client") return sql`lower(${briefs.email}) = ${viewer.email.toLowerCase()}`;
  if (viewer.kind === "agency") return eq(matches.agencyId, viewer.agencyId);
  return undefined;
}

/**
 * The messages a side has not read (the others', not hidden, newer than what it last saw), up to
 * COUNT_CAP: one range of thread_messages_match_idx from the side's read mark.
 */
export const unreadBy = (side: "client" | "agency") =>
  sql<number>`(select count(*)::int from (select 1 from ${threadMessages} where ${threadMessages.matchId} = ${matches.id}
    and ${threadMessages.id} > ${side === "client" ? matches.clientReadId : matches.agencyReadId}
    and ${threadMessages.author} <> ${side} and ${threadMessages.hiddenAt} is null
    limit ${COUNT_CAP}) unread)`;

/** A thread's last message's time: the newest row of its index range. */
export const lastMessageAt = sql<
  string | null
>`(select ${threadMessages.createdAt} from ${threadMessages} where ${threadMessages.matchId} = ${matches.id} order by ${threadMessages.id} desc limit 1)`;

/** A thread's messages, up to COUNT_CAP. */
const messageCount = sql<number>`(select count(*)::int from (select 1 from ${threadMessages} where ${threadMessages.matchId} = ${matches.id} limit ${COUNT_CAP}) counted)`;

/**
 * Since when a thread has waited for the agency: its first message by someone else after the
 * agency's last one, or the match itself while the agency never wrote. Null once it answered.
 */
const waitingForAgencySince = sql<string | null>`(
  case when exists (select 1 from ${threadMessages} where ${threadMessages.matchId} = ${matches.id}
    and ${threadMessages.author} = 'agency'
    and ${threadMessages.id} > coalesce((select max(o.id) from ${threadMessages} o where o.match_id = ${matches.id} and o.author <> 'agency'), 0))
  then null
  else coalesce(
    (select min(o.created_at) from ${threadMessages} o where o.match_id = ${matches.id} and o.author <> 'agency'
      and o.id > coalesce((select max(a.id) from ${threadMessages} a where a.match_id = ${matches.id} and a.author = 'agency'), 0)),
    case when not exists (select 1 from ${threadMessages} a where a.match_id = ${matches.id} and a.author = 'agency')
      then ${matches.matchedAt} end)
  end)`;

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/** "My briefs": every brief sent from the address, newest first, with its matched agencies. */
export async function listClientBriefs(db: Db, email: string): Promise<ClientBrief[]> {
  const own = sql`lower(${briefs.email}) = ${email.toLowerCase()}`;
  const rows = await db
    .select({
      id: briefs.id,
      companyName: briefs.companyName,
      projectType: briefs.projectType,
      createdAt: briefs.createdAt,
      qualifiedAt: briefs.qualifiedAt,
      outcome: briefs.outcome,
      proposals: sql<number>`(select count(*)::int from ${proposals} p
        where p.brief_id = ${briefs.id} and p.first_sent_at is not null)`,
    })
    .from(briefs)
    .where(own)
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .limit(200);
  if (rows.length === 0) return [];
  const matched = await db
    .select({
      briefId: matches.briefId,
      matchId: matches.id,
      agencyName: agencies.agencyName,
      agencySlug: agencies.slug,
      unread: unreadBy("client"),
      lastMessageAt,
      answer: sql<MatchAnswer>`${matches.answer}`,
      hired: sql<boolean>`${matches.hiredAt} is not null`,
    })
    .from(matches)
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(
      inArray(
        matches.briefId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(matches.matchedAt), asc(matches.id));
  return rows.map((brief) => {
    const own = matched.filter((m) => m.briefId === brief.id);
    return {
      id: brief.id,
      companyName: brief.companyName,
      projectType: brief.projectType,
      createdAt: brief.createdAt,
      state: own.length > 0 ? "matched" : brief.qualifiedAt ? "qualified" : "waiting",
      outcome: brief.outcome as BriefOutcome | null,
      proposals: Number(brief.proposals),
      matches: own.map(({ briefId: _, lastMessageAt: at, ...m }) => ({
        ...m,
        lastMessageAt: toDate(at),
      })),
    };
  });
}

/**
 * Every thread for the operator (of one brief, if given): those waiting for the agency's answer
 * for AGENCY_ANSWER_HOURS or more first (longest wait first), then by their last message.
 */
export async function listOperatorThreads(
  db: Db,
  { briefId, now = new Date(), limit = 200 }: { briefId?: number; now?: Date; limit?: number } = {},
): Promise<OperatorThread[]> {
  const overdueBefore = new Date(now.getTime() - AGENCY_ANSWER_HOURS * 3_600_000);
  const waiting = sql<string | null>`waiting_since`;
  const inner = db
    .select({
      matchId: sql<number>`${matches.id}`.as("match_id"),
      briefId: sql<number>`${briefs.id}`.as("brief_id"),
      companyName: sql<string>`${briefs.companyName}`.as("company_name"),
      agencyName: sql<string>`${agencies.agencyName}`.as("agency_name"),
      messages: messageCount.as("messages"),
      lastMessageAt: lastMessageAt.as("last_message_at"),
      waitingSince: waitingForAgencySince.as("waiting_since"),
      matchedAt: sql<Date>`${matches.matchedAt}`.as("matched_at"),
      answer: sql<MatchAnswer>`${matches.answer}`.as("answer"),
      answerDueAt: sql<Date | null>`${matches.answerDueAt}`.as("answer_due_at"),
      answerOverdue: answerOverdue(now).as("answer_overdue"),
    })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(briefId === undefined ? undefined : eq(matches.briefId, briefId))
    .as("t");
  const rows = await db
    .select()
    .from(inner)
    .orderBy(
      // Matches past their time to answer first, the longest overdue first (issue 31).
      sql`answer_overdue desc`,
      sql`case when answer_overdue then answer_due_at end asc`,
      sql`(${waiting} is not null and ${waiting} <= ${overdueBefore.toISOString()}) desc`,
      sql`case when ${waiting} <= ${overdueBefore.toISOString()} then ${waiting} end asc nulls last`,
      sql`coalesce(last_message_at, matched_at) desc`,
      sql`match_id desc`,
    )
    .limit(limit);
  return rows.map((r) => {
    const waitingSince = toDate(r.waitingSince);
    return {
      matchId: r.matchId,
      briefId: r.briefId,
      companyName: r.companyName,
      agencyName: r.agencyName,
      messages: r.messages,
      lastMessageAt: toDate(r.lastMessageAt),
      waitingSince,
      overdue: waitingSince !== null && waitingSince <= overdueBefore,
      answer: r.answer,
      answerDueAt: toDate(r.answerDueAt),
      answerOverdue: r.answerOverdue,
    };
  });
}

/** The messages a thread page shows at once: the newest, or those before `before`. */
export const THREAD_PAGE_MESSAGES = 100;

/**
 * A thread as the viewer reads it, or undefined when it does not exist or is not theirs: its
 * newest THREAD_PAGE_MESSAGES messages, or those before the message `before` (older pages), and
 * whether there are earlier ones. Reading the newest page marks its messages read for the
 * viewer's side (not for the operator, who is no side), unless `markAsRead` is false.
 */
export async function readThread(
  db: Db,
  matchId: number,
  viewer: RoomViewer,
  {
    before,
    links,
    markAsRead = true,
  }: { before?: number; links?: SignerConfig; markAsRead?: boolean } = {},
): Promise<Thread | undefined> {
  const [head] = await db
    .select({
      matchId: matches.id,
      briefId: briefs.id,
      companyName: briefs.companyName,
      contactName: briefs.contactName,
      projectType: briefs.projectType,
      agencyId: agencies.id,
      agencyName: agencies.agencyName,
      agencySlug: agencies.slug,
      clientReadId: matches.clientReadId,
      agencyReadId: matches.agencyReadId,
      answer: sql<MatchAnswer>`${matches.answer}`,
      answerDueAt: matches.answerDueAt,
    })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .innerJoin(agencies, eq(agencies.id, matches.agencyId))
    .where(and(eq(matches.id, matchId), viewerMay(viewer)))
    .limit(1);
  if (!head) return undefined;
  const newestFirst = await db
    .select()
    .from(threadMessages)
    .where(
      and(
        eq(threadMessages.matchId, matchId),
        before === undefined ? undefined : lt(threadMessages.id, before),
      ),
    )
    .orderBy(desc(threadMessages.id))
    .limit(THREAD_PAGE_MESSAGES + 1);
  const earlier = newestFirst.length > THREAD_PAGE_MESSAGES;
  const rows = newestFirst.slice(0, THREAD_PAGE_MESSAGES).reverse();
  const attached =
    rows.length === 0
      ? []
      : await db
          .select({
            id: threadFiles.id,
            messageId: threadFiles.messageId,
            name: threadFiles.name,
            contentType: threadFiles.contentType,
            byteLength: threadFiles.byteLength,
          })
          .from(threadFiles)
          .where(
            and(
              eq(threadFiles.matchId, matchId),
              inArray(
                threadFiles.messageId,
                rows.map((m) => m.id),
              ),
            ),
          )
          .orderBy(asc(threadFiles.id));
  const side = viewer.kind === "operator" ? undefined : viewer.kind;
  const readUpTo =
    side === "client" ? head.clientReadId : side === "agency" ? head.agencyReadId : 0;
  const newest = rows.at(-1)?.id ?? 0;
  if (side && markAsRead && before === undefined && newest > readUpTo) {
    await markRead(db, matchId, side, newest);
  }
  const { clientReadId: _c, agencyReadId: _a, ...thread } = head;
  return {
    ...thread,
    answerOverdue: isAnswerOverdue(head.answer, head.answerDueAt, new Date()),
    earlierBefore: earlier ? rows[0]!.id : null,
    older: before !== undefined,
    messages: rows.map((m) => {
      const hidden = m.hiddenAt !== null;
      const shown = !hidden || viewer.kind === "operator";
      return {
        id: m.id,
        author: m.author as ThreadAuthor,
        body: shown ? m.body : null,
        // A hidden message's files are hidden with it.
        files: shown
          ? attached
              .filter((f) => f.messageId === m.id)
              .map(({ messageId: _, ...f }) => ({
                ...f,
                href: links ? fileHref(links, f.id) : null,
              }))
          : [],
        createdAt: m.createdAt,
        byMail: m.mailMessageId !== null,
        hidden,
        mine: m.author === (side ?? "operator"),
        unread: side !== undefined && m.author !== side && m.id > readUpTo,
      };
    }),
  };
}

/** Moves a side's read mark on to `upTo` (never back). */
async function markRead(db: DbOrTx, matchId: number, side: "client" | "agency", upTo: number) {
  const column = side === "client" ? matches.clientReadId : matches.agencyReadId;
  await db
    .update(matches)
    .set(side === "client" ? { clientReadId: upTo } : { agencyReadId: upTo })
    .where(and(eq(matches.id, matchId), sql`${column} < ${upTo}`));
}

/** Whether the viewer may read (and so write in) a thread. */
export async function mayUseThread(db: Db, matchId: number, viewer: RoomViewer): Promise<boolean> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(briefs, eq(briefs.id, matches.briefId))
    .where(and(eq(matches.id, matchId), viewerMay(viewer)))
    .limit(1);
  return row !== undefined;
}

export type PostMessageResult =
  | { status: "sent"; id: number }
  /** An e-mail answer already kept (its Message-ID seen in this thread): not kept again. */
  | { status: "duplicate"; id: number }
  | { status: "not-found" }
  | { status: "rate-limited"; limit: RateLimitResult }
  /** Neither text nor a file. */
  | { status: "empty" };

/** The rate-limit subject of a sender. */
function senderKey(viewer: RoomViewer): string {
  if (viewer.kind === "client") return `client:${viewer.email.toLowerCase()}`;
  if (viewer.kind === "agency") return `agency:${viewer.agencyId}`;
  return "operator";
}

/**
 * Writes a message in a thread the viewer may read, within the sender's rate limits. The sender
 * has read everything up to their own message.
 */
export async function postThreadMessage(
  db: Db,
  matchId: number,
  viewer: RoomViewer,
  body: string,
  now = new Date(),
  files: readonly ThreadFileRecord[] = [],
  /** The Message-ID of the e-mail answer the message comes from (decision 019). */
  mailMessageId?: string,
): Promise<PostMessageResult> {
  if (body === "" && files.length === 0) return { status: "empty" };
  return db.transaction(async (tx) => {
    const [match] = await tx
      .select({ id: matches.id, briefId: matches.briefId })
      .from(matches)
      .innerJoin(briefs, eq(briefs.id, matches.briefId))
      .where(and(eq(matches.id, matchId), viewerMay(viewer)))
      .limit(1)
      .for("update", { of: matches });
    if (!match) return { status: "not-found" } as const;
    if (mailMessageId !== undefined) {
      // The match's row is locked: a second delivery of the same mail waits, then finds the first.
      const [seen] = await tx
        .select({ id: threadMessages.id })
        .from(threadMessages)
        .where(
          and(eq(threadMessages.matchId, matchId), eq(threadMessages.mailMessageId, mailMessageId)),
        )
        .limit(1);
      if (seen) return { status: "duplicate", id: seen.id } as const;
    }
    const subject = senderKey(viewer);
    const limit = await consumeRateLimits(
      tx,
      [
        ...threadMessageLimits.map((rule) => ({ rule, subject })),
        // Each file counts once against the sender's file limits.
        ...files.flatMap(() => threadFileLimits.map((rule) => ({ rule, subject }))),
      ],
      now,
    );
    if (!limit.allowed) return { status: "rate-limited", limit } as const;
    const [message] = await tx
      .insert(threadMessages)
      .values({ matchId, author: viewer.kind, body, createdAt: now, mailMessageId })
      .returning({ id: threadMessages.id });
    if (files.length > 0) {
      await tx.insert(threadFiles).values(
        files.map((file) => ({
          ...file,
          messageId: message!.id,
          matchId,
          briefId: match.briefId,
        })),
      );
    }
    if (viewer.kind !== "operator") await markRead(tx, matchId, viewer.kind, message!.id);
    return { status: "sent", id: message!.id } as const;
  });
}

/**
 * Hides a message from both sides (the operator's moderation): kept for the record, shown as
 * removed. Returns its thread, or undefined for no such message.
 */
export async function hideThreadMessage(
  db: Db,
  messageId: number,
  now = new Date(),
): Promise<{ matchId: number } | undefined> {
  const [row] = await db
    .update(threadMessages)
    .set({ hiddenAt: sql`coalesce(${threadMessages.hiddenAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(threadMessages.id, messageId))
    .returning({ matchId: threadMessages.matchId });
  return row;
}
