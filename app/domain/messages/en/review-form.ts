/**
 * The review page reached from a mailed link: the form, its refusals and its thanks
 * (docs/decisions/014-verified-reviews.md). Rendered on the server only (the page ships no
 * script), so a browser's catalogue leaves them out.
 */
export const reviewFormEn = {
  validation: {
    score: "Please choose 1 to 5 stars",
    tooShort: "Please write at least {min} characters",
    wentAhead: "Please say whether the project went ahead",
    budget: "Please choose the project's budget",
  },
  form: {
    metaTitle: "Review {agencyName}",
    eyebrow: "Verified review",
    title: "How was working with {agencyName}?",
    intro:
      "You were matched with {agencyName} for your {projectType} brief. Your review helps other UAE businesses choose, and only clients we matched can write one.",
    scoresLegend: "Your ratings",
    scoresHint: "1 star is poor, 5 stars is excellent.",
    reviewTitle: "Title of your review",
    reviewTitlePlaceholder: "e.g. Clear process and a site delivered on time",
    body: "Your review",
    bodyPlaceholder: "What did the agency do, how did it go, and would you hire them again?",
    bodyHint: "{min} to {max} characters.",
    wentAhead: "Did the project go ahead with {agencyName}?",
    yes: "Yes",
    no: "No",
    budget: "Project budget (AED)",
    budgetHint: "From your brief; change it if the project's budget changed.",
    name: "Shown as",
    nameAs: "{name}",
    anonymous: "Don't show my name: show 'Verified client' instead",
    moderationNote:
      "We read every review before it is published. You can ask us to remove yours at any time through the contact page.",
    submit: "Submit review",
    sending: "Sending…",
    declineTitle: "Rather not review {agencyName}?",
    declineBody: "Tell us and we won't ask you again. Nothing is published.",
    decline: "Don't ask me to review this agency",
  },
  refusals: {
    wrongTitle: "This review link is not valid",
    wrongBody:
      "Check that you opened the whole link from our e-mail. Each link works for one review of the agency you were matched with.",
    usedTitle: "You have already reviewed this agency",
    usedBody:
      "This link has been used: there is one review per match. Thank you for it. To change or remove it, write to us through the contact page.",
    expiredTitle: "This review link has expired",
    expiredBody: "Review links work for {days} days after they are sent.",
    declinedTitle: "You chose not to review this agency",
    declinedBody: "We have recorded it, and won't ask you to review this agency.",
    otherAgency:
      "This link is for a review of the agency you were matched with, and no other. Nothing was saved.",
    contact: "Contact us",
    browse: "Browse agencies",
  },
  thanks: {
    metaTitle: "Thank you for your review",
    title: "Thank you for your review",
    body: "We'll read it and publish it on {agencyName}'s profile, usually within 1-2 business days. If we can't publish it, we'll e-mail you why.",
    declinedTitle: "Thank you for letting us know",
    declinedBody: "We won't ask you to review {agencyName}.",
    browse: "Browse agencies",
  },
} as const;
