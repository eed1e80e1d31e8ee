/**
 * The project room (docs/decisions/018-project-room.md): a client's sign-in and "My briefs", the
 * thread per match for the client, the agency and the operator, and the mails about new messages.
 */
export const projectRoomEn = {
  access: {
    title: "My briefs",
    intro:
      "Enter the e-mail address you sent your brief from. We'll send you a secure sign-in link; no password needed.",
    emailLabel: "Your e-mail address",
    emailPlaceholder: "you@company.ae",
    submit: "Send Sign-in Link",
    submitting: "Sending...",
    sentTitle: "Check your inbox",
    sentBody:
      "If {email} sent a brief to {siteName}, a sign-in link is on its way. It works once and expires in {minutes} minutes.",
    sentHint: "Nothing after a few minutes? Check your spam folder, or request a new link.",
    newestHint: "Asked more than once? Use the link in the newest e-mail.",
    tryAgain: "Use a different address",
    noListing: "No brief yet?",
    listAgency: "Tell us about your project",
    rateLimited: "Too many sign-in requests. Please wait {minutes} minute(s) and try again.",
  },
  signIn: {
    title: "Sign in to your briefs",
    body: "Continue to see your briefs and talk with the agencies matched to them, on this device.",
    submit: "Continue to My Briefs",
    invalidTitle: "This sign-in link can't be used",
    invalidBody:
      "Sign-in links work once and expire after {minutes} minutes. Request a new one below.",
    signedIn: "Signed in",
    signedInBody: "Your briefs and their agencies are below.",
  },
  briefs: {
    title: "My briefs",
    intro:
      "Every brief sent from {email}, newest first. Write to a matched agency in its thread: our team reads along and helps.",
    empty:
      "No brief was sent from this address yet. When you send one, it appears here with the agencies we match it with.",
    newBrief: "Send another brief",
    sentOn: "Sent {date}",
    stateWaiting: "Waiting for our team",
    stateQualified: "Finding agencies",
    stateMatched: "Matched",
    noMatches:
      "Our team is picking 2-3 agencies for this brief. You'll get an e-mail when they are matched.",
    matchedAgencies: "Matched agencies",
    openThread: "Open thread",
    unread: "{count} unread",
    lastMessage: "Last message {date}",
    noMessages: "No messages yet",
  },
  thread: {
    titleWith: "{brief} with {agency}",
    back: "Back",
    backToBriefs: "My briefs",
    backToDashboard: "Dashboard",
    backToConsole: "Threads",
    intro:
      "Messages here go to {agency}; our team reads every thread. Keep the conversation here so there is a record of what was agreed.",
    introAgency:
      "Messages here go to {client} of {company}; our team reads every thread. Answer within a working day.",
    introOperator: "What you write here is shown as Wakala, to both sides.",
    empty: "No messages yet. Introduce yourself and ask what you need to know.",
    earlier: "Earlier messages",
    latest: "Back to the latest messages",
    you: "You",
    client: "Client",
    removed: "This message was removed by our team.",
    hiddenForRecord: "Hidden from both sides (kept for the record)",
    new: "New",
    byMail: "by e-mail",
    bodyLabel: "Your message",
    bodyPlaceholder: "Write a message",
    bodyHint: "Up to {max} characters. Links are shown as text with their address.",
    bodyRequired: "Please write a message",
    bodyTooLong: "A message can have at most {max} characters",
    filesLabel: "Files",
    filesHint:
      "Up to 5 files, 25 MB each: PDF, PNG, JPEG, WebP, Office documents, plain text or ZIP.",
    fileTooLarge: "{name} is larger than 25 MB.",
    fileType:
      "{name} is not a type we take: PDF, PNG, JPEG, WebP, Office documents, plain text or ZIP.",
    fileEmpty: "{name} is empty.",
    tooManyFiles: "Attach at most 5 files to a message.",
    briefFull: "The files of this brief have reached 200 MB. Share larger files by link.",
    uploadUnreadable: "The files could not be read. Please try again.",
    emptyMessage: "Write a message or attach a file.",
    download: "Download {name}",
    send: "Send",
    sending: "Sending...",
    sent: "Message sent",
    hide: "Hide",
    hidden: "Message hidden",
    rateLimited: "You've sent a lot of messages. Please wait {minutes} minute(s) and try again.",
    notFound: "This thread does not exist, or is not yours.",
    refreshed: "New messages appear here as they arrive.",
  },
  agencyThreads: {
    title: "Matches and messages",
    intro: "Briefs our team matched you with. Write to the client in each brief's thread.",
    empty:
      "No matches yet. When our team matches your agency with a brief, its thread appears here.",
  },
} as const;
