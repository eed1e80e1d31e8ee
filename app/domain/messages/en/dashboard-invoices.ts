/**
 * The dashboard's tax details form and its list of invoices and credit notes (issue 32; docs/
 * decisions/023-tax-invoices.md). Read on the server only: the dashboard's loader hands the
 * sections their labels and the server answers the form, so none of this is in the browser's
 * catalogue, which every form page downloads (../i18n.ts).
 */
export const dashboardInvoicesEn = {
  taxTitle: "Tax details for your invoices",
  taxIntro:
    "Every Pro payment gets a UAE tax invoice made out to these details. Left empty, invoices use your listing's name and emirate.",
  legalName: "Legal name (as on your trade licence)",
  legalAddress: "Registered address",
  legalAddressHint: "One line: office, building, street, area, emirate.",
  trn: "Tax Registration Number (TRN)",
  trnHint:
    "15 digits, from your VAT registration certificate. Leave it empty if your business is not registered for VAT: your proposals then show no VAT.",
  save: "Save tax details",
  saved: "Tax details saved",
  savedBody: "Your next invoice is made out to them. Invoices already issued stay as they were.",
  refused: "Your tax details were not saved",
  errors: {
    trn: "A TRN is 15 digits, such as 100123456700003. Check it against your VAT certificate.",
    tooLong: "Use at most 200 characters.",
    controls: "Use one line of plain text, without line breaks or hidden direction marks.",
  },
  listTitle: "Invoices and credit notes",
  listIntro: "Kept for five years after the end of the year they were issued, as UAE law requires.",
  empty: "Your tax invoices appear here after each Pro payment.",
  columns: { number: "Number", date: "Issued", total: "Total" },
  kinds: {
    invoice: "Tax invoice",
    plainInvoice: "Invoice",
    creditNote: "Tax credit note",
    plainCreditNote: "Credit note",
  },
  corrects: "corrects {number}",
  back: "Back to your dashboard",
  print: "Print",
  notFound: "This invoice is not one of yours, or does not exist.",
};
