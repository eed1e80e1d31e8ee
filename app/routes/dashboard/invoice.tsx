import { data } from "react-router";
import { TaxDocumentView } from "~/components/invoices/tax-document-view";
import taxDocumentCss from "~/components/invoices/tax-document.css?url";
import { useLocalePath } from "~/components/ui/link";
import { getMessages } from "~/domain/i18n";
import { parseId } from "~/domain/ids";
import { pageMeta } from "~/domain/seo";
import { redirect } from "~/http/redirect.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { readTaxDocument } from "~/services/tax-document-reads.server";
import type { Route } from "./+types/invoice";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: taxDocumentCss }];

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.document.displayNumber ?? "",
    robots: "noindex,nofollow",
  });

/**
 * One of the agency's tax invoices or credit notes, printable on A4 in English and Arabic (issue
 * 32). Signed out, the dashboard signs in; another agency's document, or none, is 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const agencyId = await getAgencyId(request, context);
  if (!agencyId) throw redirect("/dashboard");
  const id = parseId(params.documentId);
  const document = id ? await readTaxDocument(context.db, id, { agencyId }) : undefined;
  if (!document) throw data(null, { status: 404, headers: PRIVATE.headers });
  const texts = getMessages().dashboard.invoices;
  return data({ document, texts: { back: texts.back } }, PRIVATE);
}

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

export default function AgencyInvoicePage({ loaderData }: Route.ComponentProps) {
  const path = useLocalePath();
  return (
    <TaxDocumentView
      document={loaderData.document}
      backHref={`${path("/dashboard")}#invoices`}
      backLabel={loaderData.texts.back}
    />
  );
}
