import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { testConfig } from "#tests/context";
import { makeAgency } from "#tests/factories";
import { subscriptions, users } from "~/db/schema";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import * as byEmailApi from "./agency-by-email";
import {
  addSubscription,
  agencyCookie,
  agencyRow,
  call,
  checkoutCount,
  config,
  cookieOf,
  createCheckout,
  dashboardMessages,
  lookUp,
  paidCheckout,
  signedIn,
  subscriptionOf,
  upgrade,
  useAgencyApiDatabase,
} from "./agency-api-test-setup";
import * as subscriptionApi from "./agency-subscription";

/**
 * The agency's own API (docs/product.md#api, P2, P3, P5), reads: the subscription and the e-mail
 * lookup, each for the signed-in agency only (or an admin); and one agency never reading or
 * changing another's, whatever the endpoint.
 */
const t = useAgencyApiDatabase();
let admin = "";

beforeAll(async () => {
  admin = await adminCookie(t.db, config);
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
