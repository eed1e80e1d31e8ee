/**
 * The contact form's e-mails (the confirmation, the operator's notification): a module of their own,
 * read as `publicPages.contact.emails`, so a browser's catalogue can leave them out (they are
 * written on the server; app/domain/messages/ar-browser.ts).
 */
export const contactEmailsEn = {
  confirmation: {
    subject: "We've received your message",
    preheader: "Thanks for contacting {brand}. We'll reply within 1-2 business days.",
    heading: "Thanks for getting in touch",
    paragraphs: [
      "We've received a message sent with this address through the contact form, and a member of the {brand} team will reply within 1-2 business days.",
    ],
    footnote:
      "You received this e-mail because this address was entered in the contact form on {brand}. If that wasn't you, you can ignore it.",
  },
  notification: {
    subject: "New contact message from {name}",
    preheader: "{name} wrote through the contact form.",
    heading: "New contact message",
    paragraphs: [
      "{name} sent a message through the contact form. Reply to this e-mail to answer them directly.",
    ],
    nameLabel: "Name",
    emailLabel: "Email",
    messageLabel: "Message",
    receivedLabel: "Received",
    receivedValue: "{date} (UAE time)",
  },
} as const;
