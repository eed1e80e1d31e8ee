import { paymentProvider } from "~/payments/payments.server";
import { WebhookSignatureError } from "~/payments/provider";
import { handleBillingEvent } from "./billing.server";
import type { BillingContext } from "./payment-provider.server";

/** Whether the configured provider sends webhooks (Stripe does; the test provider does not). */
export function acceptsBillingWebhooks(context: BillingContext): boolean {
  return Boolean(paymentProvider(context).parseWebhook);
}

export type WebhookOutcome =
  | { status: "received" }
  /** The signature (or payload) does not check out; `reason` says why. */
  | { status: "refused"; reason: string };

/**
 * A provider's webhook, verified on its raw body (the signature covers its bytes) and applied
 * once; an event type we do not act on is received and ignored. Any other failure throws, so
 * the route answers 500 and the provider sends the event again.
 */
export async function receiveBillingWebhook(
  context: BillingContext,
  rawBody: string,
  signatureHeader: string | null,
): Promise<WebhookOutcome> {
  const provider = paymentProvider(context);
  if (!provider.parseWebhook) return { status: "refused", reason: "Webhooks are not enabled." };
  try {
    const event = await provider.parseWebhook(rawBody, signatureHeader);
    if (event) await handleBillingEvent(context.db, provider, event, context.config);
    return { status: "received" };
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: "refused", reason: error.message };
    throw error;
  }
}
