import { type z } from "zod";
import { getMessages } from "~/domain/i18n";
import { parseJsonInput } from "~/domain/json-input";
import type { RateLimitResult } from "~/services/rate-limit.server";
import {
  rateLimitedMessage,
  rateLimitRefusal,
  retryAfterHeaders,
  type Refusal,
} from "./refusal.server";
import { MAX_BODY_BYTES, readCappedBody } from "./request-body.server";

export { rateLimitedMessage } from "./refusal.server";

/**
 * The one error shape of the JSON API: `{ error, fields? }` with the right status. Route modules
 * throw these Responses; React Router returns a thrown Response from a resource route as it is.
 */
export function apiError(status: number, error: string, fields?: Record<string, string[]>) {
  return Response.json(fields ? { error, fields } : { error }, {
    status,
    headers: { "Cache-Control": "no-store" },
  });
}

/** A refusal (refusal.server.ts) as the JSON API's error: `{ error, fields? }`, Retry-After. */
export function jsonRefusal(refusal: Refusal): Response {
  const response = apiError(
    refusal.status,
    refusal.formError ?? getMessages().forms.fixFields,
    refusal.fieldErrors,
  );
  const headers = new Headers(retryAfterHeaders(refusal.retryAfterSeconds));
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}

/** 429 `{ error }` with Retry-After; `message` in place of the generic "Too many attempts". */
export function rateLimitedResponse(
  limit: Pick<RateLimitResult, "retryAfterSeconds">,
  message = rateLimitedMessage(limit),
) {
  return jsonRefusal(rateLimitRefusal(limit, { formError: message }));
}

/** Field messages from a failed zod parse, keyed by the top-level field name. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Reads a JSON request body and validates it with the schema the HTML form uses. Throws a 4xx
 * Response for a wrong method or content type, an oversized, malformed, too deep or too long
 * body, control characters in its text, or invalid fields, so no input shape reaches the service
 * unchecked (limits in domain/json-input.ts).
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: { maxBytes?: number; method?: "POST" | "PATCH" | "PUT" } = {},
): Promise<z.output<S>> {
  const formsMessages = getMessages().forms;
  allowMethods(request, [options.method ?? "POST"]);
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type))
    throw apiError(415, formsMessages.unsupportedContentType);
  const read = await readCappedBody(request, options.maxBytes ?? MAX_BODY_BYTES);
  if (!read.ok) {
    throw read.reason === "too-large"
      ? apiError(413, formsMessages.bodyTooLarge)
      : apiError(400, formsMessages.malformedJson);
  }
  const json = parseJsonInput(new TextDecoder().decode(read.bytes));
  if (!json.ok) {
    const messages = {
      malformed: formsMessages.malformedJson,
      "too-deep": formsMessages.jsonTooDeep,
      "too-many-items": formsMessages.jsonTooManyItems,
      "control-characters": formsMessages.controlCharacters,
    } as const;
    throw apiError(400, messages[json.reason]);
  }
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    // A body that is not an object at all has one message for the whole body: say it first.
    const whole = Object.keys(fields).length === 1 ? fields._form?.[0] : undefined;
    throw apiError(400, whole ?? formsMessages.fixFields, fields);
  }
  return parsed.data;
}

/**
 * Whether a state-changing request comes from another site (its Origin header, when a browser
 * sends one, is neither SITE_URL's nor the request's own).
 */
export function isCrossSiteWrite(request: Request, siteUrl: string): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  return Boolean(
    origin && origin !== new URL(siteUrl).origin && origin !== new URL(request.url).origin,
  );
}

/** The one "method not allowed" answer of the API: 405 `{ error }`, `Allow` naming the methods. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  const response = apiError(405, getMessages().forms.methodNotAllowed);
  response.headers.set("Allow", allowed.join(", "));
  return response;
}

/** Refuses a request whose method is not one of `allowed`: 405 with an `Allow` header. */
export function allowMethods(request: Request, allowed: readonly string[]): void {
  if (!allowed.includes(request.method)) throw methodNotAllowed(allowed);
}

/**
 * The loader of an endpoint that only takes POST: any GET gets 405 with `Allow: POST` (without
 * it React Router would answer a GET with its own error).
 */
export function postOnlyLoader(): never {
  throw methodNotAllowed(["POST"]);
}

/** The action of an endpoint that only serves GET: any other method gets 405 with `Allow: GET`. */
export function getOnlyAction(): never {
  throw methodNotAllowed(["GET"]);
}
