import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, contactMessages, emailOutbox, matches } from "~/db/schema";
import { getToast } from "~/http/sessions/toast.server";
import { action as adminAction, loader as adminLoader } from "./admin";
import { action as briefAction, loader as briefLoader } from "./brief";
import { loader as csvLoader } from "./briefs-csv";

const t = useTestDatabase();
const config = testConfig();
let cookie = "";

beforeAll(async () => {
  cookie = await adminCookie(t.db, config);
});

beforeEach(async () => {
  await t.db.delete(agencies);
  await t.db.delete(briefs);
  await t.db.delete(contactMessages);
});

const page = (url: string) =>
  adminLoader(routeArgs(t.db, url, { config, headers: { Cookie: cookie } }) as never);

function form(fields: Record<string, string | number>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  return body;
}

const post = (fields: Record<string, string | number>) =>
  adminAction(
    routeArgs(t.db, "/admin", {
      method: "POST",
      body: form(fields),
      config,
      headers: { Cookie: cookie },
    }) as never,
  ) as Promise<Response>;

/** The toast a redirect flashes, as the next page would read it. */
async function toastOf(response: Response) {
  const set = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: set ? set.split(";")[0]! : "" },
  });
  return (await getToast(request, config)).toast;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    const init = (error as { init?: ResponseInit | null }).init;
    if (init?.status) return new Response(null, init);
    throw error;
  }
  throw new Error("expected a thrown Response");
}

describe("/admin signed in", () => {
  it("opens on the agency submissions, newest first, with the overview", async () => {
    await makeAgency(t.db, { agencyName: "Older", createdAt: new Date("2025-01-01") });
    await makeAgency(t.db, { agencyName: "Newer", createdAt: new Date("2025-02-01") });
    const data = await page("/admin");
    expect(data.admin).toEqual({ username: "admin" });
    expect(data.console?.overview).toHaveProperty("pendingAgencies");
    const table = data.console!.table;
    expect(table.tab).toBe("agencies");
    expect(table.view).toMatchObject({
      total: 2,
      page: 1,
      pageCount: 1,
      query: { q: "", sort: { key: "created", direction: "desc" } },
    });
    expect(table.rows.map((r) => (r as { agencyName: string }).agencyName)).toEqual([
      "Newer",
      "Older",
    ]);
  });

  it("shows the tab, search, sort and page the URL asks for", async () => {
    const brief = await makeBrief(t.db, { companyName: "Atlas Pay" });
    await makeBrief(t.db, { companyName: "Brew Theory" });
    const agency = await makeAgency(t.db, { approved: true });
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const data = await page("/admin?tab=briefs&q=atlas&sort=company&page=7");
    const table = data.console!.table;
    expect(table.tab).toBe("briefs");
    expect(table.view).toMatchObject({
      total: 1,
      page: 1,
      query: { q: "atlas", sort: { key: "company", direction: "asc" }, page: 7 },
    });
    expect(table.rows).toEqual([
      expect.objectContaining({ companyName: "Atlas Pay", matchCount: 1 }),
    ]);

    await t.db.insert(contactMessages).values({ name: "Omar", email: "o@x.ae", message: "Hi" });
    const messages = await page("/admin?tab=messages");
    expect(messages.console!.table.tab).toBe("messages");
    expect(messages.console!.table.rows).toHaveLength(1);
  });

  it("answers an unknown tab with the agency submissions and an empty table", async () => {
    const data = await page("/admin?tab=nope");
    expect(data.console!.table).toMatchObject({ tab: "agencies", rows: [], view: { total: 0 } });
  });
});

describe("/admin actions without JavaScript", () => {
  it("approves an agency and redirects back with the toast", async () => {
    const agency = await makeAgency(t.db, { needsReview: true });
    const response = await post({
      intent: "approve",
      id: agency.id,
      approved: "true",
      returnTo: "/admin?q=test&page=2",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin?q=test&page=2");
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Agency updated",
      description: "Agency approval status has been updated",
    });
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row).toMatchObject({ approved: true, needsReview: false });

    await post({ intent: "approve", id: agency.id, approved: "false", returnTo: "/admin" });
    const [after] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(after?.approved).toBe(false);
  });

  it("refuses a bad approval with the error toast, and never leaves the admin", async () => {
    const agency = await makeAgency(t.db);
    for (const fields of [
      { id: 999_999, approved: "true" },
      { id: "abc", approved: "true" },
      { id: agency.id, approved: "yes" },
    ]) {
      const response = await post({
        intent: "approve",
        returnTo: "https://evil.example/",
        ...fields,
      });
      expect(response.headers.get("Location")).toBe("/admin");
      expect(await toastOf(response)).toMatchObject({
        type: "error",
        title: "Failed to update agency approval status",
      });
    }
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row?.approved).toBe(false);
  });

  it("deletes an agency, a brief and a message with a toast", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Gone Studio" });
    const brief = await makeBrief(t.db, { companyName: "Gone LLC" });
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "o@x.ae", message: "Hi" })
      .returning();
    const agencyResponse = await post({
      intent: "delete-agency",
      id: agency.id,
      returnTo: "/admin",
    });
    expect(await toastOf(agencyResponse)).toMatchObject({
      type: "success",
      title: "Agency deleted",
      description: "Gone Studio has been removed with everything about it.",
    });
    await post({ intent: "delete-brief", id: brief.id, returnTo: "/admin?tab=briefs" });
    const messageResponse = await post({
      intent: "delete-message",
      id: message!.id,
      returnTo: "/admin?tab=messages",
    });
    expect(messageResponse.headers.get("Location")).toBe("/admin?tab=messages");
    expect(await t.db.select().from(agencies)).toEqual([]);
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(contactMessages)).toEqual([]);

    const again = await post({ intent: "delete-agency", id: agency.id, returnTo: "/admin" });
    expect(await toastOf(again)).toMatchObject({ type: "error", title: "It was already deleted." });
  });
});

describe("/admin/briefs/{id}", () => {
  const open = (id: string) =>
    briefLoader(
      routeArgs(t.db, `/admin/briefs/${id}`, {
        config,
        params: { id },
        headers: { Cookie: cookie },
      }) as never,
    );

  it("shows every field of the brief and its matches", async () => {
    const brief = await makeBrief(t.db, { phone: "+971 50 000 0000" });
    const agency = await makeAgency(t.db, { agencyName: "Matched Co", approved: true });
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const data = await open(String(brief.id));
    expect(data.brief).toMatchObject({
      id: brief.id,
      companyName: brief.companyName,
      contactName: brief.contactName,
      email: brief.email,
      phone: "+971 50 000 0000",
      projectType: "website",
      budget: "15k-30k",
      timeline: "1-month",
      description: brief.description,
    });
    expect(data.brief.matches).toEqual([
      expect.objectContaining({ agencyName: "Matched Co", slug: agency.slug }),
    ]);
  });

  it("shows the facts the client stated and the agency asked for", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Asked Co", approved: true });
    const brief = await makeBrief(t.db, {
      emirate: "Sharjah",
      industry: "Retail",
      preferredLanguage: "en",
      requestedAgencyId: agency.id,
    });
    const data = await open(String(brief.id));
    expect(data.brief).toMatchObject({
      emirate: "Sharjah",
      industry: "Retail",
      preferredLanguage: "en",
      requestedAgency: { id: agency.id, agencyName: "Asked Co", slug: agency.slug, approved: true },
    });
    const plain = await makeBrief(t.db);
    expect((await open(String(plain.id))).brief).toMatchObject({
      emirate: null,
      requestedAgency: null,
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc", "0", "99999999999999999999"]) {
      expect((await thrown(open(id))).status).toBe(404);
    }
  });

  it("deletes the brief with its matches and goes back to the briefs", async () => {
    const brief = await makeBrief(t.db, { companyName: "Erase Me" });
    const agency = await makeAgency(t.db);
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const response = (await briefAction(
      routeArgs(t.db, `/admin/briefs/${brief.id}`, {
        method: "POST",
        body: form({ intent: "delete-brief", id: brief.id }),
        config,
        params: { id: String(brief.id) },
        headers: { Cookie: cookie },
      }) as never,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin?tab=briefs");
    expect(await toastOf(response)).toMatchObject({ title: "Brief deleted" });
    expect(await t.db.select().from(briefs)).toEqual([]);
    expect(await t.db.select().from(matches)).toEqual([]);
  });

  it("qualifies the brief with one post: its lead alerts go once, and the toast says how many", async () => {
    await makeAgency(t.db, { approved: true, isPro: true, email: "pro@web.ae" });
    const brief = await makeBrief(t.db, { projectType: "website" });
    expect((await open(String(brief.id))).brief.qualifiedAt).toBeNull();
    const qualify = () =>
      briefAction(
        routeArgs(t.db, `/admin/briefs/${brief.id}`, {
          method: "POST",
          body: form({ intent: "qualify-brief", id: brief.id }),
          config,
          params: { id: String(brief.id) },
          headers: { Cookie: cookie },
        }) as never,
      ) as Promise<Response>;
    const first = await qualify();
    expect(first.headers.get("Location")).toBe(`/admin/briefs/${brief.id}`);
    expect(await toastOf(first)).toMatchObject({
      type: "success",
      title: "Brief qualified",
      description: "A lead alert went to 1 Pro agency whose services fit.",
    });
    expect((await open(String(brief.id))).brief.qualifiedAt).toBeInstanceOf(Date);
    expect(await toastOf(await qualify())).toMatchObject({
      type: "info",
      title: "This brief was already qualified; no alert was sent again.",
    });
    const alerts = (await t.db.select().from(emailOutbox)).filter((m) =>
      m.subject.startsWith("New lead on"),
    );
    expect(alerts.map((m) => m.toAddress)).toEqual(["pro@web.ae"]);
  });
});

describe("/admin/briefs.csv", () => {
  it("downloads every brief as RFC 4180 CSV with formula cells defused", async () => {
    const brief = await makeBrief(t.db, {
      companyName: '=HYPERLINK("http://evil.example","Click")',
      contactName: "Omar, Jr.",
      phone: "+971 50 123 4567",
      projectType: "mobile",
      budget: "100k-plus",
      description: 'Line one\nLine "two"',
    });
    const agency = await makeAgency(t.db, { approved: true });
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    await makeBrief(t.db, { phone: null });
    const response = (await csvLoader(
      routeArgs(t.db, "/admin/briefs.csv", { config, headers: { Cookie: cookie } }) as never,
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="briefs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Response.text() would drop the byte-order mark this checks for.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFFID,Created (UTC),Company,Contact,Email,Phone,")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe(""); // the last record ends with CRLF too
    expect(lines[1]).toBe(
      [
        brief.id,
        brief.createdAt.toISOString(),
        `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
        '"Omar, Jr."',
        brief.email,
        "'+971 50 123 4567",
        "Mobile App",
        '"100,000+"',
        "1 month",
        '"Line one\nLine ""two"""',
        "1",
        // The facts the client may state and the agency asked for, appended: none here.
        "",
        "",
        "",
        "",
      ].join(","),
    );
    // The header, two briefs (a line break inside a cell is LF, records end in CRLF), and "".
    expect(lines).toHaveLength(4);
  });

  it("appends the emirate, industry, working language and agency asked for", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Nakhla, Studio", approved: true });
    await makeBrief(t.db, {
      emirate: "Ras Al Khaimah",
      industry: "Food & Beverage",
      preferredLanguage: "ar",
      requestedAgencyId: agency.id,
    });
    const response = (await csvLoader(
      routeArgs(t.db, "/admin/briefs.csv", { config, headers: { Cookie: cookie } }) as never,
    )) as Response;
    const lines = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "ID,Created (UTC),Company,Contact,Email,Phone,Project type,Budget (AED),Timeline,Description,Matches,Emirate,Industry,Preferred language,Requested agency",
    );
    expect(lines[1]!.endsWith(',0,Ras Al Khaimah,Food & Beverage,Arabic,"Nakhla, Studio"')).toBe(
      true,
    );
  });
});
