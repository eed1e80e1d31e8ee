import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { makeAgency, validAgencyInput } from "#tests/factories";
import { sessions, signInTokens, users } from "~/db/schema";
import { requestSignInLink } from "~/services/agency-auth.server";
import { resolveSignInRequests } from "~/services/sign-in-links.server";
import {
  ADMIN_SESSION_TTL_MS,
  AGENCY_SESSION_TTL_MS,
  createSession,
  hashToken,
} from "~/services/sessions.server";
import * as dashboard from "./dashboard";
import {
  agencyCookieSet,
  call,
  config,
  cookieOf,
  dashboardOf,
  everything,
  latestLink,
  linksOf,
  mails,
  post,
  proAgency,
  redeem,
  requestLink,
  sessionsOf,
  subscribe,
  toastOf,
  tokenIn,
  useDashboardDatabase,
} from "./dashboard-test-setup";
import * as signInPage from "./sign-in";
import * as upgradePage from "./upgrade";

/**
 * The agency dashboard's sign-in through its routes: asking for an e-mailed link and its limits,
 * redeeming it for a session, signing out, and what the dashboard does for a visitor without an
 * agency session.
 */
const t = useDashboardDatabase();

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
