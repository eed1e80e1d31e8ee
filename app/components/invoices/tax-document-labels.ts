/**
 * Every text printed on a tax invoice or credit note (tax-document-view.tsx), in English and in
 * Arabic. The document is bilingual whatever the page's language, as UAE invoices are: each label
 * is printed in both, and each figure once, in Western digits, so the two languages cannot
 * disagree. The Arabic follows the Federal Tax Authority's wording (فاتورة ضريبية، إشعار دائن
 * ضريبي، رقم التسجيل الضريبي، المبلغ الخاضع للضريبة).
 */

const en = {
  taxInvoice: "Tax Invoice",
  invoice: "Invoice",
  taxCreditNote: "Tax Credit Note",
  creditNote: "Credit Note",
  invoiceNumber: "Invoice number",
  creditNoteNumber: "Credit note number",
  issueDate: "Date of issue",
  supplyPeriod: "Supply period",
  originalInvoice: "Original invoice",
  originalInvoiceDate: "Original invoice date",
  originalValue: "Value on the original invoice (incl. VAT)",
  reason: "Reason for the credit note",
  seller: "Supplier",
  buyer: "Customer",
  trn: "TRN",
  email: "Email",
  unitedArabEmirates: "United Arab Emirates",
  linesInvoice: "Details of supply",
  linesCreditNote: "Details of the credit",
  description: "Description",
  quantity: "Quantity",
  unitPrice: "Unit price (excl. VAT)",
  unitPriceUnregistered: "Unit price",
  vatRate: "VAT rate",
  vatAmount: "VAT amount",
  lineTotal: "Amount incl. VAT",
  lineTotalUnregistered: "Amount",
  summary: "Summary",
  taxableAmount: "Taxable amount",
  vat: "VAT",
  totalPayable: "Total amount payable",
  totalCredited: "Total amount credited",
  notRegistered: "No VAT charged: the supplier is not registered for VAT",
  paymentReference: "Payment reference",
  print: "Print",
  printHint: "or press Ctrl+P",
} as const;

const ar = {
  taxInvoice: "فاتورة ضريبية",
  invoice: "فاتورة",
  taxCreditNote: "إشعار دائن ضريبي",
  creditNote: "إشعار دائن",
  invoiceNumber: "رقم الفاتورة",
  creditNoteNumber: "رقم الإشعار الدائن",
  issueDate: "تاريخ الإصدار",
  supplyPeriod: "فترة التوريد",
  originalInvoice: "الفاتورة الأصلية",
  originalInvoiceDate: "تاريخ الفاتورة الأصلية",
  originalValue: "القيمة في الفاتورة الأصلية (شاملة الضريبة)",
  reason: "سبب إصدار الإشعار الدائن",
  seller: "المورد",
  buyer: "العميل",
  trn: "رقم التسجيل الضريبي",
  email: "البريد الإلكتروني",
  unitedArabEmirates: "الإمارات العربية المتحدة",
  linesInvoice: "تفاصيل التوريد",
  linesCreditNote: "تفاصيل الإشعار الدائن",
  description: "الوصف",
  quantity: "الكمية",
  unitPrice: "سعر الوحدة (قبل الضريبة)",
  unitPriceUnregistered: "سعر الوحدة",
  vatRate: "نسبة الضريبة",
  vatAmount: "مبلغ الضريبة",
  lineTotal: "المبلغ شاملًا الضريبة",
  lineTotalUnregistered: "المبلغ",
  summary: "الملخص",
  taxableAmount: "المبلغ الخاضع للضريبة",
  vat: "ضريبة القيمة المضافة",
  totalPayable: "إجمالي المبلغ المستحق",
  totalCredited: "إجمالي المبلغ الدائن",
  notRegistered: "لم تُحتسب ضريبة القيمة المضافة: المورد غير مسجل",
  paymentReference: "مرجع الدفع",
  print: "طباعة",
  printHint: "أو اضغط Ctrl+P",
} as const satisfies Record<keyof typeof en, string>;

/** The labels of a tax document, by language; both languages have the same keys. */
export const TAX_DOCUMENT_LABELS = { en, ar } as const;

export type TaxDocumentLabel = keyof typeof en;
