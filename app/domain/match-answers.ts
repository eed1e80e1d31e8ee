import { z } from "zod";
import { roomTexts } from "./messages/room-texts";
import { currentLocale } from "./i18n";

/**
 * A matched agency's answer to its match (issue 31, docs/decisions/020-answering-a-match.md): it
 * accepts or declines within MATCH_ANSWER_WORKING_HOURS of the working week, reminded halfway; the
 * operator may replace an agency that has not answered. Only pending and accepted matches count
 * against a brief's limit of agencies.
 */

export const matchAnswers = ["pending", "accepted", "declined", "replaced"] as const;
export type MatchAnswer = (typeof matchAnswers)[number];

/** The answers that hold one of a brief's MAX_AGENCIES_PER_BRIEF places. */
export const ACTIVE_MATCH_ANSWERS = [
  "pending",
  "accepted",
] as const satisfies readonly MatchAnswer[];

/** Whether a match is still unanswered past its due time (the SQL twin: answerOverdue). */
export function isAnswerOverdue(answer: string, dueAt: Date | null, now: Date): boolean {
  return answer === "pending" && dueAt !== null && dueAt <= now;
}

/** Working hours a matched agency has to answer. */
export const MATCH_ANSWER_WORKING_HOURS = 48;

export const declineReasons = ["too-busy", "not-our-field", "budget-too-low", "other"] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** Characters of the note that may go with a decline. */
export const DECLINE_NOTE_MAX_LENGTH = 500;

const texts = () => roomTexts(currentLocale()).answer;

/** The agency's "Decline" form: a reason, and a note that "other" needs. */
export const declineMatchSchema = z
  .object({
    reason: z.enum(declineReasons, { error: () => texts().reasonRequired }),
    note: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : value),
      z
        .string()
        .max(DECLINE_NOTE_MAX_LENGTH, { error: () => texts().noteTooLong })
        .optional(),
    ),
  })
  .refine((value) => value.reason !== "other" || (value.note ?? "") !== "", {
    path: ["note"],
    error: () => texts().noteRequired,
  });

export type DeclineMatchInput = z.output<typeof declineMatchSchema>;

/**
 * "Usually responds within N hours" (issue 31): shown for an agency with at least
 * RESPONSIVENESS_MIN_MATCHES matches in the last RESPONSIVENESS_WINDOW_DAYS days, of which at least
 * RESPONSIVENESS_MIN_RATE percent were answered (an accept, a decline or a first message).
 */
export const RESPONSIVENESS_WINDOW_DAYS = 180;
export const RESPONSIVENESS_MIN_MATCHES = 3;
export const RESPONSIVENESS_MIN_RATE = 80;
