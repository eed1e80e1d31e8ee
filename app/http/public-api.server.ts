import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { formGuardFields, isHoneypotFilled } from "~/domain/form-guard";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";
import type { RateLimitResult } from "~/services/rate-limit.server";
import { allowMethods, apiError, rateLimitedResponse, readJsonBody } from "./json-api.server";

type Honeypot = typeof formGuardFields.honeypot;

/**
 * The public JSON endpoints' one sequence (POST /api/submit-brief, /api/submit-agency,
 * /api/contact), as form-post.server.ts is the forms': the body read with the form's
 * schema; a filled honeypot answered as a success with nothing stored or sent; the limits
 * counted only for what would be stored (429 past them); then the use case, whose answer is
 * returned. A failure of the use case is logged and answered 500 with `failure.message`; a
 * database outage is left to the route guard, which answers 503.
 */
export async function answerPublicPost<S extends z.ZodType<{ [K in Honeypot]?: unknown }>>(
  request: Request,
  context: AppLoadContext,
  endpoint: {
    schema: S;
    /** Counts the submission against its limits, stopping at the first that refuses. */
    consumeLimits: (input: Omit<z.output<S>, Honeypot>) => Promise<RateLimitResult>;
    /** Stores the submission and answers (201 `{ success: true, id }`, a 409, ...). */
    submit: (input: Omit<z.output<S>, Honeypot>) => Promise<Response>;
    /** What a person is told on success, and so a bot too. */
    botAnswer: () => Response;
    failure: { message: string; log: string };
  },
): Promise<Response> {
  allowMethods(request, ["POST"]);
  const { [formGuardFields.honeypot]: honeypot, ...input } = await readJsonBody(
    request,
    endpoint.schema,
  );
  if (isHoneypotFilled(honeypot)) return endpoint.botAnswer();
  try {
    const limit = await endpoint.consumeLimits(input);
    if (!limit.allowed) return rateLimitedResponse(limit);
    return await endpoint.submit(input);
  } catch (error) {
    if (error instanceof Response) throw error; // an answer already, such as a 4xx
    rethrowIfDatabaseUnavailable(error);
    context.log.error({ err: error }, endpoint.failure.log);
    return apiError(500, endpoint.failure.message);
  }
}
