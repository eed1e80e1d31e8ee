import type { TaxDocumentKind, TaxDocumentSummary, VatQuarter } from "./tax-documents";

/**
 * The operator's invoice register (issue 32): which UAE month it shows, and its amounts as an
 * accountant reads them (credit notes negative, decimal dirhams). Dubai is UTC+4 all year.
 */

const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** The first and last year a register month may name: UAE VAT began on 1 January 2018. */
export const FIRST_REGISTER_YEAR = 2018;
export const LAST_REGISTER_YEAR = 2099;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A month as the register's address writes it ("2026-11"), between FIRST_REGISTER_YEAR and
 * LAST_REGISTER_YEAR; null for anything else (2026-13, 2026-1, abc, a very long text).
 */
export function parseRegisterMonth(value: string): string | null {
  // The length first: a long text is refused without running the pattern over it.
  if (value.length !== 7) return null;
  const match = MONTH.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= FIRST_REGISTER_YEAR && year <= LAST_REGISTER_YEAR ? value : null;
}

/** The UAE calendar month of an instant, "2026-11" (20:30 UTC on 31 Oct is 1 Nov in Dubai). */
export function uaeMonthOf(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 7);
}

/** The UAE calendar day of an instant, "2026-11-01". */
export function uaeDayOf(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The last UAE day of a supply period that ends (exclusive) at `end`: [1 Nov, 1 Dec) is supplied
 * up to and including 30 Nov.
 */
export function uaeLastDayBefore(end: Date): string {
  const endDay = Date.parse(`${uaeDayOf(end)}T00:00:00Z`);
  return new Date(endDay - DAY_MS).toISOString().slice(0, 10);
}

/** A credit note reverses its invoice: its amounts count negative in the register. */
export function signedFils(kind: TaxDocumentKind, fils: number): number {
  return kind === "credit_note" ? -fils : fils;
}

/** Fils as decimal dirhams with two decimals, for a spreadsheet: -47524 → "-475.24". */
export function aedDecimal(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`Not an amount in fils: ${fils}`);
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A document as the register lists it, and a quarter's figures for the VAT return. */
export type { TaxDocumentSummary as RegisterDocument, VatQuarter as RegisterQuarter };

/** The month's figures: how many of each kind, and the amounts net of credit notes. */
export type RegisterTotals = {
  invoices: number;
  creditNotes: number;
  taxableFils: number;
  vatFils: number;
  totalFils: number;
};

export function registerTotals(
  documents: readonly {
    kind: TaxDocumentKind;
    taxableFils: number;
    vatFils: number;
    totalFils: number;
  }[],
): RegisterTotals {
  const totals: RegisterTotals = {
    invoices: 0,
    creditNotes: 0,
    taxableFils: 0,
    vatFils: 0,
    totalFils: 0,
  };
  for (const doc of documents) {
    if (doc.kind === "credit_note") totals.creditNotes += 1;
    else totals.invoices += 1;
    totals.taxableFils += signedFils(doc.kind, doc.taxableFils);
    totals.vatFils += signedFils(doc.kind, doc.vatFils);
    totals.totalFils += signedFils(doc.kind, doc.totalFils);
  }
  return totals;
}

/** What the register calls a document: a tax invoice while the seller is VAT-registered. */
export type RegisterKind = "taxInvoice" | "invoice" | "taxCreditNote" | "creditNote";

export function registerKind(doc: { kind: TaxDocumentKind; taxInvoice: boolean }): RegisterKind {
  if (doc.kind === "credit_note") return doc.taxInvoice ? "taxCreditNote" : "creditNote";
  return doc.taxInvoice ? "taxInvoice" : "invoice";
}
