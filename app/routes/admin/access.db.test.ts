import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, nonAdminCookies } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief } from "#tests/factories";
import { agencies, briefs, contactMessages } from "~/db/schema";
import * as admin from "./admin";
import * as adminBrief from "./brief";
import * as briefsCsv from "./briefs-csv";
import * as agenciesApi from "../api/admin/agencies";
import * as agencyApi from "../api/admin/agency";
import * as briefApi from "../api/admin/brief";
import * as briefsApi from "../api/admin/briefs";
import * as messageApi from "../api/admin/message";
import * as messagesApi from "../api/admin/messages";

/**
 * Every admin page, form and API of the console refuses anyone who is not a signed-in admin (no
 * cookie, an expired admin session, an agency's session, a forged cookie) and serves an admin.
 */
const t = useTestDatabase();
const config = testConfig();

type Handler = (args: never) => unknown;
type Call = {
  name: string;
  handler: Handler;
  url: string;
  method?: string;
  params?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
};

let ids: { agency: number; brief: number; message: number };
let calls: { pages: Call[]; apis: Call[] };
let refused: Record<string, string>;
let allowed: string;

beforeAll(async () => {
  const agency = await makeAgency(t.db);
  const brief = await makeBrief(t.db);
  const [message] = await t.db
    .insert(contactMessages)
    .values({ name: "Omar", email: "omar@example.ae", message: "Hello" })
    .returning();
  ids = { agency: agency.id, brief: brief.id, message: message!.id };
  const a = String(ids.agency);
  const b = String(ids.brief);
  const m = String(ids.message);
  const post = (form: Record<string, string>) => ({ method: "POST", form });
  calls = {
    pages: [
      {
        name: "approve form",
        handler: admin.action,
        url: "/admin",
        ...post({ intent: "approve", id: a, approved: "true", returnTo: "/admin" }),
      },
      {
        name: "delete agency form",
        handler: admin.action,
        url: "/admin",
        ...post({ intent: "delete-agency", id: a }),
      },
      {
        name: "delete brief form",
        handler: admin.action,
        url: "/admin",
        ...post({ intent: "delete-brief", id: b }),
      },
      {
        name: "delete message form",
        handler: admin.action,
        url: "/admin",
        ...post({ intent: "delete-message", id: m }),
      },
      {
        name: "brief page",
        handler: adminBrief.loader,
        url: `/admin/briefs/${b}`,
        params: { id: b },
      },
      {
        name: "brief delete",
        handler: adminBrief.action,
        url: `/admin/briefs/${b}`,
        params: { id: b },
        ...post({ intent: "delete-brief" }),
      },
      { name: "briefs CSV", handler: briefsCsv.loader, url: "/admin/briefs.csv" },
    ],
    apis: [
      { name: "GET agencies", handler: agenciesApi.loader, url: "/api/admin/agencies" },
      { name: "GET agencies page", handler: agenciesApi.loader, url: "/api/admin/agencies?page=1" },
      {
        name: "GET agency",
        handler: agencyApi.loader,
        url: `/api/admin/agencies/${a}`,
        params: { id: a },
      },
      {
        name: "PATCH agency",
        handler: agencyApi.action,
        url: `/api/admin/agencies/${a}`,
        params: { id: a },
        method: "PATCH",
        json: { approved: true },
      },
      { name: "GET briefs", handler: briefsApi.loader, url: "/api/admin/briefs" },
      {
        name: "GET brief",
        handler: briefApi.loader,
        url: `/api/admin/briefs/${b}`,
        params: { id: b },
      },
      {
        name: "PATCH brief",
        handler: briefApi.action,
        url: `/api/admin/briefs/${b}`,
        params: { id: b },
        method: "PATCH",
        json: { qualified: true },
      },
      { name: "GET messages", handler: messagesApi.loader, url: "/api/admin/messages" },
      {
        name: "GET message",
        handler: messageApi.loader,
        url: `/api/admin/messages/${m}`,
        params: { id: m },
      },
      // The deletes last: with the admin's cookie they succeed.
      {
        name: "DELETE message",
        handler: messageApi.action,
        url: `/api/admin/messages/${m}`,
        params: { id: m },
        method: "DELETE",
      },
      {
        name: "DELETE brief",
        handler: briefApi.action,
        url: `/api/admin/briefs/${b}`,
        params: { id: b },
        method: "DELETE",
      },
      {
        name: "DELETE agency",
        handler: agencyApi.action,
        url: `/api/admin/agencies/${a}`,
        params: { id: a },
        method: "DELETE",
      },
    ],
  };
  refused = await nonAdminCookies(t.db, config);
  allowed = await adminCookie(t.db, config);
});

async function run(call: Call, cookie: string): Promise<{ response?: Response; data?: unknown }> {
  const headers: Record<string, string> = { Cookie: cookie };
  let body: BodyInit | undefined;
  if (call.form) {
    body = new FormData();
    for (const [k, v] of Object.entries(call.form)) body.set(k, v);
  } else if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers["Content-Type"] = "application/json";
  }
  try {
    const result = await call.handler(
      routeArgs(t.db, call.url, {
        method: call.method ?? "GET",
        body,
        headers,
        config,
        params: call.params,
      }) as never,
    );
    return result instanceof Response ? { response: result } : { data: result };
  } catch (error) {
    if (error instanceof Response) return { response: error };
    throw error;
  }
}

const counts = async () => ({
  agencies: (await t.db.select().from(agencies)).length,
  briefs: (await t.db.select().from(briefs)).length,
  messages: (await t.db.select().from(contactMessages)).length,
  approved: (await t.db.select().from(agencies)).filter((a) => a.approved).length,
});

describe("without an admin session", () => {
  it("/admin shows the login and no console data", async () => {
    for (const [kind, cookie] of Object.entries(refused)) {
      const { data } = await run(
        { name: "page", handler: admin.loader, url: "/admin?tab=briefs" },
        cookie,
      );
      expect(data, kind).toMatchObject({ admin: null, console: null });
    }
  });

  it("every admin page and form redirects to the login, changing nothing", async () => {
    const before = await counts();
    for (const [kind, cookie] of Object.entries(refused)) {
      for (const call of calls.pages) {
        const { response } = await run(call, cookie);
        expect(response?.status, `${call.name} with ${kind}`).toBe(302);
        const path = new URL(call.url, "http://x").pathname;
        expect(response?.headers.get("Location"), call.name).toBe(
          `/admin?next=${encodeURIComponent(path)}`,
        );
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("every admin API answers 401 JSON, changing nothing", async () => {
    const before = await counts();
    for (const [kind, cookie] of Object.entries(refused)) {
      for (const call of calls.apis) {
        const { response } = await run(call, cookie);
        expect(response?.status, `${call.name} with ${kind}`).toBe(401);
        expect(await response?.json()).toEqual({ error: "Admin login required." });
      }
    }
    expect(await counts()).toEqual(before);
  });
});

describe("with an admin session", () => {
  it("the pages and APIs serve", async () => {
    const { data } = await run({ name: "page", handler: admin.loader, url: "/admin" }, allowed);
    expect(data).toMatchObject({ admin: { username: "admin" } });
    for (const call of calls.pages.filter((c) => !c.form)) {
      const { response, data } = await run(call, allowed);
      expect(response?.status ?? 200, call.name).toBe(200);
      expect(data ?? response, call.name).toBeTruthy();
    }
    for (const call of calls.apis) {
      const { response } = await run(call, allowed);
      expect(response?.status, call.name).toBe(200);
    }
    expect(await counts()).toMatchObject({ agencies: 1, briefs: 0, messages: 0 });
  });

  it("the forms act and redirect back", async () => {
    const agency = await makeAgency(t.db);
    const { response } = await run(
      {
        name: "approve",
        handler: admin.action,
        url: "/admin",
        method: "POST",
        form: { intent: "approve", id: String(agency.id), approved: "true", returnTo: "/admin" },
      },
      allowed,
    );
    expect(response?.headers.get("Location")).toBe("/admin");
    expect((await counts()).approved).toBe(1);
  });
});
