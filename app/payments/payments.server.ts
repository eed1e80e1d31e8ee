import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/client.server";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider.server";
import { createTestProvider } from "./test-provider.server";

const providers = new WeakMap<Db, PaymentProvider>();

/**
 * The payment provider of a request: the context's own when a test hands one in, else Stripe
 * when its keys are configured, else the built-in test provider (kept per database).
 */
export function paymentProvider(context: Pick<AppLoadContext, "db" | "config" | "payments">) {
  if (context.payments) return context.payments;
  let provider = providers.get(context.db);
  if (!provider) {
    const billing = context.config.billing;
    provider =
      billing.provider === "stripe"
        ? createStripeProvider(billing)
        : createTestProvider(context.db, { siteUrl: context.config.siteUrl });
    providers.set(context.db, provider);
  }
  return provider;
}
