import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { rateLimits, sessions, users } from "~/db/schema";
import { sessionCookie } from "~/http/sessions/session-cookie.server";
import { ensureFirstAdmin, setAdminPassword } from "~/services/admin-accounts.server";
import { logInAdmin } from "~/services/admin-auth.server";
import { ADMIN_SESSION_TTL_MS, createSession, countSessions } from "~/services/sessions.server";
import { action as loginAction, loader as adminLoader } from "./admin";
import { loader as profileLoader } from "../directory/agency-profile";
import { action as apiAuth } from "../api/admin/auth";

const t = useTestDatabase();
const config = testConfig({ ADMIN_USERNAME: "admin" });
const silent = { info() {}, warn() {} };
/** The address routeArgs gives every request. */
const CLIENT = "203.0.113.7";

beforeAll(async () => {
  await setAdminPassword(t.db, "admin", "right-password");
});

beforeEach(async () => {
  await t.db.delete(rateLimits);
  await t.db.delete(sessions);
});

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
}

const login = (fields: Record<string, string>) =>
  loginAction(
    routeArgs(t.db, "/admin", {
      method: "POST",
      body: form({ intent: "login", ...fields }),
      config,
    }) as never,
  );

/**
 * `count` wrong passwords for "admin" from the test client's address, spaced so that none waits,
 * the last about a second ago (up to 8: the 7th failure's wait is 16 s).
 */
async function failInThePast(count: number) {
  const start = Date.now() - 1_000 - (count - 1) * 40_000;
  for (let i = 0; i < count; i++) {
    const at = new Date(start + i * 40_000);
    const result = await logInAdmin(t.db, { username: "admin", password: "wrong" }, CLIENT, at);
    expect(result.status).toBe("invalid");
  }
}

/** A refused login: the form again with Conform's result, and the toast when there is one. */
type Refusal = {
  data: {
    result: { status: string; error: Record<string, string[]> };
    toast?: { type: string; title: string; description?: string };
  };
  init: { status: number; headers?: HeadersInit };
};

/** The HTTP status of a login at /admin (a redirect, or the form again with its status). */
const loginStatus = (fields: Record<string, string>) =>
  login(fields).then((r) =>
    r instanceof Response ? r.status : (r as unknown as { init: { status: number } }).init.status,
  );

/** The cookie header a browser would send back after `response`. */
async function cookieFrom(response: Response): Promise<string> {
  const setCookies = response.headers.getSetCookie();
  const session = setCookies.find((c) => /^(__Host-)?session=/.test(c));
  if (!session) throw new Error("no session cookie set");
  return session.split(";")[0]!;
}

describe("login at /admin", () => {
  it("opens a session in an HttpOnly, SameSite cookie and flashes the toast", async () => {
    const response = (await login({
      password: "right-password",
      next: "/admin/matches",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/matches");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/session=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/SameSite=Lax/i);
    expect(cookies).toMatch(/toast=/);
    expect(await countSessions(t.db)).toBe(1);
    const cookie = await cookieFrom(response);
    const page = await adminLoader(
      routeArgs(t.db, "/admin", { config, headers: { Cookie: cookie } }) as never,
    );
    expect(page.admin).toEqual({ username: "admin" });
  });

  it("refuses a wrong password with 'Invalid password' and stores no session", async () => {
    const result = (await login({ password: "wrong" })) as unknown as Refusal;
    expect(result.init.status).toBe(401);
    expect(result.data.toast).toMatchObject({
      type: "error",
      title: "Invalid password",
      description: "Please check your credentials",
    });
    // Conform's answer, as the public forms give: the error under the field, no password back.
    expect(result.data.result).toMatchObject({
      status: "error",
      error: { password: ["Please check your credentials"] },
    });
    expect(JSON.stringify(result.data.result)).not.toContain("wrong");
    expect(await countSessions(t.db)).toBe(0);
  });

  it("answers an unknown username like a wrong password", async () => {
    const result = (await login({ username: "nobody", password: "right-password" })) as unknown as {
      init: { status: number };
    };
    expect(result.init.status).toBe(401);
  });

  it("requires a password: 'Required' under the field, and no toast", async () => {
    for (const fields of [{ password: "" }, {}] as Record<string, string>[]) {
      const result = (await login(fields)) as unknown as Refusal;
      expect(result.init.status).toBe(400);
      expect(result.data.result.error).toEqual({ password: ["Required"] });
      expect(result.data.toast).toBeUndefined();
    }
  });

  it("makes an address wait after repeated failures: 429 with Retry-After, in seconds", async () => {
    await failInThePast(8); // the 8th failure about a second ago: 32 s to wait from it
    // Refused before the password is checked, even a right one.
    const refused = (await login({ password: "right-password" })) as unknown as Refusal;
    expect(refused.init.status).toBe(429);
    const retryAfter = Number(new Headers(refused.init.headers).get("Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(15);
    expect(retryAfter).toBeLessThanOrEqual(32);
    const wait = `Too many attempts. Please wait ${retryAfter} second(s) and try again.`;
    expect(refused.data.toast?.description).toBe(wait);
    expect(refused.data.result.error).toEqual({ password: [wait] });
    expect(await countSessions(t.db)).toBe(0);
  });

  it("lets any number of successful logins through (the browser tests log in often)", async () => {
    for (let i = 0; i < 12; i++)
      expect(await loginStatus({ password: "right-password" })).toBe(302);
  });

  it("does not pre-fill the operator's username", async () => {
    const ops = testConfig({ ADMIN_USERNAME: "layla.ops" });
    const page = await adminLoader(routeArgs(t.db, "/admin", { config: ops }) as never);
    expect(page.admin).toBeNull();
    expect(JSON.stringify(page)).not.toContain("layla.ops");
  });
  it("returns to the view that was asked for (a tab and a search) after logging in", async () => {
    const page = await adminLoader(
      routeArgs(t.db, "/admin?tab=agencies&q=hello%40pixelandcode.ae", { config }) as never,
    );
    expect(page.admin).toBeNull();
    expect(page.next).toBe("/admin?tab=agencies&q=hello%40pixelandcode.ae");
    const explicit = await adminLoader(
      routeArgs(t.db, "/admin?next=%2Fadmin%2Fbriefs%2F7", { config }) as never,
    );
    expect(explicit.next).toBe("/admin/briefs/7");
  });

  it("never redirects away from the admin after login", async () => {
    const response = (await login({
      password: "right-password",
      next: "https://evil.example/",
    })) as Response;
    expect(response.headers.get("Location")).toBe("/admin");
  });

  it("logs out: the session ends and the cookie is cleared", async () => {
    const cookie = await cookieFrom((await login({ password: "right-password" })) as Response);
    const response = (await loginAction(
      routeArgs(t.db, "/admin", {
        method: "POST",
        body: form({ intent: "logout" }),
        config,
        headers: { Cookie: cookie },
      }) as never,
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/session=;.*Max-Age=0/i);
    expect(await countSessions(t.db)).toBe(0);
    const page = await adminLoader(
      routeArgs(t.db, "/admin", { config, headers: { Cookie: cookie } }) as never,
    );
    expect(page.admin).toBeNull();
  });
});

describe("who counts as an admin", () => {
  const asCookie = async (token: string) =>
    (await sessionCookie(config).serialize(token)).split(";")[0]!;

  it("not an expired session, an agency's session or a forged cookie", async () => {
    const [admin] = await t.db.select().from(users);
    const agency = await makeAgency(t.db);
    const expired = await createSession(
      t.db,
      { userId: admin!.id },
      ADMIN_SESSION_TTL_MS,
      new Date(Date.now() - 2 * ADMIN_SESSION_TTL_MS),
    );
    const ofAgency = await createSession(t.db, { agencyId: agency.id }, ADMIN_SESSION_TTL_MS);
    const valid = await createSession(t.db, { userId: admin!.id }, ADMIN_SESSION_TTL_MS);
    const who = async (cookie: string) =>
      (
        await adminLoader(
          routeArgs(t.db, "/admin", { config, headers: { Cookie: cookie } }) as never,
        )
      ).admin;
    expect(await who(await asCookie(valid.token))).toEqual({ username: "admin" });
    expect(await who(await asCookie(expired.token))).toBeNull();
    expect(await who(await asCookie(ofAgency.token))).toBeNull();
    expect(await who(`session=${valid.token}`)).toBeNull(); // unsigned
  });

  it("may preview a pending agency's profile; nobody else may", async () => {
    await makeAgency(t.db, { slug: "pending-preview", approved: false });
    const cookie = await cookieFrom((await login({ password: "right-password" })) as Response);
    const asAdmin = await profileLoader(
      routeArgs(t.db, "/agencies/pending-preview", {
        config,
        params: { slug: "pending-preview" },
        headers: { Cookie: cookie },
      }) as never,
    );
    expect(asAdmin.data.agency?.slug).toBe("pending-preview");
    const asVisitor = await profileLoader(
      routeArgs(t.db, "/agencies/pending-preview", {
        config,
        params: { slug: "pending-preview" },
      }) as never,
    );
    expect(asVisitor.init?.status).toBe(404);
  });
});

describe("POST /api/admin/auth", () => {
  const post = (body: unknown) =>
    apiAuth(
      routeArgs(t.db, "/api/admin/auth", {
        method: "POST",
        config,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }) as never,
    ).catch((e: unknown) => e as Response);

  it("takes { password } and sets the session cookie", async () => {
    const response = await post({ password: "right-password" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, username: "admin" });
    expect(response.headers.get("Set-Cookie")).toMatch(/session=.+HttpOnly/i);
  });

  it("takes { username, password }, and answers 401 and 400 as JSON", async () => {
    expect((await post({ username: "ADMIN", password: "right-password" })).status).toBe(200);
    const wrong = await post({ password: "nope" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Invalid password" });
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { password: ["Required"] } });
  });

  it("answers 429 { error } with Retry-After while failed logins make the address wait", async () => {
    await failInThePast(8);
    const refused = await post({ password: "right-password" });
    expect(refused.status).toBe(429);
    const retryAfter = refused.headers.get("Retry-After");
    expect(await refused.json()).toEqual({
      error: `Too many attempts. Please wait ${retryAfter} second(s) and try again.`,
    });
  });
});

describe("the first admin", () => {
  it("gets ADMIN_PASSWORD, or a generated password printed once", async () => {
    await t.db.delete(users);
    const printed: string[] = [];
    await ensureFirstAdmin(t.db, { username: "ops" }, silent, (line) => printed.push(line));
    expect(printed.join("")).toMatch(/Username: ops {2}Password: [\w-]{20}/);
    await ensureFirstAdmin(t.db, { username: "ops" }, silent, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    await ensureFirstAdmin(t.db, { username: "admin", password: "right-password" }, silent);
    expect((await login({ password: "right-password" })) as Response).toHaveProperty("status", 302);
  });
});
