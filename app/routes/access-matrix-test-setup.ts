import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeBrief, makeReview } from "#tests/factories";
import { seedHttpFixtures, startTestApp, type TestApp } from "#tests/http-app";
import { agencies, contactMessages, subscriptions } from "~/db/schema";
import { createTestProvider } from "~/payments/test-provider.server";

/**
 * What the access matrix's files share: who asks, what a request should get, the rows and
 * sessions every request uses (agencies A and B, an admin, expired and idle sessions), seeded
 * once per test file into its own database and app, and one request as a browser sends it.
 */
export const config = testConfig();
let app: TestApp | undefined;
export const spareReviewTitle = "The matrix's spare review";

/**
 * Who asks. Expired sessions are past their lifetime; idle ones unused past the idle timeout.
 * Clients A and B are signed in to "My briefs" with the address of a brief matched with agency A
 * and B respectively (their threads: f.threads).
 */
// prettier-ignore
export const WHO = [
  "anonymous", "agencyA", "agencyB", "admin", "expiredAdmin", "expiredAgency", "idleAdmin", "idleAgency",
  "clientA", "clientB",
] as const;
export type Who = (typeof WHO)[number];

/** What a request should get: a status, and optionally where it redirects or what it shows. */
export type Outcome = {
  /** The status, or the statuses any of which is right. */
  status: number | number[];
  /** Where a redirect goes: exactly this path, or a path this pattern matches. */
  location?: () => string | RegExp;
  shows?: () => string;
  hides?: () => string;
};
export type Row = {
  name: string;
  /** The route pattern of app/routes.ts this row covers. */
  route: string;
  method?: string;
  path: () => string;
  json?: () => unknown;
  form?: () => Record<string, string>;
  expect: Record<Who, Outcome>;
};

export const is = (status: number | number[], extra: Omit<Outcome, "status"> = {}): Outcome => ({
  status,
  ...extra,
});
export const everyone = (outcome: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(WHO.map((w) => [w, outcome])) as Record<Who, Outcome>;
/** The admin gets `allowed`; everyone else (agencies, expired sessions included) `refused`. */
export const adminOnly = (allowed: Outcome, refused: Outcome) => ({
  ...everyone(refused),
  admin: allowed,
});
/** An admin page refuses with a redirect to the login, which comes back to the page after. */
export const toLogin = (path: () => string) =>
  is(302, { location: () => `/admin?next=${encodeURIComponent(path())}` });
export const adminApi401 = is(401);

/** The seeded rows (seedHttpFixtures), filled in before the file's tests. */
export const f = {} as Awaited<ReturnType<typeof seedHttpFixtures>>;
/** The Cookie header of each who (empty for anonymous). */
export const who = {} as Record<Who, string>;
/** B's open test checkout and name. */
export const b = {} as { checkoutId: string; name: string };
/** Rows the admin's rows delete. */
export const spare = {} as { briefId: number; messageId: number; reviewId: number };
/** The names of agencies A and B. */
export const names = { A: "", B: "" };

/**
 * The test file's database and app, seeded with the rows above before its tests and closed
 * after; call it once, at the top of the file.
 */
export function useAccessMatrixApp() {
  const t = useTestDatabase();
  beforeAll(async () => {
    app = await startTestApp(t.database, config);
    Object.assign(f, await seedHttpFixtures(t.db, config));
    const [a] = await t.db.select().from(agencies).where(eq(agencies.id, f.agency.id));
    const [bRow] = await t.db.select().from(agencies).where(eq(agencies.id, f.otherAgency.id));
    Object.assign(names, { A: a!.agencyName, B: bRow!.agencyName });
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
    Object.assign(b, { checkoutId: checkout.id, name: bRow!.agencyName });
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "omar@example.ae", message: "Spare" })
      .returning();
    const { review } = await makeReview(t.db, f.agency, { title: spareReviewTitle });
    Object.assign(spare, {
      briefId: (await makeBrief(t.db)).id,
      messageId: message!.id,
      reviewId: review.id,
    });
    Object.assign(who, {
      anonymous: "",
      agencyA: f.cookies.agency,
      agencyB: f.cookies.otherAgency,
      admin: f.cookies.admin,
      expiredAdmin: f.cookies.expiredAdmin,
      expiredAgency: f.cookies.expiredAgency,
      idleAdmin: f.cookies.idleAdmin,
      idleAgency: f.cookies.idleAgency,
      clientA: f.cookies.clientA,
      clientB: f.cookies.clientB,
    });
  });
  afterAll(async () => {
    await app?.close();
  });
  return t;
}

/** One request as a browser would send it (same-site Origin on writes), redirects not followed. */
export async function request(
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
  if (body !== undefined) headers.Origin = started().url;
  const response = await fetch(`${started().url}${path}`, {
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

function started() {
  if (!app) throw new Error("The app is started in beforeAll; request in a test");
  return app;
}
