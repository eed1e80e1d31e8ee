import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { TaxDocument, TaxDocumentLine } from "~/domain/tax-documents";
import { UNIT_MONTH } from "./pint-ae.server";
import { cac, cbc, cbcAmount } from "./ubl-elements.server";
import { appendTaxCategory, lineTaxCategory } from "./ubl-tax.server";

/** A document's lines (IBG-25): cac:InvoiceLine, or cac:CreditNoteLine in a credit note. */

/**
 * Appends line `index` (0-based) in the UBL 2.1 sequence of InvoiceLineType / CreditNoteLineType:
 * ID, quantity, LineExtensionAmount, Item, Price.
 *
 * - ID (IBT-126): the line's position, from 1.
 * - InvoicedQuantity / CreditedQuantity (IBT-129) in months (IBT-130, MON): a line of Pro is a
 *   number of months of it.
 * - LineExtensionAmount (IBT-131): the line's taxable amount, quantity × price.
 * - Item: Description (IBT-154, mandatory in PINT AE, ibr-125-ae) and Name (IBT-153), both the
 *   English description; ClassifiedTaxCategory (IBT-151, IBT-152), the line's VAT category.
 * - Price: the net unit price (IBT-146) per one month (IBT-149, base quantity), and the gross price
 *   (IBT-148) with its discount (IBT-147), which PINT AE requires even when there is none
 *   (ibr-126-ae): a discount of 0.00 on a gross price equal to the net one.
 */
export function appendLine(
  parent: XMLBuilder,
  doc: TaxDocument,
  line: TaxDocumentLine,
  index: number,
): void {
  const credit = doc.kind === "credit_note";
  const node = cac(parent, credit ? "CreditNoteLine" : "InvoiceLine");
  cbc(node, "ID", String(index + 1));
  cbc(node, credit ? "CreditedQuantity" : "InvoicedQuantity", quantityText(line.quantity), {
    unitCode: UNIT_MONTH,
  });
  cbcAmount(node, "LineExtensionAmount", line.taxableFils);

  const item = cac(node, "Item");
  cbc(item, "Description", line.description);
  cbc(item, "Name", line.description);
  appendTaxCategory(item, "ClassifiedTaxCategory", lineTaxCategory(doc, line));

  const price = cac(node, "Price");
  cbcAmount(price, "PriceAmount", line.unitFils);
  cbc(price, "BaseQuantity", "1", { unitCode: UNIT_MONTH });
  const grossPrice = cac(price, "AllowanceCharge");
  cbc(grossPrice, "ChargeIndicator", "false");
  cbcAmount(grossPrice, "Amount", 0);
  cbcAmount(grossPrice, "BaseAmount", line.unitFils);
}

function quantityText(quantity: number): string {
  if (!Number.isFinite(quantity) || quantity <= 0) {
    throw new RangeError(`Not a quantity of months: ${quantity}`);
  }
  return String(quantity);
}
