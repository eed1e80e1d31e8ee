import { proInvoiceLine, type TaxDocument, type TaxParty } from "~/domain/tax-documents";

/**
 * Sample tax documents for the e-invoice tests: Pro at AED 499.00 a month, VAT included
 * (taxable 475.24 + VAT 23.76), sold by a UAE company to agencies with and without a TRN.
 */

export const seller: TaxParty = {
  legalName: "Wakala Marketplace FZ-LLC",
  legalNameAr: "وكالة ماركت بليس م.م.ح",
  address: "Office 101, Demo Tower, Sheikh Zayed Road",
  emirate: "Dubai",
  country: "AE",
  trn: "100234567890003",
  email: null,
};

/** A registered agency whose name needs escaping: &, <, > and quotes. */
export const buyerWithTrn: TaxParty = {
  legalName: `Salt & Pepper <Creative> "Studio" L.L.C`,
  legalNameAr: null,
  address: "Villa 12, Al Bateen Street",
  emirate: "Abu Dhabi",
  country: "AE",
  trn: "100987654321003",
  email: "billing@saltpepper.example",
};

/** An agency that is not VAT-registered, with an Arabic legal name. */
export const buyerWithoutTrn: TaxParty = {
  legalName: "وكالة الإبداع للتسويق & الإعلان",
  legalNameAr: null,
  address: "مكتب 4، شارع المجاز",
  emirate: "Sharjah",
  country: "AE",
  trn: null,
  email: "hello@ibdaa.example",
};

/**
 * A tax invoice for November 2026, issued at 01:30 on 1 November in Dubai (still 31 October in
 * UTC), for the month from 1 November 00:00 to 1 December 00:00 UAE time.
 */
export function sampleInvoice(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const line = proInvoiceLine(49_900, true);
  return {
    id: 1,
    kind: "invoice",
    number: 1,
    displayNumber: "INV-000001",
    taxInvoice: true,
    issuedAt: new Date("2026-10-31T21:30:00Z"),
    supplyStart: new Date("2026-10-31T20:00:00Z"),
    supplyEnd: new Date("2026-11-30T20:00:00Z"),
    currency: "AED",
    seller,
    buyer: buyerWithTrn,
    lines: [line],
    taxableFils: line.taxableFils,
    vatFils: line.vatFils,
    totalFils: 49_900,
    corrects: null,
    reason: null,
    paymentReference: "in_1SampleStripeInvoice",
    agencyId: 7,
    ...overrides,
  };
}

/** The credit note reversing the sample invoice, with a reason in both languages. */
export function sampleCreditNote(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const invoice = sampleInvoice();
  return {
    ...invoice,
    id: 2,
    kind: "credit_note",
    number: 1,
    displayNumber: "CN-000001",
    issuedAt: new Date("2026-11-04T08:00:00Z"),
    corrects: {
      id: invoice.id,
      displayNumber: invoice.displayNumber,
      issuedAt: invoice.issuedAt,
      totalFils: invoice.totalFils,
    },
    reason: "Refund under the 7-day money-back guarantee & Pro ended / استرداد بموجب ضمان 7 أيام",
    ...overrides,
  };
}

/** An invoice from a seller that is not registered for VAT: no TRN, no VAT, 499.00 taxable. */
export function sampleUnregisteredInvoice(overrides: Partial<TaxDocument> = {}): TaxDocument {
  const line = proInvoiceLine(49_900, false);
  return sampleInvoice({
    displayNumber: "INV-000002",
    number: 2,
    taxInvoice: false,
    seller: { ...seller, trn: null },
    buyer: buyerWithoutTrn,
    lines: [line],
    taxableFils: line.taxableFils,
    vatFils: line.vatFils,
    ...overrides,
  });
}
