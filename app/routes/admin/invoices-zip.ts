import { format } from "~/domain/i18n";
import { invoiceRegisterTexts as texts } from "~/domain/messages/en/invoice-register";
import {
  downloadHeaders,
  exportMonth,
  refusedDownload,
} from "~/http/admin/invoice-register.server";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { taxDocumentsZip } from "~/services/e-invoice/batch.server";
import { fullTaxDocumentsIssued, uaeMonthRange } from "~/services/tax-document-reads.server";
import type { Route } from "./+types/invoices-zip";

/**
 * GET /admin/invoices.zip?month=YYYY-MM: every document issued in the month as a UBL e-invoice
 * (`<number>.xml`), in one ZIP, for the operator only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const asked = await exportMonth(request, context);
  if ("refused" in asked) return refusedDownload(asked.refused);
  const documents = await fullTaxDocumentsIssued(context.db, uaeMonthRange(asked.month));
  const zip = await taxDocumentsZip(documents);
  // A copy over an ArrayBuffer of its own, which is what a Response body is typed to take.
  return new Response(new Uint8Array(zip), {
    headers: downloadHeaders("application/zip", format(texts.zipFileName, { month: asked.month })),
  });
}
