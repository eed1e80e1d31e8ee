/**
 * The e-mails of the brief and agency forms (confirmations, the operator's notifications): a module
 * of their own, read as `submissions.emails`, so a browser's catalogue can leave them out (they are
 * written on the server; app/domain/messages/ar-browser.ts).
 */
export const submissionEmailsEn = {
  notGiven: "Not given",
  /** A confirmation's reference: the record's number and the day it arrived. */
  reference: "Reference",
  received: "Received",
  footnote:
    "You are receiving this email because this address was used on {siteName}. If that wasn't you, reply and let us know.",
  adminAction: "Open the admin console",
  briefConfirmation: {
    subject: "We've received your project brief",
    heading: "Thanks! Your brief is in.",
    body: "We've received a project brief sent with this address. Our team will hand-pick 2-3 vetted UAE agencies that fit it and introduce them to you within 24-48 hours.",
    summary: "What it asks for:",
  },
  briefNotification: {
    subject: "New brief: {companyName}",
    heading: "New brief from {companyName}",
    body: "A new project brief is waiting to be matched with 2-3 approved agencies.",
  },
  agencyConfirmation: {
    subject: "We've received your agency listing",
    heading: "Thanks! Your listing is under review.",
    body: "We've received an agency listing sent with this address. We review every listing by hand and reply within 1-2 working days. Once approved, it appears in our directory marked Verified.",
    summary: "What it offers:",
  },
  agencyNotification: {
    subject: "New agency listing: {agencyName}",
    heading: "New agency listing: {agencyName}",
    body: "A new agency listing is waiting for review. It stays out of the directory until you approve it.",
  },
} as const;
