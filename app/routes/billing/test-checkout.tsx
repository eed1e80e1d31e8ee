import { data, redirect } from "react-router";
import { TestCheckoutView } from "~/components/dashboard/test-checkout-view";
import { getMessages } from "~/domain/i18n";
import { pageMeta } from "~/domain/seo";
import { getAgencyId } from "~/http/sessions/agency-session.server";
import { readFormPost } from "~/http/form-post.server";
import { z } from "zod";
import {
  isOpenTestCheckout,
  payTestCheckout,
  testCheckoutCancelUrl,
} from "~/services/test-checkout.server";
import { findOwnListing } from "~/services/agency-record.server";
import type { Route } from "./+types/test-checkout";
import { showToast } from "~/components/toasts";
import { noAnswerToast } from "~/domain/toast";
import { answeredOr } from "~/components/forms/network-failure";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (m) => ({
    path: "/billing/test-checkout",
    title: m.dashboard.testCheckout.title,
    description: m.dashboard.testCheckout.intro,
    robots: "noindex,nofollow",
  }));

type Context = Route.LoaderArgs["context"];
/** The page's three buttons. */
const choiceSchema = z.object({ intent: z.enum(["pay", "decline", "cancel"]) });
const notFound = () => data({ message: getMessages().dashboard.testCheckout.notFound }, 404);

/**
 * The built-in test provider's checkout page (docs/product.md, P7), standing in for
 * Stripe's hosted one. Only with the test provider, only for the agency whose checkout it is, and
 * only while the checkout is open.
 */
async function openCheckout(request: Request, context: Context, id: string) {
  const agencyId = await getAgencyId(request, context);
  if (!agencyId || !(await isOpenTestCheckout(context, agencyId, id))) return undefined;
  return { agencyId };
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
  const form = await readFormPost(request, context, { schema: choiceSchema });
  if (form.kind !== "valid") throw data({ message: getMessages().forms.unreadableForm }, 400);
  const choice = form.value.intent;
  if (choice === "cancel") {
    return redirect((await testCheckoutCancelUrl(context, params.id)) ?? "/dashboard/upgrade");
  }
  const result = await payTestCheckout(
    context,
    params.id,
    choice === "decline" ? "decline" : "succeed",
  );
  if (result.status === "declined") return data({ declined: true }, 402);
  return redirect(result.successUrl);
}

/** A post the server never answered (the network failed): a toast, and the page as it was. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOr(serverAction, () => showToast(noAnswerToast()));
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
