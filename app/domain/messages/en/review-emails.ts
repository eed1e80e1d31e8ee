/**
 * The e-mails about reviews: the invitation and its reminder to the client, and a rejection to
 * the reviewer or the agency. A module of their own so a browser's catalogue leaves them out.
 */
export const reviewEmailsEn = {
  /**
   * The invitation and its reminder say "the agency" above one link and "the agencies" above
   * several: each is written per count as the locale's plural rules name it ("one", "two",
   * "other"; English writes "two" as "other"), chosen by mail/templates/review-invitation.ts.
   */
  invitation: {
    one: {
      subject: "How did it go with the agency we matched?",
      preheader: "Review the agency you were matched with for {companyName}: it takes two minutes.",
      heading: "How did it go, {contactName}?",
      paragraphs: [
        "We recently matched your {projectType} brief with the agency below. Your review helps other UAE businesses choose, and only clients we matched can write one.",
        "The link is for one review and works for {days} days. If the project did not go ahead with the agency, the link lets you tell us so, and we won't ask again.",
      ],
      footnote:
        "You received this e-mail because you submitted a brief on {brand} and we matched it. Reviews are read before they are published.",
    },
    two: severalInvitation(),
    other: severalInvitation(),
  },
  reminder: {
    one: {
      subject: "A reminder: review the agency we matched",
      preheader: "Your review link for {companyName} is still open.",
      heading: "Would you review your agency, {contactName}?",
      paragraphs: [
        "Last week we asked how your {projectType} project went with the agency below. This is our only reminder.",
        "The link is for one review and works until {expires}.",
      ],
      footnote:
        "You received this e-mail because you submitted a brief on {brand}. We won't remind you again.",
    },
    two: severalReminder(),
    other: severalReminder(),
  },
  /** One line per agency: its name, then its link. */
  reviewLink: "Review {agencyName}",
  reviewRejected: {
    subject: "Your review of {agencyName} was not published",
    preheader: "Our reason, and how to write it again.",
    heading: "We could not publish your review",
    paragraphs: [
      "Thank you for reviewing {agencyName}. We read every review before it is published, and could not publish yours, for this reason:",
      "{reason}",
      "If you would like to send a new review, or think we got this wrong, reply to this e-mail.",
    ],
  },
  replyRejected: {
    subject: "Your reply to a review was not published",
    preheader: "Our reason, and how to reply again.",
    heading: "We could not publish your reply",
    paragraphs: [
      'Thank you for replying to the review "{title}". We read every reply before it is published, and could not publish yours, for this reason:',
      "{reason}",
      "You can write a new reply from your dashboard.",
    ],
  },
} as const;

/** The invitation above two or more agencies' links. */
function severalInvitation() {
  return {
    subject: "How did it go with the agencies we matched?",
    preheader: "Review the agencies you were matched with for {companyName}: it takes two minutes.",
    heading: "How did it go, {contactName}?",
    paragraphs: [
      "We recently matched your {projectType} brief with the agencies below. Your review helps other UAE businesses choose, and only clients we matched can write one.",
      "Each link is for one review of one agency and works for {days} days. If a project did not go ahead with an agency, the link lets you tell us so, and we won't ask again.",
    ],
    footnote:
      "You received this e-mail because you submitted a brief on {brand} and we matched it. Reviews are read before they are published.",
  };
}

/** The reminder above two or more agencies' links. */
function severalReminder() {
  return {
    subject: "A reminder: review the agencies we matched",
    preheader: "Your review links for {companyName} are still open.",
    heading: "Would you review your agencies, {contactName}?",
    paragraphs: [
      "Last week we asked how your {projectType} project went with the agencies below. This is our only reminder.",
      "Each link is for one review of one agency and works until {expires}.",
    ],
    footnote:
      "You received this e-mail because you submitted a brief on {brand}. We won't remind you again.",
  };
}
