/**
 * The client's decision on a brief (issue 31, docs/decisions/022-choosing-and-closing.md): hire
 * one agency by accepting its proposal (the others are closed as not selected, with the client's
 * reason), or close the brief without hiring; a brief left open closes itself as "no decision"
 * BRIEF_AUTO_CLOSE_DAYS after its first proposal, after reminders on DECISION_REMINDER_DAYS. The
 * forms' schemas are in ./brief-decision-forms.ts (the pages' scripts need only these values).
 */

export const briefOutcomes = ["hired", "closed", "no-decision"] as const;
export type BriefOutcome = (typeof briefOutcomes)[number];

/** Why the client chose another agency, or closed the brief: what the agencies not chosen are told. */
export const decisionReasons = [
  "price",
  "fit",
  "portfolio",
  "timing",
  "in-house",
  "cancelled",
  "other",
] as const;
export type DecisionReason = (typeof decisionReasons)[number];

export const DECISION_NOTE_MAX_LENGTH = 500;
/** Days after a brief's first proposal on which its client is reminded to decide. */
export const DECISION_REMINDER_DAYS = [7, 14, 21] as const;
/** Days after a brief's first proposal after which an open brief closes as "no decision". */
export const BRIEF_AUTO_CLOSE_DAYS = 45;

const DAY_MS = 86_400_000;

/**
 * How many decision reminders are due `now` for a brief whose first proposal was sent at
 * `firstSentAt` (0 to 3), and whether it is past its automatic close.
 */
export function decisionFollowUp(firstSentAt: Date, now: Date) {
  const days = (now.getTime() - firstSentAt.getTime()) / DAY_MS;
  return {
    remindersDue: DECISION_REMINDER_DAYS.filter((d) => days >= d).length,
    autoClose: days >= BRIEF_AUTO_CLOSE_DAYS,
  };
}
