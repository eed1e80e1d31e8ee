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
} as const;
