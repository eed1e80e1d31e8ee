import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { makeAgency } from "#tests/factories";
import { checkoutRateLimit } from "~/domain/rate-limits";
import routeConfig from "~/routes";
import * as byEmailApi from "./agency-by-email";
import {
  agencyRow,
  call,
  checkoutCount,
  config,
  createCheckout,
  dashboardMessages,
  failingProvider,
  signedIn,
  upgrade,
  useAgencyApiDatabase,
  type CallInit,
} from "./agency-api-test-setup";
import * as checkoutApi from "./create-checkout-session";
import * as upgradeApi from "./upgrade-to-pro";

/**
 * The agency's own API (docs/product.md#api, P2, P3, P5), going Pro: the route table of the
 * agency API's URLs, then checkout and upgrade confirmation for the signed-in agency, with every
 * refusal.
 */
const t = useAgencyApiDatabase();

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
      id: "routes/api/agency-by-email.ts",
      params: { email: "hello@falcon.ae" },
    });
    expect(matchOf("/api/agencies/42/subscription")).toEqual({
      id: "routes/api/agency-subscription.ts",
      params: { id: "42" },
    });
    expect(matchOf("/api/agencies").id).toBe("routes/api/agencies.ts");
    expect(matchOf("/api/create-checkout-session").id).toBe(
      "routes/api/create-checkout-session.ts",
    );
    expect(matchOf("/api/upgrade-to-pro").id).toBe("routes/api/upgrade-to-pro.ts");
    // The literal 'email' segment wins over an id; neither takes the public profile's URLs.
    expect(matchOf("/api/agencies/email/subscription").id).toBe("routes/api/agency-by-email.ts");
    expect(matchOf("/agencies/email").id).toBe("routes/directory/agency-profile.tsx");
    expect(matchOf("/agencies/falcon-digital").id).toBe("routes/directory/agency-profile.tsx");
    expect(matchOf("/api/agencies/42").id).toBe("routes/public/not-found.tsx");
    expect(matchOf("/api/agencies/email").id).toBe("routes/public/not-found.tsx");
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
    await t.provider.payCheckout(sessionId, "succeed");
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
