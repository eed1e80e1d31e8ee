/**
 * Verified reviews as every page shows them (docs/decisions/014-verified-reviews.md). The review
 * page's texts are in ./review-form.ts, the e-mails in ./review-emails.ts.
 */
export const reviewsEn = {
  scores: {
    overall: "Overall",
    quality: "Quality of work",
    communication: "Communication",
    value: "Value for money",
    timeliness: "Timeliness",
  },
  /** "4 stars" for a screen reader, on each radio button and each shown rating. */
  starsLabel: "{stars} of 5 stars",
  verifiedClient: "Verified client",
} as const;
