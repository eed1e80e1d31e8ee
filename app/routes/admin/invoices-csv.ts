import { csvCell, csvFileName, csvRow } from "~/domain/admin-console";
import { format } from "~/domain/i18n";
import {
  aedDecimal,
  registerKind,
  signedFils,
  uaeDayOf,
  uaeLastDayBefore,
} from "~/domain/invoice-register";
import { invoiceRegisterTexts as texts } from "~/domain/messages/en/invoice-register";
import type { TaxDocument } from "~/domain/tax-documents";
import { exportMonth, refusedDownload } from "~/http/admin/invoice-register.server";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { fullTaxDocumentsIssued, uaeMonthRange } from "~/services/tax-document-reads.server";
import type { Route } from "./+types/invoices-csv";

/** A byte-order mark, so Excel reads the file as UTF-8. */
const BOM = "\uFEFF";

/**
 * GET /admin/invoices.csv?month=YYYY-MM: the month's invoice register as CSV (RFC 4180) for the
 * accountant, for the operator only. Amounts are decimal dirhams; a credit note's are negative.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const asked = await exportMonth(request, context);
  if ("refused" in asked) return refusedDownload(asked.refused);
  const documents = await fullTaxDocumentsIssued(context.db, uaeMonthRange(asked.month));
  // The register's order, as on the page: invoices, then credit notes, each by number.
  documents.sort((a, b) =>
    a.kind === b.kind ? a.number - b.number : a.kind === "invoice" ? -1 : 1,
  );
  const body = BOM + csvRow(texts.csvColumns) + documents.map(documentRow).join("");
  const fileName = csvFileName(format(texts.csvFileName, { month: asked.month }), new Date());
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A document's record. Its amounts are written as numbers with two decimals ("-475.24"): csvCell
 * would mark a text starting with "-" as a formula, and a number cell would drop the zeros
 * ("475"), so they are joined as they are; they are never anything but digits, a point and a sign.
 */
function documentRow(doc: TaxDocument): string {
  const amount = (fils: number) => decimalCell(aedDecimal(signedFils(doc.kind, fils)));
  const rates = [...new Set(doc.lines.map((line) => line.vatRatePercent))];
  const cells = [
    csvCell(doc.displayNumber),
    csvCell(texts.kinds[registerKind(doc)]),
    csvCell(uaeDayOf(doc.issuedAt)),
    csvCell(uaeDayOf(doc.supplyStart)),
    csvCell(uaeLastDayBefore(doc.supplyEnd)),
    csvCell(doc.buyer.legalName),
    csvCell(doc.buyer.trn),
    csvCell(doc.buyer.emirate),
    amount(doc.taxableFils),
    csvCell(rates.map((rate) => `${rate}%`).join(" / ")),
    amount(doc.vatFils),
    amount(doc.totalFils),
    csvCell(doc.corrects?.displayNumber),
    csvCell(doc.reason),
  ];
  return `${cells.join(",")}\r\n`;
}

function decimalCell(text: string): string {
  if (!/^-?\d+\.\d{2}$/.test(text)) throw new Error(`Not a decimal amount: ${text}`);
  return text;
}
