import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { formatDate } from "~/domain/format";
import { format, getMessages } from "~/domain/i18n";
import type { ToastInput } from "~/domain/toast";
import { isProviderFailure } from "~/services/payment-provider.server";
import {
  billingPortalUrl,
  cancelProPlan,
  refundProPlan,
  resumeProPlan,
  simulateTestBilling,
} from "~/services/pro-plan.server";
import type { FormSpec } from "../form-post.server";
import { redirect } from "../redirect.server";
import { redirectWithToast } from "../sessions/toast.server";

/** The subscription card's buttons, and the test provider's (test mode only). */
const PLAN_INTENTS = [
  "cancel",
  "resume",
  "refund",
  "billing-portal",
  "test-advance",
  "test-fail-renewal",
] as const;
export type PlanIntent = (typeof PLAN_INTENTS)[number];

const planActionSchema = z.object({ intent: z.enum(PLAN_INTENTS) });

/** Each button posts its intent alone; the plan is the session's agency's. */
export const planActionForm = {
  schema: planActionSchema,
} satisfies FormSpec<typeof planActionSchema>;

type PlanAction = (agencyId: number, context: AppLoadContext) => Promise<ToastInput | Response>;

/** Each button's change, answered with a toast (or, for the billing portal, a redirect there). */
const planActions: Record<PlanIntent, PlanAction> = {
  async cancel(agencyId, context) {
    const subscriptionMessages = getMessages().dashboard.subscription;
    const result = await cancelProPlan(context, agencyId);
    if (result.status !== "done") return { type: "error", title: subscriptionMessages.none };
    return {
      type: "success",
      title: subscriptionMessages.canceled,
      description: format(subscriptionMessages.canceledBody, {
        date: formatDate(result.endsAt),
      }),
    };
  },
  async resume(agencyId, context) {
    const subscriptionMessages = getMessages().dashboard.subscription;
    const result = await resumeProPlan(context, agencyId);
    if (result.status !== "done") return { type: "error", title: subscriptionMessages.none };
    return {
      type: "success",
      title: subscriptionMessages.resumed,
      description: subscriptionMessages.resumedBody,
    };
  },
  async refund(agencyId, context) {
    const subscriptionMessages = getMessages().dashboard.subscription;
    const result = await refundProPlan(context, agencyId);
    if (result.status !== "refunded") {
      return { type: "error", title: subscriptionMessages.refundNotEligible };
    }
    return {
      type: "success",
      title: subscriptionMessages.refunded,
      description: subscriptionMessages.refundedBody,
    };
  },
  async "billing-portal"(agencyId, context) {
    const url = await billingPortalUrl(context, agencyId);
    if (url) return redirect(url);
    return { type: "error", title: getMessages().dashboard.subscription.none };
  },
  "test-advance": (agencyId, context) => simulate(agencyId, context, "advance"),
  "test-fail-renewal": (agencyId, context) => simulate(agencyId, context, "fail-renewal"),
};

/** The test provider's clock: the next renewal, paid or failed. */
async function simulate(
  agencyId: number,
  context: AppLoadContext,
  action: "advance" | "fail-renewal",
): Promise<ToastInput> {
  const dashboardMessages = getMessages().dashboard;
  const result = await simulateTestBilling(context, agencyId, action);
  if (result.status !== "done")
    return { type: "error", title: dashboardMessages.subscription.none };
  return {
    type: "success",
    title:
      action === "advance"
        ? dashboardMessages.testCheckout.advanced
        : dashboardMessages.testCheckout.failed,
  };
}

/**
 * Runs a plan button for the signed-in agency: the dashboard with a toast of what it did, or of
 * why the payment provider refused.
 */
export async function planAction(intent: PlanIntent, agencyId: number, context: AppLoadContext) {
  let outcome: ToastInput | Response;
  try {
    outcome = await planActions[intent](agencyId, context);
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    context.log.warn({ err: error, intent }, "a subscription change failed at the provider");
    outcome = {
      type: "error",
      title: format(getMessages().dashboard.subscription.actionFailed, { reason: error.message }),
    };
  }
  if (outcome instanceof Response) return outcome;
  return redirectWithToast("/dashboard", outcome, context.config);
}
