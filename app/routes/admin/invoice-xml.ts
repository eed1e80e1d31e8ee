import { data } from "react-router";
import { parseId } from "~/domain/ids";
import { downloadHeaders } from "~/http/admin/invoice-register.server";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { taxDocumentXml } from "~/services/e-invoice/ubl-document.server";
import { readTaxDocument } from "~/services/tax-document-reads.server";
import type { Route } from "./+types/invoice-xml";

/**
 * GET /admin/invoices/{id}/xml: one invoice or credit note as a UBL e-invoice, downloaded as
 * `<number>.xml`, for the operator only; 404 for an id that is not a document's.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const id = parseId(params.documentId);
  const document = id ? await readTaxDocument(context.db, id, "operator") : undefined;
  if (!document) throw data("Not Found", { status: 404 });
  return new Response(taxDocumentXml(document), {
    headers: downloadHeaders("application/xml; charset=utf-8", `${document.displayNumber}.xml`),
  });
}
