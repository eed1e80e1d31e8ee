import { getMessages } from "~/domain/i18n";
import { allowMethods, apiError, postOnlyLoader } from "~/http/json-api.server";
import { readCappedBody } from "~/http/request-body.server";
import { acceptsBillingWebhooks, receiveBillingWebhook } from "~/services/billing-webhook.server";
import type { Route } from "./+types/stripe-webhook";

/** Stripe's events are a few kilobytes; anything near this is not from Stripe. */
const MAX_BODY_BYTES = 1024 * 1024;

export const loader = postOnlyLoader;

/**
 * POST /api/stripe/webhook: Stripe's events, verified on the raw body
 * (docs/product.md, P5). The event is only a trigger: the billing service re-reads the
 * subscription from Stripe and records the event id, so replays and out-of-order deliveries end in
 * Stripe's current state. Answers 200 `{ received: true }` (also for event types we ignore), 400
 * for a bad signature, 404 when Stripe is not the configured provider, and 500 when handling
 * failed, so that Stripe retries.
 */
export async function action({ request, context }: Route.ActionArgs) {
  allowMethods(request, ["POST"]);
  if (!acceptsBillingWebhooks(context)) return apiError(404, "Stripe webhooks are not enabled.");

  const rawBody = await readRawBody(request);
  if (rawBody === "too-large") return apiError(413, getMessages().forms.bodyTooLarge);
  // Cut off mid-read (the sender went away): nothing to verify, and Stripe will send it again.
  if (rawBody === "unreadable") return apiError(400, getMessages().forms.unreadableRequest);

  let outcome;
  try {
    outcome = await receiveBillingWebhook(
      context,
      rawBody,
      request.headers.get("Stripe-Signature"),
    );
  } catch (error) {
    context.log.error({ err: error }, "handling a Stripe webhook failed");
    return apiError(500, "Handling the event failed; Stripe will retry.");
  }
  if (outcome.status === "refused") {
    context.log.warn({ reason: outcome.reason }, "refused a Stripe webhook");
    return apiError(400, outcome.reason);
  }
  return Response.json({ received: true }, { headers: { "Cache-Control": "no-store" } });
}

/** The body exactly as sent (the signature covers its bytes), or why it cannot be read. */
async function readRawBody(request: Request): Promise<string | "too-large" | "unreadable"> {
  const body = await readCappedBody(request, MAX_BODY_BYTES);
  return body.ok ? Buffer.from(body.bytes).toString("utf8") : body.reason;
}
