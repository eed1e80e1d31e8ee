import { parseId } from "~/domain/ids";
import type { SubscriptionResponse } from "~/domain/billing-api";
import { getMessages } from "~/domain/i18n";
import { getAdmin } from "~/http/sessions/admin-session.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { apiError, getOnlyAction } from "~/http/json-api.server";
import { grantsPro } from "~/domain/subscription";
import { currentSubscription } from "~/services/billing.server";
import type { Route } from "./+types/agency-subscription";

/**
 * GET /api/agencies/{id}/subscription (docs/product.md#api, P3): the agency's
 * current subscription, for the agency itself or an admin only. 401 without a session, 403 for
 * another agency's session, 404 `{ error: 'No subscription details found' }` when there is none
 * (or, for an admin, no such agency).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const apiMessages = getMessages().dashboard.api;
  const id = parseId(params.id);
  const agencyId = await getAgencyId(request, context);
  const own = id !== undefined && id === agencyId;
  // Not the agency's own: only an admin may read it.
  if (!own && !(await getAdmin(request, context))) {
    throw agencyId
      ? apiError(403, apiMessages.forbidden)
      : apiError(401, apiMessages.signInRequired);
  }
  if (id === undefined) throw apiError(404, apiMessages.noSubscription);

  const subscription = await currentSubscription(context.db, id);
  if (!subscription) throw apiError(404, apiMessages.noSubscription);
  const renews = grantsPro(subscription.status) && !subscription.cancelAtPeriodEnd;
  const body: SubscriptionResponse = {
    status: subscription.status,
    startDate: subscription.startedAt.toISOString(),
    nextBillingDate: renews ? subscription.currentPeriodEnd.toISOString() : null,
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}

/** Only GET is served: any other method is a 405 naming it. */
export const action = getOnlyAction;
