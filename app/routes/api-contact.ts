import { contactApiSchema } from "~/domain/contact";
import { formGuardFields, isHoneypotFilled } from "~/domain/form-guard";
import { getMessages } from "~/domain/i18n";
import { apiError, rateLimitedResponse, readJsonBody } from "~/http/json-api.server";
import {
  consumeContactAttempt,
  consumeContactRecipient,
  sendContactMessage,
} from "~/services/contact.server";
import type { Route } from "./+types/api-contact";
import { rethrowIfDatabaseUnavailable } from "~/services/database-outage.server";

/** Only POST is served; a GET (or HEAD) would otherwise reach React Router's own error page. */
export function loader() {
  throw methodNotAllowed();
}

/**
 * POST /api/contact (spec section 7): `{ name, email, message }` in, `{ message }` out. The same
 * schema and rate limits as the contact form; the honeypot field is honoured when a client sends it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, log, clientAddress } = context;
  if (request.method !== "POST") throw methodNotAllowed();

  try {
    const { [formGuardFields.honeypot]: honeypot, ...input } = await readJsonBody(
      request,
      contactApiSchema,
    );
    // A bot gets the answer a person gets; nothing is stored or sent.
    if (isHoneypotFilled(honeypot)) return sent();

    // Only a message that would be sent counts against the limits.
    const attempt = await consumeContactAttempt(db, clientAddress);
    if (!attempt.allowed) throw rateLimitedResponse(attempt);

    const recipient = await consumeContactRecipient(db, input.email);
    if (!recipient.allowed) throw rateLimitedResponse(recipient);

    await sendContactMessage(db, config, input);
    return sent();
  } catch (error) {
    rethrowIfDatabaseUnavailable(error);
    if (error instanceof Response) throw error; // an answer already: 4xx with its message
    log.error({ err: error }, "contact message could not be stored");
    throw apiError(500, getMessages().publicPages.contact.failure.body);
  }
}

function sent() {
  return Response.json(
    { message: getMessages().publicPages.contact.success.body },
    { headers: { "Cache-Control": "no-store" } },
  );
}

function methodNotAllowed() {
  const response = apiError(405, getMessages().forms.methodNotAllowed);
  response.headers.set("Allow", "POST");
  return response;
}
