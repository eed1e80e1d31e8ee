import { eq } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { Db } from "~/db/client.server";
import { agencies, briefs, matches } from "~/db/schema";
import { MAX_AGENCIES_PER_BRIEF, type MatchInput, type MatchRefusal } from "~/domain/matching";
import { enqueueEmail } from "~/mail/outbox.server";
import { matchAgencyEmail } from "~/mail/templates/match-agency";
import { matchClientEmail } from "~/mail/templates/match-client";
import { mailLocale } from "~/mail/templates/mail-locale";
import { ACTIVE_MATCH_ANSWERS } from "~/domain/match-answers";
import { uniqueViolation } from "./db-errors.server";
import { answerClock } from "./match-answers.server";
import { markQualified } from "./qualify-brief.server";

/**
 * Creating a match of a brief and an approved agency
 * (docs/product.md#routes-and-screens, P9 and P10). The match board that lists briefs and
 * suggests agencies is services/match-board.
 *
 * Creating a match locks the brief's row (`SELECT ... FOR UPDATE`) for the transaction, so
 * concurrent requests for one brief take turns and the limit of 3 agencies holds (counting the
 * matches still pending or accepted: a declined or replaced one frees its place); the unique
 * (brief, agency) index settles a duplicate pair that slips past the check. The agency's row is
 * held `FOR SHARE`, so it cannot be unapproved while the match is written.
 *
 * Notifications: one e-mail to the agency (the brief and the client's contact details) and one to
 * the client (the agency and how to reach it) per match, queued through the outbox in the match's
 * transaction, so they go out if and only if the match exists. One mail per match rather than a
 * digest: the operator saves matches one at a time and nothing marks a brief as 'done', so a
 * digest would need a delay and a scheduler, and would hold back the 24-48 hour promise; a mail
 * per match is simpler and reaches the client as soon as each agency is chosen. Each mail is in
 * its reader's language: the client's in the brief's locale, the agency's in the listing's.
 *
 * A match qualifies its brief (docs/product.md, P13): the first match of a brief the operator had
 * not qualified yet sets its `qualified_at` and queues its lead alerts to the other fitting Pro
 * agencies, in the same transaction.
 */

/** A match as the API answers it: which brief, which agency, when (not its thread's marks). */
export type MatchRow = Pick<
  typeof matches.$inferSelect,
  "id" | "briefId" | "agencyId" | "matchedAt"
>;

export type CreateMatchResult =
  | { status: "created"; match: MatchRow }
  /** duplicate: the pair exists; brief-full: the brief has MAX_AGENCIES_PER_BRIEF agencies. */
  | { status: MatchRefusal };

type SiteConfig = Pick<Config, "siteName" | "siteUrl" | "supportEmail" | "workingWeek">;

export async function createMatch(
  db: Db,
  input: MatchInput,
  config: SiteConfig,
): Promise<CreateMatchResult> {
  const site = { name: config.siteName, url: config.siteUrl };
  try {
    return await db.transaction(async (tx): Promise<CreateMatchResult> => {
      const [brief] = await tx
        .select()
        .from(briefs)
        .where(eq(briefs.id, input.briefId))
        .for("update");
      if (!brief) return { status: "brief-not-found" };
      const [agency] = await tx
        .select()
        .from(agencies)
        .where(eq(agencies.id, input.agencyId))
        .for("share");
      if (!agency) return { status: "agency-not-found" };
      if (!agency.approved) return { status: "agency-not-approved" };
      const existing = await tx
        .select({ agencyId: matches.agencyId, answer: matches.answer })
        .from(matches)
        .where(eq(matches.briefId, brief.id));
      if (existing.some((row) => row.agencyId === agency.id)) return { status: "duplicate" };
      // A declined or replaced match frees its place (issue 31).
      const active = existing.filter((row) =>
        (ACTIVE_MATCH_ANSWERS as readonly string[]).includes(row.answer),
      );
      if (active.length >= MAX_AGENCIES_PER_BRIEF) return { status: "brief-full" };

      const matchedAt = new Date();
      const [match] = await tx
        .insert(matches)
        .values({
          briefId: brief.id,
          agencyId: agency.id,
          matchedAt,
          ...answerClock(matchedAt, config),
        })
        .returning({
          id: matches.id,
          briefId: matches.briefId,
          agencyId: matches.agencyId,
          matchedAt: matches.matchedAt,
        });
      if (!brief.qualifiedAt) await markQualified(tx, brief.id, config);
      await enqueueEmail(tx, {
        to: agency.email,
        replyTo: brief.email,
        ...matchAgencyEmail({ brief, agency }, site, mailLocale(agency.locale)),
        about: { briefId: brief.id, agencyId: agency.id },
      });
      await enqueueEmail(tx, {
        to: brief.email,
        replyTo: agency.email,
        ...matchClientEmail({ brief, agency }, site, mailLocale(brief.locale)),
        about: { briefId: brief.id, agencyId: agency.id },
      });
      return { status: "created", match: match! };
    });
  } catch (error) {
    if (uniqueViolation(error) === "matches_brief_agency_key") return { status: "duplicate" };
    throw error;
  }
}
