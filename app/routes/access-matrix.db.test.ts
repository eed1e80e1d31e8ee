import "#tests/production-react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, makeReview } from "#tests/factories";
import { seedHttpFixtures, startTestApp, type TestApp } from "#tests/http-app";
import { agencies, contactMessages, subscriptions } from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { createTestProvider } from "~/payments/test-provider.server";
import { routePatterns } from "#server/hostile-input.generators";

/**
 * Issue 12, item 7: every page and endpoint of app/routes.ts, requested over HTTP by anonymous,
 * agency A, agency B, an admin, and expired and idle admin and agency sessions, each with the expected
 * allow or deny; agency A never reads or changes agency B's data.
 */
const t = useTestDatabase();
const config = testConfig();
const messages = getMessages();
let app: TestApp;
let f: Awaited<ReturnType<typeof seedHttpFixtures>>;
let who: Record<Who, string>;
let b: { checkoutId: string; name: string };
/** Rows the admin's rows delete. */
let spare: { briefId: number; messageId: number; reviewId: number };
const spareReviewTitle = "The matrix's spare review";

/** Who asks. Expired sessions are past their lifetime; idle ones unused past the idle timeout. */
// prettier-ignore
const WHO = [
  "anonymous", "agencyA", "agencyB", "admin", "expiredAdmin", "expiredAgency", "idleAdmin", "idleAgency",
] as const;
type Who = (typeof WHO)[number];

/** What a request should get: a status, and optionally where it redirects or what it shows. */
type Outcome = {
  /** The status, or the statuses any of which is right. */
  status: number | number[];
  /** Where a redirect goes: exactly this path, or a path this pattern matches. */
  location?: () => string | RegExp;
  shows?: () => string;
  hides?: () => string;
};
type Row = {
  name: string;
  /** The route pattern of app/routes.ts this row covers. */
  route: string;
  method?: string;
  path: () => string;
  json?: () => unknown;
  form?: () => Record<string, string>;
  expect: Record<Who, Outcome>;
};

const is = (status: number | number[], extra: Omit<Outcome, "status"> = {}): Outcome => ({
  status,
  ...extra,
});
const everyone = (outcome: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((w) => [w, outcome])) as Record<Who, Outcome>;
/** The admin gets `allowed`; everyone else (agencies, expired sessions included) `refused`. */
const adminOnly = (allowed: Outcome, refused: Outcome) => ({
  ...everyone(refused),
  admin: allowed,
});
/** An admin page refuses with a redirect to the login, which comes back to the page after. */
const toLogin = (path: () => string) =>
  is(302, { location: () => `/admin?next=${encodeURIComponent(path())}` });
const adminApi401 = is(401);

const rows: Row[] = [
  // Public pages and resources: the same for everyone.
  ...[
    ["", "/"],
    ["agencies", "/agencies"],
    ["agencies/in/:emirate", "/agencies/in/dubai"],
    ["agencies/for/:service", "/agencies/for/website-development"],
    ["agencies/in/:emirate/for/:service", "/agencies/in/dubai/for/website-development"],
    ["submit", "/submit"],
    ["submit-brief", "/submit-brief"],
    ["list", "/list"],
    ["submit-agency", "/submit-agency"],
    ["thank-you", "/thank-you"],
    ["thank-you-brief", "/thank-you-brief"],
    ["thank-you-agency", "/thank-you-agency"],
    ["pricing", "/pricing"],
    ["how-it-works", "/how-it-works"],
    ["about", "/about"],
    ["contact", "/contact"],
    ["terms", "/terms"],
    ["privacy", "/privacy"],
    ["robots.txt", "/robots.txt"],
    ["sitemap.xml", "/sitemap.xml"],
    ["sitemap/:file", "/sitemap/pages.xml"],
    ["api/agencies", "/api/agencies?limit=5"],
    ["dashboard/sign-in", "/dashboard/sign-in"],
    ["dashboard/confirm-email", "/dashboard/confirm-email"],
    ["alerts", "/alerts"],
    ["alerts/new", "/alerts/new?service=SEO%20Services"],
  ].map(([route, path]): Row => ({
    name: `GET ${path}`,
    route: route!,
    path: () => path!,
    expect: everyone(is(200)),
  })),
  {
    name: "GET an approved agency's profile",
    route: "agencies/:slug",
    path: () => `/agencies/${f.agency.slug}`,
    expect: everyone(is(200)),
  },
  {
    name: "GET an approved agency's short profile",
    route: "a/:slug",
    path: () => `/a/${f.agency.slug}`,
    expect: everyone(is(200)),
  },
  {
    name: "GET an unknown address",
    route: "*",
    path: () => "/no-such-page",
    expect: everyone(is(404)),
  },
  // The development mailbox answers this machine (tests run on loopback) whoever asks.
  {
    name: "GET the development mailbox",
    route: "dev/mailbox",
    path: () => "/dev/mailbox",
    expect: everyone(is(200)),
  },
  {
    name: "GET a kept mail's HTML",
    route: "dev/mailbox/:id/html",
    path: () => `/dev/mailbox/${f.mailId}/html`,
    expect: everyone(is(200)),
  },

  // The operator console: the login form for anyone but an admin, who gets the console.
  {
    name: "GET /admin",
    route: "admin",
    path: () => "/admin?tab=briefs",
    expect: adminOnly(is(200, { shows: () => "Client Co" }), is(200, { hides: () => "Client Co" })),
  },
  {
    name: "GET /admin?tab=reviews",
    route: "admin",
    path: () => "/admin?tab=reviews",
    expect: adminOnly(
      is(200, { shows: () => spareReviewTitle }),
      is(200, { hides: () => spareReviewTitle }),
    ),
  },
  {
    name: "GET /admin/matches",
    route: "admin/matches",
    path: () => "/admin/matches",
    expect: adminOnly(
      is(200),
      toLogin(() => "/admin/matches"),
    ),
  },
  {
    name: "GET a brief's admin page",
    route: "admin/briefs/:id",
    path: () => `/admin/briefs/${f.briefId}`,
    expect: adminOnly(
      is(200),
      toLogin(() => `/admin/briefs/${f.briefId}`),
    ),
  },
  {
    name: "GET the briefs CSV",
    route: "admin/briefs.csv",
    path: () => "/admin/briefs.csv",
    expect: adminOnly(
      is(200, { shows: () => "Client Co" }),
      toLogin(() => "/admin/briefs.csv"),
    ),
  },
  ...(
    [
      ["api/admin/agencies", () => "/api/admin/agencies"],
      ["api/admin/agencies/:id", () => `/api/admin/agencies/${f.otherAgency.id}`],
      ["api/admin/briefs", () => "/api/admin/briefs"],
      ["api/admin/briefs/:id", () => `/api/admin/briefs/${f.briefId}`],
      ["api/admin/messages", () => "/api/admin/messages"],
      ["api/admin/messages/:id", () => `/api/admin/messages/${f.messageId}`],
    ] as const
  ).map(([route, path]): Row => ({
    name: `GET /${route}`,
    route,
    path,
    expect: adminOnly(is(200), adminApi401),
  })),
  {
    name: "PATCH an agency's approval",
    route: "api/admin/agencies/:id",
    method: "PATCH",
    path: () => `/api/admin/agencies/${f.otherAgency.id}`,
    json: () => ({ approved: true }),
    expect: adminOnly(is(200), adminApi401),
  },
  {
    name: "PATCH a brief's qualification",
    route: "api/admin/briefs/:id",
    method: "PATCH",
    path: () => `/api/admin/briefs/${f.briefId}`,
    json: () => ({ qualified: true }),
    expect: adminOnly(is(200), adminApi401),
  },
  {
    name: "POST a match",
    route: "api/matches",
    method: "POST",
    path: () => "/api/matches",
    json: () => ({ briefId: f.briefId, agencyId: f.agency.id }),
    // Created once (201); the admin's row runs once.
    expect: adminOnly(is(201), adminApi401),
  },
  {
    name: "POST a wrong admin password",
    route: "api/admin/auth",
    method: "POST",
    path: () => "/api/admin/auth",
    json: () => ({ username: "admin", password: "not-the-password" }),
    // Failed logins slow down: one soon after another waits (429) instead of being checked.
    expect: everyone(is([401, 429])),
  },

  // The agency dashboard: each agency sees its own listing, nobody else's; others the sign-in form.
  {
    name: "GET /dashboard",
    route: "dashboard",
    path: () => "/dashboard",
    expect: {
      ...everyone(is(200, { hides: () => f.agency.email })),
      agencyA: is(200, { shows: () => f.agency.email, hides: () => f.otherAgency.email }),
      agencyB: is(200, { shows: () => f.otherAgency.email, hides: () => f.agency.email }),
    },
  },
  {
    name: "GET /dashboard/upgrade",
    route: "dashboard/upgrade",
    path: () => "/dashboard/upgrade",
    expect: {
      ...everyone(is(200, { hides: () => "Test Agency" })),
      agencyA: is(200, { shows: () => agencyNameOf("A"), hides: () => agencyNameOf("B") }),
      agencyB: is(200, { shows: () => agencyNameOf("B"), hides: () => agencyNameOf("A") }),
    },
  },
  // The image forms (decision 016): a GET goes back to the dashboard; a post from anyone is
  // answered with the dashboard and a toast, and changes only the signed-in agency's own images.
  {
    name: "GET /dashboard/images",
    route: "dashboard/images",
    path: () => "/dashboard/images",
    expect: everyone(is(302, { location: () => /^(\/ar)?\/dashboard#images$/ })),
  },
  {
    name: "POST /dashboard/images (remove the logo)",
    route: "dashboard/images",
    method: "POST",
    path: () => "/dashboard/images",
    form: () => ({ intent: "remove-logo" }),
    expect: everyone(is(302, { location: () => /^\/dashboard(#images)?$/ })),
  },
  {
    name: "GET A's subscription",
    route: "api/agencies/:id/subscription",
    path: () => `/api/agencies/${f.agency.id}/subscription`,
    expect: { ...everyone(is(401)), agencyA: is(200), agencyB: is(403), admin: is(200) },
  },
  {
    name: "GET A by its e-mail address",
    route: "api/agencies/email/:email",
    path: () => `/api/agencies/email/${encodeURIComponent(f.agency.email)}`,
    // B gets the answer for an address nobody has: it cannot even tell that A is listed.
    expect: { ...everyone(is(401)), agencyA: is(200), agencyB: is(404), admin: is(200) },
  },
  {
    name: "POST a checkout for A",
    route: "api/create-checkout-session",
    method: "POST",
    path: () => "/api/create-checkout-session",
    json: () => ({ agencyId: f.agency.id, email: f.agency.email }),
    // The admin is not an agency: no agency session, so 401 like anyone else.
    expect: { ...everyone(is(401)), agencyA: is(200), agencyB: is(403) },
  },
  {
    name: "POST an upgrade with A's checkout",
    route: "api/upgrade-to-pro",
    method: "POST",
    path: () => "/api/upgrade-to-pro",
    json: () => ({ sessionId: f.checkoutId }),
    // A's checkout is unpaid: 409 for A; for B it does not exist.
    expect: { ...everyone(is(401)), agencyA: is(409), agencyB: is(404) },
  },
  {
    name: "GET A's test checkout page",
    route: "billing/test-checkout/:id",
    path: () => `/billing/test-checkout/${f.checkoutId}`,
    expect: { ...everyone(is(404)), agencyA: is(200) },
  },

  // React Router's data URLs run the same loaders: they refuse and hide alike.
  {
    name: "GET /admin.data",
    route: "admin",
    path: () => "/admin.data?tab=briefs",
    expect: adminOnly(is(200, { shows: () => "Client Co" }), is(200, { hides: () => "Client Co" })),
  },
  {
    name: "GET /admin/matches.data",
    route: "admin/matches",
    path: () => "/admin/matches.data",
    expect: adminOnly(is(200, { shows: () => "Client Co" }), is(202, { hides: () => "Client Co" })),
  },
  {
    name: "GET a brief's admin data",
    route: "admin/briefs/:id",
    path: () => `/admin/briefs/${f.briefId}.data`,
    expect: adminOnly(is(200, { shows: () => "Client Co" }), is(202, { hides: () => "Client Co" })),
  },
  {
    name: "GET /dashboard.data",
    route: "dashboard",
    path: () => "/dashboard.data",
    expect: {
      ...everyone(is(200, { hides: () => f.agency.email })),
      agencyA: is(200, { shows: () => f.agency.email, hides: () => f.otherAgency.email }),
      agencyB: is(200, { shows: () => f.otherAgency.email, hides: () => f.agency.email }),
    },
  },
  {
    name: "GET A's test checkout data",
    route: "billing/test-checkout/:id",
    path: () => `/billing/test-checkout/${f.checkoutId}.data`,
    expect: {
      ...everyone(is(404, { hides: () => f.agency.email })),
      agencyA: is(200, { shows: () => f.agency.email }),
    },
  },

  // The console's forms: an admin's act and come back; anyone else's go to the login.
  {
    name: "POST a match from the board",
    route: "admin/matches",
    method: "POST",
    path: () => "/admin/matches",
    form: () => ({ briefId: String(spare.briefId), agencyId: String(f.agency.id) }),
    expect: adminOnly(
      is(302, { location: () => /^\/admin\/matches(\?|#|$)/ }),
      toLogin(() => "/admin/matches"),
    ),
  },
  {
    name: "POST a brief's qualification",
    route: "admin/briefs/:id",
    method: "POST",
    path: () => `/admin/briefs/${f.briefId}`,
    form: () => ({ intent: "qualify-brief" }),
    expect: adminOnly(
      is(302, { location: () => `/admin/briefs/${f.briefId}` }),
      toLogin(() => `/admin/briefs/${f.briefId}`),
    ),
  },
  {
    name: "POST a brief's delete",
    route: "admin/briefs/:id",
    method: "POST",
    path: () => `/admin/briefs/${spare.briefId}`,
    form: () => ({ intent: "delete-brief" }),
    expect: adminOnly(
      is(302, { location: () => /^\/admin(\?|$)/ }),
      toLogin(() => `/admin/briefs/${spare.briefId}`),
    ),
  },
  {
    name: "POST a message's delete in the console",
    route: "admin",
    method: "POST",
    path: () => "/admin",
    form: () => ({ intent: "delete-message", id: String(spare.messageId), returnTo: "/admin" }),
    expect: adminOnly(
      is(302, { location: () => "/admin" }),
      toLogin(() => "/admin"),
    ),
  },
  {
    name: "POST a review's approval in the console",
    route: "admin",
    method: "POST",
    path: () => "/admin",
    form: () => ({ intent: "approve-review", id: String(spare.reviewId), returnTo: "/admin" }),
    expect: adminOnly(
      is(302, { location: () => "/admin" }),
      toLogin(() => "/admin"),
    ),
  },
  // A's test checkout takes A's answer only.
  {
    name: "POST a decline on A's test checkout",
    route: "billing/test-checkout/:id",
    method: "POST",
    path: () => `/billing/test-checkout/${f.checkoutId}`,
    form: () => ({ intent: "decline" }),
    expect: { ...everyone(is(404)), agencyA: is(402) },
  },
  {
    name: "POST a forged e-mail change token",
    route: "dashboard/confirm-email",
    method: "POST",
    path: () => "/dashboard/confirm-email",
    form: () => ({ token: "x".repeat(43) }),
    expect: everyone(is(400)),
  },
  {
    name: "GET a review page with a forged token",
    route: "reviews/:token",
    path: () => `/reviews/${"x".repeat(43)}`,
    expect: everyone(is(404)),
  },
  {
    name: "POST a review with a forged token",
    route: "reviews/:token",
    method: "POST",
    path: () => `/reviews/${"x".repeat(43)}`,
    form: () => ({ intent: "decline" }),
    expect: everyone(is(404)),
  },
  // A saved search's signed links: a forged one opens nothing and changes nothing, whoever asks.
  ...(
    [
      ["alerts/confirm/:token", "/alerts/confirm/1.instant.9999999999.xxxxxxxxxxxxxxxxxxxxxx"],
      ["alerts/address/:token", "/alerts/address/eA.9999999999.xxxxxxxxxxxxxxxxxxxxxx"],
      ["alerts/:token", "/alerts/1.xxxxxxxxxxxxxxxxxxxxxx"],
      ["alerts/:token/unsubscribe", "/alerts/1.xxxxxxxxxxxxxxxxxxxxxx/unsubscribe"],
    ] as const
  ).flatMap(([route, path]): Row[] => [
    { name: `GET a forged ${route}`, route, path: () => path, expect: everyone(is(404)) },
    {
      name: `POST to a forged ${route}`,
      route,
      method: "POST",
      path: () => path,
      form: (): Record<string, string> =>
        route.endsWith("unsubscribe") ? { "List-Unsubscribe": "One-Click" } : {},
      expect: everyone(is(404)),
    },
  ]),
  {
    name: "POST a forged sign-in token",
    route: "dashboard/sign-in",
    method: "POST",
    path: () => "/dashboard/sign-in",
    form: () => ({ token: "x".repeat(43) }),
    expect: everyone(is(400)),
  },

  // The JSON endpoints that take only POST, and the webhook (not enabled without Stripe keys).
  ...(["api/contact", "api/submit-brief", "api/submit-agency"] as const).map((route): Row => ({
    name: `GET /${route}`,
    route,
    path: () => `/${route}`,
    expect: everyone(is(405)),
  })),
  {
    name: "POST the Stripe webhook",
    route: "api/stripe/webhook",
    method: "POST",
    path: () => "/api/stripe/webhook",
    json: () => ({ id: "evt_1" }),
    expect: everyone(is(404)),
  },
];

/**
 * Every public page, form and the agency's pages exist in Arabic under /ar (app/routes.ts): each
 * GET above of such a route, asked in Arabic, gets the same answer; a redirect stays in Arabic.
 */
const ARABIC_ROUTES = new Set([
  "",
  "agencies",
  "agencies/in/:emirate",
  "agencies/for/:service",
  "agencies/in/:emirate/for/:service",
  "agencies/:slug",
  "a/:slug",
  "submit",
  "submit-brief",
  "list",
  "submit-agency",
  "thank-you",
  "thank-you-brief",
  "thank-you-agency",
  "pricing",
  "how-it-works",
  "about",
  "contact",
  "terms",
  "privacy",
  "dashboard",
  "dashboard/upgrade",
  "dashboard/images",
  "dashboard/sign-in",
  "dashboard/confirm-email",
  "reviews/:token",
  "alerts",
  "alerts/new",
  "alerts/confirm/:token",
  "alerts/address/:token",
  "alerts/:token",
  "alerts/:token/unsubscribe",
]);
const inArabic = (path: string) => (path === "/" ? "/ar" : `/ar${path}`);
rows.push(
  ...rows
    .filter((row) => ARABIC_ROUTES.has(row.route) && (row.method ?? "GET") === "GET")
    .map((row): Row => ({
      ...row,
      name: `${row.name} (Arabic)`,
      route: row.route === "" ? "" : `ar/${row.route}`,
      path: () => inArabic(row.path()),
    })),
);

function agencyNameOf(which: "A" | "B") {
  return names[which];
}
const names = { A: "", B: "" };

beforeAll(async () => {
  app = await startTestApp(t.database, config);
  f = await seedHttpFixtures(t.db, config);
  const [a] = await t.db.select().from(agencies).where(eq(agencies.id, f.agency.id));
  const [bRow] = await t.db.select().from(agencies).where(eq(agencies.id, f.otherAgency.id));
  names.A = a!.agencyName;
  names.B = bRow!.agencyName;
  for (const id of [f.agency.id, f.otherAgency.id]) {
    await t.db.insert(subscriptions).values({
      agencyId: id,
      provider: "test",
      providerSubscriptionId: `sub_matrix_${id}`,
      status: "active",
      startedAt: new Date("2025-07-01T08:00:00Z"),
      currentPeriodStart: new Date("2025-07-01T08:00:00Z"),
      currentPeriodEnd: new Date("2025-08-01T08:00:00Z"),
    });
  }
  const checkout = await createTestProvider(t.db, { siteUrl: config.siteUrl }).createCheckout({
    agency: { id: bRow!.id, email: bRow!.email, agencyName: bRow!.agencyName, customerId: null },
    successUrl: `${config.siteUrl}/dashboard/upgrade`,
    cancelUrl: `${config.siteUrl}/dashboard/upgrade`,
  });
  b = { checkoutId: checkout.id, name: bRow!.agencyName };
  const [message] = await t.db
    .insert(contactMessages)
    .values({ name: "Omar", email: "omar@example.ae", message: "Spare" })
    .returning();
  const { review } = await makeReview(t.db, f.agency, { title: spareReviewTitle });
  spare = { briefId: (await makeBrief(t.db)).id, messageId: message!.id, reviewId: review.id };
  who = {
    anonymous: "",
    agencyA: f.cookies.agency,
    agencyB: f.cookies.otherAgency,
    admin: f.cookies.admin,
    expiredAdmin: f.cookies.expiredAdmin,
    expiredAgency: f.cookies.expiredAgency,
    idleAdmin: f.cookies.idleAdmin,
    idleAgency: f.cookies.idleAgency,
  };
});
afterAll(async () => {
  await app?.close();
});

/** One request as a browser would send it (same-site Origin on writes), redirects not followed. */
async function request(
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  if (body !== undefined) headers.Origin = app.url;
  const response = await fetch(`${app.url}${path}`, {
    method: init.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    text: await response.text(),
  };
}

describe("the access matrix", () => {
  it("covers every route of app/routes.ts", () => {
    const covered = new Set(rows.map((r) => r.route));
    expect(routePatterns().filter((p) => !covered.has(p))).toEqual([]);
  });

  it.each(WHO)("as %s, every page and endpoint allows or refuses as it should", async (as) => {
    const wrong: string[] = [];
    for (const row of rows) {
      const expected = row.expect[as];
      const answer = await request(row.path(), who[as], {
        method: row.method,
        json: row.json?.(),
        form: row.form?.(),
      });
      const got: string[] = [];
      if (![expected.status].flat().includes(answer.status))
        got.push(`status ${answer.status}, expected ${expected.status}`);
      const location = expected.location?.();
      const placed =
        location === undefined ||
        (typeof location === "string"
          ? answer.location === location
          : location.test(answer.location ?? ""));
      if (!placed) got.push(`Location ${answer.location}, expected ${String(location)}`);
      if (expected.shows && !answer.text.includes(expected.shows()))
        got.push(`does not show ${expected.shows()}`);
      if (expected.hides && answer.text.includes(expected.hides()))
        got.push(`shows ${expected.hides()}`);
      if (got.length)
        wrong.push(`${row.name} (${row.method ?? "GET"} ${row.path()}): ${got.join("; ")}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("agency A never reads or changes agency B's data", () => {
  const snapshotB = async () => ({
    agency: (await t.db.select().from(agencies).where(eq(agencies.id, f.otherAgency.id)))[0],
    subscriptions: await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.agencyId, f.otherAgency.id)),
  });

  it("refuses A every read of B", async () => {
    const a = who.agencyA;
    const subscription = await request(`/api/agencies/${f.otherAgency.id}/subscription`, a);
    expect(subscription.status).toBe(403);
    expect(JSON.parse(subscription.text)).toEqual({ error: messages.dashboard.api.forbidden });

    const byEmail = await request(
      `/api/agencies/email/${encodeURIComponent(f.otherAgency.email)}`,
      a,
    );
    const nobody = await request(
      `/api/agencies/email/${encodeURIComponent("nobody@example.ae")}`,
      a,
    );
    expect(byEmail.status).toBe(404);
    expect(byEmail.text).toBe(nobody.text);

    expect((await request(`/billing/test-checkout/${b.checkoutId}`, a)).status).toBe(404);
    for (const path of ["/dashboard", "/dashboard/upgrade", "/dashboard?edit=1"]) {
      const page = await request(path, a);
      expect(page.text, path).not.toContain(f.otherAgency.email);
      expect(page.text, path).not.toContain(b.name);
    }
  });

  it("refuses A every change of B, whatever ids A's requests name", async () => {
    const before = await snapshotB();
    const a = who.agencyA;
    const attempts: {
      name: string;
      answer: Awaited<ReturnType<typeof request>>;
      allowed: number[];
    }[] = [];
    const attempt = async (name: string, allowed: number[], ...args: Parameters<typeof request>) =>
      attempts.push({ name, answer: await request(...args), allowed });

    await attempt("checkout for B", [403], "/api/create-checkout-session", a, {
      json: { agencyId: f.otherAgency.id, email: f.otherAgency.email },
    });
    await attempt("checkout for B with A's address", [403], "/api/create-checkout-session", a, {
      json: { agencyId: f.otherAgency.id, email: f.agency.email },
    });
    await attempt("upgrade with B's checkout", [404], "/api/upgrade-to-pro", a, {
      json: { sessionId: b.checkoutId },
    });
    await attempt("pay B's test checkout", [404], `/billing/test-checkout/${b.checkoutId}`, a, {
      form: { intent: "pay" },
    });
    // A's listing takes B's address: refused as a duplicate, B keeps it.
    await attempt("A's listing with B's address", [400, 409], "/dashboard", a, {
      form: {
        intent: "update-listing",
        agencyName: names.A,
        contactName: "Layla Haddad",
        email: f.otherAgency.email,
        services: "Website Development",
        experience: "3-5",
        description: "A Dubai studio building websites for retailers.",
      },
    });
    // Dashboard buttons act on the session's agency; a forged id in the form changes nothing of B.
    for (const intent of ["cancel", "refund", "test-advance", "test-fail-renewal", "resume"]) {
      await attempt(`${intent} naming B`, [302, 303, 400], "/dashboard", a, {
        form: { intent, agencyId: String(f.otherAgency.id), id: String(f.otherAgency.id) },
      });
    }
    // The console's forms and API refuse an agency session.
    await attempt("approve B in the console", [302], "/admin", a, {
      form: {
        intent: "approve",
        id: String(f.otherAgency.id),
        approved: "false",
        returnTo: "/admin",
      },
    });
    await attempt("delete B in the console", [302], "/admin", a, {
      form: { intent: "delete-agency", id: String(f.otherAgency.id) },
    });
    await attempt("unapprove B by the API", [401], `/api/admin/agencies/${f.otherAgency.id}`, a, {
      method: "PATCH",
      json: { approved: false },
    });
    await attempt("delete B by the API", [401], `/api/admin/agencies/${f.otherAgency.id}`, a, {
      method: "DELETE",
    });

    const wrong = attempts
      .filter((x) => !x.allowed.includes(x.answer.status))
      .map((x) => `${x.name}: ${x.answer.status}`);
    expect(wrong).toEqual([]);
    const after = await snapshotB();
    expect(after.agency).toEqual(before.agency);
    expect(after.subscriptions).toEqual(before.subscriptions);
    // B's session still works for B.
    expect(
      (await request(`/api/agencies/${f.otherAgency.id}/subscription`, who.agencyB)).status,
    ).toBe(200);
  });
});

describe("the admin's writes", () => {
  it("delete what they name, and only for an admin", async () => {
    const agency = await makeAgency(t.db);
    const brief = await makeBrief(t.db);
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "omar@example.ae", message: "Hi" })
      .returning();
    const targets = [
      `/api/admin/agencies/${agency.id}`,
      `/api/admin/briefs/${brief.id}`,
      `/api/admin/messages/${message!.id}`,
    ];
    for (const as of WHO.filter((w) => w !== "admin")) {
      for (const path of targets) {
        expect((await request(path, who[as], { method: "DELETE" })).status, `${as} ${path}`).toBe(
          401,
        );
      }
    }
    for (const path of targets) {
      expect((await request(path, who.admin, { method: "DELETE" })).status, path).toBe(200);
    }
  });
});
