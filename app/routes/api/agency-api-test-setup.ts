import { eq } from "drizzle-orm";
import { beforeEach } from "vitest";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, rateLimits, subscriptions, testBillingObjects } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { sessionCookie, type SessionKind } from "~/http/sessions/session-cookie.server";
import { PaymentProviderError, type PaymentProvider } from "~/payments/provider";
import { createTestProvider, type TestPaymentProvider } from "~/payments/test-provider.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import * as byEmailApi from "./agency-by-email";
import * as subscriptionApi from "./agency-subscription";
import * as checkoutApi from "./create-checkout-session";
import * as upgradeApi from "./upgrade-to-pro";

/**
 * What the agency API's test files share (docs/product.md#api): the database, emptied of
 * agencies, test billing and rate limits before each test, with a fresh test payment provider;
 * the endpoints called as the server calls them; signed-in agencies, their checkouts and
 * subscriptions; and a provider that is down.
 */
let opened: ReturnType<typeof useTestDatabase> | undefined;
let provider: TestPaymentProvider | undefined;

/**
 * The test file's database and the test payment provider (a new one for each test); call it once,
 * at the top of the file, before any helper runs.
 */
export function useAgencyApiDatabase() {
  const held = useTestDatabase();
  opened = held;
  beforeEach(async () => {
    provider = createTestProvider(t.db, { siteUrl: config.siteUrl });
    await t.db.delete(agencies);
    await t.db.delete(testBillingObjects);
    await t.db.delete(rateLimits);
  });
  return t;
}

const t = {
  get db() {
    if (!opened) throw new Error("Call useAgencyApiDatabase() at the top of the test file");
    return opened.db;
  },
  /** This test's payment provider, the one the endpoints use unless a call names another. */
  get provider() {
    if (!provider) throw new Error("The test payment provider is made before each test");
    return provider;
  },
};

export const config = testConfig();
export const dashboardMessages = getMessages().dashboard;

export type Handler = (args: never) => unknown;
export type CallInit = {
  method?: string;
  cookie?: string;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  payments?: PaymentProvider;
};

/** Calls a route's loader or action as the server would; a thrown Response is the answer. */
export async function call(handler: Handler, url: string, init: CallInit = {}): Promise<Response> {
  const { body, cookie, params, headers, method = "GET", payments = t.provider } = init;
  try {
    return (await handler(
      routeArgs(t.db, url, {
        method,
        config,
        params,
        payments,
        headers: {
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }) as never,
    )) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

export const cookieOf = async (token: string, kind: SessionKind) =>
  (await sessionCookie(config, kind).serialize(token)).split(";")[0]!;

/** The Cookie header of an agency session (started `ago` ms in the past). */
export async function agencyCookie(agencyId: number, ago = 0) {
  const { token } = await createSession(
    t.db,
    { agencyId },
    AGENCY_SESSION_TTL_MS,
    new Date(Date.now() - ago),
  );
  return cookieOf(token, "agency");
}

export const createCheckout = (cookie: string, body: unknown, extra: CallInit = {}) =>
  call(checkoutApi.action, "/api/create-checkout-session", {
    method: "POST",
    cookie,
    body,
    ...extra,
  });
export const upgrade = (cookie: string, body: unknown, extra: CallInit = {}) =>
  call(upgradeApi.action, "/api/upgrade-to-pro", { method: "POST", cookie, body, ...extra });
export const subscriptionOf = (cookie: string, id: string | number) =>
  call(subscriptionApi.loader, `/api/agencies/${id}/subscription`, {
    cookie,
    params: { id: String(id) },
  });
export const lookUp = (cookie: string, email: string) =>
  call(byEmailApi.loader, `/api/agencies/email/${encodeURIComponent(email)}`, {
    cookie,
    params: { email },
  });

export const checkoutCount = async () =>
  (await t.db.select().from(testBillingObjects).where(eq(testBillingObjects.kind, "checkout")))
    .length;
export const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;

/** An approved agency that is signed in. */
export async function signedIn(overrides: Parameters<typeof makeAgency>[1] = {}) {
  const agency = await makeAgency(t.db, { approved: true, ...overrides });
  return { agency, cookie: await agencyCookie(agency.id) };
}

/** A checkout of the agency, paid at the provider but not yet mirrored here. */
export async function paidCheckout(agency: { id: number; email: string }, cookie: string) {
  const response = await createCheckout(cookie, { agencyId: agency.id, email: agency.email });
  const { sessionId } = (await response.json()) as { sessionId: string };
  const paid = await t.provider.payCheckout(sessionId, "succeed");
  if (!paid.paid) throw new Error("the test checkout was not paid");
  return sessionId;
}

export async function addSubscription(
  agencyId: number,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [row] = await t.db
    .insert(subscriptions)
    .values({
      agencyId,
      provider: "test",
      providerSubscriptionId: `sub_test_${agencyId}_${Math.random().toString(36).slice(2)}`,
      status: "active",
      startedAt: new Date("2025-07-01T08:00:00Z"),
      currentPeriodStart: new Date("2025-07-01T08:00:00Z"),
      currentPeriodEnd: new Date("2025-08-01T08:00:00Z"),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A provider whose every call fails the way Stripe's do when it is down. */
export const failingProvider: PaymentProvider = {
  name: "test",
  createCheckout: () => Promise.reject(new PaymentProviderError("Card network unavailable")),
  getCheckout: () => Promise.reject(new PaymentProviderError("Card network unavailable")),
  getSubscription: () => Promise.reject(new Error("not used")),
  cancelAtPeriodEnd: () => Promise.reject(new Error("not used")),
  resume: () => Promise.reject(new Error("not used")),
  cancelNow: () => Promise.reject(new Error("not used")),
  refund: () => Promise.reject(new Error("not used")),
  billingPortalUrl: () => Promise.reject(new Error("not used")),
};
