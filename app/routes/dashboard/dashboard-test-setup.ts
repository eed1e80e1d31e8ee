import { asc, eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, toFormData } from "#tests/factories";
import {
  agencies,
  emailOutbox,
  payments,
  rateLimits,
  sessions,
  signInRequests,
  signInTokens,
  subscriptions,
  testBillingObjects,
} from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { sessionCookie, type SessionKind } from "~/http/sessions/session-cookie.server";
import { getToast } from "~/http/sessions/toast.server";
import { createTestProvider } from "~/payments/test-provider.server";
import { resolveSignInRequests } from "~/services/sign-in-links.server";
import { AGENCY_SESSION_TTL_MS, createSession } from "~/services/sessions.server";
import * as checkoutPage from "../billing/test-checkout";
import * as dashboard from "./dashboard";
import * as signInPage from "./sign-in";
import * as upgradePage from "./upgrade";

/**
 * What the agency dashboard's test files share: the database, emptied of agencies, links, mail
 * and test billing before each test; a caller of the routes' loaders and actions as the server
 * calls them; and the steps of signing in and going Pro with the built-in test payment provider
 * (the config has no Stripe keys, so the default provider is the test one).
 */
let opened: ReturnType<typeof useTestDatabase> | undefined;

/** The test file's database; call it once, at the top of the file, before any helper runs. */
export function useDashboardDatabase() {
  const held = useTestDatabase();
  opened = held;
  beforeEach(async () => {
    // Sessions, sign-in links, subscriptions and payments go with their agency.
    await t.db.delete(agencies);
    await t.db.delete(rateLimits);
    await t.db.delete(emailOutbox);
    await t.db.delete(signInRequests);
    await t.db.delete(testBillingObjects);
  });
  return held;
}

/** The database useDashboardDatabase opened, for the helpers below. */
const t = {
  get db() {
    if (!opened) throw new Error("Call useDashboardDatabase() at the top of the test file");
    return opened.db;
  },
};

export const config = testConfig();
export const testProvider = () => createTestProvider(t.db, { siteUrl: config.siteUrl });
export const dashboardMessages = getMessages().dashboard;

export type Handler = (args: never) => unknown;
export type Answer = {
  status: number;
  headers: Headers;
  location: string | null;
  data: unknown;
  thrown: boolean;
};

const isData = (value: unknown): value is { data: unknown; init: ResponseInit | null } =>
  typeof value === "object" &&
  value !== null &&
  (value as { type?: unknown }).type === "DataWithResponseInit";

function answer(value: unknown, thrown: boolean): Answer {
  if (value instanceof Response) {
    const location = value.headers.get("Location");
    return { status: value.status, headers: value.headers, location, data: undefined, thrown };
  }
  if (isData(value)) {
    const headers = new Headers(value.init?.headers);
    const status = value.init?.status ?? 200;
    return { status, headers, location: headers.get("Location"), data: value.data, thrown };
  }
  return { status: 200, headers: new Headers(), location: null, data: value, thrown };
}

export type CallInit = {
  form?: Record<string, unknown>;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** Calls a loader or action as the server would; a thrown Response (or data) is the answer. */
export async function call(handler: Handler, url: string, init: CallInit = {}): Promise<Answer> {
  const { form, body, cookie, headers, params } = init;
  const post = form !== undefined || body !== undefined;
  try {
    const result = await asRequestTo(url, () =>
      handler(
        routeArgs(t.db, url, {
          method: post ? "POST" : "GET",
          config,
          params,
          headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
          body: form ? toFormData(form) : body,
        }) as never,
      ),
    );
    return answer(result, false);
  } catch (error) {
    if (error instanceof Response || isData(error)) return answer(error, true);
    throw error;
  }
}

export const cookieOf = async (token: string, kind: SessionKind = "agency") =>
  (await sessionCookie(config, kind).serialize(token)).split(";")[0]!;

/** The Cookie header of a fresh agency session. */
export async function sessionOf(agencyId: number) {
  const { token } = await createSession(t.db, { agencyId }, AGENCY_SESSION_TTL_MS);
  return cookieOf(token);
}

/** The toast a redirect flashes, as the next page would read it. */
export async function toastOf(a: Answer) {
  const set = a.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!set) return null;
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set.split(";")[0]! },
  });
  return (await getToast(request, config)).toast;
}

export const agencyCookieSet = (a: Answer) =>
  a.headers.getSetCookie().find((c) => /^(__Host-)?agency_session=/.test(c));

export const mails = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
export const linksOf = (agencyId: number) =>
  t.db.select().from(signInTokens).where(eq(signInTokens.agencyId, agencyId));
export const sessionsOf = (agencyId: number) =>
  t.db.select().from(sessions).where(eq(sessions.agencyId, agencyId));
export const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;
export const subscriptionOf = async (agencyId: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId)))[0];
export const paymentsOf = (agencyId: number) =>
  t.db.select().from(payments).where(eq(payments.agencyId, agencyId));

export function tokenIn(text: string): string {
  const match = /\/dashboard\/sign-in\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no sign-in link in: ${text}`);
  return match[1]!;
}

/** Asks for a link on a page, then lets the outbox worker resolve the request (mail or not). */
export async function requestLink(
  email: string | undefined,
  on: "/dashboard" | "/dashboard/upgrade",
) {
  const answer = await call(on === "/dashboard" ? dashboard.action : upgradePage.action, on, {
    form: { intent: "request-link", email },
  });
  await resolveSignInRequests(t.db, config);
  return answer;
}
export const redeem = (token: string) =>
  call(signInPage.action, "/dashboard/sign-in", { form: { token } });
export const dashboardPage = (cookie?: string) => call(dashboard.loader, "/dashboard", { cookie });
export const post = (form: Record<string, unknown>, cookie?: string) =>
  call(dashboard.action, "/dashboard", { form, cookie });

/** The dashboard a cookie loads, or null (signed out). */
export async function dashboardOf(cookie?: string) {
  const page = await dashboardPage(cookie);
  expect(page.status).toBe(200);
  return (page.data as { dashboard: { listing: { id: number; agencyName: string } } | null })
    .dashboard;
}

/** The link the latest sign-in mail carries. */
export async function latestLink() {
  const all = await mails();
  return tokenIn(all.at(-1)!.text);
}

export const checkoutIdOf = (location: string | null) => {
  const match = /\/billing\/test-checkout\/(cs_test_[0-9a-f]+)$/.exec(location ?? "");
  if (!match) throw new Error(`not a test checkout: ${location}`);
  return match[1]!;
};
export const subscribe = (cookie: string) =>
  call(upgradePage.action, "/dashboard/upgrade", { form: { intent: "subscribe" }, cookie });
export const checkout = (
  handler: Handler,
  id: string,
  cookie?: string,
  form?: Record<string, unknown>,
) =>
  call(handler, `/billing/test-checkout/${id}`, {
    cookie,
    form,
    params: { id },
  });

/** An approved agency, signed in, that subscribed and paid with the test provider. */
export async function proAgency() {
  const agency = await makeAgency(t.db, { approved: true });
  const cookie = await sessionOf(agency.id);
  const checkoutId = checkoutIdOf((await subscribe(cookie)).location);
  const paid = await checkout(checkoutPage.action, checkoutId, cookie, { intent: "pay" });
  const confirmed = await call(upgradePage.loader, paid.location!, { cookie });
  expect(confirmed.location).toBe("/dashboard/upgrade?welcome=1");
  expect((await agencyRow(agency.id)).isPro).toBe(true);
  return { agency, cookie, checkoutId };
}

/** Everything a dashboard action could change. */
export async function everything() {
  return {
    agencies: await t.db.select().from(agencies).orderBy(asc(agencies.id)),
    subscriptions: await t.db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
    payments: await t.db.select().from(payments).orderBy(asc(payments.id)),
    billing: await t.db.select().from(testBillingObjects).orderBy(asc(testBillingObjects.id)),
    outbox: (await mails()).length,
  };
}
