import { BriefApiInput } from "~/domain/brief";
import { formGuardFields, isHoneypotFilled } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import {
  apiError,
  postOnlyLoader,
  rateLimitedResponse,
  readJsonBody,
} from "~/http/json-api.server";
import { submitBriefClientLimits } from "~/domain/rate-limits";
import { consumeClientLimits } from "~/services/rate-limit.server";
import { submitBrief } from "~/services/submit-brief.server";
import type { Route } from "./+types/api-submit-brief";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

export const loader = postOnlyLoader;

/**
 * POST /api/submit-brief (spec section 7): the brief as JSON, validated with the form's schema.
 * Answers 201 `{ success: true, id }`, or `{ error, fields? }` with a 4xx status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonBody(request, BriefApiInput);
  const headers = { "Cache-Control": "no-store" };
  // A bot that filled the honeypot is told it worked; nothing is stored or sent.
  if (isHoneypotFilled(body[formGuardFields.honeypot]))
    return Response.json({ success: true }, { headers });
  // Only a brief that would be stored counts against the per-address limit.
  const limit = await consumeClientLimits(
    context.db,
    submitBriefClientLimits,
    context.clientAddress,
  );
  if (!limit.allowed) throw rateLimitedResponse(limit);

  try {
    const { id } = await submitBrief(context.db, body, context.config);
    return Response.json({ success: true, id }, { status: 201, headers });
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "storing a brief failed");
    throw apiError(500, getMessages().submissions.brief.failed);
  }
}
