import type { AppContext } from "~/context";
import { paymentProvider } from "~/payments/payments.server";
import { PaymentProviderError, type ProviderName } from "~/payments/provider";

/**
 * How use cases reach the payment provider, so that routes never do: a billing use case takes
 * this slice of the request's context and picks the provider itself (Stripe or the built-in test
 * provider by configuration; a test hands its own in as `payments`).
 */
export type BillingContext = Pick<AppContext, "db" | "config" | "payments">;

/**
 * Whether a billing use case failed at the provider (Stripe was unreachable, refused the call).
 * Such an error's message is safe to show: "Failed to ...: {message}".
 */
export function isProviderFailure(error: unknown): error is Error {
  return error instanceof PaymentProviderError;
}

/** Which provider serves the request: the dashboard shows test buttons or Stripe's portal. */
export function paymentProviderName(context: BillingContext): ProviderName {
  return paymentProvider(context).name;
}
