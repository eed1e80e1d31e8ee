import { z } from "zod";
import { format, getMessages } from "./i18n";
import { trimBlank } from "./input-text";
import { REVIEW_LENGTH } from "./review-length";
import { requiredText } from "./submission-fields";
import { budgets } from "./value-sets";

/**
 * Verified reviews (docs/decisions/014-verified-reviews.md): only a client the operator matched
 * with an agency can review it, through a single-use link mailed some days after the match.
 */

/** Days after a match before its client is invited to review (REVIEW_INVITE_DAYS). */
export const DEFAULT_REVIEW_INVITE_DAYS = 14;
/** Days after a hire before its client is invited to review the agency hired (REVIEW_AFTER_HIRE_DAYS). */
export const DEFAULT_REVIEW_AFTER_HIRE_DAYS = 30;
/** Days after the invitation before one reminder, if no link of it was used. */
export const REVIEW_REMINDER_DAYS = 7;
/** Days an invitation's links stay valid. */
export const REVIEW_LINK_DAYS = 60;
/** Reviews per page on a profile. */
export const REVIEWS_PER_PAGE = 5;

/** The scores of a review: each a whole number of stars, 1 to 5. */
export const REVIEW_SCORES = [
  "overall",
  "quality",
  "communication",
  "value",
  "timeliness",
] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
/** A review's five scores, each 1 to 5 stars. */
export type ReviewScores = Record<ReviewScore, number>;
export const STARS = [1, 2, 3, 4, 5] as const;

export { REVIEW_LENGTH };

const v = () => getMessages().reviews.validation;

/** A score field: "1" to "5" from the form's radio buttons, or a number from JSON. */
const score = () =>
  z.preprocess(
    (value) => (typeof value === "string" && /^[1-5]$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: () => v().score })
      .int({ error: () => v().score })
      .min(1, { error: () => v().score })
      .max(5, { error: () => v().score }),
  );

/** Text of `min` to `max` characters (after cleaning), with the reviews' messages. */
function lengthText(limits: { min: number; max: number }, multiline: boolean) {
  return requiredText(limits.max, { multiline }).refine(
    (text) => [...trimBlank(text)].length >= limits.min,
    { error: () => format(v().tooShort, { min: limits.min }) },
  );
}

/**
 * The review form, read the same in the browser and by the action. `wentAhead` is whether the
 * project went ahead with this agency; the budget band starts as the brief's and may be changed.
 */
export const reviewSchema = z.object({
  overall: score(),
  quality: score(),
  communication: score(),
  value: score(),
  timeliness: score(),
  title: lengthText(REVIEW_LENGTH.title, false),
  body: lengthText(REVIEW_LENGTH.body, true),
  wentAhead: z.preprocess(
    (value) => (value === "yes" ? true : value === "no" ? false : value),
    z.boolean({ error: () => v().wentAhead }),
  ),
  budget: z.enum(budgets.values, { error: () => v().budget }),
  /** A checkbox: "on" when ticked, absent when not. */
  anonymous: z.preprocess((value) => value === "on" || value === true, z.boolean()),
});
export type ReviewInput = z.output<typeof reviewSchema>;

/** The agency's public reply to a review, and the operator's reason for a rejection. */
export const reviewReplySchema = z.object({ reply: lengthText(REVIEW_LENGTH.reply, true) });
export const rejectionSchema = z.object({ reason: lengthText(REVIEW_LENGTH.reason, true) });

/** Titles written before a name, which are not the first name ("Dr. Youssef" is Youssef). */
const HONORIFICS = /^(?:mr|mrs|ms|miss|dr|eng|prof|sheikh|sheikha|د|م|أ|السيد|السيدة)\.?$/iu;

/**
 * How the reviewer is named: "first name, company", or nothing (shown as 'Verified client') when
 * they asked to stay anonymous. The first name is the first word of the brief's contact name that
 * is not a title.
 */
export function reviewerName(
  contactName: string,
  companyName: string,
  anonymous: boolean,
): string | null {
  if (anonymous) return null;
  const words = contactName.trim().split(/\s+/);
  const first = words.find((word) => !HONORIFICS.test(word)) ?? words[0] ?? "";
  const company = companyName.trim();
  return [first, company].filter(Boolean).join(", ") || null;
}

/**
 * The Bayesian average the directory sorts by: every agency starts with PRIOR_WEIGHT imaginary
 * reviews of PRIOR_MEAN stars, so a few reviews move it little and many move it to their mean.
 *
 *   score = (PRIOR_WEIGHT × PRIOR_MEAN + sum of overall stars) / (PRIOR_WEIGHT + count)
 *
 * One 5-star review scores (5 × 3.5 + 5) / 6 = 3.75; forty reviews of 4.8 score 4.66. The same
 * formula is in the database (migration 0011, agency_rating_rank); a test checks they agree.
 */
export const PRIOR_MEAN = 3.5;
export const PRIOR_WEIGHT = 5;

export function bayesianScore(sum: number, count: number): number {
  return (PRIOR_WEIGHT * PRIOR_MEAN + sum) / (PRIOR_WEIGHT + count);
}

export type RatingSummary = {
  count: number;
  /** The plain mean of the overall stars, to one decimal; null without reviews. */
  average: number | null;
  /** How many reviews gave 1..5 stars, index 0 for one star. */
  distribution: [number, number, number, number, number];
};

/** The summary a profile shows, from the count of approved reviews per overall star. */
export function ratingSummary(starCounts: Partial<Record<number, number>>): RatingSummary {
  const distribution = STARS.map((star) => starCounts[star] ?? 0) as RatingSummary["distribution"];
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((total, n, i) => total + n * (i + 1), 0);
  return { count, average: count ? roundOne(sum / count) : null, distribution };
}

/** The average shown on a card from the stored sum and count. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? roundOne(sum / count) : null;
}

function roundOne(n: number): number {
  return Math.round(n * 10) / 10;
}

/** The share of the reviews that gave `stars`, as a whole percentage for a bar. */
export function starShare(summary: RatingSummary, stars: number): number {
  return summary.count
    ? Math.round(((summary.distribution[stars - 1] ?? 0) / summary.count) * 100)
    : 0;
}

/** Why a review link cannot be used: wrong, used, declined, expired, or for another agency. */
export type ReviewLinkRefusalKind = "wrong" | "used" | "declined" | "expired" | "other-agency";

/** The moderation states of a review and of its reply. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
