import { paymentProvider } from "~/payments/payments.server";
import { isTestProvider } from "~/payments/test-provider.server";
import type { BillingContext } from "./payment-provider.server";
import { applyBillingEvents } from "./pro-plan.server";

/**
 * The built-in test provider's checkout page (docs/product.md, P7), standing in for
 * Stripe's hosted one: it exists only with the test provider, only for the agency whose checkout it
 * is, and only while the checkout is open.
 */
export async function isOpenTestCheckout(
  context: BillingContext,
  agencyId: number,
  checkoutId: string,
): Promise<boolean> {
  const provider = paymentProvider(context);
  if (!isTestProvider(provider)) return false;
  const checkout = await provider.getCheckout(checkoutId);
  return Boolean(checkout && checkout.agencyId === agencyId && checkout.status === "open");
}

/**
 * The page's pay (or decline) button. A payment raises what Stripe's webhooks would bring, and
 * it is applied at once; the browser then goes back to the upgrade page.
 */
export async function payTestCheckout(
  context: BillingContext,
  checkoutId: string,
  outcome: "succeed" | "decline",
): Promise<{ status: "paid"; successUrl: string } | { status: "declined" }> {
  const provider = paymentProvider(context);
  if (!isTestProvider(provider)) return { status: "declined" };
  const result = await provider.payCheckout(checkoutId, outcome);
  if (!result.paid) return { status: "declined" };
  await applyBillingEvents(context.db, provider, result.events, context.config);
  return { status: "paid", successUrl: result.successUrl };
}

/** Where the page's cancel button leads: the checkout's cancel address. */
export async function testCheckoutCancelUrl(
  context: BillingContext,
  checkoutId: string,
): Promise<string | null> {
  const provider = paymentProvider(context);
  return isTestProvider(provider) ? provider.checkoutCancelUrl(checkoutId) : null;
}
