/** Texts of the match page, suggestions, match e-mails and POST /api/matches. */
export const matchingEn = {
  page: {
    heading: "Match Briefs",
    intro:
      "Pick up to {max} approved agencies for each brief. Briefs that can still take an agency come first, newest first.",
    showing: "Showing {from}-{to} of {total} briefs",
    empty: "No briefs submitted yet",
    briefsLabel: "Briefs",
  },
  brief: {
    submitted: "Submitted {date}",
    projectType: "Project type",
    budget: "Budget",
    budgetValue: "AED {budget}",
    timeline: "Timeline",
    viewBrief: "Full brief",
    matchesHeading: "Matched agencies",
    matchCount: "{count} of {max}",
    noMatches: "No agencies matched yet.",
    matchedOn: "matched {date}",
    full: "This brief has its {max} agencies.",
    openBadge: "Needs agencies",
    fullBadge: "Matched",
  },
  form: {
    label: "Agency",
    labelFor: "for {companyName}",
    placeholder: "Select an agency",
    suggested: "Suggested for this brief",
    all: "All approved agencies",
    more: "More agencies offering these services",
    moreNote:
      "Showing the best fits among {total} approved agencies. Agencies that offer none of this project's services are left out.",
    noAgencies: "No approved agencies to choose from.",
    option: "{name} — {reasons}",
    other: "Another agency",
    rating: "★ {average} ({count})",
    submit: "Save Match",
    submitting: "Saving...",
  },
  /** Why an agency is suggested, joined with `separator` into one short line. */
  reasons: {
    separator: " · ",
    listSeparator: ", ",
    requested: "Asked for by the client",
    services: "Offers {services}",
    industry: "Brief's industry: {industry}",
    industries: "Works in {industries}",
    emirate: "Brief's emirate: {emirate}",
    location: "Based in {location}",
    language: "Speaks {language}",
    keywords: "Mentions {words}",
    pro: "Pro",
    neverMatched: "never matched",
    notMatchedForDay: "not matched for 1 day",
    notMatchedForDays: "not matched for {days} days",
    notMatchedForLong: "not matched for {days}+ days",
  },
  toasts: {
    selectAgency: "Please select an agency first",
    created: "Match created successfully!",
    failed: "Failed to create match: {reason}",
  },
  /** The reasons a match is refused, shown after 'Failed to create match:' and by the API. */
  errors: {
    briefNotFound: "Brief not found",
    agencyNotFound: "Agency not found",
    notApproved: "This agency is not approved",
    duplicate: "This agency is already matched to this brief",
    full: "This brief already has {max} agencies",
    invalidBrief: "Invalid brief",
    unexpected: "Something went wrong on our side. Please try again.",
  },
  emails: {
    notGiven: "Not given",
    /** To the agency: the brief and the client's contact details. */
    agency: {
      subject: "New client brief: {companyName}",
      preheader: "{brand} matched you with {companyName}. Their brief and contact details inside.",
      heading: "You have a new match, {contactName}",
      paragraphs: [
        "{brand} has matched {agencyName} with a client brief. {companyName} expects to hear from you: please get in touch within 1-2 working days.",
        "Reply to this e-mail to write to {clientName} directly.",
      ],
      footnote:
        "You receive this because {agencyName} is an approved agency on {brand}. The client's details are shared with you for this project only.",
    },
    /** To the client: the matched agency and how to reach it. */
    client: {
      subject: "You've been matched with {agencyName}",
      preheader: "{agencyName} fits your {projectType} brief. Their contact details inside.",
      heading: "Meet {agencyName}, {contactName}",
      paragraphs: [
        "We have matched your brief for {companyName} with {agencyName}. They have your brief and contact details and will be in touch.",
        "Reply to this e-mail to write to {agencyName} directly. We pick up to {max} agencies for each brief; you'll get an e-mail for each one.",
      ],
      fields: {
        agency: "Agency",
        email: "Email",
        phone: "Phone",
        website: "Website",
        location: "Location",
        services: "Services",
      },
      action: "View agency profile",
      roomLink: "Talk with {agencyName} in My briefs",
      footnote:
        "You receive this because you submitted a project brief on {brand}. Compare the agencies, book calls, and decide in your own time.",
    },
  },
} as const;
