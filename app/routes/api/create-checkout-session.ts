import { createCheckoutSchema } from "~/domain/billing-api";
import { checkoutRateLimit } from "~/domain/rate-limits";
import { format, getMessages } from "~/domain/i18n";
import { requireAgencyApi } from "~/http/sessions/agency-session.server";
import {
  allowMethods,
  apiError,
  postOnlyLoader,
  rateLimitedResponse,
  readJsonBody,
} from "~/http/json-api.server";
import { findAgencyRecord } from "~/services/agency-record.server";
import { isProviderFailure } from "~/services/payment-provider.server";
import { startProCheckout, type StartCheckoutResult } from "~/services/pro-plan.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { Route } from "./+types/create-checkout-session";

export const loader = postOnlyLoader;

/**
 * POST /api/create-checkout-session `{ agencyId, email }` (docs/product.md#api): starts a Pro
 * checkout for the signed-in agency and answers `{ sessionId, url }`; the browser goes to `url`.
 * The body must name the session's own agency and its listing's address, else 403. 404 'No agency
 * data', 409 when already Pro or not yet approved, 429 after too many checkouts, 502 when the
 * payment provider fails; each with `{ error }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  allowMethods(request, ["POST"]);
  const dashboardMessages = getMessages().dashboard;
  const agencyId = await requireAgencyApi(request, context);
  const input = await readJsonBody(request, createCheckoutSchema);
  if (input.agencyId !== agencyId) throw apiError(403, dashboardMessages.api.forbidden);
  const agency = await findAgencyRecord(context.db, { id: agencyId });
  if (!agency) throw apiError(404, dashboardMessages.upgrade.noAgency);
  if (agency.email.toLowerCase() !== input.email.toLowerCase()) {
    throw apiError(403, dashboardMessages.api.forbidden);
  }

  const limit = await consumeRateLimit(context.db, checkoutRateLimit, String(agencyId));
  if (!limit.allowed) throw rateLimitedResponse(limit);

  const failed = (reason: string) => format(dashboardMessages.upgrade.checkoutFailed, { reason });
  let result: StartCheckoutResult;
  try {
    result = await startProCheckout(context, agencyId);
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    context.log.warn({ err: error, agencyId }, "creating a checkout session failed");
    throw apiError(502, failed(error.message));
  }
  switch (result.status) {
    case "redirect":
      return Response.json(
        { sessionId: result.id, url: result.url },
        { headers: { "Cache-Control": "no-store" } },
      );
    case "not-found":
      throw apiError(404, dashboardMessages.upgrade.noAgency);
    case "already-pro":
      throw apiError(409, dashboardMessages.api.alreadyPro);
    case "not-approved":
      throw apiError(409, failed(dashboardMessages.upgrade.notApproved));
  }
}
