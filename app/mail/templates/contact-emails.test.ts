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
  const mail = contactConfirmationEmail(site, message, "en");

  it("goes to the sender with the reply time and a copy of the message", () => {
    expect(mail.to).toBe("layla@example.ae");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe("We've received your message");
    expect(mail.text).toContain("Thanks for getting in touch, Layla Haddad");
    expect(mail.text).toContain("reply within 1-2 business days");
    expect(mail.text).toContain("Your message: Do you cover <Sharjah>?\nThanks");
    expect(mail.html).toContain("Do you cover &#60;Sharjah&#62;?<br>Thanks");
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
