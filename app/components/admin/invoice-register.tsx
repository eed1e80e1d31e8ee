import { Download } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "~/domain/format";
import { format } from "~/domain/i18n";
import {
  registerKind,
  signedFils,
  type RegisterDocument,
  type RegisterQuarter,
  type RegisterTotals,
} from "~/domain/invoice-register";
import { invoiceRegisterTexts as texts } from "~/domain/messages/en/invoice-register";
import { buttonClasses } from "../ui/button-link";
import { cell, HeadCell, TableFrame } from "./admin-table";

/** The register's address for a month. */
export const registerHref = (month: string) => `/admin/invoices?month=${month}`;

const AED = "AED";
const money = (fils: number, currency: string = AED) => formatMoney(fils, currency, "en");
const amountCell = `${cell} text-end whitespace-nowrap tabular-nums`;
const linkClasses =
  "font-semibold break-words text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

export type InvoiceRegisterProps = {
  months: string[];
  quarters: RegisterQuarter[];
} & (
  | {
      refused: string;
      month: null;
      /** The month the register opens on, offered among the months to choose. */
      suggested: string;
      documents?: undefined;
      totals?: undefined;
    }
  | { refused: null; month: string; documents: RegisterDocument[]; totals: RegisterTotals }
);

/**
 * The operator's invoice register (issue 32): the months with documents, the chosen month's
 * invoices and credit notes with their totals (credit notes subtract), its CSV and e-invoices,
 * and the figures of each quarter's VAT return.
 */
export function InvoiceRegister(props: InvoiceRegisterProps) {
  const { months, quarters } = props;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
        {props.month !== null && (
          <div className="flex flex-wrap items-center gap-3">
            {/* Downloads, not pages: the browser must fetch them itself. */}
            <a
              href={`/admin/invoices.csv?month=${props.month}`}
              download
              className={buttonClasses("secondary")}
            >
              <Download aria-hidden="true" className="size-4" />
              {texts.csv}
            </a>
            <a
              href={`/admin/invoices.zip?month=${props.month}`}
              download
              className={buttonClasses("secondary")}
            >
              <Download aria-hidden="true" className="size-4" />
              {texts.zip}
            </a>
          </div>
        )}
      </div>
      <p className="mt-1 mb-6 text-sm text-slate-600">{texts.intro}</p>
      {props.refused !== null && (
        <div role="alert" className="mb-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-red-800">{texts.badMonthTitle}</h2>
          <p className="mt-1 text-sm text-slate-700">{props.refused}</p>
          <p className="mt-1 text-sm text-slate-700">{texts.chooseMonth}</p>
        </div>
      )}
      <MonthPicker months={months} current={props.month} shown={props.month ?? props.suggested} />
      {props.month !== null && (
        <section aria-labelledby="register-month" className="mt-6 space-y-3">
          <h2 id="register-month" className="text-lg font-semibold text-slate-900">
            {props.month}
          </h2>
          <MonthTable month={props.month} documents={props.documents} totals={props.totals} />
        </section>
      )}
      <VatReturn quarters={quarters} />
    </div>
  );
}

/**
 * The months with documents, newest first, and `shown` among them even when it has none (the
 * current month before its first invoice); `current` is marked as the page.
 */
function MonthPicker({
  months,
  current,
  shown,
}: {
  months: string[];
  current: string | null;
  shown: string;
}) {
  const all = (months.includes(shown) ? [...months] : [shown, ...months]).sort().reverse();
  return (
    <nav aria-label={texts.monthsLabel}>
      <ul className="flex flex-wrap gap-1">
        {all.map((month) => (
          <li key={month}>
            <Link
              to={registerHref(month)}
              aria-current={month === current ? "page" : undefined}
              className="nav-link"
            >
              {month}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MonthTable({
  month,
  documents,
  totals,
}: {
  month: string;
  documents: RegisterDocument[];
  totals: RegisterTotals;
}) {
  const columns = texts.columns;
  if (documents.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
        {format(texts.empty, { month })}
      </p>
    );
  }
  return (
    <TableFrame caption={format(texts.caption, { month })} minWidth="min-w-[68rem]">
      <thead>
        <tr>
          <HeadCell>{columns.number}</HeadCell>
          <HeadCell>{columns.type}</HeadCell>
          <HeadCell>{columns.issued}</HeadCell>
          <HeadCell>{columns.buyer}</HeadCell>
          <HeadCell>{columns.buyerTrn}</HeadCell>
          <HeadCell className="text-end">{columns.taxable}</HeadCell>
          <HeadCell className="text-end">{columns.vat}</HeadCell>
          <HeadCell className="text-end">{columns.total}</HeadCell>
          <HeadCell>{columns.corrects}</HeadCell>
        </tr>
      </thead>
      <tbody>
        {documents.map((doc) => (
          <tr key={doc.id} className="hover:bg-slate-50/60">
            <th scope="row" className={`${cell} text-start font-normal whitespace-nowrap`}>
              <Link to={`/admin/invoices/${doc.id}`} className={linkClasses}>
                {doc.displayNumber}
              </Link>
            </th>
            <td className={`${cell} whitespace-nowrap`}>{texts.kinds[registerKind(doc)]}</td>
            <td className={`${cell} whitespace-nowrap`}>
              <time dateTime={new Date(doc.issuedAt).toISOString()}>
                {formatDate(doc.issuedAt, "en")}
              </time>
            </td>
            <td className={cell} dir="auto">
              {doc.buyerName}
            </td>
            <td className={`${cell} tabular-nums`}>{doc.buyerTrn ?? texts.noTrn}</td>
            <td className={amountCell}>
              {money(signedFils(doc.kind, doc.taxableFils), doc.currency)}
            </td>
            <td className={amountCell}>{money(signedFils(doc.kind, doc.vatFils), doc.currency)}</td>
            <td className={amountCell}>
              {money(signedFils(doc.kind, doc.totalFils), doc.currency)}
            </td>
            <td className={`${cell} whitespace-nowrap`}>{doc.corrects ?? ""}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5} className={`${cell} text-start font-semibold text-slate-900`}>
            {format(texts.monthTotal, {
              month,
              invoices: totals.invoices,
              creditNotes: totals.creditNotes,
            })}
          </th>
          <td className={`${amountCell} font-semibold`}>{money(totals.taxableFils)}</td>
          <td className={`${amountCell} font-semibold`}>{money(totals.vatFils)}</td>
          <td className={`${amountCell} font-semibold`}>{money(totals.totalFils)}</td>
          <td className={cell} />
        </tr>
      </tfoot>
    </TableFrame>
  );
}

/** Each quarter's figures for the FTA's VAT return (VAT201), newest first. */
function VatReturn({ quarters }: { quarters: RegisterQuarter[] }) {
  const columns = texts.vat.columns;
  return (
    <section aria-labelledby="vat-return" className="mt-6 space-y-3">
      <h2 id="vat-return" className="text-lg font-semibold text-slate-900">
        {texts.vat.heading}
      </h2>
      <p className="text-sm text-slate-600">{texts.vat.intro}</p>
      {quarters.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {texts.vat.empty}
        </p>
      ) : (
        <TableFrame caption={texts.vat.caption} minWidth="min-w-[50rem]">
          <thead>
            <tr>
              <HeadCell>{columns.quarter}</HeadCell>
              <HeadCell className="text-end">{columns.invoices}</HeadCell>
              <HeadCell className="text-end">{columns.creditNotes}</HeadCell>
              <HeadCell className="text-end">{columns.standardRated}</HeadCell>
              <HeadCell className="text-end">{columns.outputVat}</HeadCell>
              <HeadCell className="text-end">{columns.notTaxed}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {quarters.map((quarter) => (
              <tr key={quarter.quarter} className="hover:bg-slate-50/60">
                <th scope="row" className={`${cell} text-start font-semibold whitespace-nowrap`}>
                  {quarter.quarter}
                </th>
                <td className={amountCell}>{quarter.invoices}</td>
                <td className={amountCell}>{quarter.creditNotes}</td>
                <td className={amountCell}>{money(quarter.standardRatedFils)}</td>
                <td className={amountCell}>{money(quarter.outputVatFils)}</td>
                <td className={amountCell}>{money(quarter.notTaxedFils)}</td>
              </tr>
            ))}
          </tbody>
        </TableFrame>
      )}
    </section>
  );
}
