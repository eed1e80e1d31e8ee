import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, toFormData, validAgencyInput } from "#tests/factories";
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
  users,
} from "~/db/schema";
import { getMessages } from "~/domain/i18n";
import { sessionCookie, type SessionKind } from "~/http/sessions/session-cookie.server";
import { createTestProvider } from "~/payments/test-provider.server";
import { requestSignInLink } from "~/services/agency-auth.server";
import { resolveSignInRequests } from "~/services/sign-in-links.server";
import {
  ADMIN_SESSION_TTL_MS,
  AGENCY_SESSION_TTL_MS,
  createSession,
  hashToken,
} from "~/services/sessions.server";
import { getToast } from "~/http/sessions/toast.server";
import * as dashboard from "./dashboard";
import * as confirmEmailPage from "./dashboard-confirm-email";
import * as signInPage from "./dashboard-sign-in";
import * as upgradePage from "./dashboard-upgrade";
import * as checkoutPage from "./test-checkout";

/**
 * The agency dashboard (issue 7) through its routes: sign-in by e-mailed link, the session,
 * editing the listing, and the Pro plan with the built-in test payment provider (the config has
 * no Stripe keys, so the default provider is the test one).
 */
const t = useTestDatabase();
const testProvider = () => createTestProvider(t.db, { siteUrl: config.siteUrl });
const config = testConfig();
const dashboardMessages = getMessages().dashboard;

beforeEach(async () => {
  // Sessions, sign-in links, subscriptions and payments go with their agency.
  await t.db.delete(agencies);
  await t.db.delete(rateLimits);
  await t.db.delete(emailOutbox);
  await t.db.delete(signInRequests);
  await t.db.delete(testBillingObjects);
});

type Handler = (args: never) => unknown;
type Answer = {
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

type CallInit = {
  form?: Record<string, unknown>;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** Calls a loader or action as the server would; a thrown Response (or data) is the answer. */
async function call(handler: Handler, url: string, init: CallInit = {}): Promise<Answer> {
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

const cookieOf = async (token: string, kind: SessionKind = "agency") =>
  (await sessionCookie(config, kind).serialize(token)).split(";")[0]!;

/** The Cookie header of a fresh agency session. */
async function sessionOf(agencyId: number) {
  const { token } = await createSession(t.db, { agencyId }, AGENCY_SESSION_TTL_MS);
  return cookieOf(token);
}

/** The toast a redirect flashes, as the next page would read it. */
async function toastOf(a: Answer) {
  const set = a.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!set) return null;
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set.split(";")[0]! },
  });
  return (await getToast(request, config)).toast;
}

const agencyCookieSet = (a: Answer) =>
  a.headers.getSetCookie().find((c) => /^(__Host-)?agency_session=/.test(c));

const mails = () => t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
const linksOf = (agencyId: number) =>
  t.db.select().from(signInTokens).where(eq(signInTokens.agencyId, agencyId));
const sessionsOf = (agencyId: number) =>
  t.db.select().from(sessions).where(eq(sessions.agencyId, agencyId));
const agencyRow = async (id: number) =>
  (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;
const subscriptionOf = async (agencyId: number) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.agencyId, agencyId)))[0];
const paymentsOf = (agencyId: number) =>
  t.db.select().from(payments).where(eq(payments.agencyId, agencyId));

function tokenIn(text: string): string {
  const match = /\/dashboard\/sign-in\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no sign-in link in: ${text}`);
  return match[1]!;
}

/** Asks for a link on a page, then lets the outbox worker resolve the request (mail or not). */
async function requestLink(email: string | undefined, on: "/dashboard" | "/dashboard/upgrade") {
  const answer = await call(on === "/dashboard" ? dashboard.action : upgradePage.action, on, {
    form: { intent: "request-link", email },
  });
  await resolveSignInRequests(t.db, config);
  return answer;
}
const redeem = (token: string) =>
  call(signInPage.action, "/dashboard/sign-in", { form: { token } });
const dashboardPage = (cookie?: string) => call(dashboard.loader, "/dashboard", { cookie });
const post = (form: Record<string, unknown>, cookie?: string) =>
  call(dashboard.action, "/dashboard", { form, cookie });

/** The dashboard a cookie loads, or null (signed out). */
async function dashboardOf(cookie?: string) {
  const page = await dashboardPage(cookie);
  expect(page.status).toBe(200);
  return (page.data as { dashboard: { listing: { id: number; agencyName: string } } | null })
    .dashboard;
}

/** The link the latest sign-in mail carries. */
async function latestLink() {
  const all = await mails();
  return tokenIn(all.at(-1)!.text);
}

const checkoutIdOf = (location: string | null) => {
  const match = /\/billing\/test-checkout\/(cs_test_[0-9a-f]+)$/.exec(location ?? "");
  if (!match) throw new Error(`not a test checkout: ${location}`);
  return match[1]!;
};
const subscribe = (cookie: string) =>
  call(upgradePage.action, "/dashboard/upgrade", { form: { intent: "subscribe" }, cookie });
const checkout = (handler: Handler, id: string, cookie?: string, form?: Record<string, unknown>) =>
  call(handler, `/billing/test-checkout/${id}`, {
    cookie,
    form,
    params: { id },
  });

/** An approved agency, signed in, that subscribed and paid with the test provider. */
async function proAgency() {
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
async function everything() {
  return {
    agencies: await t.db.select().from(agencies).orderBy(asc(agencies.id)),
    subscriptions: await t.db.select().from(subscriptions).orderBy(asc(subscriptions.id)),
    payments: await t.db.select().from(payments).orderBy(asc(payments.id)),
    billing: await t.db.select().from(testBillingObjects).orderBy(asc(testBillingObjects.id)),
    outbox: (await mails()).length,
  };
}

describe("sign-in by e-mailed link", () => {
  it("asks for an e-mail address, and a valid one", async () => {
    // Conform's answer, as the public forms give.
    const refused = (message: string) => ({
      access: { result: { status: "error", error: { email: [message] } } },
    });
    const empty = await requestLink("", "/dashboard");
    expect(empty.status).toBe(400);
    expect(empty.data).toMatchObject(refused("Please enter your email address"));
    const missing = await requestLink(undefined, "/dashboard");
    expect(missing.status).toBe(400);
    expect(missing.data).toMatchObject(refused("Please enter your email address"));
    for (const bad of ["not-an-email", "a@b", `${"x".repeat(250)}@example.ae`]) {
      const answer = await requestLink(bad, "/dashboard");
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject(refused("Please enter a valid email address"));
      expect((answer.data as { access: { sent?: string } }).access.sent).toBeUndefined();
    }
    expect(await mails()).toHaveLength(0);
    expect(await t.db.select().from(signInTokens)).toHaveLength(0);
  });

  it("mails a one-time link to the listing's stored address and keeps only its hash", async () => {
    const agency = await makeAgency(t.db, { email: "Owner@Studio-One.ae" });
    const answer = await requestLink("  owner@STUDIO-ONE.AE ", "/dashboard");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ access: { sent: "owner@STUDIO-ONE.AE" } });

    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toAddress).toBe("Owner@Studio-One.ae");
    expect(sent[0]!.text).toContain(`${config.siteUrl}/dashboard/sign-in?token=`);
    expect(sent[0]!.html).toContain("/dashboard/sign-in?token=");
    const token = tokenIn(sent[0]!.text);

    const links = await linksOf(agency.id);
    expect(links).toHaveLength(1);
    expect(links[0]!.tokenHash).toBe(hashToken(token));
    expect(links[0]!.usedAt).toBeNull();
    expect(links[0]!.redirectTo).toBe("/dashboard");
    const minutes = (links[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(JSON.stringify(await t.db.select().from(signInTokens))).not.toContain(token);
  });

  it("answers an unknown address the same, and mails nothing", async () => {
    await makeAgency(t.db, { email: "someone@example.ae" });
    const answer = await requestLink("nobody@example.ae", "/dashboard");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ access: { sent: "nobody@example.ae" } });
    expect(await mails()).toHaveLength(0);
    expect(await t.db.select().from(signInTokens)).toHaveLength(0);
  });

  it("never refuses an inbox's requests; past its budget it keeps the newest link working", async () => {
    await makeAgency(t.db, { email: "busy@example.ae" });
    for (let i = 0; i < 5; i++) {
      expect((await requestLink("busy@example.ae", "/dashboard")).status).toBe(200);
    }
    expect(await mails()).toHaveLength(5);
    // Only a client's own limit answers 429; past the inbox's budget nothing more is mailed.
    for (const email of ["busy@example.ae", "BUSY@example.ae"]) {
      const asked = await requestLink(email, "/dashboard/upgrade");
      expect(asked.status).toBe(200);
      expect(asked.data).toMatchObject({ access: { sent: email } });
    }
    expect(await mails()).toHaveLength(5);
    // The newest mail's link works, and leads where it was last asked for.
    const signedIn = await redeem(await latestLink());
    expect(signedIn.location).toBe("/dashboard/upgrade");
  });

  it("limits requests per client address (10 per 15 minutes), whatever the e-mail", async () => {
    const known = await makeAgency(t.db, { email: "late@example.ae" });
    for (let i = 0; i < 10; i++) {
      expect((await requestLink(`visitor-${i}@example.ae`, "/dashboard")).status).toBe(200);
    }
    const refused = await requestLink("late@example.ae", "/dashboard");
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.data)).toContain("Too many sign-in requests");
    expect(await mails()).toHaveLength(0);
    expect(await linksOf(known.id)).toHaveLength(0);
  });

  it("mails only the listing's own address, whatever +tags reach the same inbox", async () => {
    await makeAgency(t.db, { email: "owner+listing@example.ae" });
    const ask = (email: string, clientAddress: string) =>
      requestSignInLink(t.db, { email, redirectTo: "/dashboard", clientAddress, locale: "en" });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      // Six different clients, alternating the listed address and others of the same inbox.
      const email = i % 2 ? "owner+listing@example.ae" : `Owner+${i}@example.ae`;
      statuses.push((await ask(email, `198.51.100.${i + 1}`)).status);
    }
    await resolveSignInRequests(t.db, config);
    expect(statuses).toEqual(Array(6).fill("queued"));
    // Only the listing's own address gets its links: an address that merely reaches the same
    // inbox has no listing.
    expect(await mails()).toHaveLength(3);
  });

  it("refuses a client over its own limit, and only that client", async () => {
    const agency = await makeAgency(t.db, { email: "target@example.ae" });
    const ask = (clientAddress: string) =>
      requestSignInLink(t.db, {
        email: "target@example.ae",
        redirectTo: "/dashboard",
        clientAddress,
        locale: "en",
      });
    // Ten addresses of one IPv6 /64 are one client: its limit is then spent on other e-mails.
    for (let i = 0; i < 10; i++) {
      const email = `other-${i}@example.ae`;
      const clientAddress = `2001:db8:77:1::${i + 1}`;
      await requestSignInLink(t.db, {
        email,
        redirectTo: "/dashboard",
        clientAddress,
        locale: "en",
      });
    }
    for (let i = 0; i < 20; i++) {
      expect((await ask(`2001:db8:77:1:ffff::${i + 1}`)).status).toBe("rate-limited");
    }
    // The agency itself, from elsewhere, still gets its links.
    expect((await ask("203.0.113.50")).status).toBe("queued");
    await resolveSignInRequests(t.db, config);
    expect(await linksOf(agency.id)).toHaveLength(1);
  });
});

describe("redeeming a sign-in link", () => {
  it("does not use the link when it is only opened", async () => {
    const agency = await makeAgency(t.db, { email: "opened@example.ae" });
    await requestLink("opened@example.ae", "/dashboard");
    const token = await latestLink();
    for (let i = 0; i < 2; i++) {
      const page = await call(signInPage.loader, `/dashboard/sign-in?token=${token}`);
      expect(page).toMatchObject({ status: 200, data: { token } });
    }
    expect((await linksOf(agency.id))[0]!.usedAt).toBeNull();
    expect(await sessionsOf(agency.id)).toHaveLength(0);
    expect((await redeem(token)).status).toBe(302);
  });

  it("signs in with an HttpOnly, SameSite=Lax agency cookie, once", async () => {
    const agency = await makeAgency(t.db, { email: "studio@example.ae", agencyName: "Studio" });
    await requestLink("studio@example.ae", "/dashboard");
    const token = await latestLink();

    const signedIn = await redeem(token);
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/dashboard");
    const set = agencyCookieSet(signedIn);
    expect(set).toBeDefined();
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//i);
    // Not the operator's cookie.
    expect(signedIn.headers.getSetCookie().some((c) => /^(__Host-)?session=/.test(c))).toBe(false);
    expect(await toastOf(signedIn)).toMatchObject({
      title: "Signed in",
      description: "Welcome back, Studio.",
    });
    expect(await sessionsOf(agency.id)).toHaveLength(1);
    expect((await linksOf(agency.id))[0]!.usedAt).not.toBeNull();

    const cookie = set!.split(";")[0]!;
    const page = await dashboardOf(cookie);
    expect(page?.listing).toMatchObject({ id: agency.id, agencyName: "Studio" });

    const again = await redeem(token);
    expect(again).toMatchObject({ status: 400, data: { invalid: true } });
    expect(agencyCookieSet(again)).toBeUndefined();
    expect(await sessionsOf(agency.id)).toHaveLength(1);
  });

  it("mails a link asked for on an Arabic page in Arabic, leading back to the Arabic dashboard", async () => {
    // An English listing: the link follows the page it was asked for on, not the listing.
    await makeAgency(t.db, { email: "arabic@example.ae", locale: "en" });
    const asked = await call(dashboard.action, "/ar/dashboard", {
      form: { intent: "request-link", email: "arabic@example.ae" },
    });
    expect(asked.status).toBe(200);
    await resolveSignInRequests(t.db, config);
    const [mail] = await mails();
    expect(mail!.subject).toBe("رابط تسجيل الدخول إلى Wakala");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.text).toContain(`${config.siteUrl}/ar/dashboard/sign-in?token=`);
    const signedIn = await call(signInPage.action, "/ar/dashboard/sign-in", {
      form: { token: tokenIn(mail!.text) },
    });
    expect(signedIn.location).toBe("/ar/dashboard");
  });

  it("leads back to the upgrade page when the link was asked for there", async () => {
    const agency = await makeAgency(t.db, { email: "upgrader@example.ae", approved: true });
    expect((await requestLink("upgrader@example.ae", "/dashboard/upgrade")).status).toBe(200);
    expect((await linksOf(agency.id))[0]!.redirectTo).toBe("/dashboard/upgrade");
    const signedIn = await redeem(await latestLink());
    expect(signedIn.location).toBe("/dashboard/upgrade");
    const cookie = agencyCookieSet(signedIn)!.split(";")[0]!;
    const page = await call(upgradePage.loader, "/dashboard/upgrade", { cookie });
    expect(page.data).toMatchObject({
      agency: { agencyName: agency.agencyName, approved: true, isPro: false },
    });
  });

  it("refuses an expired link", async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    const agency = await makeAgency(t.db, { email: "slow@example.ae" });
    await requestSignInLink(
      t.db,
      {
        email: "slow@example.ae",
        redirectTo: "/dashboard",
        clientAddress: "198.51.100.1",
        locale: "en",
      },
      elevenMinutesAgo,
    );
    await resolveSignInRequests(t.db, config, elevenMinutesAgo);
    const answer = await redeem(await latestLink());
    expect(answer).toMatchObject({ status: 400, data: { invalid: true } });
    expect(await sessionsOf(agency.id)).toHaveLength(0);
  });

  it("refuses garbage, never with a 500", async () => {
    await makeAgency(t.db);
    const garbage = [
      "",
      "short",
      "x".repeat(43),
      "a".repeat(5000),
      "'; drop table sessions; --",
      "../../etc/passwd",
      "tok%00en-with-nul-aaaaaaaaaaaaaaaa",
    ];
    for (const token of garbage) {
      expect(await redeem(token)).toMatchObject({ status: 400, data: { invalid: true } });
      const page = await call(
        signInPage.loader,
        `/dashboard/sign-in?token=${encodeURIComponent(token)}`,
      );
      expect(page.data).toEqual({ token: token === "x".repeat(43) ? token : "" });
    }
    const json = await call(signInPage.action, "/dashboard/sign-in", {
      body: JSON.stringify({ token: "x".repeat(43) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json).toMatchObject({ status: 400, data: { invalid: true } });
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(sql`${sessions.agencyId} is not null`),
    ).toEqual([]);
  });
});

describe("signing out", () => {
  it("ends the session and clears the cookie", async () => {
    const agency = await makeAgency(t.db, { email: "leaving@example.ae" });
    await requestLink("leaving@example.ae", "/dashboard");
    const cookie = agencyCookieSet(await redeem(await latestLink()))!.split(";")[0]!;
    expect(await dashboardOf(cookie)).not.toBeNull();

    const out = await post({ intent: "sign-out" }, cookie);
    expect(out.status).toBe(302);
    expect(out.location).toBe("/dashboard");
    expect(agencyCookieSet(out)).toMatch(/^(__Host-)?agency_session=;.*Max-Age=0/i);
    expect(await toastOf(out)).toMatchObject({ title: "Signed out" });
    expect(await sessionsOf(agency.id)).toHaveLength(0);
    expect(await dashboardOf(cookie)).toBeNull();

    // Signing out again, or without a session, is harmless.
    expect((await post({ intent: "sign-out" }, cookie)).status).toBe(302);
    expect((await post({ intent: "sign-out" })).status).toBe(302);
  });
});

describe("without an agency session", () => {
  const intents = [
    "update-listing",
    "cancel",
    "resume",
    "refund",
    "billing-portal",
    "test-advance",
    "test-fail-renewal",
  ];

  it("every state-changing intent leads to the sign-in form and changes nothing", async () => {
    const { agency } = await proAgency();
    const admin = await adminCookie(t.db, config);
    const [adminUser] = await t.db.select().from(users).limit(1);
    const adminSession = await createSession(t.db, { userId: adminUser!.id }, ADMIN_SESSION_TTL_MS);
    const agencySession = await createSession(t.db, { agencyId: agency.id }, AGENCY_SESSION_TTL_MS);
    const notAgencies: Record<string, string | undefined> = {
      none: undefined,
      "admin token in the agency cookie": await cookieOf(adminSession.token, "agency"),
      "the admin cookie": admin,
      "the agency token in the admin cookie": await cookieOf(agencySession.token, "admin"),
      unsigned: `agency_session=${agencySession.token}`,
      forged: "agency_session=not-a-signed-token",
    };
    const before = await everything();
    const edit = validAgencyInput({ email: agency.email, agencyName: "Hijacked Agency" });

    for (const [label, cookie] of Object.entries(notAgencies)) {
      expect(await dashboardOf(cookie), label).toBeNull();
      const upgrade = await call(upgradePage.loader, "/dashboard/upgrade", { cookie });
      expect(upgrade.data, label).toEqual({ agency: null });
      for (const intent of intents) {
        const answer = await post({ ...edit, intent }, cookie);
        expect(answer.status, `${label}: ${intent}`).toBe(302);
        expect(answer.location, `${label}: ${intent}`).toBe("/dashboard");
        expect(answer.headers.getSetCookie(), `${label}: ${intent}`).toEqual([]);
      }
      const subscribed = await subscribe(cookie ?? "");
      expect(subscribed.location, label).toBe("/dashboard/upgrade");
    }
    expect(await everything()).toEqual(before);
  });
});

describe("editing the listing", () => {
  it("refuses invalid data with field errors and stores nothing", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const before = await agencyRow(agency.id);
    const answer = await post(
      {
        intent: "update-listing",
        ...validAgencyInput({ services: [], website: "not a url", email: "not-an-email" }),
      },
      cookie,
    );
    expect(answer.status).toBe(400);
    const messages = getMessages();
    expect(answer.data).toMatchObject({
      result: {
        status: "error",
        error: {
          services: [messages.submissions.validation.selectService],
          website: [messages.forms.invalidUrl],
          email: [messages.forms.invalidEmail],
        },
      },
    });
    expect(await agencyRow(agency.id)).toEqual(before);
  });

  it("saves valid changes, flags the listing for review and flashes a toast", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const input = validAgencyInput({
      email: agency.email,
      agencyName: "Renamed Studio",
      services: ["Website Development", "SEO Services"],
    });
    const saved = await post({ intent: "update-listing", ...input }, cookie);
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard");
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      title: dashboardMessages.dashboard.saved,
      description: dashboardMessages.dashboard.savedBody,
    });
    const row = await agencyRow(agency.id);
    expect(row).toMatchObject({
      agencyName: "Renamed Studio",
      website: input.website,
      needsReview: true,
      approved: true,
    });
    expect([...row.services].sort()).toEqual(["SEO Services", "Website Development"]);
    expect((await dashboardOf(cookie))?.listing.agencyName).toBe("Renamed Studio");

    // The same values again: nothing changes, nothing is flagged.
    await t.db.update(agencies).set({ needsReview: false }).where(eq(agencies.id, agency.id));
    const same = await post({ intent: "update-listing", ...input }, cookie);
    expect(await toastOf(same)).toMatchObject({ title: dashboardMessages.dashboard.unchanged });
    expect((await agencyRow(agency.id)).needsReview).toBe(false);
  });

  it("saves the Arabic name and description, and clears them when emptied", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Falcon Studio" });
    const cookie = await sessionOf(agency.id);
    const input = validAgencyInput({ email: agency.email, agencyName: "Falcon Studio" });
    const saved = await post(
      {
        intent: "update-listing",
        ...input,
        agencyNameAr: "استوديو الصقر",
        descriptionAr: "نصمّم المواقع\r\nللمتاجر في دبي.",
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(await agencyRow(agency.id)).toMatchObject({
      agencyName: "Falcon Studio",
      slug: agency.slug,
      agencyNameAr: "استوديو الصقر",
      descriptionAr: "نصمّم المواقع\nللمتاجر في دبي.",
      needsReview: true,
    });

    await t.db.update(agencies).set({ needsReview: false }).where(eq(agencies.id, agency.id));
    const cleared = await post(
      { intent: "update-listing", ...input, agencyNameAr: " ", descriptionAr: "" },
      cookie,
    );
    expect(await toastOf(cleared)).toMatchObject({ title: dashboardMessages.dashboard.saved });
    expect(await agencyRow(agency.id)).toMatchObject({
      agencyNameAr: null,
      descriptionAr: null,
      needsReview: true,
    });
  });

  it("refuses another agency's e-mail address (409)", async () => {
    const other = await makeAgency(t.db, { email: "taken@example.ae" });
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const before = await agencyRow(agency.id);
    const answer = await post(
      { intent: "update-listing", ...validAgencyInput({ email: "TAKEN@example.ae" }) },
      cookie,
    );
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      result: { error: { email: [dashboardMessages.dashboard.duplicateEmail] } },
    });
    expect(await agencyRow(agency.id)).toEqual(before);
    expect((await agencyRow(other.id)).email).toBe("taken@example.ae");
  });
});

describe("changing the listing's e-mail address", () => {
  const confirmLink = async () => {
    const match = /\/dashboard\/confirm-email\?token=([\w-]+)/.exec((await mails()).at(-1)!.text);
    if (!match) throw new Error("no confirmation link in the latest mail");
    return match[1]!;
  };
  const confirm = (token: string, cookie?: string) =>
    call(confirmEmailPage.action, "/dashboard/confirm-email", { form: { token }, cookie });

  it("waits for the new address to confirm, while other edits publish at once", async () => {
    const agency = await makeAgency(t.db, { approved: true, email: "before@example.ae" });
    const cookie = await sessionOf(agency.id);
    const elsewhere = await sessionOf(agency.id);
    const input = validAgencyInput({ email: "after@example.ae", agencyName: "Moved Studio" });

    const saved = await post({ intent: "update-listing", ...input }, cookie);
    expect(saved.location).toBe("/dashboard");
    expect(await toastOf(saved)).toMatchObject({
      type: "success",
      title: dashboardMessages.dashboard.saved,
      description: `${dashboardMessages.dashboard.savedBody} Confirm after@example.ae with the link we sent there; until then your listing keeps its current address.`,
    });
    expect(await agencyRow(agency.id)).toMatchObject({
      agencyName: "Moved Studio",
      email: "before@example.ae",
    });
    const page = await dashboardPage(cookie);
    expect(page.data).toMatchObject({ dashboard: { pendingEmail: "after@example.ae" } });
    expect((await mails()).at(-1)).toMatchObject({ toAddress: "after@example.ae" });

    // Opening the link changes nothing (mail scanners open links).
    const token = await confirmLink();
    const opened = await call(confirmEmailPage.loader, `/dashboard/confirm-email?token=${token}`);
    expect(opened).toMatchObject({ status: 200, data: { token } });
    expect((await agencyRow(agency.id)).email).toBe("before@example.ae");

    const confirmed = await confirm(token, cookie);
    expect(confirmed.location).toBe("/dashboard");
    expect(await toastOf(confirmed)).toMatchObject({
      title: dashboardMessages.emailChange.confirmed,
      description: "Your listing now uses after@example.ae. Other devices were signed out.",
    });
    expect((await agencyRow(agency.id)).email).toBe("after@example.ae");
    expect((await mails()).at(-1)).toMatchObject({ toAddress: "before@example.ae" });
    expect(await dashboardOf(cookie)).not.toBeNull();
    expect(await dashboardOf(elsewhere)).toBeNull();
    expect((await dashboardPage(cookie)).data).toMatchObject({ dashboard: { pendingEmail: null } });

    expect(await confirm(token, cookie)).toMatchObject({
      status: 400,
      data: { refusal: "invalid" },
    });
  });

  it("only says so on a browser without the listing's session, which stays signed out", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const address = agency.email.replace("@", "+new@");
    await post({ intent: "update-listing", ...validAgencyInput({ email: address }) }, cookie);
    const confirmed = await confirm(await confirmLink());
    expect(await toastOf(confirmed)).toMatchObject({
      description: `Your listing now uses ${address}. Sign in with it to open your dashboard.`,
    });
    expect(agencyCookieSet(confirmed)).toBeUndefined();
    expect(await sessionsOf(agency.id)).toHaveLength(0);
  });

  it("mails at most 5 new addresses an hour per listing (429 on the field), and keeps the rest", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const change = (n: number) =>
      post(
        {
          intent: "update-listing",
          ...validAgencyInput({ email: `try-${n}@example.ae`, phone: `+971 4 555 000${n}` }),
        },
        cookie,
      );
    for (let n = 1; n <= 5; n++) expect((await change(n)).status).toBe(302);
    const sent = (await mails()).length;
    const refused = await change(6);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({
      result: { error: { email: [expect.stringMatching(/^Too many address changes/)] } },
    });
    expect((await mails()).length).toBe(sent);
    expect((await agencyRow(agency.id)).phone).toBe("+971 4 555 0005");
    // Other edits are not limited.
    const edit = await post(
      {
        intent: "update-listing",
        ...validAgencyInput({ email: agency.email, phone: "+971 4 555 0100" }),
      },
      cookie,
    );
    expect(edit.status).toBe(302);
  });

  it("answers made-up, garbage and unreadable confirmations with 400", async () => {
    for (const token of ["", "short", "x".repeat(43), "a".repeat(5000)]) {
      expect(await confirm(token)).toMatchObject({ status: 400, data: { refusal: "invalid" } });
    }
    const json = await call(confirmEmailPage.action, "/dashboard/confirm-email", {
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(400);
    const page = await call(confirmEmailPage.loader, "/dashboard/confirm-email?token=%00x");
    expect(page.data).toEqual({ token: "" });
  });
});

describe("upgrading with the test payment provider", () => {
  it("shows the sign-in form without a session", async () => {
    const page = await call(upgradePage.loader, "/dashboard/upgrade");
    expect(page.data).toEqual({ agency: null });
    const subscribed = await call(upgradePage.action, "/dashboard/upgrade", {
      form: { intent: "subscribe" },
    });
    expect(subscribed.location).toBe("/dashboard/upgrade");
    expect(await t.db.select().from(testBillingObjects)).toHaveLength(0);
  });

  it("refuses a pending listing with 409", async () => {
    const agency = await makeAgency(t.db, { approved: false });
    const answer = await subscribe(await sessionOf(agency.id));
    expect(answer.status).toBe(409);
    expect(answer.data).toMatchObject({
      failure: {
        title: "Error",
        description:
          "Failed to create checkout session: your listing must be approved before it can go Pro",
      },
    });
    expect(await t.db.select().from(testBillingObjects)).toHaveLength(0);
  });

  it("subscribes, pays on the test checkout page and welcomes the agency to Pro", async () => {
    const agency = await makeAgency(t.db, { approved: true, agencyName: "Going Pro" });
    const other = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const otherCookie = await sessionOf(other.id);

    const subscribed = await subscribe(cookie);
    expect(subscribed.status).toBe(302);
    expect(subscribed.location).toMatch(
      new RegExp(`^${config.siteUrl}/billing/test-checkout/cs_test_[0-9a-f]+$`),
    );
    const id = checkoutIdOf(subscribed.location);

    // Only the agency whose checkout it is may see or use it.
    for (const who of [otherCookie, undefined, "agency_session=forged"]) {
      const page = await checkout(checkoutPage.loader, id, who);
      expect(page).toMatchObject({ status: 404, thrown: true });
      const pay = await checkout(checkoutPage.action, id, who, { intent: "pay" });
      expect(pay).toMatchObject({ status: 404, thrown: true });
    }
    expect(await checkout(checkoutPage.loader, "cs_test_unknown", cookie)).toMatchObject({
      status: 404,
      thrown: true,
    });
    const page = await checkout(checkoutPage.loader, id, cookie);
    expect(page).toMatchObject({
      status: 200,
      data: { agencyName: "Going Pro", email: agency.email },
    });

    // No choice, or an unknown one, pays nothing.
    for (const intent of ["", "refund-me"]) {
      expect(await checkout(checkoutPage.action, id, cookie, { intent })).toMatchObject({
        status: 400,
      });
    }
    expect(await testProvider().getCheckout(id)).toMatchObject({ status: "open", paid: false });

    // A declined card: 402 and nothing changes.
    const declined = await checkout(checkoutPage.action, id, cookie, { intent: "decline" });
    expect(declined).toMatchObject({ status: 402, data: { declined: true } });
    const provider = testProvider();
    expect(await provider.getCheckout(id)).toMatchObject({ status: "open", paid: false });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await subscriptionOf(agency.id)).toBeUndefined();
    expect(await paymentsOf(agency.id)).toEqual([]);

    // Paid.
    const paid = await checkout(checkoutPage.action, id, cookie, { intent: "pay" });
    expect(paid.status).toBe(302);
    expect(paid.location).toBe(`${config.siteUrl}/dashboard/upgrade?success=true&session_id=${id}`);
    expect(await provider.getCheckout(id)).toMatchObject({ status: "complete", paid: true });
    // The checkout is closed now.
    expect(await checkout(checkoutPage.loader, id, cookie)).toMatchObject({ status: 404 });

    const back = await call(upgradePage.loader, paid.location!, { cookie });
    expect(back).toMatchObject({ status: 302, thrown: true });
    expect(back.location).toBe("/dashboard/upgrade?welcome=1");
    expect(await toastOf(back)).toMatchObject({
      type: "success",
      title: "Upgrade Successful!",
      description: "You are now a Pro Agency with premium features.",
    });
    expect((await agencyRow(agency.id)).isPro).toBe(true);
    expect(await subscriptionOf(agency.id)).toMatchObject({ provider: "test", status: "active" });
    expect(await paymentsOf(agency.id)).toMatchObject([{ status: "paid", amount: 49900 }]);

    const welcome = await call(upgradePage.loader, "/dashboard/upgrade?welcome=1", { cookie });
    expect(welcome.data).toMatchObject({ agency: { isPro: true }, welcome: true });

    // Already Pro: no second checkout.
    const again = await subscribe(cookie);
    expect(again.location).toBe("/dashboard/upgrade");
    expect(
      await t.db.select().from(testBillingObjects).where(eq(testBillingObjects.kind, "checkout")),
    ).toHaveLength(1);
    expect((await agencyRow(other.id)).isPro).toBe(false);
  });

  it("does not upgrade with another agency's checkout or an unpaid one", async () => {
    const { checkoutId: othersCheckout } = await proAgency();
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);

    const foreign = await call(
      upgradePage.loader,
      `/dashboard/upgrade?success=true&session_id=${othersCheckout}`,
      { cookie },
    );
    expect(foreign).toMatchObject({ status: 200, thrown: false });
    expect(foreign.data).toMatchObject({
      agency: { isPro: false },
      failure: {
        title: "Error",
        description: "Failed to process upgrade: this checkout session was not found",
      },
    });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await subscriptionOf(agency.id)).toBeUndefined();

    const own = checkoutIdOf((await subscribe(cookie)).location);
    const unpaid = await call(
      upgradePage.loader,
      `/dashboard/upgrade?success=true&session_id=${own}`,
      { cookie },
    );
    expect(unpaid.data).toMatchObject({
      failure: { description: "Failed to process upgrade: the payment has not been completed" },
    });
    const unknown = await call(
      upgradePage.loader,
      `/dashboard/upgrade?success=true&session_id=${"z".repeat(400)}`,
      { cookie },
    );
    expect(unknown.data).toMatchObject({
      failure: { description: "Failed to process upgrade: this checkout session was not found" },
    });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
  });

  it("returns to the upgrade page when the checkout is cancelled", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const id = checkoutIdOf((await subscribe(cookie)).location);
    const canceled = await checkout(checkoutPage.action, id, cookie, { intent: "cancel" });
    expect(canceled.location).toBe(`${config.siteUrl}/dashboard/upgrade?canceled=true`);
    const page = await call(upgradePage.loader, canceled.location!, { cookie });
    expect(page.data).toMatchObject({ agency: { isPro: false }, canceled: true });
    expect((await agencyRow(agency.id)).isPro).toBe(false);
  });
});

describe("plan actions on the dashboard", () => {
  it("cancels at period end, resumes, and ends Pro at the next billing date", async () => {
    const { agency, cookie } = await proAgency();
    const page = await dashboardPage(cookie);
    expect(page.data).toMatchObject({
      testMode: true,
      billingPortal: false,
      dashboard: { subscription: { status: "active", grantsPro: true, cancelAtPeriodEnd: false } },
    });

    const canceled = await post({ intent: "cancel" }, cookie);
    expect(canceled.location).toBe("/dashboard");
    expect(await toastOf(canceled)).toMatchObject({
      type: "success",
      title: dashboardMessages.subscription.canceled,
      description: expect.stringMatching(/^Pro stays until .+\.$/),
    });
    expect(await subscriptionOf(agency.id)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect((await agencyRow(agency.id)).isPro).toBe(true);

    const resumed = await post({ intent: "resume" }, cookie);
    expect(await toastOf(resumed)).toMatchObject({ title: dashboardMessages.subscription.resumed });
    expect((await subscriptionOf(agency.id))?.cancelAtPeriodEnd).toBe(false);

    await post({ intent: "cancel" }, cookie);
    const advanced = await post({ intent: "test-advance" }, cookie);
    expect(advanced.location).toBe("/dashboard");
    expect(await toastOf(advanced)).toMatchObject({
      type: "success",
      title: dashboardMessages.testCheckout.advanced,
    });
    expect(await subscriptionOf(agency.id)).toMatchObject({ status: "canceled" });
    expect((await agencyRow(agency.id)).isPro).toBe(false);

    // Nothing left to cancel or resume.
    const none = await post({ intent: "resume" }, cookie);
    expect(await toastOf(none)).toMatchObject({
      type: "error",
      title: dashboardMessages.subscription.none,
    });
  });

  it("renews on test-advance and goes past due on test-fail-renewal", async () => {
    const { agency, cookie } = await proAgency();
    await post({ intent: "test-advance" }, cookie);
    expect(await paymentsOf(agency.id)).toHaveLength(2);
    expect((await agencyRow(agency.id)).isPro).toBe(true);

    const failed = await post({ intent: "test-fail-renewal" }, cookie);
    expect(await toastOf(failed)).toMatchObject({ title: dashboardMessages.testCheckout.failed });
    const subscription = await subscriptionOf(agency.id);
    expect(subscription?.status).toBe("past_due");
    expect(subscription?.lastPaymentError).toBeTruthy();
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });

  it("refunds a first payment within 7 days and ends Pro, once", async () => {
    const { agency, cookie } = await proAgency();
    const mailsBefore = (await mails()).length;
    const refunded = await post({ intent: "refund" }, cookie);
    expect(refunded.location).toBe("/dashboard");
    expect(await toastOf(refunded)).toMatchObject({
      type: "success",
      title: dashboardMessages.subscription.refunded,
    });
    const [payment] = await paymentsOf(agency.id);
    expect(payment).toMatchObject({ status: "refunded" });
    expect(payment!.refundedAt).toBeInstanceOf(Date);
    expect((await agencyRow(agency.id)).isPro).toBe(false);
    expect(await subscriptionOf(agency.id)).toMatchObject({ status: "canceled" });
    const newMails = (await mails()).slice(mailsBefore);
    expect(newMails.some((m) => m.toAddress === agency.email)).toBe(true);

    const twice = await post({ intent: "refund" }, cookie);
    expect(await toastOf(twice)).toMatchObject({
      type: "error",
      title: dashboardMessages.subscription.refundNotEligible,
    });
    expect(await paymentsOf(agency.id)).toHaveLength(1);
  });

  it("refuses a refund after 7 days", async () => {
    const { agency, cookie } = await proAgency();
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(payments.agencyId, agency.id));
    const late = await post({ intent: "refund" }, cookie);
    expect(await toastOf(late)).toMatchObject({
      type: "error",
      title: dashboardMessages.subscription.refundNotEligible,
    });
    expect(await paymentsOf(agency.id)).toMatchObject([{ status: "paid" }]);
    expect((await agencyRow(agency.id)).isPro).toBe(true);
  });

  it("answers plan actions without a subscription with an error toast", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    for (const intent of [
      "cancel",
      "resume",
      "refund",
      "billing-portal",
      "test-advance",
      "test-fail-renewal",
    ]) {
      const answer = await post({ intent }, cookie);
      expect(answer.location, intent).toBe("/dashboard");
      expect((await toastOf(answer))?.type, intent).toBe("error");
    }
    expect((await agencyRow(agency.id)).isPro).toBe(false);
  });
});

describe("odd requests", () => {
  it("answers 400, never 500, to bodies that are not a form or intents it does not know", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const cookie = await sessionOf(agency.id);
    const unreadable = {
      access: { result: { status: "error", error: { "": [getMessages().forms.unreadableForm] } } },
    };
    for (const who of [undefined, cookie]) {
      const json = await call(dashboard.action, "/dashboard", {
        body: JSON.stringify({ intent: "cancel" }),
        headers: { "Content-Type": "application/json" },
        cookie: who,
      });
      expect(json).toMatchObject({ status: 400, data: unreadable });
      const broken = await call(dashboard.action, "/dashboard", {
        body: "--nope\r\nnot really multipart",
        headers: { "Content-Type": "multipart/form-data; boundary=elsewhere" },
        cookie: who,
      });
      expect(broken).toMatchObject({ status: 400, data: unreadable });
    }
    for (const intent of [undefined, "", "delete-everything", "constructor", "__proto__"]) {
      const answer = await post({ intent }, cookie);
      expect(answer, String(intent)).toMatchObject({ status: 400, data: unreadable });
    }
    const upgrade = await call(upgradePage.action, "/dashboard/upgrade", {
      body: JSON.stringify({ intent: "subscribe" }),
      headers: { "Content-Type": "application/json" },
      cookie,
    });
    expect(upgrade).toMatchObject({
      status: 400,
      data: { failure: { description: getMessages().forms.unreadableForm } },
    });
    expect(await t.db.select().from(testBillingObjects)).toHaveLength(0);
    expect(await agencyRow(agency.id)).toMatchObject({ needsReview: false, isPro: false });
  });
});
