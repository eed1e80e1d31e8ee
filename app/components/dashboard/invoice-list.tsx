import type { TaxDocumentSummary } from "~/domain/tax-documents";
import { format } from "~/domain/i18n";
import { Link } from "../ui/link";
import { useFormatters } from "../use-formatters";
import type { DashboardInvoiceTexts } from "./tax-details-panel";

/** The kind of a document as the agency's list and pages name it. */
export function documentKindLabel(
  document: Pick<TaxDocumentSummary, "kind" | "taxInvoice">,
  kinds: DashboardInvoiceTexts["kinds"],
): string {
  if (document.kind === "invoice") return document.taxInvoice ? kinds.invoice : kinds.plainInvoice;
  return document.taxInvoice ? kinds.creditNote : kinds.plainCreditNote;
}

/** The agency's tax invoices and credit notes, newest first, each opening its printable page. */
export function InvoiceList({
  documents,
  texts: m,
}: {
  documents: TaxDocumentSummary[];
  texts: DashboardInvoiceTexts;
}) {
  const formatters = useFormatters();
  return (
    <section
      id="invoices"
      aria-labelledby="invoices-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="invoices-title" className="text-lg font-semibold text-slate-900">
        {m.listTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.listIntro}</p>
      {documents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{m.empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-2 pe-4 text-start font-medium">
                  {m.columns.number}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {m.columns.date}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {m.columns.total}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {documents.map((document) => (
                <tr key={document.id}>
                  <th scope="row" className="py-2 pe-4 text-start font-medium whitespace-nowrap">
                    <Link
                      to={`/dashboard/invoices/${document.id}`}
                      reloadDocument
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {document.displayNumber}
                    </Link>
                    <span className="block font-normal text-slate-500">
                      {documentKindLabel(document, m.kinds)}
                      {document.corrects &&
                        ` · ${format(m.corrects, { number: document.corrects })}`}
                    </span>
                  </th>
                  {/* The date may wrap, so that on a 360 px phone the total stays whole. */}
                  <td className="py-2 pe-3 text-slate-900">{formatters.date(document.issuedAt)}</td>
                  <td className="py-2 whitespace-nowrap text-slate-900">
                    {formatters.money(
                      document.kind === "credit_note" ? -document.totalFils : document.totalFils,
                      document.currency,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
