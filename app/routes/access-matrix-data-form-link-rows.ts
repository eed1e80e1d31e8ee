import { adminOnly, everyone, f, is, spare, toLogin, type Row } from "./access-matrix-test-setup";

/**
 * The access matrix's rows for the other ways into the same routes: React Router's data URLs,
 * the console's form posts, forged signed links and tokens, and the methods an endpoint does not
 * take.
 */
export const dataFormLinkRows: Row[] = [
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
    name: "GET the invoice register's data",
    route: "admin/invoices",
    path: () => `/admin/invoices.data?month=${f.invoice.month}`,
    expect: adminOnly(
      is(200, { shows: () => f.invoice.number }),
      is(202, { hides: () => f.invoice.number }),
    ),
  },
  {
    name: "GET a tax invoice's data in the console",
    route: "admin/invoices/:documentId",
    path: () => `/admin/invoices/${f.invoice.id}.data`,
    expect: adminOnly(
      is(200, { shows: () => f.invoice.number }),
      is(202, { hides: () => f.invoice.number }),
    ),
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
