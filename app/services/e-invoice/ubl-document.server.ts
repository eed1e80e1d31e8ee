import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { TaxDocument } from "~/domain/tax-documents";
import {
  AED,
  CUSTOMIZATION_ID,
  DOCUMENT_TYPE_CODE,
  PAYMENT_MEANS_BANK_CARD,
  PROFILE_ID,
  TRANSACTION_TYPE_NONE,
  UBL_NAMESPACE,
} from "./pint-ae.server";
import { cac, cbc } from "./ubl-elements.server";
import { appendLine } from "./ubl-lines.server";
import { appendParty } from "./ubl-party.server";
import { appendMonetaryTotal, appendTaxTotal, assertTotalsAddUp } from "./ubl-tax.server";
import { documentUuid, uaeDate, uaeDayBefore } from "./ubl-values.server";

/**
 * A tax invoice or credit note as a UAE e-invoice: UBL 2.1 with the PINT AE customization, the
 * format of the UAE's Peppol network (B2B e-invoices are mandatory from July 2027). An invoice is a
 * UBL Invoice, a credit note a UBL CreditNote (a document of its own, not a negative invoice).
 *
 * The children are written in the order of the schema's sequence (UBL-Invoice-2.1.xsd,
 * UBL-CreditNote-2.1.xsd). The two sequences differ only in elements not written here (DueDate,
 * TaxPointDate, DiscrepancyResponse, AllowanceCharge); for these they agree:
 *
 *   CustomizationID, ProfileID, ProfileExecutionID, ID, UUID, IssueDate, InvoiceTypeCode |
 *   CreditNoteTypeCode, Note, DocumentCurrencyCode, TaxCurrencyCode, InvoicePeriod,
 *   BillingReference, AccountingSupplierParty, AccountingCustomerParty, PaymentMeans, TaxTotal,
 *   LegalMonetaryTotal, InvoiceLine | CreditNoteLine
 *
 * Text is escaped by the XML library, and characters XML cannot hold are dropped, so any name
 * (with &, <, Arabic) is written as given. A document whose amounts do not add up is refused.
 */
export function taxDocumentXml(doc: TaxDocument): string {
  // PINT AE wants an exchange rate and every VAT amount again in AED for another currency
  // (ibr-159-ae, BTAE-04): we invoice only in dirhams, so another currency is a mistake upstream.
  if (doc.currency !== AED) {
    throw new Error(`${doc.displayNumber}: e-invoices are written in AED, not ${doc.currency}`);
  }
  assertTotalsAddUp(doc);
  const credit = doc.kind === "credit_note";
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(
    credit ? UBL_NAMESPACE.creditNote : UBL_NAMESPACE.invoice,
    credit ? "CreditNote" : "Invoice",
    { "xmlns:cac": UBL_NAMESPACE.cac, "xmlns:cbc": UBL_NAMESPACE.cbc },
  );

  appendHeader(root, doc);
  appendParty(root, "AccountingSupplierParty", doc.seller);
  appendParty(root, "AccountingCustomerParty", doc.buyer);
  // IBG-16, how it was paid: Pro is paid by card at checkout. PINT AE forbids payment means on a
  // credit note (ibr-191-ae): the refund goes back to the card, which the note does not instruct.
  if (!credit) {
    const means = cac(root, "PaymentMeans");
    cbc(means, "PaymentMeansCode", PAYMENT_MEANS_BANK_CARD);
    // IBT-083, the remittance information: the payment provider's invoice it was paid under.
    if (doc.paymentReference) cbc(means, "PaymentID", doc.paymentReference);
  }
  appendTaxTotal(root, doc);
  appendMonetaryTotal(root, doc);
  doc.lines.forEach((line, index) => appendLine(root, doc, line, index));

  // wellFormed: a last guard that the library checks names and text before writing them.
  return root.end({ prettyPrint: true, wellFormed: true });
}

/** Everything before the parties, in the schema's order. */
function appendHeader(root: XMLBuilder, doc: TaxDocument): void {
  const credit = doc.kind === "credit_note";
  cbc(root, "CustomizationID", CUSTOMIZATION_ID); // IBT-024
  cbc(root, "ProfileID", PROFILE_ID); // IBT-023
  cbc(root, "ProfileExecutionID", TRANSACTION_TYPE_NONE); // BTAE-02
  cbc(root, "ID", doc.displayNumber); // IBT-001
  cbc(root, "UUID", documentUuid(doc)); // PINT AE's document UUID
  cbc(root, "IssueDate", uaeDate(doc.issuedAt)); // IBT-002, the UAE date
  cbc(root, credit ? "CreditNoteTypeCode" : "InvoiceTypeCode", documentTypeCode(doc)); // IBT-003

  // IBT-022, a note: a credit note's reason in words. PINT AE also has a coded reason (BTAE-03,
  // cac:DiscrepancyResponse/cbc:ResponseCode, one of the VAT Decree-Law's DL8.61.1.A–E or VD),
  // which TaxDocument does not hold yet; a free text is no code, so it is not guessed into one.
  if (credit && doc.reason !== null && doc.reason.trim() !== "") cbc(root, "Note", doc.reason);

  cbc(root, "DocumentCurrencyCode", AED); // IBT-005
  cbc(root, "TaxCurrencyCode", AED); // IBT-006

  // IBG-14, the supply period: [supplyStart, supplyEnd) as inclusive UAE dates (IBT-073, IBT-074).
  const period = cac(root, "InvoicePeriod");
  cbc(period, "StartDate", uaeDate(doc.supplyStart));
  cbc(period, "EndDate", uaeDayBefore(doc.supplyEnd));

  // IBG-03, the invoice a credit note corrects (IBT-025, IBT-026): mandatory in PINT AE for every
  // credit note but a volume discount (ibr-055-ae), and every one of ours reverses an invoice.
  if (credit) {
    if (doc.corrects === null) {
      throw new Error(`${doc.displayNumber}: a credit note names the invoice it corrects`);
    }
    const invoice = cac(cac(root, "BillingReference"), "InvoiceDocumentReference");
    cbc(invoice, "ID", doc.corrects.displayNumber);
    cbc(invoice, "IssueDate", uaeDate(doc.corrects.issuedAt));
  }
}

/** Tax documents for a VAT-registered seller, commercial ones otherwise (see DOCUMENT_TYPE_CODE). */
function documentTypeCode(doc: TaxDocument): string {
  if (doc.kind === "credit_note") {
    return doc.taxInvoice
      ? DOCUMENT_TYPE_CODE.taxCreditNote
      : DOCUMENT_TYPE_CODE.commercialCreditNote;
  }
  return doc.taxInvoice ? DOCUMENT_TYPE_CODE.taxInvoice : DOCUMENT_TYPE_CODE.commercialInvoice;
}
