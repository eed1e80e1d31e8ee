import { agencyApprovalSchema } from "~/domain/admin-console";
import { adminJson, allowMethods, idFromPath, notFound } from "~/http/admin-api.server";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { apiError, readJsonBody } from "~/http/json-api.server";
import { format, getMessages } from "~/domain/i18n";
import { isProviderFailure } from "~/services/payment-provider.server";
import { findAdminAgency } from "~/services/admin-tables.server";
import { setAgencyApproval } from "~/services/approve-agency.server";
import { deleteAgencyWithBilling } from "~/services/pro-plan.server";
import type { Route } from "./+types/agency";

const METHODS = ["GET", "PATCH", "DELETE"];

/** GET /api/admin/agencies/{id}: one agency with all its fields. Admin session required. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const agency = await findAdminAgency(context.db, idFromPath(params.id));
  if (!agency) throw notFound();
  return adminJson(agency);
}

/**
 * PATCH /api/admin/agencies/{id} (docs/product.md#api) with `{ approved: boolean }`: approves the
 * agency or takes it back to pending, and answers the updated agency. DELETE removes the agency
 * with everything about it and answers `{ success: true }`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  allowMethods(request, METHODS);
  await requireAdminApi(request, context);
  const id = idFromPath(params.id);
  if (request.method === "PATCH") {
    const { approved } = await readJsonBody(request, agencyApprovalSchema, { method: "PATCH" });
    const agency = await setAgencyApproval(context.db, id, approved, context.config);
    if (!agency) throw notFound();
    return adminJson(agency);
  }
  let deleted;
  try {
    deleted = await deleteAgencyWithBilling(context, id);
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    throw apiError(
      502,
      format(getMessages().adminConsole.delete.billingFailed, { reason: error.message }),
    );
  }
  if (!deleted) throw notFound();
  return adminJson({ success: true });
}
