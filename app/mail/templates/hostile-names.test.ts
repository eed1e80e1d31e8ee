import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileName, hostileText } from "#tests/bidi-text";
import { isBidiBalanced } from "~/domain/bidi-controls";
import { agencyNotificationEmail } from "./agency-notification";
import { typedInSubject } from "./bidi";
import { briefNotificationEmail } from "./brief-notification";
import { contactNotificationEmail } from "./contact-notification";
import { matchAgencyEmail } from "./match-agency";
import { matchClientEmail } from "./match-client";
import { reviewRejectedEmail } from "./review-rejected";

/**
 * Mails built from names and texts stored with bidirectional controls in them (before input
 * dropped them from one-line fields, or typed into a multi-line one): no control reaches past the
 * text it came in. In a subject each typed text sits between FSI and PDI; the plain-text part
 * closes on each line whatever a line opened.
 */
const site = { name: "Wakala", url: "https://wakala.ae", supportEmail: "hello@wakala.ae" };
const FSI = "\u2068";
const PDI = "\u2069";
const FORMATTING = /[\u202a-\u202e\u2066-\u2069]/;

/** What a text says outside any isolate: the characters at isolate depth 0. */
function outsideIsolates(text: string): string {
  let depth = 0;
  let out = "";
  for (const char of text) {
    if (char === "\u2066" || char === "\u2067" || char === FSI) depth++;
    else if (char === PDI) depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

function expectIsolatedSubject(subject: string, typed: string[]) {
  expect(subject).not.toContain("\n");
  expect(isBidiBalanced(subject), JSON.stringify(subject)).toBe(true);
  expect(outsideIsolates(subject)).not.toMatch(FORMATTING);
  for (const text of typed) expect(subject).toContain(typedInSubject(text));
}

const names = fc.record({
  company: hostileName("Saffron Kitchen"),
  contact: hostileName("Omar Khalil"),
  agency: hostileName("Falcon Digital"),
  arabic: hostileName("فالكون الرقمية"),
  description: hostileText,
});

describe("operator and match mails from hostile names", () => {
  it("isolate each typed name in the subject and leave no control open in the text part", () => {
    fc.assert(
      fc.property(names, ({ company, contact, agency, arabic, description }) => {
        const brief = {
          id: 7,
          companyName: company,
          contactName: contact,
          email: "omar@saffron.ae",
          phone: "+971 50 123 4567",
          projectType: "website" as const,
          budget: "15k-30k" as const,
          timeline: "1-month" as const,
          description,
        };
        const listing = {
          slug: "falcon",
          agencyName: agency,
          agencyNameAr: arabic,
          contactName: contact,
          email: "hello@falcon.ae",
          phone: null,
          website: "https://falcon.ae",
          location: "Dubai" as const,
          services: ["Website Development" as const],
          industries: [],
          experience: "3-5" as const,
          description,
        };
        type Mail = { subject: string; text: string };
        const mails: [Mail, string[]][] = [
          [briefNotificationEmail(brief, site), [company]],
          [agencyNotificationEmail(listing as never, site), [agency]],
          [
            contactNotificationEmail(site, {
              name: contact,
              email: "huda@example.ae",
              message: description,
              submittedAt: new Date(),
            }),
            [contact],
          ],
        ];
        for (const locale of ["en", "ar"] as const) {
          mails.push(
            [matchAgencyEmail({ brief, agency: listing as never }, site, locale), [company]],
            [matchClientEmail({ brief, agency: listing as never }, site, locale), [agency]],
            [
              reviewRejectedEmail({ agencyName: agency, reason: description }, site, locale),
              [agency],
            ],
          );
        }
        for (const [mail, typed] of mails) {
          expectIsolatedSubject(mail.subject, typed);
          expect(isBidiBalanced(mail.text), JSON.stringify(mail.text)).toBe(true);
        }
      }),
      // Nine mails a run, each rendered in full: fewer runs than fast-check's 100, and room for
      // a busy machine.
      { numRuns: 40 },
    );
  }, 60_000);
});
