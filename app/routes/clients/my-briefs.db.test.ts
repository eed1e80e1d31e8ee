import "#tests/production-react";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { startTestApp, type TestApp } from "#tests/http-app";
import { emailOutbox, matches, sessions, threadMessages } from "~/db/schema";
import { resolveSignInRequests } from "~/services/sign-in-links.server";

/**
 * "My briefs" over HTTP (docs/decisions/018-project-room.md): a client asks for a link to the
 * address of their brief, uses it once for a session of their own kind, sees their briefs and
 * threads, writes in one, and signs out; a link or session of an agency opens nothing here.
 */
const t = useTestDatabase();
const config = testConfig();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(t.database, config);
});
afterAll(async () => {
  await app?.close();
});

async function send(path: string, init: { form?: Record<string, string>; cookie?: string } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": "192.0.2.50" };
  if (init.cookie) headers.Cookie = init.cookie;
  let body: string | undefined;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin = app.url;
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${app.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    cookies: response.headers.getSetCookie(),
    text: await response.text(),
  };
}

/** The link's token in the newest mail to `to`. */
async function mailedToken(to: string, page: string) {
  const [mail] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return new RegExp(`${page}\\?token=([\\w-]+)`).exec(mail?.text ?? "")?.[1];
}

describe("a client's way in", () => {
  it("signs in from the mailed link once, sees and writes in their thread, and signs out", async () => {
    const brief = await makeBrief(t.db, { email: "Noura@Client.example", companyName: "Noura Co" });
    const agency = await makeAgency(t.db, { approved: true });
    const [match] = await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: agency.id })
      .returning();

    const asked = await send("/my-briefs", {
      form: { intent: "request-link", email: "noura@client.example" },
    });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("Check your inbox");
    await resolveSignInRequests(t.db, config);
    const token = await mailedToken("Noura@Client.example", "/my-briefs/sign-in");
    expect(token).toBeDefined();

    // An agency's page does not take a client's link.
    expect((await send("/dashboard/sign-in", { form: { token: token! } })).status).toBe(400);
    const signedIn = await send("/my-briefs/sign-in", { form: { token: token! } });
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/my-briefs");
    const cookie = signedIn.cookies.find((c) => c.startsWith("client_session="))!.split(";")[0]!;
    expect((await send("/my-briefs/sign-in", { form: { token: token! } })).status).toBe(400);

    const list = await send("/my-briefs", { cookie });
    expect(list.text).toContain("Noura Co");
    expect(list.text).toContain(`/my-briefs/threads/${match!.id}`);
    // A client session is no agency's: the dashboard asks to sign in.
    expect((await send("/dashboard", { cookie })).text).toContain("Agency Dashboard Access");

    const sent = await send(`/my-briefs/threads/${match!.id}`, {
      cookie,
      form: { intent: "send-message", body: "  Hello from Noura  " },
    });
    expect(sent.status).toBe(302);
    const [message] = await t.db.select().from(threadMessages);
    expect(message).toMatchObject({ author: "client", body: "Hello from Noura" });
    const refused = await send(`/my-briefs/threads/${match!.id}`, {
      cookie,
      form: { intent: "send-message", body: "x".repeat(5001) },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("at most 5000 characters");
    expect(await t.db.select().from(threadMessages)).toHaveLength(1);

    const out = await send("/my-briefs", { cookie, form: { intent: "sign-out" } });
    expect(out.status).toBe(302);
    expect(out.cookies.some((c) => c.startsWith("client_session=;"))).toBe(true);
    expect(
      await t.db.select().from(sessions).where(eq(sessions.clientEmail, "noura@client.example")),
    ).toHaveLength(0);
    expect((await send("/my-briefs", { cookie })).text).not.toContain("Noura Co");
  });
});

describe("a thread opened signed out", () => {
  it("sends the client to sign in and the mailed link back to the thread, in their language", async () => {
    const brief = await makeBrief(t.db, { email: "salem@client.example" });
    const agency = await makeAgency(t.db, { approved: true });
    const [match] = await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: agency.id })
      .returning();
    const thread = `/my-briefs/threads/${match!.id}`;

    const opened = await send(`/ar${thread}`);
    expect(opened.status).toBe(302);
    const signIn = `/my-briefs?next=${encodeURIComponent(thread)}`;
    expect(opened.location).toBe(`/ar${signIn}`);
    // The sign-in form posts back with the thread, so the link it sends leads there.
    const page = await send(opened.location!);
    expect(page.text).toContain(`action="/ar${signIn}"`);
    const asked = await send(`/ar${signIn}`, {
      form: { intent: "request-link", email: "salem@client.example" },
    });
    expect(asked.status).toBe(200);
    await resolveSignInRequests(t.db, config);
    const token = await mailedToken("salem@client.example", "/ar/my-briefs/sign-in");
    const signedIn = await send("/ar/my-briefs/sign-in", { form: { token: token! } });
    expect(signedIn.location).toBe(`/ar${thread}`);
    const cookie = signedIn.cookies.find((c) => c.startsWith("client_session="))!.split(";")[0]!;
    expect((await send(`/ar${thread}`, { cookie })).status).toBe(200);
  });

  it("brings a client back to a brief's page, and nowhere off the site", async () => {
    const brief = await makeBrief(t.db, { email: "huda@client.example" });
    const page = `/my-briefs/briefs/${brief.id}`;
    const opened = await send(page);
    expect(opened.location).toBe(`/my-briefs?next=${encodeURIComponent(page)}`);

    for (const next of ["//evil.example", "https://evil.example/my-briefs", "/admin"]) {
      await send(`/my-briefs?next=${encodeURIComponent(next)}`, {
        form: { intent: "request-link", email: "huda@client.example" },
      });
      await resolveSignInRequests(t.db, config);
      const token = await mailedToken("huda@client.example", "/my-briefs/sign-in");
      const signedIn = await send("/my-briefs/sign-in", { form: { token: token! } });
      expect(signedIn.location).toBe("/my-briefs");
    }
  });

  it("sends an agency to its dashboard's sign-in and the mailed link back to the thread", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true, email: "team@falcon.example" });
    const [match] = await t.db
      .insert(matches)
      .values({ briefId: brief.id, agencyId: agency.id })
      .returning();
    const thread = `/dashboard/threads/${match!.id}`;

    const opened = await send(thread);
    expect(opened.location).toBe(`/dashboard?next=${encodeURIComponent(thread)}`);
    await send(opened.location!, {
      form: { intent: "request-link", email: "team@falcon.example" },
    });
    await resolveSignInRequests(t.db, config);
    const token = await mailedToken("team@falcon.example", "/dashboard/sign-in");
    const signedIn = await send("/dashboard/sign-in", { form: { token: token! } });
    expect(signedIn.location).toBe(thread);
  });
});
