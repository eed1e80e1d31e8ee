import { csvFileName, csvRow } from "~/domain/admin-console";
import { getMessages } from "~/domain/i18n";
import {
  budgets,
  emirates,
  industries,
  languages,
  projectTypes,
  timelines,
} from "~/domain/value-sets";
import { requireAdminPage } from "~/http/sessions/admin-session.server";
import { streamBriefsForExport, type ExportedBrief } from "~/services/briefs-export.server";
import type { Route } from "./+types/briefs-csv";

/** A byte-order mark, so Excel reads the file as UTF-8 (Arabic names stay readable). */
const BOM = "\uFEFF";

/** A value the client may leave out: its English label, or an empty cell. */
const stated = (value: string | null, label: (value: string) => string) =>
  value ? label(value) : null;

function briefRecord(brief: ExportedBrief): string {
  return csvRow([
    brief.id,
    brief.createdAt,
    brief.companyName,
    brief.contactName,
    brief.email,
    brief.phone,
    projectTypes.label(brief.projectType),
    budgets.label(brief.budget),
    timelines.label(brief.timeline),
    brief.description,
    brief.matchCount,
    stated(brief.emirate, emirates.label),
    stated(brief.industry, industries.label),
    stated(brief.preferredLanguage, languages.label),
    brief.requestedAgencyName,
  ]);
}

/**
 * GET /admin/briefs.csv: every brief as CSV (RFC 4180, formula cells defused), streamed in
 * batches so the whole table never sits in memory. Without an admin session: the login, then
 * back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const csvMessages = getMessages().adminConsole.csv;
  const batches = streamBriefsForExport(context.db);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BOM + csvRow(csvMessages.columns)));
    },
    // Pulled as the client reads: a slow download holds back the next query, not memory.
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map(briefRecord).join("")));
      } catch (error) {
        context.log.error({ err: error }, "streaming /admin/briefs.csv failed");
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName(csvMessages.fileName, new Date())}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
