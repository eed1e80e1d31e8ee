/**
 * The operator's invoice register, its exports and a document's console page (issue 32). The
 * console is English only; these texts are loaded by the register's own modules, not with the
 * catalogue every public page's browser loads.
 */
export const invoiceRegisterTexts = {
  title: "Invoices",
  intro:
    "Pro's tax invoices and credit notes issued in one month (UAE time), as numbered; credit notes count negative in the totals.",
  monthsLabel: "Months",
  empty: "No invoices or credit notes were issued in {month}.",
  caption: "Invoices and credit notes issued in {month}",
  csv: "Download CSV",
  zip: "Download e-invoices (ZIP)",
  columns: {
    number: "Number",
    type: "Type",
    issued: "Issue date (UAE)",
    buyer: "Buyer",
    buyerTrn: "Buyer TRN",
    taxable: "Taxable",
    vat: "VAT",
    total: "Total",
    corrects: "Corrects",
  },
  kinds: {
    taxInvoice: "Tax invoice",
    invoice: "Invoice",
    taxCreditNote: "Tax credit note",
    creditNote: "Credit note",
  },
  noTrn: "–",
  monthTotal: "Total for {month} ({invoices} invoices, {creditNotes} credit notes)",
  vat: {
    heading: "VAT return",
    intro:
      "Figures for the VAT return (FTA form VAT201, box 1: standard-rated supplies in the emirates, net of credit notes), per calendar quarter in UAE time.",
    caption: "VAT return figures per quarter",
    empty: "No documents issued yet.",
    columns: {
      quarter: "Quarter",
      invoices: "Invoices",
      creditNotes: "Credit notes",
      standardRated: "Standard rated supplies (box 1)",
      outputVat: "Output VAT (box 1)",
      notTaxed: "Supplies without VAT",
    },
  },
  badMonth: "The month must be written YYYY-MM, between 2018-01 and 2099-12 (for example 2026-11).",
  oneMonth: "Give one month only (month=YYYY-MM).",
  badMonthTitle: "Not a month",
  chooseMonth: "Choose one of the months with documents, or the current one:",
  document: {
    back: "Back to the invoices of {month}",
    xml: "Download e-invoice (XML)",
  },
  csvColumns: [
    "Number",
    "Type",
    "Issue date",
    "Supply start",
    "Supply end (last day)",
    "Buyer",
    "Buyer TRN",
    "Buyer emirate",
    "Taxable (AED)",
    "VAT rate",
    "VAT (AED)",
    "Total (AED)",
    "Corrects",
    "Reason",
  ],
  /** csvFileName() adds the day of the export: wakala-invoices-2026-11-2026-12-02.csv. */
  csvFileName: "wakala-invoices-{month}",
  zipFileName: "wakala-e-invoices-{month}.zip",
} as const;
