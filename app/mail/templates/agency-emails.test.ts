import { describe, expect, it } from "vitest";
import { confirmEmailChangeEmail } from "./confirm-email-change";
import { leadAlertEmail, leadSummary } from "./lead-alert";
import { paymentFailedEmail } from "./payment-failed";
import { paymentReceiptEmail } from "./payment-receipt";
import { proCancellationEmail, proEndedEmail } from "./pro-cancellation";
import { proRefundEmail, providerRefundEmail } from "./pro-refund";
import { proWelcomeEmail } from "./pro-welcome";
import { signInLinkEmail } from "./sign-in-link";

const site = { name: "Wakala", url: "https://wakala.ae" };
// A name typed with markup and a line break: escaped in HTML, on one line in subjects.
const agencyName = "Falcon <b>&</b>\nCo";
const dashboardUrl = "https://wakala.ae/dashboard?tab=billing&x=1";

/** Every rendered e-mail: a one-line subject, no raw markup from what people typed. */
function expectSafe(mail: { subject: string; html: string; text: string }) {
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.subject).toContain("Wakala");
  expect(mail.html).not.toContain("<b>");
  expect(mail.html).not.toContain("Falcon <");
  expect(mail.html).not.toContain("<script");
}

describe("signInLinkEmail", () => {
  const url = "https://wakala.ae/dashboard/sign-in?token=abc&next=%2Fdashboard";
  const mail = signInLinkEmail({ url, minutes: 10 }, site, "en");

  it("carries the link as a button, its expiry, single use and what to do if unasked", () => {
    expectSafe(mail);
    expect(mail.subject).toBe("Your Wakala sign-in link");
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&#38;")}"`);
    expect(mail.text).toContain(`Sign in to Wakala: ${url}`);
    expect(mail.text).toContain("expires in 10 minutes and works only once");
    expect(mail.text).toContain("Didn't ask for this link? You can safely ignore this e-mail");
    // The listing's address may not be the reader's: the mail names no listing (decision 015).
    expect(mail.text).not.toContain("Falcon");
  });

  it("says '1 minute' for one minute", () => {
    expect(signInLinkEmail({ url, minutes: 1 }, site, "en").text).toContain(
      "expires in 1 minute and",
    );
  });
});

describe("confirmEmailChangeEmail", () => {
  const url = "https://wakala.ae/dashboard/confirm-email?token=abc";
  const mail = confirmEmailChangeEmail({ newEmail: "new@falcon.ae", url, hours: 24 }, site, "en");

  it("asks the new address to confirm with a button, says what changes and when it lapses", () => {
    expectSafe(mail);
    expect(mail.subject).toBe("Confirm the new e-mail address of your Wakala listing");
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`Confirm the new address: ${url}`);
    expect(mail.text).toContain("use new@falcon.ae as the listing's e-mail address");
    expect(mail.text).toContain("within 24 hours");
    expect(mail.text).toContain("signs out every other device");
    expect(mail.text).toContain("Ignore this e-mail and nothing changes.");
  });
});

describe("proWelcomeEmail", () => {
  const mail = proWelcomeEmail(
    { agencyName, nextBillingDate: new Date("2026-11-21T21:30:00Z"), dashboardUrl },
    site,
    "en",
  );

  it("confirms the upgrade with the benefits, price, next billing date and guarantee", () => {
    expectSafe(mail);
    expect(mail.subject).toBe("Welcome to Wakala Pro");
    for (const line of [
      "Welcome to Pro, Falcon <b>&</b> Co",
      "• Featured placement at the top of the directory",
      "• The Pro Agency badge on your listing",
      "• Priority in brief matching",
      "• E-mail lead alerts when a new brief fits your services",
      "Pro costs AED 499 per month",
      "7-day money-back guarantee covers your first payment",
      "Price: AED 499 / month",
      "Next billing date: 22 Nov 2026",
      `Open your dashboard: ${dashboardUrl}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('href="https://wakala.ae/dashboard?tab=billing&#38;x=1"');
  });

  it("says 'Not given' when the next billing date is not known yet", () => {
    const without = proWelcomeEmail(
      { agencyName, nextBillingDate: null, dashboardUrl },
      site,
      "en",
    );
    expect(without.text).toContain("Next billing date: Not given");
  });
});

describe("paymentReceiptEmail", () => {
  const mail = paymentReceiptEmail(
    {
      agencyName,
      amount: 49900,
      currency: "aed",
      paidAt: new Date("2026-10-22T06:00:00Z"),
      periodStart: new Date("2026-10-22T06:00:00Z"),
      periodEnd: new Date("2026-11-22T06:00:00Z"),
      invoiceId: "in_<123>",
      taxInvoice: {
        number: "INV-000007",
        tax: true,
        vatFils: 2376,
        url: "https://wakala.ae/dashboard/invoices/7",
      },
    },
    site,
    "en",
  );

  it("lists the amount, its VAT, the tax invoice, date, period and reference, and links the invoice", () => {
    expectSafe(mail);
    expect(mail.subject).toBe("Your Wakala Pro receipt: AED 499.00");
    for (const line of [
      "Amount paid: AED 499.00",
      "Payment date: 22 Oct 2026",
      "Billing period: 22 Oct 2026 to 22 Nov 2026",
      "Reference: in_<123>",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("in_&#60;123&#62;");
    expect(mail.html).toContain("AED 499.00");
  });
});

describe("paymentFailedEmail", () => {
  it("says Pro stays while the payment is retried and links to update the card", () => {
    const mail = paymentFailedEmail(
      { agencyName, reason: "Your card was <declined>.", dashboardUrl },
      site,
      "en",
    );
    expectSafe(mail);
    expect(mail.subject).toBe("Action needed: your Wakala Pro payment didn't go through");
    expect(mail.text).toContain("Your Pro features stay on while we retry the payment");
    expect(mail.text).toContain("Reason: Your card was <declined>.");
    expect(mail.html).toContain("Your card was &#60;declined&#62;.");
    expect(mail.text).toContain(`Update your card: ${dashboardUrl}`);
  });

  it("leaves the reason out when the provider gave none", () => {
    const mail = paymentFailedEmail({ agencyName, reason: null, dashboardUrl }, site, "en");
    expect(mail.text).not.toContain("Reason:");
  });
});

describe("proCancellationEmail and proEndedEmail", () => {
  it("confirms the cancellation: Pro until the end date, then a free listing, no charge", () => {
    const mail = proCancellationEmail(
      { agencyName, endsAt: new Date("2026-12-31T20:30:00Z"), dashboardUrl },
      site,
      "en",
    );
    expectSafe(mail);
    expect(mail.subject).toBe("Your Wakala Pro cancellation is confirmed");
    expect(mail.text).toContain("Your listing stays in the Wakala directory.");
    expect(mail.text).toContain("stay on until 1 Jan 2027");
    expect(mail.text).toContain("becomes a free listing, and there are no further charges");
    expect(mail.text).toContain("resume Pro from your dashboard any time before 1 Jan 2027");
    expect(mail.text).toContain(`Resume Pro: ${dashboardUrl}`);
  });

  it("says Pro has ended, the free listing stays, and links to upgrade again", () => {
    const upgradeUrl = "https://wakala.ae/dashboard/upgrade";
    const mail = proEndedEmail({ agencyName, upgradeUrl }, site, "en");
    expectSafe(mail);
    expect(mail.subject).toBe("Your Wakala Pro plan has ended");
    expect(mail.text).toContain("remains in the Wakala directory as a free listing");
    expect(mail.text).toContain(`Upgrade to Pro: ${upgradeUrl}`);
  });
});

describe("proRefundEmail", () => {
  it("confirms the full refund under the guarantee, Pro ended, and how long refunds take", () => {
    const mail = proRefundEmail(
      {
        agencyName,
        amount: 49900,
        currency: "aed",
        creditNote: { number: "CN-000002", url: "https://wakala.ae/dashboard/invoices/9" },
      },
      site,
      "en",
    );
    expectSafe(mail);
    expect(mail.subject).toBe("Your Wakala Pro refund of AED 499.00");
    expect(mail.text).toContain("7-day money-back guarantee");
    expect(mail.text).toContain("first Pro payment of AED 499.00 in full");
    expect(mail.text).toContain("Pro has ended for Falcon <b>&</b> Co today");
    expect(mail.text).toContain("free listing");
    expect(mail.text).toContain("5-10 business days");
    expect(mail.text).toContain("Refund: AED 499.00");
    expect(mail.text).toContain("Credit note: CN-000002");
    expect(mail.html).toContain('href="https://wakala.ae/dashboard/invoices/9"');
  });
});

describe("providerRefundEmail", () => {
  it("says what was refunded and links the credit note that corrects the invoice", () => {
    const mail = providerRefundEmail(
      {
        agencyName,
        amount: 10_000,
        currency: "aed",
        creditNote: { number: "CN-000003", url: "https://wakala.ae/dashboard/invoices/12" },
        invoice: "INV-000007",
      },
      site,
      "en",
    );
    expectSafe(mail);
    expect(mail.subject).toBe("Your Wakala credit note for a refund of AED 100.00");
    expect(mail.text).toContain(
      "We've refunded AED 100.00 of a Pro payment made by Falcon <b>&</b> Co, and issued credit note CN-000003, which corrects invoice INV-000007.",
    );
    expect(mail.text).toContain("5-10 business days");
    expect(mail.text).toContain("Refund: AED 100.00");
    expect(mail.text).toContain("Credit note: CN-000003");
    expect(mail.text).toContain("Invoice corrected: INV-000007");
    expect(mail.html).toContain('href="https://wakala.ae/dashboard/invoices/12"');
    // Not the guarantee's mail: Pro goes on unless the operator ends it too.
    expect(mail.text).not.toContain("Pro has ended");
  });
});

describe("leadAlertEmail", () => {
  const client = {
    companyName: "Saffron Kitchen LLC",
    contactName: "Omar Khalil",
    email: "omar@saffron-kitchen.ae",
    phone: "+971 50 123 4567",
  };
  const brief = {
    ...client,
    projectType: "website",
    budget: "15k-30k",
    timeline: "2-3-months",
    description:
      "Saffron Kitchen needs a bilingual <script>alert(1)</script> website for our five cafés. " +
      "Write to omar@saffron-kitchen.ae or ops@saffron.ae, call +971 50 123 4567 or 04 321 7654, " +
      "see www.saffron-kitchen.ae and @saffronkitchen, ask for Omar. ".repeat(1) +
      "We want online ordering, a menu in Arabic and English, and a loyalty programme. ".repeat(8),
  };
  const mail = leadAlertEmail(brief, site, "en");

  it("names the kind of work, budget and timeline by their labels", () => {
    expectSafe(mail);
    expect(mail.subject).toBe("New lead on Wakala: Website Development brief");
    expect(mail.text).toContain("Project Type: Website Development");
    expect(mail.text).toContain("Budget (AED): 15,000 - 30,000");
    expect(mail.text).toContain("Timeline: 2-3 months");
    expect(mail.text).toContain("hand-picks 2-3 agencies for each brief");
    expect(mail.text).toContain("Pro agencies get priority");
    expect(mail.text).toContain("Open your dashboard: https://wakala.ae/dashboard");
    expect(mail.html).toContain("&#60;script&#62;");
  });

  it("never carries the client's contact details, company or name", () => {
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toMatch(/@saffron|saffron-kitchen|saffron\.ae|@saffronkitchen/i);
      expect(part).not.toMatch(/Saffron Kitchen|Omar|Khalil/i);
      expect(part).not.toMatch(/123 ?4567|321 ?7654|\+971/);
      expect(part).not.toMatch(/[\w.-]+@[\w-]+\.\w+/);
    }
    expect(mail.text).toContain("[withheld] needs a bilingual");
  });

  it("greets no agency: the same message goes to every fitting agency", () => {
    expect(mail.text.split("\n")[0]).toBe("A new brief fits your services");
  });

  it("summarises a long description: about 300 characters, cut at a word, with '…'", () => {
    const summary = leadSummary(brief, "en");
    expect(summary.length).toBeLessThanOrEqual(301);
    expect(summary.length).toBeGreaterThan(200);
    expect(summary.endsWith("…")).toBe(true);
    // Cut at a word: what is kept is the start of the whole text, and a space followed it.
    const whole = leadSummary(brief, "en", 10_000);
    const kept = summary.slice(0, -1);
    expect(whole.startsWith(kept)).toBe(true);
    expect(whole.slice(kept.length)).toMatch(/^[.,]? /);
    expect(mail.text).toContain(`Summary: ${summary}`);
  });

  it("keeps a short description whole, on one line", () => {
    expect(leadSummary({ ...brief, description: "A new\n\nwebsite  for 2025-2026." }, "en")).toBe(
      "A new website for 2025-2026.",
    );
  });

  it("withholds contact details even when the client's names are not given", () => {
    const summary = leadSummary(
      {
        projectType: "website",
        budget: "15k-30k",
        timeline: "asap",
        description: "Mail me at someone@example.com or call 050 123 4567 (https://example.com/x).",
      },
      "en",
    );
    expect(summary).toBe("Mail me at [withheld] or call [withheld] ([withheld]).");
  });
});
