import { data, redirect } from "react-router";
import { TestCheckoutView } from "~/components/dashboard/test-checkout-view";
import { getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { getAgencyId } from "~/http/agency-session.server";
import { readFormBody } from "~/http/request-body.server";
import { paymentProvider } from "~/payments/payments.server";
import { isTestProvider, type TestPaymentProvider } from "~/payments/test-provider.server";
import { findOwnListing } from "~/services/agency-listing.server";
import { applyBillingEvents } from "~/services/pro-plan.server";
import type { Route } from "./+types/test-checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/billing/test-checkout",
    title: m.dashboard.testCheckout.title,
    description: m.dashboard.testCheckout.intro,
    robots: "noindex,nofollow",
  }));

type Context = Route.LoaderArgs["context"];
const notFound = () => data({ message: getMessages().dashboard.testCheckout.notFound }, 404);

/**
 * The built-in test provider's checkout page (DECISIONS.md item 7), standing in for Stripe's
 * hosted one. Only with the test provider, only for the agency whose checkout it is, and only
 * while the checkout is open.
 */
async function openCheckout(request: Request, context: Context, id: string) {
  const provider = paymentProvider(context);
  if (!isTestProvider(provider)) return undefined;
  const agencyId = await getAgencyId(request, context);
  const checkout = await provider.getCheckout(id);
  if (!agencyId || !checkout || checkout.agencyId !== agencyId || checkout.status !== "open") {
    return undefined;
  }
  return { provider, checkout, agencyId };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const open = await openCheckout(request, context, params.id);
  if (!open) throw notFound();
  const listing = await findOwnListing(context.db, open.agencyId);
  return { agencyName: listing?.agencyName ?? "", email: listing?.email ?? "" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const open = await openCheckout(request, context, params.id);
  if (!open) throw notFound();
  const body = await readFormBody(request, { intent: 1 });
  const choice = body.ok ? body.formData.get("intent") : null;
  if (choice === "cancel") {
    return redirect((await open.provider.checkoutCancelUrl(params.id)) ?? "/dashboard/upgrade");
  }
  if (choice !== "pay" && choice !== "decline") {
    throw data({ message: getMessages().forms.unreadableForm }, 400);
  }
  return pay(open.provider, params.id, choice === "decline" ? "decline" : "succeed", context);
}

async function pay(
  provider: TestPaymentProvider,
  id: string,
  outcome: "succeed" | "decline",
  context: Context,
) {
  const result = await provider.payCheckout(id, outcome);
  if (!result.paid) return data({ declined: true }, 402);
  // What Stripe's webhooks would bring, applied at once.
  await applyBillingEvents(context.db, provider, result.events, context.config);
  return redirect(result.successUrl);
}

export default function TestCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TestCheckoutView
      agencyName={loaderData.agencyName}
      email={loaderData.email}
      declined={Boolean(actionData?.declined)}
    />
  );
}
