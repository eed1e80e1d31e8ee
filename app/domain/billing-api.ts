import { z } from "zod";
import { getMessages } from "./i18n";
import { idField } from "./ids";

/**
 * The agency billing API (docs/product.md#api): request bodies of POST /api/create-checkout-session
 * and POST /api/upgrade-to-pro, and the subscription as GET /api/agencies/{id}/subscription
 * answers it. Shared by the route modules, the dashboard and the tests.
 */
/** Read as a value is checked, not as the module loads (the browser loads its catalogue later). */
const apiMessages = () => getMessages().dashboard.api;

/** A positive whole number; a client of the specification's API may send it as a numeric string. */
const agencyId = idField({ invalid: () => apiMessages().invalidAgencyId });

export const createCheckoutSchema = z.object({
  agencyId,
  /** Must be the listing's own address (compared without case); not format-checked here. */
  email: z
    .string({ error: () => apiMessages().emailRequired })
    .trim()
    .min(1, { error: () => apiMessages().emailRequired })
    .max(254, { error: () => apiMessages().emailRequired }),
});
export type CreateCheckoutInput = z.output<typeof createCheckoutSchema>;

export const upgradeToProSchema = z.object({
  sessionId: z
    .string({ error: () => apiMessages().invalidSessionId })
    .min(1, { error: () => apiMessages().invalidSessionId })
    .max(255, { error: () => apiMessages().invalidSessionId }),
});
export type UpgradeToProInput = z.output<typeof upgradeToProSchema>;

/** 200 of POST /api/create-checkout-session: the provider's checkout and where to send the browser. */
export type CheckoutSessionResponse = { sessionId: string; url: string };

/**
 * 200 of GET /api/agencies/{id}/subscription. Dates are ISO strings; `nextBillingDate` is null
 * when the subscription will not renew (cancelled at period end, or no longer granting Pro).
 */
export type SubscriptionResponse = {
  status: string;
  startDate: string;
  nextBillingDate: string | null;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
};
