import { data } from "react-router";
import { InvoiceRegister } from "~/components/admin/invoice-register";
import { consolePage } from "~/components/layout/console-page";
import { registerTotals } from "~/domain/invoice-register";
import { invoiceRegisterTexts as texts } from "~/domain/messages/en/invoice-register";
import { pageMeta } from "~/domain/seo";
import { askedMonth, defaultMonth } from "~/http/admin/invoice-register.server";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import {
  taxDocumentMonths,
  taxDocumentsIssued,
  uaeMonthRange,
  vatByQuarter,
} from "~/services/tax-document-reads.server";
import type { Route } from "./+types/invoices";

export const handle = consolePage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.month ? `${texts.title} ${args.loaderData.month}` : texts.title,
    robots: "noindex,nofollow",
  });

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * The operator's invoice register (issue 32): one UAE month's tax invoices and credit notes
 * (`?month=YYYY-MM`, by default the newest month with documents), and the VAT return's figures
 * per quarter. A month that is not one is answered 400 with the months to choose from.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, context);
  const asked = askedMonth(request);
  const months = await taxDocumentMonths(context.db);
  const quarters = await vatByQuarter(context.db);
  const common = { admin: { username: admin.username }, months, quarters };
  if ("refused" in asked) {
    return data(
      {
        ...common,
        refused: asked.refused,
        month: null,
        suggested: defaultMonth(months),
        documents: undefined,
        totals: undefined,
      },
      { status: 400, headers: PRIVATE },
    );
  }
  const month = asked.month ?? defaultMonth(months);
  const documents = await taxDocumentsIssued(context.db, uaeMonthRange(month));
  return data(
    { ...common, refused: null, month, documents, totals: registerTotals(documents) },
    { headers: PRIVATE },
  );
}

export default function AdminInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { admin: _admin, ...register } = loaderData;
  return <InvoiceRegister {...register} />;
}
