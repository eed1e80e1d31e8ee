import { describe, expect, it } from "vitest";
import { getMessages } from "~/domain/i18n";
import * as valueSets from "~/domain/value-sets";
import { agencyConfirmationEmail } from "./agency-confirmation";
import { agencyNotificationEmail } from "./agency-notification";
import { briefConfirmationEmail } from "./brief-confirmation";
import { briefNotificationEmail } from "./brief-notification";
import { confirmEmailChangeEmail } from "./confirm-email-change";
import { contactConfirmationEmail } from "./contact-confirmation";
import { contactNotificationEmail } from "./contact-notification";
import { leadAlertEmail } from "./lead-alert";
import { listingEmailChangedEmail } from "./listing-email-changed";
import { matchAgencyEmail } from "./match-agency";
import { matchClientEmail } from "./match-client";
import { paymentFailedEmail } from "./payment-failed";
import { paymentReceiptEmail } from "./payment-receipt";
import { proCancellationEmail, proEndedEmail } from "./pro-cancellation";
import { proRefundEmail, providerRefundEmail } from "./pro-refund";
import { proWelcomeEmail } from "./pro-welcome";
import { savedSearchAlertEmail } from "./saved-search-alert";
import { signInLinkEmail } from "./sign-in-link";

const site = { name: "Wakala", url: "https://wakala.ae" };
const ar = "ar" as const;
// What people typed: an Arabic brief from a client with a Latin name, an agency with a Latin name.
const brief = {
  companyName: "مطبخ الزعفران",
  contactName: "Omar Khalil",
  email: "omar@saffron.ae",
  phone: "+971 50 123 4567",
  projectType: "website",
  budget: "15k-30k",
  timeline: "2-3-months",
  description: "نحتاج موقعًا ثنائي اللغة لمقاهينا الخمسة مع طلبات عبر الإنترنت.",
} as const;
const listing = {
  agencyName: "Falcon Studio",
  contactName: "ليلى حداد",
  email: "hello@falcon.ae",
  phone: "+971 4 123 4567",
  website: "https://falcon.ae",
  portfolio: undefined,
  logoUrl: undefined,
  location: "Dubai",
  services: ["Website Development", "SEO Services"],
  industries: ["Retail"],
  experience: "6-10",
  description: "استوديو رقمي في دبي.",
} as const;
const receivedAt = new Date("2026-11-21T06:30:00Z");
const agency = { ...listing, slug: "falcon-studio", phone: null, services: [...listing.services] };
const agencyName = listing.agencyName;
const dashboardUrl = "https://wakala.ae/ar/dashboard";

/** Every Arabic mail a client or an agency can get, as the services render them. */
const arabicMails = {
  briefConfirmation: briefConfirmationEmail({ ...brief, id: 7, receivedAt }, site, ar),
  agencyConfirmation: agencyConfirmationEmail(
    {
      ...listing,
      services: [...listing.services],
      industries: [...listing.industries],
      id: 8,
      receivedAt,
    },
    site,
    ar,
  ),
  contactConfirmation: contactConfirmationEmail(
    site,
    { id: 9, email: "layla@example.ae", submittedAt: receivedAt },
    ar,
  ),
  matchClient: matchClientEmail({ brief, agency }, site, ar),
  matchAgency: matchAgencyEmail({ brief, agency }, site, ar),
  signInLink: signInLinkEmail(
    { url: "https://wakala.ae/ar/dashboard/sign-in?token=abc", minutes: 10 },
    site,
    ar,
  ),
  confirmEmailChange: confirmEmailChangeEmail(
    {
      newEmail: "new@falcon.ae",
      url: "https://wakala.ae/ar/dashboard/confirm-email?token=abc",
      hours: 24,
    },
    site,
    ar,
  ),
  listingEmailChanged: listingEmailChangedEmail(
    { agencyName, newEmail: "new@falcon.ae" },
    site,
    ar,
  ),
  proWelcome: proWelcomeEmail(
    { agencyName, nextBillingDate: new Date("2026-11-21T21:30:00Z"), dashboardUrl },
    site,
    ar,
  ),
  paymentReceipt: paymentReceiptEmail(
    {
      agencyName,
      amount: 49900,
      currency: "aed",
      paidAt: new Date("2026-10-22T06:00:00Z"),
      periodStart: new Date("2026-10-22T06:00:00Z"),
      periodEnd: new Date("2026-11-22T06:00:00Z"),
      invoiceId: "in_123",
      taxInvoice: {
        number: "INV-000001",
        tax: true,
        vatFils: 2376,
        url: "https://wakala.ae/ar/dashboard/invoices/1",
      },
    },
    site,
    ar,
  ),
  paymentFailed: paymentFailedEmail({ agencyName, reason: null, dashboardUrl }, site, ar),
  proCancellation: proCancellationEmail(
    { agencyName, endsAt: new Date("2026-12-31T20:30:00Z"), dashboardUrl },
    site,
    ar,
  ),
  proEnded: proEndedEmail(
    { agencyName, upgradeUrl: "https://wakala.ae/ar/dashboard/upgrade" },
    site,
    ar,
  ),
  proRefund: proRefundEmail(
    {
      agencyName,
      amount: 49900,
      currency: "aed",
      creditNote: { number: "CN-000001", url: "https://wakala.ae/ar/dashboard/invoices/2" },
    },
    site,
    ar,
  ),
  providerRefund: providerRefundEmail(
    {
      agencyName,
      amount: 10000,
      currency: "aed",
      creditNote: { number: "CN-000002", url: "https://wakala.ae/ar/dashboard/invoices/3" },
      invoice: "INV-000001",
    },
    site,
    ar,
  ),
  leadAlert: leadAlertEmail(brief, site, ar),
  savedSearchAlert: savedSearchAlertEmail(
    {
      filters: {
        pro: true,
        services: ["SEO Services"],
        locations: ["Dubai"],
        industries: [],
        q: "",
      },
      frequency: "weekly",
      // An agency without an Arabic name, and more than one alert lists.
      agencies: Array.from({ length: 12 }, (_, i) => ({
        slug: `falcon-studio-${i}`,
        agencyName: agencyName,
        agencyNameAr: i % 2 ? "استوديو الصقر" : null,
        location: i % 3 ? "Dubai" : null,
        services: [...listing.services],
      })),
      manageUrl: "https://wakala.ae/ar/alerts/1.abc",
      unsubscribeUrl: "https://wakala.ae/ar/alerts/1.abc/unsubscribe",
    },
    site,
    ar,
  ),
};

/** Every text of the English catalogue that an e-mail can show, and every English label. */
function englishMailTexts(): string[] {
  const en = getMessages("en");
  const texts: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node === "string") texts.push(node);
    else if (node && typeof node === "object") Object.values(node).forEach(collect);
  };
  collect([
    en.agencyEmails,
    en.submissions.emails,
    en.submissions.brief.fields,
    en.submissions.agency.fields,
    en.matching.emails,
    en.publicPages.contact.emails,
    en.savedSearches.emails,
    en.savedSearches.filters,
    en.savedSearches.frequencies,
  ]);
  for (const set of Object.values(valueSets)) {
    if (set && typeof set === "object" && "labels" in set) collect(set.labels);
  }
  // The pieces between placeholders that hold a word; 'Pro', the plan's name, is Arabic too.
  return [
    ...new Set(
      texts
        .flatMap((text) => text.split(/\{\w+\}/))
        .map((piece) => piece.replace(/^[\s\p{P}•]+|[\s\p{P}]+$/gu, ""))
        .filter((piece) => /[A-Za-z]{2,}/.test(piece) && piece !== "Pro"),
    ),
  ];
}

const englishTexts = englishMailTexts();
const inWords = (text: string, piece: string) =>
  new RegExp(`(?<![A-Za-z])${piece.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z])`).test(text);

describe.each(Object.entries(arabicMails))("the Arabic %s e-mail", (_name, mail) => {
  it("is written in Arabic: no English catalogue text or label, only names, brand and URLs", () => {
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).toMatch(/\p{Script=Arabic}/u);
      // A URL may hold English words (the directory's ?services=SEO+Services).
      const words = part.replace(/https?:\/\/[^\s"<>\u200e\u200f]*/g, "");
      expect(englishTexts.filter((piece) => inWords(words, piece))).toEqual([]);
    }
  });

  it("is laid out right to left, also for mail programs that ignore <html dir>", () => {
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/<body dir="rtl" style="[^"]*direction:rtl;text-align:right/);
    expect(mail.html).not.toContain("text-align:left");
    for (const cell of mail.html.match(/<td[^>]*>/g) ?? []) {
      if (!cell.includes('align="center"')) expect(cell).toContain("text-align:right");
    }
  });

  it("links to the Arabic pages of the site", () => {
    const links = [
      ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!),
      ...(mail.text.match(/https:\/\/wakala\.ae[^\s\u200e]*/g) ?? []),
    ];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/wakala\.ae\/ar(\/|$)/);
  });
});

describe("Arabic e-mails", () => {
  it("are told apart from English ones by the check above", () => {
    const english = matchClientEmail({ brief, agency }, site, "en");
    expect(englishTexts.filter((piece) => inWords(english.text, piece)).length).toBeGreaterThan(5);
  });

  it("isolate addresses, phone numbers and prices in the HTML part", () => {
    expect(arabicMails.matchClient.html).toContain('<span dir="ltr">hello@falcon.ae</span>');
    expect(arabicMails.matchAgency.html).toContain('<span dir="ltr">+971 50 123 4567</span>');
    // The profile is linked once, by the button (not a row that repeats the address).
    expect(arabicMails.matchClient.html).toContain(
      'href="https://wakala.ae/ar/agencies/falcon-studio"',
    );
    expect(arabicMails.paymentReceipt.html).toContain("499.00 درهم");
    expect(arabicMails.paymentReceipt.html).not.toContain("AED");
  });

  it("keep the plain-text part readable: the same texts, with direction marks only around runs", () => {
    const { text } = arabicMails.matchAgency;
    expect(text).toContain("الهاتف: \u200e+971 50 123 4567\u200e");
    // A line that starts with a Latin name is marked right to left; one that starts in Arabic not.
    expect(text.split("\n")[0]).toBe("ليلى حداد، لديك ترشيح جديد");
    expect(arabicMails.matchClient.text.split("\n")[0]).toBe(
      "\u200fOmar Khalil، تعرّف على Falcon Studio",
    );
    expect(text).toContain("الميزانية (بالدرهم): 15,000 - 30,000 درهم");
  });

  it("write value-set labels, dates and amounts in Arabic", () => {
    expect(arabicMails.matchClient.text).toContain("الإمارة: دبي");
    expect(arabicMails.matchClient.text).toContain(
      "الخدمات: تطوير المواقع الإلكترونية، تحسين محركات البحث (SEO)",
    );
    expect(arabicMails.leadAlert.subject).toBe(
      "عميل محتمل جديد على Wakala: موجز تطوير المواقع الإلكترونية",
    );
    expect(arabicMails.paymentReceipt.text).toContain("تاريخ الدفع: 22 أكتوبر 2026");
    expect(arabicMails.proRefund.text).toContain("المبلغ المسترد: 499.00 درهم");
    expect(arabicMails.providerRefund.text).toContain("المبلغ المسترد: 100.00 درهم");
  });
});

describe("the operator's notifications", () => {
  it("stay English, whatever the language of the page the brief, listing or message came from", () => {
    for (const mail of [
      briefNotificationEmail({ ...brief, id: 7 }, site),
      agencyNotificationEmail(
        {
          ...listing,
          services: [...listing.services],
          industries: [...listing.industries],
          languages: [],
        },
        site,
      ),
      contactNotificationEmail(
        { ...site, supportEmail: "hello@wakala.ae" },
        {
          name: "Layla Haddad",
          email: "layla@example.ae",
          message: "هل تغطون الشارقة؟",
          submittedAt: new Date("2025-07-14T06:30:00Z"),
        },
      ),
    ]) {
      expect(mail.html).toContain('<html lang="en" dir="ltr">');
      expect(englishTexts.filter((piece) => inWords(mail.text, piece)).length).toBeGreaterThan(2);
      // Only what people typed is Arabic: no catalogue text, no label.
      const typed =
        /مطبخ الزعفران|ليلى حداد|نحتاج موقعًا[^\n]*|استوديو رقمي في دبي\.|هل تغطون الشارقة؟/gu;
      expect(`${mail.subject}\n${mail.text}`.replace(typed, "")).not.toMatch(/\p{Script=Arabic}/u);
    }
  });
});
