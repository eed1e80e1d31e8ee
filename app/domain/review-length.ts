/**
 * How long each text of a review may be, in characters. A module of its own, free of imports, so
 * the dashboard's and the console's forms can set minlength/maxlength without the review schemas.
 */
export const REVIEW_LENGTH = {
  title: { min: 5, max: 120 },
  body: { min: 30, max: 3000 },
  reply: { min: 10, max: 2000 },
  reason: { min: 5, max: 1000 },
} as const;
