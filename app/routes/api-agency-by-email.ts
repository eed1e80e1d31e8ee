import { getMessages } from "~/domain/i18n";
import { getAdmin } from "~/http/admin-session.server";
import { getAgencyId } from "~/http/agency-session.server";
import { apiError } from "~/http/json-api.server";
import { findAgencyRecord } from "~/services/agency-record.server";
import type { Route } from "./+types/api-agency-by-email";

/**
 * GET /api/agencies/email/{email} (spec section 7, URL-encoded address; DECISIONS.md item 3): the
 * agency with that address (compared without case). An admin may look up any agency; an agency
 * only its own, and any other address answers the same 404 as an unknown one, so a session
 * cannot discover other listings. 401 without a session.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const m = getMessages().dashboard.api;
  const agencyId = await getAgencyId(request, context);
  const admin = await getAdmin(request, context);
  if (!agencyId && !admin) throw apiError(401, m.signInRequired);

  const email = params.email ?? "";
  const agency =
    email.length > 0 && email.length <= 254
      ? await findAgencyRecord(context.db, { email })
      : undefined;
  if (!agency || (!admin && agency.id !== agencyId)) throw apiError(404, m.notFound);
  return Response.json(agency, { headers: { "Cache-Control": "no-store" } });
}

/** Only GET is served: any other method is a 405 naming it. */
export function action(): never {
  const response = apiError(405, getMessages().forms.methodNotAllowed);
  response.headers.set("Allow", "GET");
  throw response;
}
