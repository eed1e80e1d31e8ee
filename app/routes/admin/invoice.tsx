import { data } from "react-router";
import { consolePage } from "~/components/layout/console-page";
import { TaxDocumentView } from "~/components/invoices/tax-document-view";
import taxDocumentCss from "~/components/invoices/tax-document.css?url";
import { parseId } from "~/domain/ids";
import { format } from "~/domain/i18n";
import { uaeMonthOf } from "~/domain/invoice-register";
import { invoiceRegisterTexts as texts } from "~/domain/messages/en/invoice-register";
import { pageMeta } from "~/domain/seo";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { readTaxDocument } from "~/services/tax-document-reads.server";
import type { Route } from "./+types/invoice";

export const handle = consolePage;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: taxDocumentCss }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    title: args.loaderData?.document.displayNumber ?? m.notFound.title,
    robots: "noindex,nofollow",
  }));

/**
 * /admin/invoices/{id}: one tax invoice or credit note as issued, for the operator, with its
 * e-invoice; 404 for an id that is not a document's (checked before any query).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const id = parseId(params.documentId);
  const document = id ? await readTaxDocument(context.db, id, "operator") : undefined;
  if (!document) throw data(null, { status: 404 });
  return data(
    { admin: { username: admin.username }, document, month: uaeMonthOf(document.issuedAt) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminInvoicePage({ loaderData }: Route.ComponentProps) {
  const { document, month } = loaderData;
  return (
    <>
      <TaxDocumentView
        document={document}
        backHref={`/admin/invoices?month=${month}`}
        backLabel={format(texts.document.back, { month })}
      />
      <p className="td-toolbar td-screen-only">
        {/* A download, not a page: the browser must fetch it itself. */}
        <a className="td-back" href={`/admin/invoices/${document.id}/xml`} download>
          {texts.document.xml}
        </a>
      </p>
    </>
  );
}
