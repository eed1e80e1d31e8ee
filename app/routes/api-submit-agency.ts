import { AgencyApiInput } from "~/domain/agency";
import { formGuardFields, isHoneypotFilled } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import {
  apiError,
  postOnlyLoader,
  rateLimitedResponse,
  readJsonBody,
} from "~/http/json-api.server";
import { submitAgencyClientLimits } from "~/domain/rate-limits";
import { consumeClientLimits } from "~/services/rate-limit.server";
import { submitAgency } from "~/services/submit-agency.server";
import type { Route } from "./+types/api-submit-agency";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

export const loader = postOnlyLoader;

/**
 * POST /api/submit-agency (spec section 7): the listing as JSON, validated with the form's
 * schema. Answers 201 `{ success: true, id }`; 409 when the e-mail address already has a
 * listing; otherwise `{ error, fields? }` with a 4xx status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const m = getMessages();
  const body = await readJsonBody(request, AgencyApiInput);
  const headers = { "Cache-Control": "no-store" };
  // A bot that filled the honeypot is told it worked; nothing is stored or sent.
  if (isHoneypotFilled(body[formGuardFields.honeypot]))
    return Response.json({ success: true }, { headers });
  // Only a listing that would be stored counts against the per-address limit.
  const limit = await consumeClientLimits(
    context.db,
    submitAgencyClientLimits,
    context.clientAddress,
  );
  if (!limit.allowed) throw rateLimitedResponse(limit);

  let outcome;
  try {
    outcome = await submitAgency(context.db, body, context.config);
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "storing an agency listing failed");
    throw apiError(500, m.submissions.agency.failed);
  }
  if (outcome.status === "duplicate-email") {
    const duplicate = m.submissions.validation.duplicateAgencyEmail;
    throw apiError(409, duplicate, { email: [duplicate] });
  }
  return Response.json({ success: true, id: outcome.id }, { status: 201, headers });
}
