import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { create } from "xmlbuilder2";
import type { TaxDocument } from "~/domain/tax-documents";
import {
  buyerWithoutTrn,
  buyerWithTrn,
  sampleCreditNote,
  sampleInvoice,
  sampleUnregisteredInvoice,
  seller,
} from "./samples-test-setup";
import { taxDocumentXml } from "./ubl-document.server";

/**
 * The e-invoice read back: each PINT AE field we write is asserted on its own (a test per field,
 * named by its path), so a missing or wrong one names itself.
 *
 * No XSD validation: no npm package ships the OASIS UBL 2.1 schemas. Instead, every element of
 * the documents is checked against the order of its UBL 2.1 type's sequence (SEQUENCES below) and
 * the XML against a strict well-formedness check.
 */

const NS = {
  invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  creditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
} as const;

/** The document element, after a strict well-formedness check (xmlbuilder2's reader is lenient). */
function parse(xml: string): Element {
  const check = XMLValidator.validate(xml);
  if (check !== true) throw new Error(`Not well-formed: ${check.err.msg} (line ${check.err.line})`);
  // xmlbuilder2 types its DOM with its own interfaces; the nodes are the standard DOM's.
  return (create(xml).node as unknown as Document).documentElement;
}

/** The elements at a path of prefixed names (`cac:Party/cbc:EndpointID`), child by child. */
function find(root: Element, path: string): Element[] {
  return path.split("/").reduce<Element[]>(
    (found, step) =>
      found.flatMap((element) => {
        const [prefix, name] = step.split(":") as ["cac" | "cbc", string];
        return childElements(element).filter(
          (child) => child.namespaceURI === NS[prefix] && child.localName === name,
        );
      }),
    [root],
  );
}

/** The text at a path, or an attribute of it (`…/cbc:EndpointID@schemeID`); undefined if absent. */
function value(root: Element, path: string): string | undefined {
  const [elementPath = "", attribute] = path.split("@");
  const [element] = find(root, elementPath);
  if (!element) return undefined;
  return attribute === undefined
    ? (element.textContent ?? undefined)
    : (element.getAttribute(attribute) ?? undefined);
}

/** An amount as written ("475.24") in fils, read as text so no float rounds it. */
function fils(text: string | undefined): number {
  const match = /^(\d+)\.(\d{2})$/.exec(text ?? "");
  if (!match) throw new Error(`Not an amount with two decimals: ${text}`);
  return Number(match[1]) * 100 + Number(match[2]);
}

const xmlOf = (doc: TaxDocument) => parse(taxDocumentXml(doc));

const SUPPLIER = "cac:AccountingSupplierParty/cac:Party";
const CUSTOMER = "cac:AccountingCustomerParty/cac:Party";

describe("a tax invoice: standard-rated Pro, sold by a UAE company to a buyer with a TRN", () => {
  const root = xmlOf(sampleInvoice());

  it("is a UBL 2.1 Invoice", () => {
    expect(root.localName).toBe("Invoice");
    expect(root.namespaceURI).toBe(NS.invoice);
  });

  it.each<[string, string]>([
    ["cbc:CustomizationID", "urn:peppol:pint:billing-1@ae-1"],
    ["cbc:ProfileID", "urn:peppol:bis:billing"],
    ["cbc:ProfileExecutionID", "00000000"],
    ["cbc:ID", "INV-000001"],
    // 01:30 on 1 November in Dubai, 21:30 on 31 October in UTC: the UAE date counts.
    ["cbc:IssueDate", "2026-11-01"],
    ["cbc:InvoiceTypeCode", "380"],
    ["cbc:DocumentCurrencyCode", "AED"],
    ["cbc:TaxCurrencyCode", "AED"],
    ["cac:InvoicePeriod/cbc:StartDate", "2026-11-01"],
    // The supply ends (exclusive) at 1 December 00:00: the last day supplied is 30 November.
    ["cac:InvoicePeriod/cbc:EndDate", "2026-11-30"],

    [`${SUPPLIER}/cbc:EndpointID`, "1002345678"],
    [`${SUPPLIER}/cbc:EndpointID@schemeID`, "0235"],
    [`${SUPPLIER}/cac:PostalAddress/cbc:StreetName`, seller.address],
    [`${SUPPLIER}/cac:PostalAddress/cbc:CityName`, "Dubai"],
    [`${SUPPLIER}/cac:PostalAddress/cbc:CountrySubentity`, "DXB"],
    [`${SUPPLIER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, "AE"],
    [`${SUPPLIER}/cac:PartyTaxScheme/cbc:CompanyID`, "100234567890003"],
    [`${SUPPLIER}/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID`, "VAT"],
    [`${SUPPLIER}/cac:PartyLegalEntity/cbc:RegistrationName`, "Wakala Marketplace FZ-LLC"],

    [`${CUSTOMER}/cbc:EndpointID`, "1009876543"],
    [`${CUSTOMER}/cbc:EndpointID@schemeID`, "0235"],
    [`${CUSTOMER}/cac:PostalAddress/cbc:StreetName`, buyerWithTrn.address],
    [`${CUSTOMER}/cac:PostalAddress/cbc:CityName`, "Abu Dhabi"],
    [`${CUSTOMER}/cac:PostalAddress/cbc:CountrySubentity`, "AUH"],
    [`${CUSTOMER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, "AE"],
    [`${CUSTOMER}/cac:PartyTaxScheme/cbc:CompanyID`, "100987654321003"],
    [`${CUSTOMER}/cac:PartyTaxScheme/cac:TaxScheme/cbc:ID`, "VAT"],
    [`${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`, buyerWithTrn.legalName],
    [`${CUSTOMER}/cac:Contact/cbc:ElectronicMail`, "billing@saltpepper.example"],

    ["cac:PaymentMeans/cbc:PaymentMeansCode", "48"],
    ["cac:PaymentMeans/cbc:PaymentID", "in_1SampleStripeInvoice"],

    ["cac:TaxTotal/cbc:TaxAmount", "23.76"],
    ["cac:TaxTotal/cbc:TaxAmount@currencyID", "AED"],
    ["cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount", "475.24"],
    ["cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount", "23.76"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID", "S"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent", "5"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID", "VAT"],

    ["cac:LegalMonetaryTotal/cbc:LineExtensionAmount", "475.24"],
    ["cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount", "475.24"],
    ["cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:PayableAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:PayableAmount@currencyID", "AED"],

    ["cac:InvoiceLine/cbc:ID", "1"],
    ["cac:InvoiceLine/cbc:InvoicedQuantity", "1"],
    ["cac:InvoiceLine/cbc:InvoicedQuantity@unitCode", "MON"],
    ["cac:InvoiceLine/cbc:LineExtensionAmount", "475.24"],
    ["cac:InvoiceLine/cbc:LineExtensionAmount@currencyID", "AED"],
    ["cac:InvoiceLine/cac:Item/cbc:Description", sampleInvoice().lines[0]!.description],
    ["cac:InvoiceLine/cac:Item/cbc:Name", sampleInvoice().lines[0]!.description],
    ["cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID", "S"],
    ["cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent", "5"],
    ["cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cac:TaxScheme/cbc:ID", "VAT"],
    ["cac:InvoiceLine/cac:Price/cbc:PriceAmount", "475.24"],
    ["cac:InvoiceLine/cac:Price/cbc:BaseQuantity", "1"],
    ["cac:InvoiceLine/cac:Price/cbc:BaseQuantity@unitCode", "MON"],
    ["cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:ChargeIndicator", "false"],
    ["cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:Amount", "0.00"],
    ["cac:InvoiceLine/cac:Price/cac:AllowanceCharge/cbc:BaseAmount", "475.24"],
  ])("%s is %s", (path, expected) => {
    expect(value(root, path)).toBe(expected);
  });

  it("has a document UUID (version 5), the same each time the document is exported", () => {
    const uuid = value(root, "cbc:UUID");
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(value(xmlOf(sampleInvoice()), "cbc:UUID")).toBe(uuid);
    expect(value(xmlOf(sampleInvoice({ displayNumber: "INV-000009" })), "cbc:UUID")).not.toBe(uuid);
  });

  it("has no billing reference and no note: it corrects nothing", () => {
    expect(find(root, "cac:BillingReference")).toEqual([]);
    expect(find(root, "cbc:Note")).toEqual([]);
  });

  it("adds up: lines + VAT = payable, and the VAT breakdown sums to the VAT total", () => {
    const total = (name: string) => fils(value(root, `cac:LegalMonetaryTotal/cbc:${name}`));
    const vat = fils(value(root, "cac:TaxTotal/cbc:TaxAmount"));
    expect(total("LineExtensionAmount") + vat).toBe(total("PayableAmount"));
    expect(total("TaxExclusiveAmount") + vat).toBe(total("TaxInclusiveAmount"));
    expect(total("LineExtensionAmount") + vat).toBe(49_900);
    const lines = find(root, "cac:InvoiceLine/cbc:LineExtensionAmount");
    expect(lines.reduce((sum, line) => sum + fils(line.textContent ?? ""), 0)).toBe(
      total("LineExtensionAmount"),
    );
    const subtotals = find(root, "cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount");
    expect(subtotals.reduce((sum, subtotal) => sum + fils(subtotal.textContent ?? ""), 0)).toBe(
      vat,
    );
  });

  it("writes every amount with two decimals, in AED", () => {
    const amounts = descendants(root).filter((element) => element.hasAttribute("currencyID"));
    // The VAT total and its subtotal's two, the four monetary totals, the line's four.
    expect(amounts).toHaveLength(11);
    for (const amount of amounts) {
      expect(amount.getAttribute("currencyID")).toBe("AED");
      expect(amount.textContent).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it("writes each element's children in its UBL 2.1 type's sequence", () => {
    expectSchemaOrder(root);
  });
});

describe("a buyer without a TRN", () => {
  const root = xmlOf(sampleInvoice({ buyer: buyerWithoutTrn }));

  it("has no Peppol endpoint: its TIN is unknown, and its e-mail is in its contact", () => {
    expect(find(root, `${CUSTOMER}/cbc:EndpointID`)).toEqual([]);
    expect(value(root, `${CUSTOMER}/cac:Contact/cbc:ElectronicMail`)).toBe("hello@ibdaa.example");
  });

  it("has no VAT identifier", () => {
    expect(find(root, `${CUSTOMER}/cac:PartyTaxScheme`)).toEqual([]);
  });

  it.each<[string, string]>([
    [`${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`, buyerWithoutTrn.legalName],
    [`${CUSTOMER}/cac:PostalAddress/cbc:StreetName`, buyerWithoutTrn.address],
    [`${CUSTOMER}/cac:PostalAddress/cbc:CityName`, "Sharjah"],
    [`${CUSTOMER}/cac:PostalAddress/cbc:CountrySubentity`, "SHJ"],
    [`${CUSTOMER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, "AE"],
  ])("%s is %s", (path, expected) => {
    expect(value(root, path)).toBe(expected);
  });

  it("is still a tax invoice at 5%", () => {
    expect(value(root, "cbc:InvoiceTypeCode")).toBe("380");
    expect(value(root, "cac:TaxTotal/cbc:TaxAmount")).toBe("23.76");
    expectSchemaOrder(root);
  });
});

describe("a seller not registered for VAT", () => {
  const root = xmlOf(sampleUnregisteredInvoice());

  it.each<[string, string]>([
    // A commercial invoice: a tax invoice needs the seller's TRN (ibr-134-ae).
    ["cbc:InvoiceTypeCode", "480"],
    ["cac:TaxTotal/cbc:TaxAmount", "0.00"],
    ["cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount", "499.00"],
    ["cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount", "0.00"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID", "O"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID", "VAT"],
    ["cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID", "O"],
    ["cac:InvoiceLine/cbc:LineExtensionAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:LineExtensionAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:PayableAmount", "499.00"],
    [`${SUPPLIER}/cac:PartyLegalEntity/cbc:RegistrationName`, seller.legalName],
    [`${SUPPLIER}/cac:PostalAddress/cbc:CountrySubentity`, "DXB"],
  ])("%s is %s", (path, expected) => {
    expect(value(root, path)).toBe(expected);
  });

  it("gives category O no rate at all, not a rate of 0", () => {
    expect(find(root, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent")).toEqual([]);
    expect(find(root, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:Percent")).toEqual(
      [],
    );
  });

  it("gives the seller no VAT identifier and no endpoint", () => {
    expect(find(root, `${SUPPLIER}/cac:PartyTaxScheme`)).toEqual([]);
    expect(find(root, `${SUPPLIER}/cbc:EndpointID`)).toEqual([]);
  });

  it("adds up: lines + VAT (none) = payable", () => {
    const total = (name: string) => fils(value(root, `cac:LegalMonetaryTotal/cbc:${name}`));
    expect(total("LineExtensionAmount") + fils(value(root, "cac:TaxTotal/cbc:TaxAmount"))).toBe(
      total("PayableAmount"),
    );
    expectSchemaOrder(root);
  });
});

describe("a credit note correcting an invoice", () => {
  const note = sampleCreditNote();
  const root = xmlOf(note);
  const LINE = "cac:CreditNoteLine";

  it("is a UBL 2.1 CreditNote", () => {
    expect(root.localName).toBe("CreditNote");
    expect(root.namespaceURI).toBe(NS.creditNote);
  });

  it.each<[string, string]>([
    ["cbc:CustomizationID", "urn:peppol:pint:billing-1@ae-1"],
    ["cbc:ProfileID", "urn:peppol:bis:billing"],
    ["cbc:ProfileExecutionID", "00000000"],
    ["cbc:ID", "CN-000001"],
    ["cbc:IssueDate", "2026-11-04"],
    ["cbc:CreditNoteTypeCode", "381"],
    ["cbc:Note", note.reason!],
    ["cbc:DocumentCurrencyCode", "AED"],
    ["cbc:TaxCurrencyCode", "AED"],
    ["cac:InvoicePeriod/cbc:StartDate", "2026-11-01"],
    ["cac:InvoicePeriod/cbc:EndDate", "2026-11-30"],
    ["cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID", "INV-000001"],
    ["cac:BillingReference/cac:InvoiceDocumentReference/cbc:IssueDate", "2026-11-01"],
    [`${SUPPLIER}/cbc:EndpointID`, "1002345678"],
    [`${SUPPLIER}/cac:PartyTaxScheme/cbc:CompanyID`, "100234567890003"],
    [`${CUSTOMER}/cac:PartyTaxScheme/cbc:CompanyID`, "100987654321003"],
    ["cac:TaxTotal/cbc:TaxAmount", "23.76"],
    ["cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount", "475.24"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID", "S"],
    ["cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent", "5"],
    ["cac:LegalMonetaryTotal/cbc:LineExtensionAmount", "475.24"],
    ["cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount", "475.24"],
    ["cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount", "499.00"],
    ["cac:LegalMonetaryTotal/cbc:PayableAmount", "499.00"],
    [`${LINE}/cbc:ID`, "1"],
    [`${LINE}/cbc:CreditedQuantity`, "1"],
    [`${LINE}/cbc:CreditedQuantity@unitCode`, "MON"],
    [`${LINE}/cbc:LineExtensionAmount`, "475.24"],
    [`${LINE}/cac:Item/cbc:Name`, note.lines[0]!.description],
    [`${LINE}/cac:Item/cac:ClassifiedTaxCategory/cbc:ID`, "S"],
    [`${LINE}/cac:Price/cbc:PriceAmount`, "475.24"],
  ])("%s is %s", (path, expected) => {
    expect(value(root, path)).toBe(expected);
  });

  it("has no payment means (PINT AE ibr-191-ae) and no invoice lines", () => {
    expect(find(root, "cac:PaymentMeans")).toEqual([]);
    expect(find(root, "cac:InvoiceLine")).toEqual([]);
  });

  it("adds up: lines + VAT = payable", () => {
    const total = (name: string) => fils(value(root, `cac:LegalMonetaryTotal/cbc:${name}`));
    expect(total("LineExtensionAmount") + fils(value(root, "cac:TaxTotal/cbc:TaxAmount"))).toBe(
      total("PayableAmount"),
    );
  });

  it("writes each element's children in its UBL 2.1 type's sequence", () => {
    expectSchemaOrder(root);
  });

  it("is a commercial credit note (81) for a seller not registered for VAT", () => {
    const unregistered = sampleUnregisteredInvoice();
    const commercial = xmlOf(
      sampleCreditNote({
        ...unregistered,
        kind: "credit_note",
        displayNumber: "CN-000002",
        corrects: {
          id: 3,
          displayNumber: "INV-000002",
          issuedAt: unregistered.issuedAt,
          totalFils: unregistered.totalFils,
        },
      }),
    );
    expect(value(commercial, "cbc:CreditNoteTypeCode")).toBe("81");
    expect(value(commercial, "cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:ID")).toBe("O");
  });
});

describe("text that needs escaping", () => {
  it("keeps &, <, >, quotes and Arabic exactly, escaped in the XML", () => {
    const xml = taxDocumentXml(sampleCreditNote({ buyer: buyerWithTrn }));
    expect(xml).toContain("Salt &amp; Pepper &lt;Creative&gt;");
    expect(xml).not.toContain("<Creative>");
    const root = parse(xml);
    expect(value(root, `${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe(
      `Salt & Pepper <Creative> "Studio" L.L.C`,
    );
    expect(value(root, "cbc:Note")).toContain("& Pro ended / استرداد بموجب ضمان 7 أيام");
  });

  it("keeps an Arabic name and address in UTF-8", () => {
    const xml = taxDocumentXml(sampleInvoice({ buyer: buyerWithoutTrn }));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain("وكالة الإبداع للتسويق &amp; الإعلان");
    expect(value(parse(xml), `${CUSTOMER}/cac:PostalAddress/cbc:StreetName`)).toBe(
      "مكتب 4، شارع المجاز",
    );
  });

  it("drops characters XML cannot hold rather than writing an unreadable document", () => {
    const buyer = { ...buyerWithTrn, legalName: "Tab\tand bell\u0007 Agency\uFFFF" };
    const root = parse(taxDocumentXml(sampleInvoice({ buyer })));
    expect(value(root, `${CUSTOMER}/cac:PartyLegalEntity/cbc:RegistrationName`)).toBe(
      "Tab\tand bell Agency",
    );
  });
});

describe("documents it refuses to write", () => {
  it("refuses totals that do not add up", () => {
    expect(() => taxDocumentXml(sampleInvoice({ totalFils: 49_901 }))).toThrow(/do not add up/);
    expect(() => taxDocumentXml(sampleInvoice({ vatFils: 2_375 }))).toThrow(/do not add up/);
  });

  it("refuses another currency, VAT from an unregistered seller, another rate", () => {
    expect(() => taxDocumentXml(sampleInvoice({ currency: "USD" }))).toThrow(/AED/);
    const line = sampleInvoice().lines[0]!;
    expect(() => taxDocumentXml(sampleInvoice({ taxInvoice: false }))).toThrow(/no VAT/);
    expect(() =>
      taxDocumentXml(sampleInvoice({ lines: [{ ...line, vatRatePercent: 0 }] })),
    ).toThrow(/0%/);
  });

  it("refuses a credit note that names no invoice, and a TRN that is not 15 digits", () => {
    expect(() => taxDocumentXml(sampleCreditNote({ corrects: null }))).toThrow(/corrects/);
    const buyer = { ...buyerWithTrn, trn: "10098765432100" };
    expect(() => taxDocumentXml(sampleInvoice({ buyer }))).toThrow(/15-digit TRN/);
  });
});

// ---------------------------------------------------------------------------------------------

/**
 * An element's child elements. Not `element.children`: in xmlbuilder2's DOM (@oozcitak/dom 2.0)
 * that collection holds every descendant, not only the children.
 */
function childElements(element: Element): Element[] {
  return [...element.childNodes].filter((node): node is Element => node.nodeType === 1);
}

function descendants(element: Element): Element[] {
  return childElements(element).flatMap((child) => [child, ...descendants(child)]);
}

/**
 * The order of the children of each UBL 2.1 type we write, transcribed from the sequences of
 * UBL-Invoice-2.1.xsd, UBL-CreditNote-2.1.xsd and UBL-CommonAggregateComponents-2.1.xsd: every
 * element of each type that we write, with its neighbours, by element name. A child not listed
 * fails the check too, so a new element is placed here on purpose.
 */
const SEQUENCES: Record<string, string[]> = {
  Invoice: [
    "UBLExtensions",
    "UBLVersionID",
    "CustomizationID",
    "ProfileID",
    "ProfileExecutionID",
    "ID",
    "CopyIndicator",
    "UUID",
    "IssueDate",
    "IssueTime",
    "DueDate",
    "InvoiceTypeCode",
    "Note",
    "TaxPointDate",
    "DocumentCurrencyCode",
    "TaxCurrencyCode",
    "PricingCurrencyCode",
    "PaymentCurrencyCode",
    "PaymentAlternativeCurrencyCode",
    "AccountingCostCode",
    "AccountingCost",
    "LineCountNumeric",
    "BuyerReference",
    "InvoicePeriod",
    "OrderReference",
    "BillingReference",
    "DespatchDocumentReference",
    "ReceiptDocumentReference",
    "StatementDocumentReference",
    "OriginatorDocumentReference",
    "ContractDocumentReference",
    "AdditionalDocumentReference",
    "ProjectReference",
    "Signature",
    "AccountingSupplierParty",
    "AccountingCustomerParty",
    "PayeeParty",
    "BuyerCustomerParty",
    "SellerSupplierParty",
    "TaxRepresentativeParty",
    "Delivery",
    "DeliveryTerms",
    "PaymentMeans",
    "PaymentTerms",
    "PrepaidPayment",
    "AllowanceCharge",
    "TaxExchangeRate",
    "PricingExchangeRate",
    "PaymentExchangeRate",
    "PaymentAlternativeExchangeRate",
    "TaxTotal",
    "WithholdingTaxTotal",
    "LegalMonetaryTotal",
    "InvoiceLine",
  ],
  CreditNote: [
    "UBLExtensions",
    "UBLVersionID",
    "CustomizationID",
    "ProfileID",
    "ProfileExecutionID",
    "ID",
    "CopyIndicator",
    "UUID",
    "IssueDate",
    "IssueTime",
    "TaxPointDate",
    "CreditNoteTypeCode",
    "Note",
    "DocumentCurrencyCode",
    "TaxCurrencyCode",
    "PricingCurrencyCode",
    "PaymentCurrencyCode",
    "PaymentAlternativeCurrencyCode",
    "AccountingCostCode",
    "AccountingCost",
    "LineCountNumeric",
    "BuyerReference",
    "InvoicePeriod",
    "DiscrepancyResponse",
    "OrderReference",
    "BillingReference",
    "DespatchDocumentReference",
    "ReceiptDocumentReference",
    "ContractDocumentReference",
    "AdditionalDocumentReference",
    "StatementDocumentReference",
    "OriginatorDocumentReference",
    "Signature",
    "AccountingSupplierParty",
    "AccountingCustomerParty",
    "PayeeParty",
    "BuyerCustomerParty",
    "SellerSupplierParty",
    "TaxRepresentativeParty",
    "Delivery",
    "DeliveryTerms",
    "PaymentMeans",
    "PaymentTerms",
    "TaxExchangeRate",
    "PricingExchangeRate",
    "PaymentExchangeRate",
    "PaymentAlternativeExchangeRate",
    "AllowanceCharge",
    "TaxTotal",
    "LegalMonetaryTotal",
    "CreditNoteLine",
  ],
  InvoicePeriod: ["StartDate", "StartTime", "EndDate", "EndTime", "DurationMeasure"],
  BillingReference: ["InvoiceDocumentReference", "SelfBilledInvoiceDocumentReference"],
  InvoiceDocumentReference: ["ID", "CopyIndicator", "UUID", "IssueDate", "IssueTime"],
  AccountingSupplierParty: ["CustomerAssignedAccountID", "AdditionalAccountID", "Party"],
  AccountingCustomerParty: ["CustomerAssignedAccountID", "SupplierAssignedAccountID", "Party"],
  Party: [
    "WebsiteURI",
    "LogoReferenceID",
    "EndpointID",
    "IndustryClassificationCode",
    "PartyIdentification",
    "PartyName",
    "Language",
    "PostalAddress",
    "PhysicalLocation",
    "PartyTaxScheme",
    "PartyLegalEntity",
    "Contact",
    "Person",
  ],
  PostalAddress: [
    "StreetName",
    "AdditionalStreetName",
    "BlockName",
    "BuildingName",
    "BuildingNumber",
    "InhouseMail",
    "Department",
    "MarkAttention",
    "MarkCare",
    "PlotIdentification",
    "CitySubdivisionName",
    "CityName",
    "PostalZone",
    "CountrySubentity",
    "CountrySubentityCode",
    "Region",
    "District",
    "TimezoneOffset",
    "AddressLine",
    "Country",
  ],
  Country: ["IdentificationCode", "Name"],
  PartyTaxScheme: ["RegistrationName", "CompanyID", "TaxLevelCode", "ExemptionReason", "TaxScheme"],
  PartyLegalEntity: ["RegistrationName", "CompanyID", "RegistrationDate"],
  Contact: ["ID", "Name", "Telephone", "Telefax", "ElectronicMail", "Note"],
  PaymentMeans: ["ID", "PaymentMeansCode", "PaymentDueDate", "PaymentChannelCode", "PaymentID"],
  TaxTotal: ["TaxAmount", "RoundingAmount", "TaxEvidenceIndicator", "TaxSubtotal"],
  TaxSubtotal: [
    "TaxableAmount",
    "TaxAmount",
    "CalculationSequenceNumeric",
    "Percent",
    "TaxCategory",
  ],
  TaxCategory: [
    "ID",
    "Name",
    "Percent",
    "TaxExemptionReasonCode",
    "TaxExemptionReason",
    "TaxScheme",
  ],
  ClassifiedTaxCategory: ["ID", "Name", "Percent", "TaxExemptionReason", "TaxScheme"],
  TaxScheme: ["ID", "Name", "TaxTypeCode"],
  LegalMonetaryTotal: [
    "LineExtensionAmount",
    "TaxExclusiveAmount",
    "TaxInclusiveAmount",
    "AllowanceTotalAmount",
    "ChargeTotalAmount",
    "PrepaidAmount",
    "PayableRoundingAmount",
    "PayableAmount",
  ],
  InvoiceLine: [
    "ID",
    "UUID",
    "Note",
    "InvoicedQuantity",
    "LineExtensionAmount",
    "TaxPointDate",
    "AccountingCost",
    "InvoicePeriod",
    "OrderLineReference",
    "AllowanceCharge",
    "TaxTotal",
    "Item",
    "Price",
    "ItemPriceExtension",
  ],
  CreditNoteLine: [
    "ID",
    "UUID",
    "Note",
    "CreditedQuantity",
    "LineExtensionAmount",
    "TaxPointDate",
    "AccountingCost",
    "InvoicePeriod",
    "OrderLineReference",
    "DiscrepancyResponse",
    "TaxTotal",
    "Item",
    "Price",
    "ItemPriceExtension",
  ],
  Item: [
    "Description",
    "PackQuantity",
    "Name",
    "AdditionalInformation",
    "SellersItemIdentification",
    "StandardItemIdentification",
    "CommodityClassification",
    "ClassifiedTaxCategory",
    "AdditionalItemProperty",
  ],
  Price: ["PriceAmount", "BaseQuantity", "PriceChangeReason", "AllowanceCharge"],
  AllowanceCharge: [
    "ID",
    "ChargeIndicator",
    "AllowanceChargeReasonCode",
    "AllowanceChargeReason",
    "MultiplierFactorNumeric",
    "Amount",
    "BaseAmount",
  ],
};

/** Every element with a listed type has only listed children, in the listed order. */
function expectSchemaOrder(root: Element): void {
  for (const element of [root, ...descendants(root)]) {
    const sequence = SEQUENCES[element.localName];
    if (!sequence) continue;
    const names = childElements(element).map((child) => child.localName);
    const positions = names.map((name) => sequence.indexOf(name));
    expect(
      names.filter((_, i) => positions[i] === -1),
      `${element.localName} has children its UBL type does not list here`,
    ).toEqual([]);
    const inOrder = positions.every((position, i) => i === 0 || position >= positions[i - 1]!);
    expect(inOrder, `${element.localName}'s children out of order: ${names.join(", ")}`).toBe(true);
  }
}
