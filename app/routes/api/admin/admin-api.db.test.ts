import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCookie } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, contactMessages, emailOutbox, matches } from "~/db/schema";
import { noFilters } from "~/domain/directory";
import { searchDirectory } from "~/services/directory.server";
import * as agenciesApi from "./agencies";
import * as agencyApi from "./agency";
import * as briefApi from "./brief";
import * as briefsApi from "./briefs";
import * as messageApi from "./message";
import * as messagesApi from "./messages";

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

type Handler = (args: never) => unknown;

/** Calls a route's loader (GET) or action (any other method) as the server would. */
async function call(
  handler: Handler,
  url: string,
  init: { method?: string; body?: unknown; params?: Record<string, string>; headers?: object } = {},
): Promise<Response> {
  const { body, params, headers, method = "GET" } = init;
  try {
    return (await handler(
      routeArgs(t.db, url, {
        method,
        config,
        params,
        headers: {
          Cookie: cookie,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }) as never,
    )) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

const patch = (id: string, body: unknown, headers: object = {}) =>
  call(agencyApi.action, `/api/admin/agencies/${id}`, {
    method: "PATCH",
    params: { id },
    body,
    headers,
  });

describe("GET /api/admin/agencies", () => {
  it("answers every agency with all fields but the search vector, filter bits and page version, newest first", async () => {
    await makeAgency(t.db, { agencyName: "Pending", createdAt: new Date("2025-02-01") });
    await makeAgency(t.db, {
      agencyName: "Approved",
      approved: true,
      stripeCustomerId: "cus_1",
      createdAt: new Date("2025-01-01"),
    });
    const response = await call(agenciesApi.loader, "/api/admin/agencies");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Total-Count")).toBe("2");
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body.map((a) => a.agencyName)).toEqual(["Pending", "Approved"]);
    expect(Object.keys(body[1]!).sort()).toEqual(
      [
        "id",
        "slug",
        "agencyName",
        "contactName",
        "email",
        "phone",
        "website",
        "logoUrl",
        "location",
        "services",
        "industries",
        "experience",
        "portfolio",
        "description",
        "agencyNameAr",
        "descriptionAr",
        "locale",
        "approved",
        "isPro",
        "needsReview",
        "ratingCount",
        "ratingSum",
        "ratingRank",
        "trn",
        "legalName",
        "legalAddress",
        "responseRate",
        "responseHours",
        "medianAnswerHours",
        "stripeCustomerId",
        "foundingYear",
        "teamSize",
        "minBudgetAed",
        "languages",
        "logoKey",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
  });

  it("answers one page of the table with q, sort or page", async () => {
    for (let i = 0; i < 30; i++) await makeAgency(t.db, { agencyName: `Agency ${100 + i}` });
    const response = await call(agenciesApi.loader, "/api/admin/agencies?sort=-name&page=2");
    expect(response.headers.get("X-Total-Count")).toBe("30");
    expect(response.headers.get("X-Page")).toBe("2");
    expect(response.headers.get("X-Page-Count")).toBe("2");
    const body = (await response.json()) as { agencyName: string }[];
    expect(body.map((a) => a.agencyName)).toEqual([
      "Agency 104",
      "Agency 103",
      "Agency 102",
      "Agency 101",
      "Agency 100",
    ]);
    const searched = await call(agenciesApi.loader, "/api/admin/agencies?q=agency%20117");
    expect(((await searched.json()) as unknown[]).length).toBe(1);
  });
});

describe("PATCH /api/admin/agencies/{id}", () => {
  it("approves and answers the updated agency; the directory shows it at once", async () => {
    const agency = await makeAgency(t.db, { agencyName: "Quokka Creative", needsReview: true });
    const response = await patch(String(agency.id), { approved: true });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: agency.id, approved: true, needsReview: false });
    expect(body).not.toHaveProperty("searchVector");
    const directory = await searchDirectory(t.db, {
      filters: { ...noFilters, q: "quokka" },
      page: 1,
    });
    expect(directory.agencies.map((a) => a.agencyName)).toEqual(["Quokka Creative"]);

    const back = await patch(String(agency.id), { approved: false });
    expect(await back.json()).toMatchObject({ approved: false });
  });

  it("answers 400 with field messages for a bad body, and changes nothing", async () => {
    const agency = await makeAgency(t.db);
    for (const body of [{}, { approved: "yes" }, { approved: null }]) {
      const response = await patch(String(agency.id), body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Please correct the highlighted fields.",
        fields: { approved: ["Send approved as true or false."] },
      });
    }
    const malformed = await patch(String(agency.id), "{not json");
    expect(malformed.status).toBe(400);
    const [row] = await t.db.select().from(agencies).where(eq(agencies.id, agency.id));
    expect(row?.approved).toBe(false);
  });

  it("wants JSON, from this site", async () => {
    const agency = await makeAgency(t.db);
    const asForm = await patch(String(agency.id), "approved=true", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(asForm.status).toBe(415);
    const crossSite = await patch(
      String(agency.id),
      { approved: true },
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const sameSite = await patch(
      String(agency.id),
      { approved: true },
      { Origin: "http://localhost:3000" },
    );
    expect(sameSite.status).toBe(200);
  });

  it("answers 404 for an unknown or malformed id, never 500", async () => {
    for (const id of ["999999", "abc", "-1", "1.5", "2147483648", "9".repeat(40)]) {
      const response = await patch(id, { approved: true });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found." });
    }
  });
});

describe("GET and DELETE /api/admin/agencies/{id}", () => {
  it("reads one agency and deletes it with its matches", async () => {
    const agency = await makeAgency(t.db, { approved: true });
    const brief = await makeBrief(t.db);
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const id = String(agency.id);
    const read = await call(agencyApi.loader, `/api/admin/agencies/${id}`, { params: { id } });
    expect(await read.json()).toMatchObject({ id: agency.id, email: agency.email });

    const deleted = await call(agencyApi.action, `/api/admin/agencies/${id}`, {
      method: "DELETE",
      params: { id },
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect(await t.db.select().from(matches)).toEqual([]);
    const again = await call(agencyApi.action, `/api/admin/agencies/${id}`, {
      method: "DELETE",
      params: { id },
    });
    expect(again.status).toBe(404);
    const gone = await call(agencyApi.loader, `/api/admin/agencies/${id}`, { params: { id } });
    expect(gone.status).toBe(404);
  });
});

describe("briefs", () => {
  it("GET /api/admin/briefs lists every brief with its match count", async () => {
    const brief = await makeBrief(t.db, { createdAt: new Date("2025-01-01") });
    await makeBrief(t.db, { createdAt: new Date("2025-02-01") });
    const agency = await makeAgency(t.db);
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const response = await call(briefsApi.loader, "/api/admin/briefs");
    expect(response.headers.get("X-Total-Count")).toBe("2");
    const body = (await response.json()) as { id: number; matchCount: number }[];
    expect(body.map((b) => b.matchCount)).toEqual([0, 1]);
    expect(body[1]).toMatchObject({ id: brief.id, companyName: brief.companyName });
    const paged = await call(briefsApi.loader, `/api/admin/briefs?q=${brief.id}`);
    expect(((await paged.json()) as { id: number }[]).map((b) => b.id)).toContain(brief.id);
  });

  it("GET /api/admin/briefs/{id} answers the brief with its matches; DELETE removes both", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { agencyName: "Matched Co" });
    await t.db.insert(matches).values({ briefId: brief.id, agencyId: agency.id });
    const id = String(brief.id);
    const read = await call(briefApi.loader, `/api/admin/briefs/${id}`, { params: { id } });
    const body = (await read.json()) as { matches: { agencyName: string }[] };
    expect(body).toMatchObject({ id: brief.id, description: brief.description });
    expect(body.matches.map((m) => m.agencyName)).toEqual(["Matched Co"]);

    const deleted = await call(briefApi.action, `/api/admin/briefs/${id}`, {
      method: "DELETE",
      params: { id },
    });
    expect(await deleted.json()).toEqual({ success: true });
    expect(await t.db.select().from(matches)).toEqual([]);
    for (const bad of [id, "x", "0"]) {
      const response = await call(briefApi.loader, `/api/admin/briefs/${bad}`, {
        params: { id: bad },
      });
      expect(response.status).toBe(404);
    }
  });
});

describe("PATCH /api/admin/briefs/{id}", () => {
  const qualify = (id: string, body: unknown) =>
    call(briefApi.action, `/api/admin/briefs/${id}`, { method: "PATCH", params: { id }, body });

  it("qualifies the brief once, sends its lead alerts once, and answers the brief", async () => {
    await makeAgency(t.db, { approved: true, isPro: true, email: "pro@web.ae" });
    const brief = await makeBrief(t.db, { projectType: "website" });
    const alerts = async () =>
      (await t.db.select().from(emailOutbox)).filter((m) => m.subject.startsWith("New lead on"));
    const first = await qualify(String(brief.id), { qualified: true });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { id: number; qualifiedAt: string | null };
    expect(body.id).toBe(brief.id);
    expect(body.qualifiedAt).toEqual(expect.any(String));
    const again = await qualify(String(brief.id), { qualified: true });
    expect(await again.json()).toMatchObject({ qualifiedAt: body.qualifiedAt });
    expect((await alerts()).map((m) => m.toAddress)).toEqual(["pro@web.ae"]);
  });

  it("answers 400 for anything but { qualified: true }, and 404 for an unknown brief", async () => {
    const brief = await makeBrief(t.db);
    for (const body of [{}, { qualified: false }, { qualified: "yes" }]) {
      const response = await qualify(String(brief.id), body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: "Please correct the highlighted fields.",
        fields: { qualified: ["Send qualified as true: a qualified brief stays qualified."] },
      });
    }
    const [row] = await t.db.select().from(briefs).where(eq(briefs.id, brief.id));
    expect(row?.qualifiedAt).toBeNull();
    expect((await qualify("999999", { qualified: true })).status).toBe(404);
  });
});

describe("messages", () => {
  it("lists, reads and deletes contact messages", async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: "Omar", email: "omar@example.ae", message: "Hello" })
      .returning();
    const list = await call(messagesApi.loader, "/api/admin/messages");
    expect(await list.json()).toEqual([
      expect.objectContaining({ id: message!.id, name: "Omar", message: "Hello" }),
    ]);
    const id = String(message!.id);
    const read = await call(messageApi.loader, `/api/admin/messages/${id}`, { params: { id } });
    expect(await read.json()).toMatchObject({ email: "omar@example.ae" });
    const deleted = await call(messageApi.action, `/api/admin/messages/${id}`, {
      method: "DELETE",
      params: { id },
    });
    expect(await deleted.json()).toEqual({ success: true });
    const again = await call(messageApi.action, `/api/admin/messages/${id}`, {
      method: "DELETE",
      params: { id },
    });
    expect(again.status).toBe(404);
  });
});

describe("wrong methods", () => {
  it("answer 405 with Allow", async () => {
    const cases: [Handler, string, string, string][] = [
      [agenciesApi.action, "/api/admin/agencies", "POST", "GET"],
      [briefsApi.action, "/api/admin/briefs", "DELETE", "GET"],
      [messagesApi.action, "/api/admin/messages", "PUT", "GET"],
      [agencyApi.action, "/api/admin/agencies/1", "POST", "GET, PATCH, DELETE"],
      [agencyApi.action, "/api/admin/agencies/1", "PUT", "GET, PATCH, DELETE"],
      [briefApi.action, "/api/admin/briefs/1", "POST", "GET, PATCH, DELETE"],
      [messageApi.action, "/api/admin/messages/1", "POST", "GET, DELETE"],
    ];
    for (const [handler, url, method, allow] of cases) {
      const response = await call(handler, url, { method, params: { id: "1" } });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get("Allow")).toBe(allow);
      expect(await response.json()).toEqual({ error: "Method not allowed." });
    }
  });
});
