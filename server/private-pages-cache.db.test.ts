import "#tests/production-react";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { seedHttpFixtures, startTestApp, type TestApp } from "#tests/http-app";
import { sendRaw, type WireResult } from "#tests/raw-http";
import { matches, reviewInvitations, savedSearches } from "~/db/schema";
import { saveSearch } from "~/services/saved-search-opt-in.server";
import { manageToken } from "~/services/saved-search-links.server";
import { hashToken } from "~/services/sessions.server";
import { routePatterns } from "#tests/hostile-input/pieces";

/**
 * Whether an answer may be kept by a shared cache (and by the page cache,
 * server/page-cache.ts) is decided by the route the router matched, never by the spelling of the
 * path. Every spelling of a private page's path that reaches the router (`/./`, `/%2e/`, `//`,
 * `/x/../`, other cases, a trailing slash, `.data`, encoded letters ...) is answered without
 * `public` and never from the cache to the next caller.
 */
const SEED = Number(process.env.PRIVATE_PATHS_SEED ?? 20261127);
const RUNS = Number(process.env.PRIVATE_PATHS_RUNS ?? 200);

const t = useTestDatabase();
const config = testConfig();
let app: TestApp;
/** Each private route pattern of app/routes.ts with a real path (its params from the fixtures). */
let privatePages: Record<string, string[]>;

/**
 * Pages every anonymous visitor sees alike: the only routes that may be shared (the static pages
 * without a form or a token) and the machine files. Every other route of app/routes.ts is private
 * and must have a sample below, so a new route is a decision, not a default.
 */
const SHARED_PATTERNS = new Set([
  "",
  "agencies",
  "agencies/in/:emirate",
  "agencies/for/:service",
  "agencies/in/:emirate/for/:service",
  "agencies/:slug",
  "a/:slug",
  "thank-you",
  "thank-you-brief",
  "thank-you-agency",
  "pricing",
  "how-it-works",
  "about",
  "terms",
  "privacy",
  "robots.txt",
  "sitemap.xml",
  "sitemap/:file",
  "*",
]);

beforeAll(async () => {
  app = await startTestApp(t.database, config);
  const f = await seedHttpFixtures(t.db, config);
  const brief = await makeBrief(t.db);
  const agency = await makeAgency(t.db, { approved: true });
  const [match] = await t.db
    .insert(matches)
    .values({ briefId: brief.id, agencyId: agency.id })
    .returning();
  const reviewToken = `${"r".repeat(30)}${String(match!.id).padStart(13, "0")}`;
  await t.db.insert(reviewInvitations).values({
    matchId: match!.id,
    tokenHash: hashToken(reviewToken),
    expiresAt: new Date(Date.now() + 30 * 24 * 60 * 60_000),
  });
  const localized: Record<string, string> = {
    submit: "/submit",
    "submit-brief": "/submit-brief",
    list: "/list",
    "submit-agency": "/submit-agency",
    contact: "/contact",
    dashboard: "/dashboard",
    "dashboard/upgrade": "/dashboard/upgrade",
    "dashboard/images": "/dashboard/images",
    "dashboard/sign-in": "/dashboard/sign-in",
    "dashboard/confirm-email": "/dashboard/confirm-email",
    "dashboard/threads/:matchId": `/dashboard/threads/${f.threads.A.matchId}`,
    "dashboard/invoices/:documentId": `/dashboard/invoices/${f.invoice.id}`,
    "my-briefs": "/my-briefs",
    "my-briefs/sign-in": "/my-briefs/sign-in",
    "my-briefs/threads/:matchId": `/my-briefs/threads/${f.threads.A.matchId}`,
    "my-briefs/briefs/:briefId": `/my-briefs/briefs/${f.threads.A.briefId}`,
    "reviews/:token": `/reviews/${reviewToken}`,
    alerts: "/alerts",
    "alerts/new": "/alerts/new",
    "alerts/confirm/:token": `/alerts/confirm/${f.alerts.confirm}`,
    "alerts/address/:token": `/alerts/address/${f.alerts.address}`,
    "alerts/:token": `/alerts/${f.alerts.manage}`,
    "alerts/:token/unsubscribe": `/alerts/${f.alerts.manage}/unsubscribe`,
  };
  privatePages = {
    ...Object.fromEntries(
      Object.entries(localized).flatMap(([pattern, path]) => [
        [pattern, [path]],
        [`ar/${pattern}`, [`/ar${path}`]],
      ]),
    ),
    admin: ["/admin"],
    "admin/matches": ["/admin/matches"],
    "admin/briefs/:id": [`/admin/briefs/${f.briefId}`],
    "admin/briefs.csv": ["/admin/briefs.csv"],
    "admin/threads": ["/admin/threads"],
    "admin/funnel": ["/admin/funnel"],
    "admin/funnel.csv": ["/admin/funnel.csv"],
    "admin/threads/:matchId": [`/admin/threads/${f.threads.A.matchId}`],
    "admin/invoices": ["/admin/invoices", `/admin/invoices?month=${f.invoice.month}`],
    "admin/invoices.csv": [`/admin/invoices.csv?month=${f.invoice.month}`],
    "admin/invoices.zip": [`/admin/invoices.zip?month=${f.invoice.month}`],
    "admin/invoices/:documentId": [`/admin/invoices/${f.invoice.id}`],
    "admin/invoices/:documentId/xml": [`/admin/invoices/${f.invoice.id}/xml`],
    "billing/test-checkout/:id": [`/billing/test-checkout/${f.checkoutId}`],
    "files/:fileId": [f.threads.A.fileHref],
    "api/agencies": ["/api/agencies"],
    "api/agencies/email/:email": [`/api/agencies/email/${encodeURIComponent(f.agency.email)}`],
    "api/agencies/:id/subscription": [`/api/agencies/${f.agency.id}/subscription`],
    "api/create-checkout-session": ["/api/create-checkout-session"],
    "api/upgrade-to-pro": ["/api/upgrade-to-pro"],
    "api/admin/auth": ["/api/admin/auth"],
    "api/admin/agencies": ["/api/admin/agencies"],
    "api/admin/agencies/:id": [`/api/admin/agencies/${f.agency.id}`],
    "api/admin/briefs": ["/api/admin/briefs"],
    "api/admin/briefs/:id": [`/api/admin/briefs/${f.briefId}`],
    "api/admin/messages": ["/api/admin/messages"],
    "api/admin/messages/:id": [`/api/admin/messages/${f.messageId}`],
    "api/matches": ["/api/matches"],
    "api/contact": ["/api/contact"],
    "api/submit-brief": ["/api/submit-brief"],
    "api/submit-agency": ["/api/submit-agency"],
    "api/stripe/webhook": ["/api/stripe/webhook"],
    "dev/mailbox": ["/dev/mailbox"],
    "dev/mailbox/:id/html": [`/dev/mailbox/${f.mailId}/html`],
  };
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const get = (target: string) => sendRaw(app.port, { method: "GET", target, headers: [] });
const isPublic = (answer: WireResult) => /\bpublic\b/i.test(answer.headers["cache-control"] ?? "");

/** The separators a browser, a proxy or the router reads as one `/`. */
const separator = fc.oneof(
  { weight: 6, arbitrary: fc.constant("/") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "/./",
      "/%2e/",
      "/%2E/",
      "//",
      "///",
      "/.//",
      "/./%2e/",
      "/x/../",
      "/x/%2e%2e/",
      "/x/%2E%2E/",
      "/x/.%2e/",
      "/x/%2e./",
      "\\",
      "/.\\",
      "%2F",
      "%2f",
      "/%2e%2f",
      "%5C",
    ),
  },
);

/** A literal segment of the route as it may be spelled: another case, an encoded letter, a `;`. */
const literalSpelling = (segment: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(segment) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.boolean(), { minLength: segment.length, maxLength: segment.length })
        .map((upper) => [...segment].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join("")),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: Math.max(0, segment.length - 1) }).map((i) => {
        const hex = segment.charCodeAt(i).toString(16);
        return `${segment.slice(0, i)}%${i % 2 ? hex.toUpperCase() : hex}${segment.slice(i + 1)}`;
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(`${segment};a=1`, `${segment};`) },
  );

const ending = fc.constantFrom(
  "",
  "",
  "/",
  "//",
  "/.",
  "/%2e",
  "/./",
  ".data",
  "?",
  "?x=1",
  "?x=/./",
);

/** One private page and one spelling of its path. */
function privateSpelling(pages: Record<string, string[]>) {
  const paths = Object.values(pages).flat();
  return fc.constantFrom(...paths).chain((path) => {
    const segments = path.split("/").slice(1);
    // Tokens and ids are kept as they are: another spelling of a token is another token.
    const literal = (s: string) => /^[a-z][a-z.-]*$/.test(s);
    return fc
      .tuple(
        fc.constantFrom("/", "/", "//", "/./", "/%2e/", "/x/../"),
        fc.tuple(...segments.map((s) => (literal(s) ? literalSpelling(s) : fc.constant(s)))),
        fc.array(separator, { minLength: segments.length, maxLength: segments.length }),
        ending,
      )
      .map(([lead, spelled, separators, end]) => ({
        path,
        target: lead + spelled.map((s, i) => (i === 0 ? s : `${separators[i]}${s}`)).join("") + end,
      }));
  });
}

describe("private pages and the shared cache", () => {
  it("has a sample path for every route that is not a shared page", () => {
    const unknown = routePatterns().filter(
      (pattern) =>
        !SHARED_PATTERNS.has(pattern) &&
        !SHARED_PATTERNS.has(pattern.replace(/^ar\/?/, "")) &&
        !(pattern in privatePages),
    );
    expect(unknown).toEqual([]);
  });

  it("answers every spelling of a private page's path without `public`, and never from the cache", async () => {
    const findings: { target: string; status?: number; cacheControl?: string; cache?: string }[] =
      [];
    let reachedThePage = 0;
    const cases = fc.sample(privateSpelling(privatePages), { seed: SEED, numRuns: RUNS });
    // The plain paths first: each private page once as it is written.
    const plain = Object.values(privatePages)
      .flat()
      .map((path) => ({ path, target: path }));
    for (const { path, target } of [...plain, ...cases]) {
      const first = await get(target);
      const second = await get(target);
      expect(first.error, target).toBeUndefined();
      if (first.status === 200 && target !== path) reachedThePage++;
      for (const answer of [first, second]) {
        if (isPublic(answer) || answer.headers["x-page-cache"] === "hit") {
          findings.push({
            target,
            status: answer.status,
            cacheControl: answer.headers["cache-control"],
            cache: answer.headers["x-page-cache"],
          });
        }
      }
    }
    expect(findings.slice(0, 10)).toEqual([]);
    // The spellings are not all refused: many reach the private page itself.
    expect(reachedThePage).toBeGreaterThan(10);
  }, 300_000);

  it("does not show a deleted saved search's manage page to the next caller", async () => {
    const saved = await saveSearch(t.db, config, {
      email: "deleted.search@example.ae",
      frequency: "daily",
      filters: { pro: false, services: [], locations: [], industries: [], q: "" },
      locale: "en",
    });
    if (saved.status !== "saved") throw new Error(saved.status);
    await t.db
      .update(savedSearches)
      .set({ confirmedAt: new Date() })
      .where(eq(savedSearches.id, saved.id));
    const target = `/./alerts/${manageToken(config, saved.id)}`;
    const before = await get(target);
    expect(before.status).toBe(200);
    expect(before.body.toString()).toContain("deleted.search@example.ae");
    await get(target);

    await t.db.delete(savedSearches).where(eq(savedSearches.id, saved.id));
    const after = await get(target);
    expect(after.headers["x-page-cache"]).not.toBe("hit");
    expect(after.body.toString()).not.toContain("deleted.search@example.ae");
  });
});
