import type { AppLoadContext } from "react-router";
import { parseRegisterMonth, uaeMonthOf } from "~/domain/invoice-register";
import { invoiceRegisterTexts as texts } from "~/domain/messages/en/invoice-register";
import { taxDocumentMonths } from "~/services/tax-document-reads.server";

/**
 * The month the address asks for (`?month=YYYY-MM`): null without one (or an empty one); a
 * malformed or out-of-range month, or more than one, is refused with a message, before any query.
 */
export function askedMonth(request: Request): { month: string | null } | { refused: string } {
  const given = new URL(request.url).searchParams.getAll("month");
  if (given.length > 1) return { refused: texts.oneMonth };
  const value = given[0] ?? "";
  if (value === "") return { month: null };
  const month = parseRegisterMonth(value);
  return month ? { month } : { refused: texts.badMonth };
}

/** The month shown when none is asked for: the newest with documents, else the current one. */
export function defaultMonth(months: readonly string[], now: Date = new Date()): string {
  return months[0] ?? uaeMonthOf(now);
}

/** The month an export covers (askedMonth, else defaultMonth), or why it is refused. */
export async function exportMonth(
  request: Request,
  context: Pick<AppLoadContext, "db">,
): Promise<{ month: string } | { refused: string }> {
  const asked = askedMonth(request);
  if ("refused" in asked) return asked;
  return { month: asked.month ?? defaultMonth(await taxDocumentMonths(context.db)) };
}

/** A download's refusal: the reason as plain text, 400, kept by no cache. */
export function refusedDownload(reason: string): Response {
  return new Response(`${reason}\n`, {
    status: 400,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A download's headers: an attachment of `fileName`, never cached, never sniffed. */
export function downloadHeaders(contentType: string, fileName: string): HeadersInit {
  return {
    "Content-Type": contentType,
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  };
}
