import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { DbOrTx } from "../client.server";
import {
  agencies,
  briefs,
  contactMessages,
  matches,
  reviewInvitations,
  reviews,
  threadMessages,
} from "../schema";
import { seedDemoProposals } from "./demo-proposals";
import { MATCH_ANSWER_WORKING_HOURS } from "~/domain/match-answers";
import { addWorkingHours, UAE_WORKING_WEEK } from "~/domain/working-hours";
import { buildDemoData } from "./demo";
import { seedDemoSubscriptions } from "./demo-billing";
import { selectRows } from "../select-rows";

/** An arbitrary application-wide advisory lock key for the demo seed. */
const DEMO_SEED_LOCK = 7_215_001;

export type DemoSeedCounts = {
  agencies: number;
  briefs: number;
  matches: number;
  /** Proposals sent on the first briefs with two accepted matches (./demo-proposals.ts). */
  proposals: number;
  reviews: number;
  contactMessages: number;
};

/** True when there are no agencies, briefs or contact messages: a database nobody has used. */
export async function isDatabaseEmpty(db: DbOrTx): Promise<boolean> {
  const [row] = await selectRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${agencies})
          or exists (select 1 from ${briefs})
          or exists (select 1 from ${contactMessages}) as used`,
  );
  return !row!.used;
}

/**
 * Writes the demo data set (agencies, briefs, matches, reviews, contact messages); the caller
 * picks the transaction.
 */
export async function seedDemo(db: DbOrTx): Promise<DemoSeedCounts> {
  const data = buildDemoData();
  const seededAt = new Date();
  const agencyIds = await db.insert(agencies).values(data.agencies).returning({ id: agencies.id });
  const requested = new Map(
    data.requests.map((r) => [r.briefIndex, agencyIds[r.agencyIndex]!.id] as const),
  );
  const briefIds = await db
    .insert(briefs)
    .values(data.briefs.map((b, i) => ({ ...b, requestedAgencyId: requested.get(i) ?? null })))
    .returning({ id: briefs.id });
  const matchRows =
    data.matches.length === 0
      ? []
      : await db
          .insert(matches)
          .values(
            data.matches.map((m) => {
              // 48 working hours to answer, reminded halfway (no reminder due at seeding).
              const answerDueAt = addWorkingHours(
                m.matchedAt,
                MATCH_ANSWER_WORKING_HOURS,
                UAE_WORKING_WEEK,
              );
              const remindAt = addWorkingHours(
                m.matchedAt,
                MATCH_ANSWER_WORKING_HOURS / 2,
                UAE_WORKING_WEEK,
              );
              return {
                briefId: briefIds[m.briefIndex]!.id,
                agencyId: agencyIds[m.agencyIndex]!.id,
                matchedAt: m.matchedAt,
                answerDueAt,
                remindAt,
                remindedAt: remindAt < seededAt ? remindAt : null,
              };
            }),
          )
          .returning({ id: matches.id, briefId: matches.briefId, agencyId: matches.agencyId });
  if (data.reviews.length > 0) {
    // Each review came through its invitation, whose link is used; the hash is of no real token.
    await db.insert(reviewInvitations).values(
      data.reviews.map(({ matchIndex, invitedAt, expiresAt, createdAt }) => ({
        matchId: matchRows[matchIndex]!.id,
        tokenHash: createHash("sha256").update(`demo-review-${matchIndex}`).digest("hex"),
        invitedAt,
        expiresAt,
        usedAt: createdAt,
      })),
    );
    await db.insert(reviews).values(
      data.reviews.map(({ matchIndex, invitedAt: _, expiresAt: __, ...review }) => {
        const match = matchRows[matchIndex]!;
        return { ...review, matchId: match.id, briefId: match.briefId, agencyId: match.agencyId };
      }),
    );
  }
  if (data.threads.length > 0) {
    await db.insert(threadMessages).values(
      data.threads.map(({ matchIndex, ...message }) => ({
        ...message,
        matchId: matchRows[matchIndex]!.id,
      })),
    );
    // An agency that has written in its thread accepted the match when it first wrote.
    await db.execute(sql`
      update ${matches} m set answer = 'accepted',
        answered_at = (select min(t.created_at) from ${threadMessages} t
          where t.match_id = m.id and t.author = 'agency')
      where exists (select 1 from ${threadMessages} t where t.match_id = m.id and t.author = 'agency')`);
    // Both sides have read what was written more than a day ago.
    await db.execute(sql`
      update ${matches} m set
        client_read_id = coalesce((select max(t.id) from ${threadMessages} t
          where t.match_id = m.id and t.created_at < now() - interval '1 day'), 0),
        agency_read_id = coalesce((select max(t.id) from ${threadMessages} t
          where t.match_id = m.id and t.created_at < now() - interval '1 day'), 0),
        client_mailed_id = coalesce((select max(t.id) from ${threadMessages} t where t.match_id = m.id), 0),
        agency_mailed_id = coalesce((select max(t.id) from ${threadMessages} t where t.match_id = m.id), 0)`);
  }
  await db.insert(contactMessages).values(data.contactMessages);
  const proposalCount = await seedDemoProposals(db, seededAt);
  await seedDemoSubscriptions(
    db,
    agencyIds.filter((_, i) => data.agencies[i]!.isPro).map((a) => a.id),
  );
  return {
    agencies: data.agencies.length,
    briefs: data.briefs.length,
    matches: data.matches.length,
    reviews: data.reviews.length,
    contactMessages: data.contactMessages.length,
    proposals: proposalCount,
  };
}

/**
 * Seeds the demo data when `enabled` and the database is empty (no agencies, briefs or contact
 * messages), in one transaction. Returns what it wrote, or null when it did nothing.
 */
export async function seedDemoIfEmpty(
  db: DbOrTx,
  options: { enabled: boolean; log?: Pick<Logger, "debug"> },
): Promise<DemoSeedCounts | null> {
  if (!options.enabled) return null;
  return db.transaction(async (tx) => {
    // Two processes starting on the same empty server database must not both seed it.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (!(await isDatabaseEmpty(tx))) {
      options.log?.debug("demo data skipped: the database already has data");
      return null;
    }
    return seedDemo(tx);
  });
}
