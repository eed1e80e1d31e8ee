import { useId, type ReactNode } from "react";
import { formatMoney, formatNumber } from "~/domain/format";
import type { TaxDocument, TaxParty } from "~/domain/tax-documents";
import { arabicLabels } from "~/domain/value-set-labels-ar";
import { emirates } from "~/domain/value-sets";
import { TAX_DOCUMENT_LABELS, type TaxDocumentLabel } from "./tax-document-labels";

/**
 * The pieces of a tax document's sheet (tax-document-view.tsx). The sheet is a left-to-right page
 * with English first; every Arabic run carries lang="ar" dir="rtl" (the dir attribute isolates it,
 * so it lays out right to left inside the English line). Figures are printed once, in Western
 * digits, for both languages.
 */

const { en, ar } = TAX_DOCUMENT_LABELS;

/** Arabic text as a right-to-left run. */
export function Ar({ children, block = false }: { children: ReactNode; block?: boolean }) {
  return (
    <span lang="ar" dir="rtl" className={block ? "td-ar td-block" : "td-ar"}>
      {children}
    </span>
  );
}

type BiLayout = "inline" | "stacked" | "split";

/**
 * A label in both languages: "English / العربية" on one line, or the Arabic under the English
 * (`stacked`, the table's headings), or English at the start and Arabic at the end (`split`).
 */
export function Bi({ k, layout = "inline" }: { k: TaxDocumentLabel; layout?: BiLayout }) {
  if (layout === "split") {
    return (
      <span className="td-split">
        <span>{en[k]}</span> <Ar>{ar[k]}</Ar>
      </span>
    );
  }
  return (
    <>
      {en[k]}
      {layout === "stacked" ? " " : <span className="td-slash"> / </span>}
      <Ar block={layout === "stacked"}>{ar[k]}</Ar>
    </>
  );
}

/** A row of a definition list: English label, the value, Arabic label (dl > div). */
export function Field({
  k,
  children,
  ltr = false,
  className = "td-field",
}: {
  k: TaxDocumentLabel;
  children: ReactNode;
  ltr?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="td-label-en">{en[k]}</dt>
      <dt className="td-label-ar" lang="ar" dir="rtl">
        {ar[k]}
      </dt>
      <dd className="td-value" dir={ltr ? "ltr" : undefined}>
        {children}
      </dd>
    </div>
  );
}

/** The supplier or the customer: names in both scripts, address, emirate and country, TRN. */
export function PartyBlock({ party, role }: { party: TaxParty; role: "seller" | "buyer" }) {
  const email = role === "buyer" ? party.email : null;
  return (
    <section className="td-party">
      <h2 className="td-heading">
        <Bi k={role} layout="split" />
      </h2>
      <p className="td-party-name" dir="auto">
        {party.legalName}
      </p>
      {party.legalNameAr && (
        <p className="td-party-name" lang="ar" dir="rtl">
          {party.legalNameAr}
        </p>
      )}
      {/* A buyer without an address of its own is made out to its emirate: print it once. */}
      {party.address !== party.emirate && <p dir="auto">{party.address}</p>}
      <p>
        {party.emirate && `${emirates.labels[party.emirate]}, `}
        {party.country === "AE" ? en.unitedArabEmirates : party.country}
      </p>
      {party.country === "AE" && (
        <p lang="ar" dir="rtl">
          {party.emirate && `${arabicLabels.emirates[party.emirate]}، `}
          {ar.unitedArabEmirates}
        </p>
      )}
      {(party.trn || email) && (
        <dl className="td-fields">
          {party.trn && (
            <Field k="trn" ltr>
              {party.trn}
            </Field>
          )}
          {email && (
            <Field k="email" ltr>
              {email}
            </Field>
          )}
        </dl>
      )}
    </section>
  );
}

const money = (fils: number, currency: string) => formatMoney(fils, currency, "en");

/** The lines: a real table; without VAT (unregistered seller) no rate or VAT columns. */
export function LinesTable({ document }: { document: TaxDocument }) {
  const vat = document.taxInvoice;
  const heading = document.kind === "invoice" ? "linesInvoice" : "linesCreditNote";
  const headingId = useId();
  const th = (k: TaxDocumentLabel, numeric = true) => (
    <th scope="col" className={numeric ? "td-num" : undefined}>
      <Bi k={k} layout="stacked" />
    </th>
  );
  return (
    <section className="td-lines">
      <h2 className="td-heading" id={headingId}>
        <Bi k={heading} layout="split" />
      </h2>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="td-table-wrap" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className="td-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              {th("description", false)}
              {th("quantity")}
              {th(vat ? "unitPrice" : "unitPriceUnregistered")}
              {vat && th("vatRate")}
              {vat && th("vatAmount")}
              {th(vat ? "lineTotal" : "lineTotalUnregistered")}
            </tr>
          </thead>
          <tbody>
            {document.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row" className="td-description">
                  {line.description}
                  <Ar block>{line.descriptionAr}</Ar>
                </th>
                <td className="td-num">{formatNumber(line.quantity, "en")}</td>
                <td className="td-num">{money(line.unitFils, document.currency)}</td>
                {vat && <td className="td-num">{line.vatRatePercent}%</td>}
                {vat && <td className="td-num">{money(line.vatFils, document.currency)}</td>}
                <td className="td-num">
                  {money(line.taxableFils + line.vatFils, document.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Taxable amount, VAT with its rate and the total; only the total without VAT. */
export function Totals({ document }: { document: TaxDocument }) {
  const rates = [...new Set(document.lines.map((line) => line.vatRatePercent))];
  // The rate as one left-to-right run in the Arabic label too: "(5%)" on both sides.
  const rate = rates.length > 0 && (
    <>
      {" ("}
      <span dir="ltr">{rates.map((r) => `${r}%`).join(", ")}</span>)
    </>
  );
  const total = document.kind === "invoice" ? "totalPayable" : "totalCredited";
  return (
    <section className="td-summary">
      <h2 className="td-heading">
        <Bi k="summary" layout="split" />
      </h2>
      <dl className="td-fields td-totals">
        {document.taxInvoice && (
          <>
            <Field k="taxableAmount">{money(document.taxableFils, document.currency)}</Field>
            <div className="td-field">
              <dt className="td-label-en">
                {en.vat}
                {rate}
              </dt>
              <dt className="td-label-ar" lang="ar" dir="rtl">
                {ar.vat}
                {rate}
              </dt>
              <dd className="td-value">{money(document.vatFils, document.currency)}</dd>
            </div>
          </>
        )}
        <Field k={total} className="td-field td-grand-total">
          {money(document.totalFils, document.currency)}
        </Field>
      </dl>
      {!document.taxInvoice && (
        <p className="td-note">
          <Bi k="notRegistered" />
        </p>
      )}
    </section>
  );
}
