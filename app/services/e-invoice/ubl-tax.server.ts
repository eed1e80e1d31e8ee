import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { VAT_RATE_PERCENT } from "~/domain/proposal-money";
import type { TaxDocument, TaxDocumentLine } from "~/domain/tax-documents";
import { TAX_SCHEME_VAT } from "./pint-ae.server";
import { cac, cbc, cbcAmount } from "./ubl-elements.server";

/** A document's VAT: the category of each line, the breakdown by category and the totals. */

/**
 * A VAT category (UNCL 5305) with its rate: "S", standard rate, 5%, for a VAT-registered seller;
 * "O", not subject to VAT, for a seller that is not registered. "O" carries no rate at all, not a
 * rate of 0 (aligned-ibrp-o-05 on lines, aligned-ibrp-o-11-ae in the breakdown), and no VAT
 * (aligned-ibrp-o-09).
 */
export type TaxCategory = { id: "S"; percent: number } | { id: "O"; percent: null };

/**
 * The category of a line. Anything else (a registered seller's line at another rate, VAT on an
 * unregistered seller's line) has no place in Pro's invoices: it is refused rather than exported
 * under a category that would misstate it.
 */
export function lineTaxCategory(doc: TaxDocument, line: TaxDocumentLine): TaxCategory {
  if (!doc.taxInvoice) {
    if (line.vatRatePercent !== 0 || line.vatFils !== 0) {
      throw new Error(`${doc.displayNumber}: a seller not registered for VAT charges no VAT`);
    }
    return { id: "O", percent: null };
  }
  if (line.vatRatePercent !== VAT_RATE_PERCENT) {
    throw new Error(`${doc.displayNumber}: no VAT category for a line at ${line.vatRatePercent}%`);
  }
  return { id: "S", percent: line.vatRatePercent };
}

/** One row of the VAT breakdown (IBG-23): a category's taxable amount and its VAT. */
export type TaxSubtotal = { category: TaxCategory; taxableFils: number; vatFils: number };

/**
 * The VAT breakdown, one row per category, in the order the categories first appear. Each row
 * sums its lines (aligned-ibrp-s-08: the taxable amount is the sum of the category's line
 * amounts); the lines' own VAT, already rounded per document, is summed rather than recomputed.
 */
export function taxBreakdown(doc: TaxDocument): TaxSubtotal[] {
  const rows = new Map<string, TaxSubtotal>();
  for (const line of doc.lines) {
    const category = lineTaxCategory(doc, line);
    const key = `${category.id}:${category.percent ?? ""}`;
    const row = rows.get(key) ?? { category, taxableFils: 0, vatFils: 0 };
    row.taxableFils += line.taxableFils;
    row.vatFils += line.vatFils;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * Refuses a document whose amounts do not add up as a validator recomputes them: the lines to the
 * taxable total (ibr-co-10), the lines' VAT, which the breakdown sums, to the VAT total
 * (ibr-co-14), taxable plus VAT to the total (ibr-co-15), each line to its quantity times its
 * price. An e-invoice that would be rejected is better not written.
 */
export function assertTotalsAddUp(doc: TaxDocument): void {
  if (doc.lines.length === 0) throw new Error(`${doc.displayNumber}: a document has lines`);
  const sum = (pick: (line: TaxDocumentLine) => number) =>
    doc.lines.reduce((total, line) => total + pick(line), 0);
  const problems = [
    sum((l) => l.taxableFils) !== doc.taxableFils && "lines ≠ taxable total",
    sum((l) => l.vatFils) !== doc.vatFils && "lines' VAT ≠ VAT total",
    doc.taxableFils + doc.vatFils !== doc.totalFils && "taxable + VAT ≠ total",
    doc.lines.some((l) => l.quantity * l.unitFils !== l.taxableFils) && "quantity × price ≠ line",
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(`${doc.displayNumber}: amounts do not add up (${problems.join("; ")})`);
  }
}

/** A cac:TaxCategory or cac:ClassifiedTaxCategory: ID, Percent (not for "O"), TaxScheme. */
export function appendTaxCategory(
  parent: XMLBuilder,
  element: "TaxCategory" | "ClassifiedTaxCategory",
  category: TaxCategory,
): void {
  const node = cac(parent, element);
  cbc(node, "ID", category.id);
  if (category.percent !== null) cbc(node, "Percent", String(category.percent));
  cbc(cac(node, "TaxScheme"), "ID", TAX_SCHEME_VAT);
}

/**
 * cac:TaxTotal: the VAT total (IBT-110) and one subtotal per category (IBG-23: IBT-116 taxable
 * amount, IBT-117 VAT, IBT-118 category, IBT-119 rate). One TaxTotal is enough: the tax currency
 * is the document's own, so its amount in AED (IBT-111, ibr-053) is this one.
 */
export function appendTaxTotal(parent: XMLBuilder, doc: TaxDocument): void {
  const total = cac(parent, "TaxTotal");
  cbcAmount(total, "TaxAmount", doc.vatFils);
  for (const row of taxBreakdown(doc)) {
    const subtotal = cac(total, "TaxSubtotal");
    cbcAmount(subtotal, "TaxableAmount", row.taxableFils);
    cbcAmount(subtotal, "TaxAmount", row.vatFils);
    appendTaxCategory(subtotal, "TaxCategory", row.category);
  }
}

/**
 * cac:LegalMonetaryTotal (IBG-22): the lines' sum (IBT-106), the total without VAT (IBT-109) and
 * with it (IBT-112), and the amount payable (IBT-115). There are no allowances, charges or
 * rounding, so the first two are equal and the payable amount is the total with VAT.
 */
export function appendMonetaryTotal(parent: XMLBuilder, doc: TaxDocument): void {
  const total = cac(parent, "LegalMonetaryTotal");
  cbcAmount(total, "LineExtensionAmount", doc.taxableFils);
  cbcAmount(total, "TaxExclusiveAmount", doc.taxableFils);
  cbcAmount(total, "TaxInclusiveAmount", doc.totalFils);
  cbcAmount(total, "PayableAmount", doc.totalFils);
}
