import { upgradeToProSchema } from "~/domain/billing-api";
import { format, getMessages } from "~/domain/i18n";
import { requireAgencyApi } from "~/http/sessions/agency-session.server";
import { allowMethods, apiError, postOnlyLoader, readJsonBody } from "~/http/json-api.server";
import { findAgencyRecord } from "~/services/agency-record.server";
import { isProviderFailure } from "~/services/payment-provider.server";
import { confirmProCheckout, type ConfirmCheckoutResult } from "~/services/pro-plan.server";
import type { Route } from "./+types/upgrade-to-pro";

export const loader = postOnlyLoader;

/**
 * POST /api/upgrade-to-pro `{ sessionId }` (docs/product.md#api): the success page's fast path.
 * Asks the payment provider about the signed-in agency's checkout, mirrors its subscription, and
 * answers `{ success: true, agency }` with the agency's own record. A checkout of another agency
 * reads as unknown (404); an unpaid one is 409; a provider failure 502; each with
 * `{ error: 'Failed to process upgrade: {reason}' }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  allowMethods(request, ["POST"]);
  const dashboardMessages = getMessages().dashboard;
  const agencyId = await requireAgencyApi(request, context);
  const { sessionId } = await readJsonBody(request, upgradeToProSchema);

  const failed = (reason: string) => format(dashboardMessages.upgrade.upgradeFailed, { reason });
  let result: ConfirmCheckoutResult;
  try {
    result = await confirmProCheckout(context, agencyId, sessionId);
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    context.log.warn({ err: error, agencyId }, "confirming a checkout session failed");
    throw apiError(502, failed(error.message));
  }
  if (result.status === "unknown-session")
    throw apiError(404, failed(dashboardMessages.upgrade.unknownSession));
  if (result.status === "not-paid") throw apiError(409, failed(dashboardMessages.upgrade.notPaid));

  const agency = await findAgencyRecord(context.db, { id: agencyId });
  if (!agency) throw apiError(404, dashboardMessages.upgrade.noAgency);
  return Response.json({ success: true, agency }, { headers: { "Cache-Control": "no-store" } });
}
