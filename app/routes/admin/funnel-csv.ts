import { csvFileName, csvRow } from "~/domain/admin-console";
import { funnelTexts } from "~/domain/messages/en/funnel";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { readFunnel } from "~/services/funnel.server";
import type { Route } from "./+types/funnel-csv";

/** A byte-order mark, so Excel reads the file as UTF-8. */
const BOM = "\uFEFF";

/** GET /admin/funnel.csv: the funnel's months as CSV (RFC 4180), for the operator only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const months = await readFunnel(context.db);
  const body =
    BOM +
    csvRow(funnelTexts.columns) +
    months
      .map((m) =>
        csvRow([
          m.month,
          m.matched,
          m.answered,
          m.proposed,
          m.hired,
          m.closed,
          m.answerHours,
          m.proposalHours,
          m.decisionHours,
        ]),
      )
      .join("");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(funnelTexts.fileName, new Date())}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
