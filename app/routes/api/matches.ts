import { getMessages } from "~/domain/i18n";
import { MatchInput, refusalOf } from "~/domain/matching";
import { requireAdminApi } from "~/http/sessions/admin-session.server";
import { apiError, postOnlyLoader, readJsonBody } from "~/http/json-api.server";
import { createMatch, type CreateMatchResult } from "~/services/create-match.server";
import type { Route } from "./+types/matches";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

export const loader = postOnlyLoader;

/**
 * POST /api/matches `{ briefId, agencyId }` (docs/product.md#api), admin session required. Answers
 * 201 with the match `{ id, briefId, agencyId, matchedAt }`; 400 for bad input, 401 without an
 * admin session, 404 for an unknown brief or agency, 409 when the agency is not approved, the pair
 * exists or the brief already has 3 agencies, each with `{ error }` saying why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  const input = await readJsonBody(request, MatchInput);
  let result: CreateMatchResult;
  try {
    result = await createMatch(context.db, input, context.config);
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, "creating a match failed");
    throw apiError(500, getMessages().matching.errors.unexpected);
  }
  if (result.status !== "created") {
    const { status, error } = refusalOf(result.status);
    throw apiError(status, error);
  }
  return Response.json(result.match, {
    status: 201,
    headers: { "Cache-Control": "no-store" },
  });
}
