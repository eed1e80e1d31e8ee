import {
  adminApi401,
  adminOnly,
  everyone,
  f,
  is,
  names,
  spareReviewTitle,
  toLogin,
  type Row,
} from "./access-matrix-test-setup";

/**
 * The access matrix's rows for each area's pages and endpoints, as plain requests: the public
 * pages and resources, the operator console and its API, and the agency's dashboard and API.
 */
export const areaRows: Row[] = [
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
    name: "GET the funnel",
    route: "admin/funnel",
    path: () => "/admin/funnel",
    expect: adminOnly(
      is(200, { shows: () => "Proposal sent" }),
      toLogin(() => "/admin/funnel"),
    ),
  },
  {
    name: "GET the funnel's CSV",
    route: "admin/funnel.csv",
    path: () => "/admin/funnel.csv",
    expect: adminOnly(
      is(200, { shows: () => "Month" }),
      toLogin(() => "/admin/funnel.csv"),
    ),
  },
  // The invoice register (issue 32): the operator's alone; a document's page and e-invoice too.
  {
    name: "GET the invoice register",
    route: "admin/invoices",
    path: () => `/admin/invoices?month=${f.invoice.month}`,
    expect: adminOnly(
      is(200, { shows: () => f.invoice.number }),
      toLogin(() => `/admin/invoices?month=${f.invoice.month}`),
    ),
  },
  {
    name: "GET the invoice register's CSV",
    route: "admin/invoices.csv",
    path: () => `/admin/invoices.csv?month=${f.invoice.month}`,
    expect: adminOnly(
      is(200, { shows: () => f.invoice.number }),
      toLogin(() => `/admin/invoices.csv?month=${f.invoice.month}`),
    ),
  },
  {
    name: "GET the month's e-invoices (ZIP)",
    route: "admin/invoices.zip",
    path: () => `/admin/invoices.zip?month=${f.invoice.month}`,
    expect: adminOnly(
      // The archive names each file in plain ASCII: INV-000001.xml.
      is(200, { shows: () => `${f.invoice.number}.xml` }),
      toLogin(() => `/admin/invoices.zip?month=${f.invoice.month}`),
    ),
  },
  {
    name: "GET a tax invoice in the console",
    route: "admin/invoices/:documentId",
    path: () => `/admin/invoices/${f.invoice.id}`,
    expect: adminOnly(
      is(200, { shows: () => f.invoice.number }),
      toLogin(() => `/admin/invoices/${f.invoice.id}`),
    ),
  },
  {
    name: "GET a tax invoice's e-invoice (XML)",
    route: "admin/invoices/:documentId/xml",
    path: () => `/admin/invoices/${f.invoice.id}/xml`,
    expect: adminOnly(
      is(200, { shows: () => `<cbc:ID>${f.invoice.number}</cbc:ID>` }),
      toLogin(() => `/admin/invoices/${f.invoice.id}/xml`),
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
  // A tax invoice (issue 32): its agency's alone; another agency gets the 404 of a document that
  // does not exist; anyone not signed in as an agency (the operator too) the dashboard's sign-in.
  {
    name: "GET agency A's tax invoice",
    route: "dashboard/invoices/:documentId",
    path: () => `/dashboard/invoices/${f.invoice.id}`,
    expect: {
      ...everyone(is(302, { location: () => /^(\/ar)?\/dashboard$/ })),
      agencyA: is(200, { shows: () => f.invoice.number }),
      agencyB: is(404, { hides: () => f.invoice.number }),
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
];

function agencyNameOf(which: "A" | "B") {
  return names[which];
}
