import { describe, expect, it } from "vitest";
import type { Locale } from "~/domain/i18n";
import { agencyConfirmationEmail } from "./agency-confirmation";
import { briefConfirmationEmail } from "./brief-confirmation";
import { confirmEmailChangeEmail } from "./confirm-email-change";
import { contactConfirmationEmail } from "./contact-confirmation";
import { savedSearchAddressEmail, savedSearchConfirmationEmail } from "./saved-search-confirmation";
import { signInLinkEmail } from "./sign-in-link";

/**
 * Mails to an address that has not proved it is the reader's carry no free text typed by someone
 * else (docs/decisions/015-saved-searches.md#mails-to-an-address-not-yet-confirmed): anyone can
 * type an address into a form, so a form's words must not ride the site's mailer to a stranger.
 * Each such mail is rendered with a hostile sentence in every free-text field; none of it may
 * reach the subject, the text or the HTML, in either language.
 */

const site = { name: "Wakala", url: "https://wakala.ae" };
const hostile = (field: string) => `URGENT ${field} your plan failed, pay at evil.example/pay`;
/** Words of the hostile sentence that no mail of ours writes. */
const markers = ["URGENT", "evil.example", "plan failed"];

const brief = {
  companyName: hostile("company"),
  contactName: hostile("contact"),
  email: "victim@example.ae",
  phone: hostile("phone"),
  projectType: "website",
  budget: "15k-30k",
  timeline: "asap",
  description: hostile("description"),
} as const;

const listing = {
  agencyName: hostile("agency"),
  contactName: hostile("contact"),
  email: "victim@example.ae",
  phone: hostile("phone"),
  website: `https://evil.example/${hostile("website")}`,
  portfolio: `https://evil.example/${hostile("portfolio")}`,
  logoUrl: `https://evil.example/${hostile("logo")}`,
  location: "Dubai",
  services: ["SEO Services"],
  industries: ["Retail"],
  experience: "3-5",
  description: hostile("description"),
  descriptionAr: hostile("description-ar"),
} as const;

const receivedAt = new Date("2026-11-27T08:00:00Z");

/** Every mail the site sends to an address nobody has confirmed yet, with hostile free text. */
function unconfirmedMails(locale: Locale) {
  return {
    briefConfirmation: briefConfirmationEmail({ ...brief, id: 12, receivedAt }, site, locale),
    agencyConfirmation: agencyConfirmationEmail(
      {
        ...listing,
        services: [...listing.services],
        industries: [...listing.industries],
        id: 13,
        receivedAt,
      },
      site,
      locale,
    ),
    // The service passes the stored row: its name and message are there for the template to use.
    contactConfirmation: contactConfirmationEmail(
      site,
      {
        id: 14,
        email: "victim@example.ae",
        submittedAt: receivedAt,
        ...{ name: hostile("name"), message: hostile("message") },
      },
      locale,
    ),
    signInLink: signInLinkEmail(
      { url: "https://wakala.ae/dashboard/sign-in?t=1", minutes: 10 },
      site,
      locale,
    ),
    confirmEmailChange: confirmEmailChangeEmail(
      {
        ...{ agencyName: hostile("agency") },
        newEmail: "victim@example.ae",
        url: "https://wakala.ae/dashboard/confirm-email?token=abc",
        hours: 24,
      },
      site,
      locale,
    ),
    savedSearchConfirmation: savedSearchConfirmationEmail(
      {
        filters: {
          pro: true,
          services: ["SEO Services"],
          locations: ["Dubai"],
          industries: [],
          q: hostile("search"),
        },
        frequency: "instant",
        url: "https://wakala.ae/alerts/address/abc",
      },
      site,
      locale,
    ),
    savedSearchAddressLink: savedSearchAddressEmail(
      { url: "https://wakala.ae/alerts/address/abc" },
      site,
      locale,
    ),
  };
}

describe.each(["en", "ar"] as const)("mails to an address not yet confirmed (%s)", (locale) => {
  const mails = unconfirmedMails(locale);

  it.each(Object.entries(mails))(
    "%s quotes no free text in its subject, text or HTML",
    (_, mail) => {
      for (const part of [mail.subject, mail.text, mail.html]) {
        for (const marker of markers) expect(part).not.toContain(marker);
      }
    },
  );

  it("still say what they are about: a reference, the chosen values, the link", () => {
    expect(mails.briefConfirmation.text).toContain("#12");
    expect(mails.agencyConfirmation.text).toContain("#13");
    expect(mails.contactConfirmation.text).toContain("#14");
    expect(mails.savedSearchConfirmation.text).toContain(
      locale === "en" ? "SEO Services · Dubai" : "دبي",
    );
    expect(mails.savedSearchConfirmation.text).toContain("https://wakala.ae/alerts/address/abc");
    expect(mails.signInLink.text).toContain("https://wakala.ae/dashboard/sign-in?t=1");
    expect(mails.confirmEmailChange.text).toContain("victim@example.ae");
  });
});
