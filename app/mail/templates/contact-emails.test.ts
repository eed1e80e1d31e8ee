import { describe, expect, it } from "vitest";
import { contactConfirmationEmail } from "./contact-confirmation";
import { contactNotificationEmail } from "./contact-notification";

const site = { name: "Wakala", url: "https://wakala.ae", supportEmail: "hello@wakala.ae" };
const message = {
  name: "Layla\nHaddad",
  email: "layla@example.ae",
  message: "Do you cover <Sharjah>?\nThanks",
  submittedAt: new Date("2025-07-14T06:30:00Z"),
};

describe("contact confirmation", () => {
  const mail = contactConfirmationEmail(site, { ...message, id: 42 }, "en");

  it("goes to the sender with the reply time, a reference and the date, quoting nothing", () => {
    expect(mail.to).toBe("layla@example.ae");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe("We've received your message");
    expect(mail.text).toContain("Thanks for getting in touch");
    expect(mail.text).toContain("reply within 1-2 business days");
    expect(mail.text).toContain("Reference: #42");
    expect(mail.text).toContain("Received: 14 Jul 2025");
    expect(mail.text).not.toContain("Layla");
    expect(mail.text).not.toContain("Sharjah");
  });
});

describe("contact notification", () => {
  const mail = contactNotificationEmail(site, message);

  it("goes to the team, answers the sender on reply, and names them on one line", () => {
    expect(mail.to).toBe("hello@wakala.ae");
    expect(mail.replyTo).toBe("layla@example.ae");
    expect(mail.subject).toBe("New contact message from \u2068Layla Haddad\u2069");
  });

  it("holds the whole message and when it arrived, in UAE time", () => {
    expect(mail.text).toContain("Email: layla@example.ae");
    expect(mail.text).toContain("Message: Do you cover <Sharjah>?\nThanks");
    expect(mail.text).toContain("Received: 14 Jul 2025, 10:30 (UAE time)");
    expect(mail.html).not.toContain("<Sharjah>");
  });
});
