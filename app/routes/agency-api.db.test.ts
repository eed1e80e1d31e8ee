import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { matchRoutes, type RouteObject } from "react-router";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, rateLimits, subscriptions, testBillingObjects, users } from "~/db/schema";
import { checkoutRateLimit } from "~/domain/rate-limits";
import { getMessages } from "~/domain/i18n";
import { sessionCookie, type SessionKind } from "~/http/sessions/session-cookie.server";
import { PaymentProviderError, type PaymentProvider } from "~/payments/provider";
import { createTestProvider, type TestPaymentProvider } from "~/payments/test-provider.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import routeConfig from "../routes";
import * as byEmailApi from "./api-agency-by-email";
import * as subscriptionApi from "./api-agency-subscription";
import * as checkoutApi from "./api-create-checkout-session";
import * as upgradeApi from "./api-upgrade-to-pro";

/**
 * The agency's own API (docs/product.md#api, decisions 2, 3, 5): checkout, upgrade
 * confirmation, subscription and e-mail lookup, each for the signed-in agency only (or an admin
 * for the reads), and never another agency's.
 */
const t = useTestDatabase();
const config = testConfig();
const dashboardMessages = getMessages().dashboard;
let provider: TestPaymentProvider;
let admin = "";

beforeAll(async () => {
  admin = await adminCookie(t.db, config);
});

beforeEach(async () => {
  provider = createTestProvider(t.db, { siteUrl: config.siteUrl });
  await t.db.delete(agencies);
  await t.db.delete(testBillingObjects);
  await t.db.delete(rateLimits);
});

type Handler = (args: never) => unknown;
type CallInit = {
  method?: string;
  cookie?: string;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  payments?: PaymentProvider;
};

/** Calls a route's loader or action as the server would; a thrown Response is the answer. */
async function call(handler: Handler, url: string, init: CallInit = {}): Promise<Response> {
  const { body, cookie, params, headers, method = "GET", payments = provider } = init;
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

const cookieOf = async (token: string, kind: SessionKind) =>
  (await sessionCookie(config, kind).serialize(token)).split(";")[0]!;

/** The Cookie header of an agency session (started `ago` ms in the past). */
async function agencyCookie(agencyId: number, ago = 0) {
  const { token } = await createSession(
    t.db,
    { agencyId },
    AGENCY_SESSION_TTL_MS,
    new Date(Date.now() - ago),
  );
  return cookieOf(token, "agency");
}

const createCheckout = (cookie: string, body: unknown, extra: CallInit = {}) =>
  call(checkoutApi.action, "/api/create-checkout-session", {
    method: "POST",
    cookie,
    body,
    ...extra,
  });
const upgrade = (cookie: string, body: unknown, extra: CallInit = {}) =>
  call(upgradeApi.action, "/api/upgrade-to-pro", { method: "POST", cookie, body, ...extra });
const subscriptionOf = (cookie: string, id: string | number) =>
  call(subscriptionApi.loader, `/api/agencies/${id}/subscription`, {
    cookie,
    params: { id: String(id) },
  });
const lookUp = (cookie: string, email: string) =>
  call(byEmailApi.loader, `/api/agencies/email/${encodeURIComponent(email)}`, {
    cookie,
    params: { email },
  });

const checkoutCount = async () =>
  (await t.db.select().from(testBillingObjects).where(eq(testBillingObjects.kind, "checkout")))
    .length;
const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;

/** An approved agency that is signed in. */
async function signedIn(overrides: Parameters<typeof makeAgency>[1] = {}) {
  const agency = await makeAgency(t.db, { approved: true, ...overrides });
  return { agency, cookie: await agencyCookie(agency.id) };
}

/** A checkout of the agency, paid at the provider but not yet mirrored here. */
async function paidCheckout(agency: { id: number; email: string }, cookie: string) {
  const response = await createCheckout(cookie, { agencyId: agency.id, email: agency.email });
  const { sessionId } = (await response.json()) as { sessionId: string };
  const paid = await provider.payCheckout(sessionId, "succeed");
  if (!paid.paid) throw new Error("the test checkout was not paid");
  return sessionId;
}

async function addSubscription(
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
const failingProvider: PaymentProvider = {
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

describe("the route table", () => {
  const toObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
    entries.map(
      (e) =>
        ({
          id: e.id ?? e.file,
          path: e.path,
          index: e.index,
          children: e.children ? toObjects(e.children) : undefined,
        }) as RouteObject,
    );
  const routes = toObjects(routeConfig);
  const matchOf = (path: string) => {
    const match = matchRoutes(routes, path)?.at(-1);
    return { id: match?.route.id, params: match?.params };
  };

  it("sends each agency API URL to its module, next to the directory and profile routes", () => {
    expect(matchOf("/api/agencies/email/hello%40falcon.ae")).toEqual({
      id: "routes/api-agency-by-email.ts",
      params: { email: "hello@falcon.ae" },
    });
    expect(matchOf("/api/agencies/42/subscription")).toEqual({
      id: "routes/api-agency-subscription.ts",
      params: { id: "42" },
    });
    expect(matchOf("/api/agencies").id).toBe("routes/api-agencies.ts");
    expect(matchOf("/api/create-checkout-session").id).toBe(
      "routes/api-create-checkout-session.ts",
    );
    expect(matchOf("/api/upgrade-to-pro").id).toBe("routes/api-upgrade-to-pro.ts");
    // The literal 'email' segment wins over an id; neither takes the public profile's URLs.
    expect(matchOf("/api/agencies/email/subscription").id).toBe("routes/api-agency-by-email.ts");
    expect(matchOf("/agencies/email").id).toBe("routes/agency-profile.tsx");
    expect(matchOf("/agencies/falcon-digital").id).toBe("routes/agency-profile.tsx");
    expect(matchOf("/api/agencies/42").id).toBe("routes/not-found.tsx");
    expect(matchOf("/api/agencies/email").id).toBe("routes/not-found.tsx");
  });

  it("decodes the URL-encoded address, '+' and all", async () => {
    const { agency, cookie } = await signedIn({ email: "sales+uae@falcon.ae" });
    const { params } = matchOf(`/api/agencies/email/${encodeURIComponent("Sales+UAE@falcon.ae")}`);
    const response = await call(byEmailApi.loader, "/api/agencies/email/x", {
      cookie,
      params: params as Record<string, string>,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: agency.id });
  });
});

describe("POST /api/create-checkout-session", () => {
  it("answers the checkout's id and address for the agency's own id and address", async () => {
    const { agency, cookie } = await signedIn({ email: "hello@falcon.ae" });
    const response = await createCheckout(cookie, {
      agencyId: agency.id,
      email: "Hello@Falcon.AE",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { sessionId: string; url: string };
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: `${config.siteUrl}/billing/test-checkout/${body.sessionId}`,
    });
    expect(await checkoutCount()).toBe(1);
  });

  it("accepts the agency id as a numeric string", async () => {
    const { agency, cookie } = await signedIn();
    const response = await createCheckout(cookie, {
      agencyId: String(agency.id),
      email: agency.email,
    });
    expect(response.status).toBe(200);
  });

  it("refuses a listing that is pending or already Pro with 409", async () => {
    const pending = await signedIn({ approved: false });
    let response = await createCheckout(pending.cookie, {
      agencyId: pending.agency.id,
      email: pending.agency.email,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: `Failed to create checkout session: ${dashboardMessages.upgrade.notApproved}`,
    });

    const pro = await signedIn({ isPro: true });
    response = await createCheckout(pro.cookie, {
      agencyId: pro.agency.id,
      email: pro.agency.email,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: dashboardMessages.api.alreadyPro });
    expect(await checkoutCount()).toBe(0);
  });

  it("answers 502 with the provider's message when the provider fails", async () => {
    const { agency, cookie } = await signedIn();
    const response = await createCheckout(
      cookie,
      { agencyId: agency.id, email: agency.email },
      { payments: failingProvider },
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "Failed to create checkout session: Card network unavailable",
    });
  });

  it(`allows ${checkoutRateLimit.limit} checkouts per agency in a window, then 429`, async () => {
    const { agency, cookie } = await signedIn();
    const body = { agencyId: agency.id, email: agency.email };
    for (let i = 0; i < checkoutRateLimit.limit; i++) {
      expect((await createCheckout(cookie, body)).status).toBe(200);
    }
    const refused = await createCheckout(cookie, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many/);
    expect(await checkoutCount()).toBe(checkoutRateLimit.limit);

    const other = await signedIn();
    const response = await createCheckout(other.cookie, {
      agencyId: other.agency.id,
      email: other.agency.email,
    });
    expect(response.status).toBe(200);
  });

  it("answers 401 without an agency session", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const response = await createCheckout("", { agencyId: agency.id, email: agency.email });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: dashboardMessages.api.signInRequired });
    expect(await checkoutCount()).toBe(0);
  });

  it("answers 405 with Allow for other methods", async () => {
    for (const response of [
      await call(checkoutApi.loader, "/api/create-checkout-session"),
      await call(checkoutApi.action, "/api/create-checkout-session", { method: "PUT", body: {} }),
    ]) {
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
  });

  it("answers every bad input shape with a 4xx and a message, and creates nothing", async () => {
    const { agency, cookie } = await signedIn();
    const email = agency.email;
    const cases: { name: string; init: CallInit; status: number; field?: string }[] = [
      {
        name: "form content type",
        init: { body: `agencyId=${agency.id}`, headers: { "Content-Type": "text/plain" } },
        status: 415,
      },
      { name: "malformed JSON", init: { body: "{agencyId:" }, status: 400 },
      { name: "empty body", init: { body: "" }, status: 400 },
      { name: "JSON null", init: { body: "null" }, status: 400 },
      { name: "an array", init: { body: [agency.id, email] }, status: 400 },
      { name: "no fields", init: { body: {} }, status: 400, field: "agencyId" },
      { name: "no email", init: { body: { agencyId: agency.id } }, status: 400, field: "email" },
      { name: "no id", init: { body: { email } }, status: 400, field: "agencyId" },
      ...[
        "abc",
        "",
        "1e3",
        "-1",
        0,
        -3,
        1.5,
        2 ** 31,
        true,
        null,
        [agency.id],
        { id: agency.id },
      ].map((agencyId) => ({
        name: `agencyId ${JSON.stringify(agencyId)}`,
        init: { body: { agencyId, email } },
        status: 400,
        field: "agencyId",
      })),
      ...[42, "", "   ", null, ["a@b.ae"], "x".repeat(255)].map((bad) => ({
        name: `email ${JSON.stringify(bad).slice(0, 20)}`,
        init: { body: { agencyId: agency.id, email: bad } },
        status: 400,
        field: "email",
      })),
    ];
    for (const { name, init, status, field } of cases) {
      const response = await call(checkoutApi.action, "/api/create-checkout-session", {
        method: "POST",
        cookie,
        ...init,
      });
      expect(response.status, name).toBe(status);
      const body = (await response.json()) as { error: string; fields?: Record<string, string[]> };
      expect(body.error, name).toEqual(expect.any(String));
      if (field) expect(body.fields?.[field]?.[0], name).toEqual(expect.any(String));
    }
    expect(await checkoutCount()).toBe(0);
  });
});

describe("POST /api/upgrade-to-pro", () => {
  it("confirms a paid checkout at once and answers the agency's own record", async () => {
    const { agency, cookie } = await signedIn({ stripeCustomerId: null });
    const created = await createCheckout(cookie, { agencyId: agency.id, email: agency.email });
    const { sessionId } = (await created.json()) as { sessionId: string };

    let response = await upgrade(cookie, { sessionId });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: `Failed to process upgrade: ${dashboardMessages.upgrade.notPaid}`,
    });

    // Paid at the provider; its events are not applied here, so this call is what makes it Pro.
    await provider.payCheckout(sessionId, "succeed");
    response = await upgrade(cookie, { sessionId });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { success: boolean; agency: Record<string, unknown> };
    expect(body).toEqual({
      success: true,
      agency: expect.objectContaining({
        id: agency.id,
        slug: agency.slug,
        agencyName: agency.agencyName,
        email: agency.email,
        services: agency.services,
        isPro: true,
        approved: true,
      }),
    });
    expect(body.agency).not.toHaveProperty("stripeCustomerId");
    expect(body.agency).not.toHaveProperty("searchVector");
    expect((await agencyRow(agency.id)).isPro).toBe(true);

    // Confirming again (the page reloaded) changes nothing and still answers the record.
    expect((await upgrade(cookie, { sessionId })).status).toBe(200);
  });

  it("answers 404 for a checkout the provider does not know", async () => {
    const { cookie } = await signedIn();
    const response = await upgrade(cookie, { sessionId: "cs_test_unknown" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: `Failed to process upgrade: ${dashboardMessages.upgrade.unknownSession}`,
    });
  });

  it("answers 502 with the provider's message when the provider fails", async () => {
    const { cookie } = await signedIn();
    const response = await upgrade(
      cookie,
      { sessionId: "cs_test_x" },
      { payments: failingProvider },
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "Failed to process upgrade: Card network unavailable",
    });
  });

  it("answers 401 without a session and 405 for other methods", async () => {
    expect((await upgrade("", { sessionId: "cs_test_x" })).status).toBe(401);
    const response = await call(upgradeApi.loader, "/api/upgrade-to-pro");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("answers every bad input shape with a 4xx and a message", async () => {
    const { cookie } = await signedIn();
    const cases: { name: string; init: CallInit; status: number }[] = [
      {
        name: "text content type",
        init: { body: "sessionId=x", headers: { "Content-Type": "text/plain" } },
        status: 415,
      },
      {
        name: "no content type",
        init: { body: "x", headers: { "Content-Type": "" } },
        status: 415,
      },
      { name: "malformed JSON", init: { body: '{"sessionId":' }, status: 400 },
      { name: "a string", init: { body: '"cs_test_x"' }, status: 400 },
      { name: "no field", init: { body: {} }, status: 400 },
      ...[123, "", null, true, ["cs_test_x"], "x".repeat(256)].map((sessionId) => ({
        name: `sessionId ${JSON.stringify(sessionId).slice(0, 20)}`,
        init: { body: { sessionId } },
        status: 400,
      })),
    ];
    for (const { name, init, status } of cases) {
      const response = await upgrade(cookie, undefined, init);
      expect(response.status, name).toBe(status);
      expect(((await response.json()) as { error: string }).error, name).toEqual(
        expect.any(String),
      );
    }
  });
});

describe("GET /api/agencies/{id}/subscription", () => {
  it("answers the agency's own subscription with ISO dates, uncached", async () => {
    const { agency, cookie } = await signedIn();
    await addSubscription(agency.id);
    const response = await subscriptionOf(cookie, agency.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "active",
      startDate: "2025-07-01T08:00:00.000Z",
      nextBillingDate: "2025-08-01T08:00:00.000Z",
      currentPeriodEnd: "2025-08-01T08:00:00.000Z",
      cancelAtPeriodEnd: false,
    });
  });

  it("has no next billing date once cancelled at period end or ended", async () => {
    const cancelled = await signedIn();
    await addSubscription(cancelled.agency.id, { cancelAtPeriodEnd: true });
    expect(
      await (await subscriptionOf(cancelled.cookie, cancelled.agency.id)).json(),
    ).toMatchObject({ status: "active", nextBillingDate: null, cancelAtPeriodEnd: true });

    const ended = await signedIn();
    await addSubscription(ended.agency.id, { status: "canceled" });
    expect(await (await subscriptionOf(ended.cookie, ended.agency.id)).json()).toMatchObject({
      status: "canceled",
      nextBillingDate: null,
      currentPeriodEnd: "2025-08-01T08:00:00.000Z",
    });

    const retrying = await signedIn();
    await addSubscription(retrying.agency.id, { status: "past_due" });
    expect(await (await subscriptionOf(retrying.cookie, retrying.agency.id)).json()).toMatchObject({
      status: "past_due",
      nextBillingDate: "2025-08-01T08:00:00.000Z",
    });
  });

  it("answers 404 'No subscription details found' without one", async () => {
    const { agency, cookie } = await signedIn();
    const response = await subscriptionOf(cookie, agency.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No subscription details found" });
  });

  it("lets an admin read any agency's, and answers 404 for an unknown or invalid id", async () => {
    const agency = await makeAgency(t.db);
    await addSubscription(agency.id);
    expect((await subscriptionOf(admin, agency.id)).status).toBe(200);
    for (const id of [String(agency.id + 1000), "abc", "0", "-1", "99999999999"]) {
      const response = await subscriptionOf(admin, id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: dashboardMessages.api.noSubscription });
    }
  });

  it("answers 401 without a session and 405 with Allow for other methods", async () => {
    const agency = await makeAgency(t.db);
    await addSubscription(agency.id);
    const response = await subscriptionOf("", agency.id);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: dashboardMessages.api.signInRequired });
    for (const method of ["POST", "PUT", "DELETE"]) {
      const refused = await call(
        subscriptionApi.action,
        `/api/agencies/${agency.id}/subscription`,
        {
          method,
          cookie: admin,
          params: { id: String(agency.id) },
        },
      );
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get("Allow")).toBe("GET");
    }
  });
});

describe("GET /api/agencies/email/{email}", () => {
  it("answers the signed-in agency's own record, the address compared without case", async () => {
    const { agency, cookie } = await signedIn({
      email: "hello@falcon.ae",
      approved: false,
      stripeCustomerId: "cus_secret",
    });
    const response = await lookUp(cookie, "HELLO@falcon.ae");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: agency.id,
      slug: agency.slug,
      agencyName: agency.agencyName,
      email: "hello@falcon.ae",
      approved: false,
      isPro: false,
    });
    expect(body).not.toHaveProperty("stripeCustomerId");
    expect(body).not.toHaveProperty("searchVector");
  });

  it("lets an admin look up any agency, and answers the catalogue's 404 for an unknown one", async () => {
    const agency = await makeAgency(t.db, { email: "team@oasis.ae" });
    const found = await lookUp(admin, "Team@Oasis.ae");
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ id: agency.id });
    for (const email of ["nobody@oasis.ae", "x".repeat(300), "%"]) {
      const response = await lookUp(admin, email);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: "Agency not found. Please check your email address.",
      });
    }
  });

  it("answers 401 without a session and 405 with Allow for other methods", async () => {
    const agency = await makeAgency(t.db);
    const response = await lookUp("", agency.email);
    expect(response.status).toBe(401);
    const refused = await call(byEmailApi.action, "/api/agencies/email/x", {
      method: "DELETE",
      cookie: admin,
      params: { email: agency.email },
    });
    expect(refused.status).toBe(405);
    expect(refused.headers.get("Allow")).toBe("GET");
  });
});

describe("one agency can never read or change another's dashboard, subscription or checkout", () => {
  async function twoAgencies() {
    const a = await signedIn({ email: "hello@falcon.ae" });
    const b = await signedIn({ email: "team@oasis.ae" });
    await addSubscription(b.agency.id);
    return { a, b };
  }

  it("refuses B's subscription, checkout, upgrade and listing to A's session", async () => {
    const { a, b } = await twoAgencies();
    const bCheckout = await paidCheckout(b.agency, b.cookie);
    const checkoutsBefore = await checkoutCount();

    const subscription = await subscriptionOf(a.cookie, b.agency.id);
    expect(subscription.status).toBe(403);
    expect(await subscription.json()).toEqual({ error: dashboardMessages.api.forbidden });

    for (const body of [
      { agencyId: b.agency.id, email: b.agency.email },
      { agencyId: b.agency.id, email: a.agency.email },
      { agencyId: a.agency.id, email: b.agency.email },
    ]) {
      const response = await createCheckout(a.cookie, body);
      expect(response.status, JSON.stringify(body)).toBe(403);
      expect(await response.json()).toEqual({ error: dashboardMessages.api.forbidden });
    }
    expect(await checkoutCount()).toBe(checkoutsBefore);

    const upgraded = await upgrade(a.cookie, { sessionId: bCheckout });
    expect(upgraded.status).toBe(404);
    expect(await upgraded.json()).toEqual({
      error: `Failed to process upgrade: ${dashboardMessages.upgrade.unknownSession}`,
    });
    expect((await agencyRow(a.agency.id)).isPro).toBe(false);
    expect((await agencyRow(b.agency.id)).isPro).toBe(false);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, a.agency.id)),
    ).toEqual([]);

    // The same answer as for an address nobody has: A cannot tell B is listed.
    const lookup = await lookUp(a.cookie, b.agency.email);
    const unknown = await lookUp(a.cookie, "nobody@example.ae");
    expect(lookup.status).toBe(404);
    expect(await lookup.json()).toEqual(await unknown.json());

    // B's own session still works for B.
    expect((await upgrade(b.cookie, { sessionId: bCheckout })).status).toBe(200);
    expect((await subscriptionOf(b.cookie, b.agency.id)).status).toBe(200);
  });

  it("treats an admin token in the agency cookie, a forged, expired or foreign cookie as no session", async () => {
    const { a } = await twoAgencies();
    const adminSession = await createSession(
      t.db,
      { userId: (await t.db.select({ id: users.id }).from(users).limit(1))[0]!.id },
      AGENCY_SESSION_TTL_MS,
    );
    const foreign = testConfig({ SESSION_SECRET: "another-secret-".padEnd(40, "y") });
    const { token } = await createSession(t.db, { agencyId: a.agency.id }, AGENCY_SESSION_TTL_MS);
    const cookies = {
      "admin token in the agency cookie": await cookieOf(adminSession.token, "agency"),
      "forged agency cookie": "agency_session=not-a-signed-token",
      "expired agency session": await agencyCookie(a.agency.id, 2 * AGENCY_SESSION_TTL_MS),
      "agency token in the admin cookie": await cookieOf(token, "admin"),
      "signed with another secret": (await sessionCookie(foreign, "agency").serialize(token)).split(
        ";",
      )[0]!,
    };
    for (const [name, cookie] of Object.entries(cookies)) {
      const answers = [
        await subscriptionOf(cookie, a.agency.id),
        await lookUp(cookie, a.agency.email),
        await createCheckout(cookie, { agencyId: a.agency.id, email: a.agency.email }),
        await upgrade(cookie, { sessionId: "cs_test_x" }),
      ];
      // An admin token in the admin cookie would be an admin; here none of them is anyone.
      expect(
        answers.map((r) => r.status),
        name,
      ).toEqual([401, 401, 401, 401]);
    }
    expect(await checkoutCount()).toBe(0);
  });

  it("refuses state-changing calls from another site with 403", async () => {
    const { a } = await twoAgencies();
    const headers = { Origin: "https://evil.example" };
    const checkout = await createCheckout(
      a.cookie,
      { agencyId: a.agency.id, email: a.agency.email },
      { headers },
    );
    expect(checkout.status).toBe(403);
    expect(await checkout.json()).toEqual({ error: dashboardMessages.api.crossSite });
    expect(await checkoutCount()).toBe(0);
    const confirmed = await upgrade(a.cookie, { sessionId: "cs_test_x" }, { headers });
    expect(confirmed.status).toBe(403);

    // The site's own origin is fine.
    const own = await createCheckout(
      a.cookie,
      { agencyId: a.agency.id, email: a.agency.email },
      { headers: { Origin: new URL(config.siteUrl).origin } },
    );
    expect(own.status).toBe(200);
  });
});
