/** The project room's e-mails (written on the server only): a client's sign-in link, new messages. */
export const roomEmailsEn = {
  clientSignIn: {
    subject: "Your {brand} sign-in link",
    preheader: "See your briefs and talk with your matched agencies. The link works once.",
    heading: "Sign in to your briefs",
    paragraphs: [
      "Here is your sign-in link for {brand}: it opens the briefs sent from this address and the threads with the agencies matched to them.",
      "The link expires in {minutes} and works only once. If it has expired, ask for a new one on the sign-in page.",
    ],
    minutes: "{minutes} minutes",
    minute: "1 minute",
    action: "Open My Briefs",
    footnote:
      "Didn't ask for this link? You can safely ignore this e-mail: nobody can sign in without it.",
  },
  newMessages: {
    subject: "{sender} wrote about {brief}",
    preheader: "{count} new message(s) in your {brand} thread about {brief}.",
    heading: "New message from {sender}",
    paragraphs: [
      "{count} new message(s) in your thread about {brief}. The newest is below; read and answer the whole thread on {brand}.",
    ],
    action: "Open the thread",
    footnote:
      "You get at most one e-mail per thread every {gap} minutes, and none for messages you have already read. Our team reads every thread.",
    answerByMail:
      "You can answer this e-mail: what you write above the quoted mail, and files of the kinds the thread takes, appear in the thread.",
    replyLine: "##- Write your answer above this line -##",
  },
  matchReminder: {
    subject: "Please answer the match with {company}",
    preheader: "Accept or decline by {due} (UAE time).",
    heading: "{company} is waiting for your answer",
    paragraphs: [
      "We matched you with {company} for their {brief} project. Please accept or decline the match by {due} (UAE time), so the client hears from you or we can suggest another agency.",
    ],
    action: "Answer the match",
    footnote: "Matched agencies answer within 48 working hours (Monday to Friday).",
  },
  matchReplaced: {
    subject: "The match with {company} went to another agency",
    preheader: "We did not hear from you in time.",
    heading: "We gave this match to another agency",
    paragraphs: [
      "We matched you with {company} for their {brief} project, and did not hear from you within the time to answer, so we suggested another agency to the client. The thread stays readable.",
    ],
    action: "Open the thread",
    footnote:
      "Answering within 48 working hours keeps your matches. Questions? Answer this e-mail.",
  },
  proposalSent: {
    subject: "{agency} sent you a proposal",
    preheader: "Version {version} of their proposal for your {brief} project.",
    heading: "A proposal from {agency}",
    paragraphs: [
      "{agency} sent version {version} of their proposal for your {brief} project. Compare it with the others side by side, and hire the agency that fits, on {brand}.",
    ],
    action: "Compare proposals",
    footnote: "Proposals are valid until the date they show. Our team reads every thread.",
  },
  hired: {
    subject: "{company} hired you",
    preheader: "They accepted your proposal for their {brief} project.",
    heading: "You were hired",
    paragraphs: [
      "{company} accepted your proposal for their {brief} project. Agree the next steps with them in the thread.",
    ],
    action: "Open the thread",
    footnote: "Congratulations from the {brand} team.",
  },
  notSelected: {
    subject: "{company} chose another agency",
    preheader: "Their reason: {reason}.",
    heading: "Not selected this time",
    paragraphs: [
      "{company} chose another agency for their {brief} project. The reason they gave: {reason}.",
      "Thank you for your proposal. The thread stays readable.",
    ],
    action: "Open the thread",
    footnote: "We never share who was chosen or at what price.",
  },
  briefClosed: {
    subject: "{company} closed their brief",
    preheader: "Their reason: {reason}.",
    heading: "The brief was closed without hiring",
    paragraphs: [
      "{company} closed their {brief} brief without hiring an agency. The reason they gave: {reason}.",
    ],
    action: "Open the thread",
    footnote: "Thank you for your time. The thread stays readable.",
  },
  noDecision: {
    subject: "{company}'s brief closed without a decision",
    preheader: "No agency was hired.",
    heading: "The brief closed without a decision",
    paragraphs: [
      "{company} did not decide on their {brief} brief within 45 days of the first proposal, so it closed by itself. No agency was hired.",
    ],
    action: "Open the thread",
    footnote: "Thank you for your proposal.",
  },
  decisionReminder: {
    subject: "Your proposals for {brief} are waiting",
    preheader: "Hire an agency, or close the brief with a reason.",
    heading: "Have you decided?",
    paragraphs: [
      "The agencies matched to your {brief} project sent {count} proposal(s). Compare them and hire one, or close the brief with a reason: every agency hears back.",
      "A brief without a decision closes by itself 45 days after its first proposal.",
    ],
    action: "Compare proposals",
    footnote: "You get at most three reminders.",
  },
} as const;
