import { contactApiSchema } from "~/domain/contact";
import { getMessages } from "~/domain/i18n";
import { postOnlyLoader } from "~/http/json-api.server";
import { answerPublicPost } from "~/http/public-api.server";
import {
  consumeContactAttempt,
  consumeContactRecipient,
  sendContactMessage,
} from "~/services/contact.server";
import type { Route } from "./+types/contact";

export const loader = postOnlyLoader;

/**
 * POST /api/contact (docs/product.md#api): `{ name, email, message, locale? }` in, `{ message }`
 * out; `locale` ("en" unless "ar") is the language of the sender's copy. The
 * same schema and rate limits as the contact form; the honeypot field is honoured when a client
 * sends it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, clientAddress } = context;
  return answerPublicPost(request, context, {
    schema: contactApiSchema,
    // Per address first, so a refused address does not use up the inbox's allowance.
    consumeLimits: async ({ email }) => {
      const attempt = await consumeContactAttempt(db, clientAddress);
      return attempt.allowed ? consumeContactRecipient(db, email) : attempt;
    },
    submit: async ({ locale, ...message }) => {
      await sendContactMessage(db, config, message, locale);
      return sent();
    },
    botAnswer: sent,
    failure: {
      message: getMessages().publicPages.contact.failure.body,
      log: "contact message could not be stored",
    },
  });
}

function sent() {
  return Response.json(
    { message: getMessages().publicPages.contact.success.body },
    { headers: { "Cache-Control": "no-store" } },
  );
}
