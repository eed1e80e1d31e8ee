import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/domain/format";
import { proInvoiceLine, type TaxDocument, type TaxParty } from "~/domain/tax-documents";
import { TaxDocumentView } from "./tax-document-view";

const SELLER_TRN = "100234567890003";
const BUYER_TRN = "100987654321003";

const seller: TaxParty = {
  legalName: "Wakala Marketplace FZ-LLC",
  legalNameAr: "وكالة ماركت بليس م.م.ح",
  address: "Office 1204, Building 3, Dubai Internet City",
  emirate: "Dubai",
  country: "AE",
  trn: SELLER_TRN,
  email: null,
};

const buyer: TaxParty = {
  legalName: "Falcon Creative Studio LLC",
  legalNameAr: null,
  address: "Villa 12, Street 5, Al Khalidiyah",
  emirate: "Abu Dhabi",
  country: "AE",
  trn: BUYER_TRN,
  email: "billing@falcon.example",
};

/** Pro for March 2026 in UAE time: [1 Mar 00:00, 1 Apr 00:00) at UTC+4. */
const taxInvoice: TaxDocument = {
  id: 7,
  kind: "invoice",
  number: 1,
  displayNumber: "INV-000001",
  taxInvoice: true,
  issuedAt: new Date("2026-03-01T08:15:00+04:00"),
  supplyStart: new Date("2026-03-01T00:00:00+04:00"),
  supplyEnd: new Date("2026-04-01T00:00:00+04:00"),
  currency: "AED",
  seller,
  buyer,
  lines: [proInvoiceLine(49900, true)],
  taxableFils: 47524,
  vatFils: 2376,
  totalFils: 49900,
  corrects: null,
  reason: null,
  paymentReference: "in_1PqRsTuVwXyZ",
  agencyId: 3,
};

const unregistered: TaxDocument = {
  ...taxInvoice,
  id: 8,
  taxInvoice: false,
  seller: { ...seller, trn: null },
  buyer: { ...buyer, trn: null },
  lines: [proInvoiceLine(49900, false)],
  taxableFils: 49900,
  vatFils: 0,
};

const creditNote: TaxDocument = {
  ...taxInvoice,
  id: 9,
  kind: "credit_note",
  displayNumber: "CN-000001",
  issuedAt: new Date("2026-03-10T11:00:00+04:00"),
  corrects: {
    id: 7,
    displayNumber: "INV-000001",
    issuedAt: taxInvoice.issuedAt,
    totalFils: 49_900,
  },
  reason: "Refund of the March subscription after cancellation",
};

const render = (document: TaxDocument) =>
  renderToStaticMarkup(
    <TaxDocumentView
      document={document}
      backHref="/dashboard/billing"
      backLabel="Back to billing"
    />,
  );

/** The markup's text, tags dropped and entities decoded as React writes them. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("TaxDocumentView", () => {
  it("writes amounts as the invoice prints them", () => {
    expect(formatMoney(47524, "AED", "en")).toBe("AED 475.24");
    expect(formatMoney(2376, "AED", "en")).toBe("AED 23.76");
    expect(formatMoney(49900, "AED", "en")).toBe("AED 499.00");
  });

  it("prints a registered seller's full tax invoice in both languages", () => {
    const html = render(taxInvoice);
    const page = text(html);
    expect(page).toContain("Tax Invoice");
    expect(page).toContain("فاتورة ضريبية");
    expect(page).toContain("INV-000001");
    expect(page).toContain(SELLER_TRN);
    expect(page).toContain(BUYER_TRN);
    expect(page).toContain("رقم التسجيل الضريبي");
    expect(page).toContain("Wakala Marketplace FZ-LLC");
    expect(page).toContain("وكالة ماركت بليس م.م.ح");
    expect(page).toContain("Falcon Creative Studio LLC");
    expect(page).toContain("Dubai Internet City");
    // Issued 1 March; supplied 1 to 31 March (the end, 1 April, is exclusive).
    expect(page).toContain("Date of issue");
    expect(page).toContain("تاريخ الإصدار");
    expect(page).toContain("1 Mar 2026 – 31 Mar 2026");
    expect(page).not.toContain("1 Apr 2026");
    // The line: unit price, rate, VAT and the total; then taxable amount, VAT at 5%, total.
    expect(page).toContain("وكالة برو");
    expect(page).toContain("5%");
    expect(page).toContain("VAT (5%)");
    expect(page).toContain("ضريبة القيمة المضافة (5%)");
    for (const amount of ["AED 475.24", "AED 23.76", "AED 499.00"]) expect(page).toContain(amount);
    expect(page).toContain("المبلغ الخاضع للضريبة");
    expect(page).toContain("in_1PqRsTuVwXyZ");
    expect(page).not.toContain("not registered for VAT");
  });

  it("marks the Arabic runs right to left inside a left-to-right sheet", () => {
    const html = render(taxInvoice);
    expect(html).toMatch(/<article[^>]* lang="en" dir="ltr"/);
    expect(html).toContain('<span lang="ar" dir="rtl" class="td-ar">فاتورة ضريبية</span>');
    expect(html).toContain('lang="ar" dir="rtl">وكالة ماركت بليس م.م.ح</p>');
  });

  it("has a real print button, a keyboard hint and a table with headers", () => {
    const html = render(taxInvoice);
    expect(html).toMatch(/<button type="button"[^>]*>Print/);
    expect(text(html)).toContain("or press Ctrl+P");
    expect(html).toContain('href="/dashboard/billing"');
    expect(html).toContain("<h1");
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('<th scope="row"');
  });

  it("prints an unregistered seller's invoice without VAT", () => {
    const page = text(render(unregistered));
    expect(page).toContain("Invoice");
    expect(page).toContain("فاتورة");
    expect(page).not.toContain("Tax Invoice");
    expect(page).not.toContain("فاتورة ضريبية");
    expect(page).toContain("No VAT charged: the supplier is not registered for VAT");
    expect(page).toContain("لم تُحتسب ضريبة القيمة المضافة: المورد غير مسجل");
    expect(page).toContain("AED 499.00");
    expect(page).not.toContain("AED 23.76");
    expect(page).not.toContain("VAT amount");
    expect(page).not.toContain("VAT rate");
    expect(page).not.toContain("TRN");
  });

  it("prints a tax credit note with the invoice it corrects and why", () => {
    const page = text(render(creditNote));
    expect(page).toContain("Tax Credit Note");
    expect(page).toContain("إشعار دائن ضريبي");
    expect(page).toContain("CN-000001");
    expect(page).toContain("Original invoice");
    expect(page).toContain("INV-000001");
    expect(page).toContain("1 Mar 2026");
    expect(page).toContain("10 Mar 2026");
    expect(page).toContain("Refund of the March subscription after cancellation");
    expect(page).toContain("سبب إصدار الإشعار الدائن");
    expect(page).toContain("Total amount credited");
    expect(page).toMatch(/Value on the original invoice \(incl\. VAT\).{0,80}AED 499\.00/);
    for (const amount of ["AED 475.24", "AED 23.76", "AED 499.00"]) expect(page).toContain(amount);
  });

  it("calls an unregistered seller's credit note a credit note", () => {
    const page = text(render({ ...creditNote, taxInvoice: false, lines: unregistered.lines }));
    expect(page).toContain("Credit Note");
    expect(page).not.toContain("Tax Credit Note");
    expect(page).toContain("إشعار دائن");
    expect(page).not.toContain("إشعار دائن ضريبي");
  });
});
