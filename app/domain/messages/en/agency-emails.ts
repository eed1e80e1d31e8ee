/** Texts of the e-mails to agencies about sign-in, Pro billing and lead alerts. */
export const agencyEmailsEn = {
  notGiven: "Not given",
  /** The Pro benefits, one per line, as the welcome e-mail lists them. */
  proBenefits: [
    "Featured placement at the top of the directory",
    "The Pro Agency badge on your listing",
    "Priority in brief matching",
    "E-mail lead alerts when a new brief fits your services",
  ],
  bullet: "• {text}",
  footnote: "You receive this e-mail about the listing of {agencyName} on {brand}.",
  /** What is kept of a mail with a one-time link once it was sent (or its link expired). */
  linkRemoved:
    "This e-mail held a one-time link. Its text is not kept once the mail was sent or the link expired.",
  /** The one-time sign-in link to the agency dashboard (docs/product.md, P2). */
  signInLink: {
    subject: "Your {brand} sign-in link",
    preheader: "Sign in to your agency's {brand} dashboard. The link works once.",
    heading: "Sign in to your dashboard",
    paragraphs: [
      "Here is your sign-in link for the {brand} dashboard of the listing with this address, where you can edit your listing and manage Pro.",
      "The link expires in {minutes} and works only once. If it has expired, ask for a new one on the sign-in page.",
    ],
    minutes: "{minutes} minutes",
    minute: "1 minute",
    action: "Sign in to {brand}",
    footnote:
      "Didn't ask for this link? You can safely ignore this e-mail: nobody can sign in without it, and your listing stays as it is.",
  },
  /** To a listing's new address: it takes effect only once confirmed from that inbox. */
  confirmEmailChange: {
    subject: "Confirm the new e-mail address of your {brand} listing",
    preheader: "Confirm {newEmail} for a listing on {brand}. Until then nothing changes.",
    heading: "Confirm your listing's new e-mail address",
    paragraphs: [
      "The dashboard of an agency's listing on {brand} asked to use {newEmail} as the listing's e-mail address, where sign-in links and e-mails about the listing go.",
      "Confirm it within {hours} hours with the button below. Until then the listing keeps its current address. Confirming signs out every other device signed in to the dashboard.",
    ],
    action: "Confirm the new address",
    footnote: "Didn't expect this? Ignore this e-mail and nothing changes.",
  },
  /** To the old address when an agency changes its listing's e-mail (the sign-in address). */
  emailChanged: {
    subject: "The e-mail address of your {brand} listing was changed",
    preheader: "Sign-in links for {agencyName} now go to {newEmail}.",
    heading: "Your listing's e-mail address was changed",
    paragraphs: [
      "The e-mail address of the {brand} listing of {agencyName} was changed from the dashboard to {newEmail}, and confirmed from that inbox. Sign-in links and e-mails about the listing now go there.",
      "If you made this change, there is nothing to do. If you didn't, reply to this e-mail at once and we will secure the listing.",
    ],
    footnote: "We send this notice to the previous address of the listing.",
  },
  proWelcome: {
    subject: "Welcome to {brand} Pro",
    preheader: "{agencyName} is now a Pro agency on {brand}. Here is what you get.",
    heading: "Welcome to Pro, {agencyName}",
    paragraphs: [
      "Thank you for upgrading. {agencyName} is now a Pro agency on {brand}, and all of this is already live:",
      "Pro costs {proPrice} per month, billed monthly in AED. You can cancel any time from your dashboard.",
      "Not the right fit? Our {refundDays}-day money-back guarantee covers your first payment: ask within {refundDays} days of it and we refund it in full.",
    ],
    fields: {
      plan: "Plan",
      price: "Price",
      nextBilling: "Next billing date",
    },
    plan: "Pro",
    priceValue: "{proPrice} / month",
    action: "Open your dashboard",
  },
  paymentReceipt: {
    subject: "Your {brand} Pro receipt: {amount}",
    preheader: "We received {amount} for Pro on {date}. Thank you.",
    heading: "Payment received, thank you",
    paragraphs: [
      "We received your payment of {amount} for {brand} Pro for {agencyName}. Your Pro features carry on through the period below.",
      "Keep this e-mail for your records. If anything about this charge looks wrong, write to us and we will sort it out.",
    ],
    fields: {
      plan: "Plan",
      amount: "Amount paid",
      date: "Payment date",
      period: "Billing period",
      reference: "Reference",
      invoice: "Tax invoice",
      plainInvoice: "Invoice",
      vat: "Of which VAT (5%)",
    },
    plan: "Pro (monthly)",
    periodValue: "{start} to {end}",
    action: "Open your tax invoice",
    plainAction: "Open your invoice",
  },
  paymentFailed: {
    subject: "Action needed: your {brand} Pro payment didn't go through",
    preheader: "We couldn't renew Pro for {agencyName}. Pro stays on while we retry.",
    heading: "We couldn't take your Pro payment",
    paragraphs: [
      "We tried to renew {brand} Pro for {agencyName}, but the payment didn't go through.",
      "Your Pro features stay on while we retry the payment over the next few days. To keep Pro without interruption, please update your card from your dashboard.",
    ],
    fields: { reason: "Reason" },
    action: "Update your card",
    footnote:
      "If the payment still can't be taken after the retries, Pro ends and your listing stays in the directory as a free listing.",
  },
  proCancellation: {
    subject: "Your {brand} Pro cancellation is confirmed",
    preheader: "Pro stays on until {endsAt}, and you won't be charged again.",
    heading: "Your Pro cancellation is confirmed",
    paragraphs: [
      "We've cancelled the Pro renewal for {agencyName}. Your listing stays in the {brand} directory.",
      "Featured placement, the Pro badge, priority matching and lead alerts stay on until {endsAt}. After that your listing becomes a free listing, and there are no further charges.",
      "Changed your mind? You can resume Pro from your dashboard any time before {endsAt}.",
    ],
    action: "Resume Pro",
    footnote: "Thank you for being a Pro agency on {brand}.",
  },
  proEnded: {
    subject: "Your {brand} Pro plan has ended",
    preheader: "{agencyName} stays in the directory as a free listing.",
    heading: "Your Pro plan has ended",
    paragraphs: [
      "Pro has now ended for {agencyName}. Your listing remains in the {brand} directory as a free listing, and we can still match you with client briefs.",
      "Want featured placement, the Pro badge, priority matching and lead alerts back? You can upgrade again any time.",
    ],
    action: "Upgrade to Pro",
  },
  proRefund: {
    subject: "Your {brand} Pro refund of {amount}",
    preheader: "We've refunded your first Pro payment in full.",
    heading: "Your refund is on its way",
    paragraphs: [
      "As promised by our {refundDays}-day money-back guarantee, we've refunded your first Pro payment of {amount} in full.",
      "Pro has ended for {agencyName} today. Your listing stays in the {brand} directory as a free listing.",
      "Refunds take 5-10 business days to appear on your statement, depending on your bank.",
    ],
    fields: { amount: "Refund", creditNote: "Credit note" },
    action: "Open your credit note",
  },
  /**
   * To the agency when the operator refunds a Pro payment, in whole or in part, from the payment
   * provider's dashboard: the tax credit note issued for it (docs/decisions/023).
   */
  providerRefund: {
    subject: "Your {brand} credit note for a refund of {amount}",
    preheader: "We've refunded {amount} of a Pro payment and issued credit note {creditNote}.",
    heading: "We've refunded {amount}",
    paragraphs: [
      "We've refunded {amount} of a Pro payment made by {agencyName}, and issued credit note {creditNote}, which corrects invoice {invoice}.",
      "Refunds take 5-10 business days to appear on your statement, depending on your bank.",
    ],
    fields: { amount: "Refund", creditNote: "Credit note", invoice: "Invoice corrected" },
    action: "Open your credit note",
  },
  /**
   * To the agency when the operator approves its listing: it is live, where, and how to sign in
   * (the listing's confirmation promised this answer).
   */
  listingApproved: {
    subject: "Your listing is live on {brand}",
    preheader: "{agencyName} is approved and now appears in the {brand} directory.",
    heading: "{agencyName} is now listed on {brand}",
    paragraphs: [
      "Good news: we have reviewed the listing of {agencyName} and approved it. It now appears in the {brand} directory, marked Verified, at the address below.",
      "Your dashboard is where you edit your listing, see the briefs we match you with, and upgrade to Pro. To sign in, open the dashboard and enter {email}: we e-mail you a one-time sign-in link, no password needed.",
      "When a client's brief fits your services, our team may match you with it, and we e-mail you the brief with the client's contact details.",
    ],
    fields: { listing: "Your listing", dashboard: "Dashboard" },
    action: "View your listing",
  },
  /**
   * To every Pro agency whose services fit a brief the operator has qualified: no client contact
   * details (docs/product.md, P9 and P13).
   */
  leadAlert: {
    subject: "New lead on {brand}: {projectType} brief",
    preheader:
      "A new {projectType} brief fits your services. Budget in AED: {budget}. Timeline: {timeline}.",
    heading: "A new brief fits your services",
    paragraphs: [
      "A business has sent us a project brief on {brand} for work your agency offers, and our team has checked it.",
      "Our team hand-picks 2-3 agencies for each brief, and Pro agencies get priority. If we match you, we'll e-mail you the full brief and the client's contact details. A complete listing with relevant work helps us pick you.",
      "Here is what the client is looking for:",
    ],
    fields: { summary: "Summary" },
    /** Replaces contact details a client typed into the description. */
    withheld: "[withheld]",
    action: "Open your dashboard",
    footnote:
      "You receive lead alerts because your agency is a Pro agency on {brand} offering services that fit this brief.",
  },
} as const;
