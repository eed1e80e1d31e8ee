import { VAT_RATE_PERCENT } from "./proposal-money";
import type { Emirate } from "./value-sets";

/**
 * UAE tax invoices and credit notes for Pro (issue 32, docs/decisions/023-tax-invoices.md).
 *
 * Money is in integer fils. Pro's price is VAT-inclusive: an agency pays AED 499.00 a month and
 * the invoice splits it. The rounding rule, tested at its edges (tax-documents.test.ts):
 *
 * - VAT is the inclusive total times 5/105, rounded to the nearest fils, halves up (a half never
 *   happens at 5%: 20·total mod 21 is never 10.5). The taxable amount is the total less that VAT,
 *   so taxable + VAT is the total paid, to the fils, always.
 * - That VAT is then within half a fils of 5% of the taxable amount (|VAT − 0.05·taxable| ≤ 0.5),
 *   which is what an e-invoice validator recomputes (PINT AE's "tax = taxable × rate, rounded").
 * - An unregistered seller charges no VAT: taxable is the total, VAT 0, rate 0 (category "O").
 */

export type TaxDocumentKind = "invoice" | "credit_note";

/** Who sells or buys: as printed on the document, kept with it for the retention period. */
export type TaxParty = {
  legalName: string;
  /** The Arabic legal name, when there is one (the seller's always is). */
  legalNameAr: string | null;
  /** One line: building, street, area. */
  address: string;
  emirate: Emirate | null;
  /** ISO 3166-1 alpha-2; AE for every party today. */
  country: string;
  /** 15 digits, or null for a buyer (or seller) that is not VAT-registered. */
  trn: string | null;
  /** The buyer's e-mail (not printed on the seller's side). */
  email: string | null;
};

export type TaxDocumentLine = {
  description: string;
  descriptionAr: string;
  quantity: number;
  /** The unit price before VAT, in fils. */
  unitFils: number;
  /** quantity × unit price: the line's taxable amount, in fils. */
  taxableFils: number;
  /** 5, or 0 when the seller is not VAT-registered. */
  vatRatePercent: number;
  vatFils: number;
};

export type TaxDocument = {
  id: number;
  kind: TaxDocumentKind;
  /** The number in its own unbroken sequence (invoices 1, 2, 3…; credit notes 1, 2, 3…). */
  number: number;
  /** As printed: INV-000001, CN-000001 (displayNumber()). */
  displayNumber: string;
  /** Whether the seller was VAT-registered when it was issued: a "tax invoice" then. */
  taxInvoice: boolean;
  issuedAt: Date;
  /** The month of Pro it charges for, [start, end). */
  supplyStart: Date;
  supplyEnd: Date;
  /** ISO 4217, upper case: AED. */
  currency: string;
  seller: TaxParty;
  buyer: TaxParty;
  lines: TaxDocumentLine[];
  taxableFils: number;
  vatFils: number;
  totalFils: number;
  /** A credit note: the invoice it corrects and why. */
  corrects: { id: number; displayNumber: string; issuedAt: Date; totalFils: number } | null;
  reason: string | null;
  /** The payment provider's invoice it records (Stripe's in_…, or the test provider's). */
  paymentReference: string | null;
  /** Null once the agency deleted its listing: the document stays (retention). */
  agencyId: number | null;
};

/** A document as a list shows it. */
export type TaxDocumentSummary = {
  id: number;
  kind: TaxDocumentKind;
  displayNumber: string;
  taxInvoice: boolean;
  issuedAt: Date;
  taxableFils: number;
  vatFils: number;
  totalFils: number;
  currency: string;
  buyerName: string;
  buyerTrn: string | null;
  /** A credit note's invoice. */
  corrects: string | null;
};

/**
 * A VAT return period's figures (a UAE calendar quarter): the standard-rated supplies (the
 * taxable amounts of tax invoices at 5%, less those of their credit notes) and the output VAT on
 * them, plus the supplies invoiced without VAT (while the seller was not registered).
 */
export type VatQuarter = {
  quarter: string;
  invoices: number;
  creditNotes: number;
  standardRatedFils: number;
  outputVatFils: number;
  notTaxedFils: number;
};

/** The VAT inside a VAT-inclusive total, and the taxable amount it leaves. */
export function splitInclusiveTotal(
  totalFils: number,
  ratePercent: number = VAT_RATE_PERCENT,
): { taxableFils: number; vatFils: number } {
  if (!Number.isSafeInteger(totalFils) || totalFils < 0) {
    throw new RangeError(`Not an amount in fils: ${totalFils}`);
  }
  // total × rate / (100 + rate), halves up, in integers: floor((2·total·rate + (100 + rate)) / (2·(100 + rate))).
  const denominator = 100 + ratePercent;
  const vatFils = Math.floor((2 * totalFils * ratePercent + denominator) / (2 * denominator));
  return { taxableFils: totalFils - vatFils, vatFils };
}

const PREFIX: Record<TaxDocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** INV-000001, CN-000042: the kind's prefix and the number, six digits at least. */
export function displayNumber(kind: TaxDocumentKind, number: number): string {
  return `${PREFIX[kind]}-${String(number).padStart(6, "0")}`;
}

/** Tax documents are kept for this many years after the end of the year they were issued in. */
export const TAX_RETENTION_YEARS = 5;

/**
 * The first instant a document may be deleted: the end of its UAE calendar year of issue plus
 * TAX_RETENTION_YEARS (issued 2026-03-01 → kept until 2031-12-31 inclusive, deletable from
 * 2032-01-01 00:00 UAE time).
 */
export function retainedUntil(issuedAt: Date): Date {
  const year = uaeYear(issuedAt);
  // 00:00 in Dubai (UTC+4, no daylight saving) on 1 January.
  return new Date(Date.UTC(year + TAX_RETENTION_YEARS + 1, 0, 1) - 4 * 3_600_000);
}

/** The calendar year of an instant in UAE time (UTC+4 all year). */
export function uaeYear(at: Date): number {
  return new Date(at.getTime() + 4 * 3_600_000).getUTCFullYear();
}

/** A VAT return period: a calendar quarter in UAE time ("2026-Q4"). */
export function uaeQuarter(at: Date): string {
  const local = new Date(at.getTime() + 4 * 3_600_000);
  return `${local.getUTCFullYear()}-Q${Math.floor(local.getUTCMonth() / 3) + 1}`;
}

/** The Pro line's texts, in both languages (the document is printed bilingual). */
export const PRO_LINE = {
  description:
    "Wakala Pro: one month of featured listing, Pro badge, priority matching and lead alerts",
  descriptionAr: "وكالة برو: شهر من الظهور المميز وشارة برو والأولوية في الترشيح وتنبيهات العملاء",
} as const;

/**
 * The single line of a Pro payment of `totalFils` (VAT included when the seller is registered).
 */
export function proInvoiceLine(totalFils: number, vatRegistered: boolean): TaxDocumentLine {
  const rate = vatRegistered ? VAT_RATE_PERCENT : 0;
  const { taxableFils, vatFils } = splitInclusiveTotal(totalFils, rate);
  return {
    ...PRO_LINE,
    quantity: 1,
    unitFils: taxableFils,
    taxableFils,
    vatRatePercent: rate,
    vatFils,
  };
}

/**
 * A TRN as people type it: digits in either script, with spaces or hyphens between groups
 * (`100 2345 6789 0003`, `١٠٠٢٣٤٥٦٧٨٩٠٠٠٣`). The 15 digits, or null for anything else.
 */
export function normalizeTrn(value: string): string | null {
  const digits = value
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  if (!/^\d(?:[ -]?\d)*$/.test(digits)) return null;
  const plain = digits.replace(/[ -]/g, "");
  return plain.length === 15 ? plain : null;
}

/**
 * Whether a legal name or address holds a control character (a line break, a NUL, C1 controls) or
 * a bidirectional control or mark: printed on a tax document, either would change what it shows.
 */
export function hasControlOrBidi(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\u2028\u2029]/.test(
    text,
  );
}
