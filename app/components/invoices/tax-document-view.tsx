import { useId } from "react";
import { formatDate, formatMoney } from "~/domain/format";
import type { TaxDocument } from "~/domain/tax-documents";
import { TAX_DOCUMENT_LABELS, type TaxDocumentLabel } from "./tax-document-labels";
import { Ar, Bi, Field, LinesTable, PartyBlock, Totals } from "./tax-document-parts";

/**
 * One UAE tax invoice or tax credit note as a page that prints on A4 (VAT executive regulation,
 * articles 59 and 60), in English and Arabic side by side. Styled by ./tax-document.css (plain
 * CSS, `td-` classes), which the route links on its own, outside the site's Tailwind budget.
 *
 * The sheet is dir="ltr" lang="en" on Arabic pages too (their <html> is dir="rtl"): English reads
 * from the left, each Arabic run is marked right to left, and every figure is printed once.
 */

const { en, ar } = TAX_DOCUMENT_LABELS;

const DAY_MS = 86_400_000;

/** The title: "Tax Invoice" when the seller is VAT-registered, "Invoice" when not. */
function titleOf(document: TaxDocument): TaxDocumentLabel {
  if (document.kind === "credit_note") return document.taxInvoice ? "taxCreditNote" : "creditNote";
  return document.taxInvoice ? "taxInvoice" : "invoice";
}

/** The dates of supply, both printed: supplyEnd is exclusive, so the last day is the day before. */
function supplyPeriodText(document: TaxDocument): string {
  const lastDay = new Date(document.supplyEnd.getTime() - DAY_MS);
  return `${formatDate(document.supplyStart, "en")} – ${formatDate(lastDay, "en")}`;
}

export function TaxDocumentView({
  document,
  printLabel,
  backHref,
  backLabel,
}: {
  document: TaxDocument;
  /** The print button's text; "Print / طباعة" by default. */
  printLabel?: string;
  /** Where the toolbar's back link goes (the agency's billing page), in the page's language. */
  backHref: string;
  backLabel: string;
}) {
  const title = titleOf(document);
  const creditNote = document.kind === "credit_note";
  const titleId = useId();
  return (
    <div className="td-page">
      <div className="td-toolbar td-screen-only">
        <a className="td-back" href={backHref}>
          {backLabel}
        </a>
        <span className="td-print">
          <button type="button" className="td-button" onClick={() => window.print()}>
            {printLabel ?? <Bi k="print" />}
          </button>
          <small className="td-hint">
            <Bi k="printHint" />
          </small>
        </span>
      </div>

      <article className="td-sheet" lang="en" dir="ltr" aria-labelledby={titleId}>
        <header className="td-header">
          <h1 className="td-title" id={titleId}>
            <span>{en[title]}</span> <Ar>{ar[title]}</Ar>
          </h1>
          <dl className="td-fields td-meta">
            <Field
              k={creditNote ? "creditNoteNumber" : "invoiceNumber"}
              ltr
              className="td-field td-number"
            >
              {document.displayNumber}
            </Field>
            <Field k="issueDate">{formatDate(document.issuedAt, "en")}</Field>
            <Field k="supplyPeriod">{supplyPeriodText(document)}</Field>
            {creditNote && document.corrects && (
              <>
                <Field k="originalInvoice" ltr>
                  {document.corrects.displayNumber}
                </Field>
                <Field k="originalInvoiceDate">
                  {formatDate(document.corrects.issuedAt, "en")}
                </Field>
                <Field k="originalValue" ltr>
                  {formatMoney(document.corrects.totalFils, document.currency, "en")}
                </Field>
              </>
            )}
            {creditNote && document.reason && (
              <Field k="reason">
                <span dir="auto">{document.reason}</span>
              </Field>
            )}
          </dl>
        </header>

        <div className="td-parties">
          <PartyBlock party={document.seller} role="seller" />
          <PartyBlock party={document.buyer} role="buyer" />
        </div>

        <LinesTable document={document} />
        <Totals document={document} />

        {document.paymentReference && (
          <footer className="td-footer">
            <dl className="td-fields">
              <Field k="paymentReference" ltr>
                {document.paymentReference}
              </Field>
            </dl>
          </footer>
        )}
      </article>
    </div>
  );
}
