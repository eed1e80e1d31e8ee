import type { Emirate } from "~/domain/value-sets";

/**
 * The identifiers and codes of PINT AE, the UAE's Peppol profile of UBL 2.1 (PINT BIS Billing AE,
 * docs.peppol.eu/poac/ae/pint-ae), that our e-invoices use. Rule ids are PINT's (ibr-…, aligned-…),
 * field ids its semantic model's (IBT-… from PINT's core, BTAE-… the UAE's own).
 */

/** The UBL 2.1 namespaces: the two documents and the common components they are built of. */
export const UBL_NAMESPACE = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
} as const;

/** IBT-024, the specification identifier: PINT billing, UAE specialisation (aligned-ibrp-001-ae). */
export const CUSTOMIZATION_ID = "urn:peppol:pint:billing-1@ae-1";

/** IBT-023, the business process: Peppol billing (not self-billing). */
export const PROFILE_ID = "urn:peppol:bis:billing";

/**
 * BTAE-02, the invoice transaction type (cbc:ProfileExecutionID), mandatory on every document
 * (ibr-154-ae): eight flags, in order free trade zone, deemed supply, profit margin scheme, summary
 * invoice, continuous supply, disclosed agent billing, e-commerce, exports. None is claimed: a
 * flag brings its own mandatory fields (a continuous supply needs its contract reference and
 * billing frequency), so setting one is a tax decision, not an export detail.
 */
export const TRANSACTION_TYPE_NONE = "00000000";

/**
 * IBT-003, the document type (UNTDID 1001). A tax invoice or tax credit note (380, 381) must hold a
 * taxable line (ibr-151-ae) and the seller's TRN (ibr-134-ae); a seller that is not registered for
 * VAT issues a commercial invoice (480) and its credit note (81) instead, all lines "not subject".
 */
export const DOCUMENT_TYPE_CODE = {
  taxInvoice: "380",
  taxCreditNote: "381",
  commercialInvoice: "480",
  commercialCreditNote: "81",
} as const;

/**
 * The electronic address scheme of UAE participants (IBT-034/IBT-049 schemeID): the value is the
 * party's 10-digit TIN, the first ten digits of its 15-digit TRN (MoF e-invoicing guidelines).
 */
export const UAE_ENDPOINT_SCHEME = "0235";

/**
 * IBT-039/IBT-054, the country subdivision of a UAE address: PINT AE's three-letter emirate codes
 * (ibr-128-ae), not ISO 3166-2 (AE-DU) and not the name.
 */
export const EMIRATE_CODE: Readonly<Record<Emirate, string>> = {
  "Abu Dhabi": "AUH",
  Dubai: "DXB",
  Sharjah: "SHJ",
  Ajman: "AJM",
  "Umm Al Quwain": "UAQ",
  "Ras Al Khaimah": "RAK",
  Fujairah: "FUJ",
};

/**
 * IBT-081, the payment means (UNTDID 4461): 48, "bank card". Pro is paid by card through the
 * payment provider, which does not tell us whether the card was a credit (54) or a debit (55) card,
 * so the generic card code is the one that is always true. PINT AE allows all three.
 */
export const PAYMENT_MEANS_BANK_CARD = "48";

/** IBT-130, the unit of a line's quantity (UN/ECE Rec. 20): MON, one month of Pro. */
export const UNIT_MONTH = "MON";

/** IBT-118/IBT-151 tax scheme: VAT. */
export const TAX_SCHEME_VAT = "VAT";

/** The document currency and the tax currency (IBT-005, IBT-006): the dirham. */
export const AED = "AED";
