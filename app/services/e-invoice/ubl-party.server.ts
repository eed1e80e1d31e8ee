import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { TaxParty } from "~/domain/tax-documents";
import { EMIRATE_CODE, TAX_SCHEME_VAT, UAE_ENDPOINT_SCHEME } from "./pint-ae.server";
import { cac, cbc } from "./ubl-elements.server";
import { tinOfTrn } from "./ubl-values.server";

/** The seller (IBG-04) or the buyer (IBG-07) of a document, as a UBL cac:Party. */

export type PartyRole = "AccountingSupplierParty" | "AccountingCustomerParty";

/**
 * Appends the party in the UBL 2.1 PartyType sequence: EndpointID, PostalAddress, PartyTaxScheme,
 * PartyLegalEntity, Contact.
 *
 * - EndpointID (IBT-034 seller, IBT-049 buyer): the party's Peppol address, scheme 0235 with its
 *   TIN, the first ten digits of the TRN. A party without a TRN gets none: we do not know its TIN
 *   (a business that is not VAT-registered still has one), and an e-mail address is no Peppol
 *   address a UAE access point can deliver to. The buyer's e-mail goes in its contact instead.
 * - PostalAddress (IBG-05, IBG-08): street as given, the emirate's name as the city and its PINT
 *   code as the subdivision (ibr-128-ae), the country.
 * - PartyTaxScheme (IBT-031 seller, IBT-048 buyer): the TRN under the VAT scheme, only when there
 *   is one: a party that is not VAT-registered has no VAT identifier to give.
 * - PartyLegalEntity/RegistrationName (IBT-027, IBT-044): the legal name. PINT has one name field
 *   for it; the Arabic legal name stays on the printed document.
 * - Contact/ElectronicMail (IBT-058): the buyer's e-mail, which is not printed on the seller's side.
 */
export function appendParty(parent: XMLBuilder, role: PartyRole, party: TaxParty): void {
  const node = cac(cac(parent, role), "Party");
  if (party.trn !== null) {
    cbc(node, "EndpointID", tinOfTrn(party.trn), { schemeID: UAE_ENDPOINT_SCHEME });
  }

  const address = cac(node, "PostalAddress");
  if (party.address.trim() !== "") cbc(address, "StreetName", party.address);
  if (party.emirate !== null) {
    cbc(address, "CityName", party.emirate);
    if (party.country === "AE") cbc(address, "CountrySubentity", EMIRATE_CODE[party.emirate]);
  }
  cbc(cac(address, "Country"), "IdentificationCode", party.country);

  if (party.trn !== null) {
    const taxScheme = cac(node, "PartyTaxScheme");
    cbc(taxScheme, "CompanyID", party.trn);
    cbc(cac(taxScheme, "TaxScheme"), "ID", TAX_SCHEME_VAT);
  }

  cbc(cac(node, "PartyLegalEntity"), "RegistrationName", party.legalName);

  if (role === "AccountingCustomerParty" && party.email !== null && party.email.trim() !== "") {
    cbc(cac(node, "Contact"), "ElectronicMail", party.email);
  }
}
