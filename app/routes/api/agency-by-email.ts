import { getMessages } from "~/domain/i18n";
import { getAdmin } from "~/http/sessions/admin-session.server";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { apiError, getOnlyAction } from "~/http/json-api.server";
import { findAgencyRecord } from "~/services/agency-record.server";
import type { Route } from "./+types/agency-by-email";

/**
 * GET /api/agencies/email/{email} (docs/product.md#api, URL-encoded address; P3): the
 * agency with that address (compared without case). An admin may look up any agency; an agency
 * only its own, and any other address answers the same 404 as an unknown one, so a session
 * cannot discover other listings. 401 without a session.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const apiMessages = getMessages().dashboard.api;
  const agencyId = await getAgencyId(request, context);
  const admin = await getAdmin(request, context);
  if (!agencyId && !admin) throw apiError(401, apiMessages.signInRequired);

  const email = params.email ?? "";
  const agency =
    email.length > 0 && email.length <= 254
      ? await findAgencyRecord(context.db, { email })
      : undefined;
  if (!agency || (!admin && agency.id !== agencyId)) throw apiError(404, apiMessages.notFound);
  return Response.json(agency, { headers: { "Cache-Control": "no-store" } });
}

/** Only GET is served: any other method is a 405 naming it. */
export const action = getOnlyAction;
