import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCookie, nonAdminCookies } from "#tests/admin-session";
import { routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency, makeBrief, toFormData } from "#tests/factories";
import { agencies, briefs, emailOutbox, matches } from "~/db/schema";
import { getToast } from "~/http/sessions/toast.server";
import { action as pageAction, loader as pageLoader } from "./matches";
import { action as apiAction, loader as apiLoader } from "../api/matches";

const t = useTestDatabase();
const config = testConfig({ SITE_URL: "http://localhost:3000" });
let admin = "";

beforeAll(async () => {
  admin = await adminCookie(t.db, config);
});

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(matches);
  await t.db.delete(briefs);
  await t.db.delete(agencies);
});

/** What a loader or action answered, thrown or returned. */
async function settle(run: () => Promise<unknown>): Promise<unknown> {
  return run().catch((thrown: unknown) => thrown);
}

const loadPage = (cookie: string, url = "/admin/matches") =>
  settle(() => pageLoader(routeArgs(t.db, url, { config, headers: { Cookie: cookie } }) as never));

const postPage = (cookie: string, fields: Record<string, unknown>, url = "/admin/matches") =>
  settle(() =>
    pageAction(
      routeArgs(t.db, url, {
        config,
        method: "POST",
        body: toFormData(fields),
        headers: { Cookie: cookie },
      }) as never,
    ),
  );

async function postApi(cookie: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await settle(() =>
    apiAction(
      routeArgs(t.db, "/api/matches", {
        config,
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
      }) as never,
    ),
  );
  if (!(answer instanceof Response)) throw answer;
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** The toast a redirect flashes, as the next page would read it. */
async function flashed(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("toast="))!;
  const request = new Request("http://localhost:3000/", {
    headers: { Cookie: cookie.split(";")[0]! },
  });
  return (await getToast(request, config)).toast;
}

describe("access", () => {
  it("refuses the page, its action and the API to every cookie that is not an admin's", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    const cookies = await nonAdminCookies(t.db, config);
    for (const [kind, cookie] of Object.entries(cookies)) {
      const page = (await loadPage(cookie, "/admin/matches?page=2")) as Response;
      expect(page, kind).toBeInstanceOf(Response);
      expect(page.status, kind).toBe(302);
      expect(page.headers.get("Location"), kind).toBe("/admin?next=%2Fadmin%2Fmatches%3Fpage%3D2");

      const post = (await postPage(cookie, { briefId: brief.id, agencyId: agency.id })) as Response;
      expect(post.status, kind).toBe(302);
      expect(post.headers.get("Location"), kind).toBe("/admin?next=%2Fadmin%2Fmatches");

      const api = await postApi(cookie, { briefId: brief.id, agencyId: agency.id });
      expect(api, kind).toEqual({ status: 401, body: { error: "Admin login required." } });
    }
    expect(await t.db.select().from(matches)).toEqual([]);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("lets an admin in", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    const page = (await loadPage(admin)) as {
      data: { admin: { username: string }; board: unknown };
    };
    expect(page.data.admin.username).toBe("admin");
    const post = (await postPage(admin, { briefId: brief.id, agencyId: agency.id })) as Response;
    expect(await flashed(post)).toMatchObject({ title: "Match created successfully!" });
    const other = await makeAgency(t.db, { approved: true });
    expect((await postApi(admin, { briefId: brief.id, agencyId: other.id })).status).toBe(201);
  });

  it("refuses an API call from another site even with the admin's cookie", async () => {
    const answer = await postApi(
      admin,
      { briefId: 1, agencyId: 1 },
      { Origin: "https://evil.example" },
    );
    expect(answer).toEqual({
      status: 403,
      body: { error: "Cross-site requests are not allowed." },
    });
  });
});

describe("/admin/matches", () => {
  it("lists the briefs with their suggestions and every approved agency", async () => {
    const brief = await makeBrief(t.db, {
      companyName: "Saffron Kitchen",
      projectType: "branding",
    });
    const fit = await makeAgency(t.db, {
      approved: true,
      agencyName: "Brand House",
      services: ["Branding & Design"],
    });
    await makeAgency(t.db, { approved: true, agencyName: "Web Only" });
    await makeAgency(t.db, { approved: false, agencyName: "Pending Brand" });
    const page = (await loadPage(admin)) as {
      data: {
        board: {
          total: number;
          briefs: { id: number; companyName: string; choices: { suggestions: { id: number }[] } }[];
          allAgencies: { name: string }[];
        };
      };
      init: { headers: Record<string, string> };
    };
    expect(page.data.board.total).toBe(1);
    expect(page.data.board.briefs[0]).toMatchObject({
      id: brief.id,
      companyName: "Saffron Kitchen",
    });
    expect(page.data.board.briefs[0]!.choices.suggestions.map((s) => s.id)).toEqual([fit.id]);
    expect(page.data.board.allAgencies.map((a) => a.name)).toEqual(["Brand House", "Web Only"]);
    expect(page.init.headers).toMatchObject({ "Cache-Control": "private, no-store" });
  });

  it("sends a page past the end to the last page", async () => {
    await makeBrief(t.db);
    const answer = (await loadPage(admin, "/admin/matches?page=7")) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/matches");
  });

  it("redirects back with each outcome as a flashed toast", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    const pending = await makeAgency(t.db, { approved: false });
    const send = async (agencyId: unknown, briefId: unknown = brief.id) => {
      const response = (await postPage(admin, { briefId, agencyId, page: "2" })) as Response;
      expect(response.status).toBe(302);
      // Back to the page the form was on, where it was (scroll is kept with JavaScript).
      expect(response.headers.get("Location")).toBe("/admin/matches?page=2");
      return flashed(response);
    };

    expect(await send("")).toMatchObject({ type: "error", title: "Please select an agency first" });
    expect(await send(pending.id)).toMatchObject({
      type: "error",
      title: "Failed to create match: This agency is not approved",
    });
    expect(await send(agency.id)).toMatchObject({
      type: "success",
      title: "Match created successfully!",
    });
    expect((await send(agency.id))?.title).toBe(
      "Failed to create match: This agency is already matched to this brief",
    );
    expect((await send(agency.id, brief.id + 100))?.title).toBe(
      "Failed to create match: Brief not found",
    );
    expect(await t.db.select().from(matches)).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox)).toHaveLength(2);
  });

  it("without JavaScript: comes back to the brief's card, which the form asks for", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    const empty = (await postPage(admin, {
      briefId: brief.id,
      agencyId: "",
      page: "2",
      anchor: "1",
    })) as Response;
    expect(empty.headers.get("Location")).toBe(`/admin/matches?page=2#brief-${brief.id}`);
    expect(await flashed(empty)).toMatchObject({ title: "Please select an agency first" });

    const created = (await postPage(admin, {
      briefId: brief.id,
      agencyId: agency.id,
      anchor: "1",
    })) as Response;
    expect(created.headers.get("Location")).toBe(`/admin/matches#brief-${brief.id}`);
    expect(await flashed(created)).toMatchObject({ title: "Match created successfully!" });
    expect(await t.db.select().from(matches)).toHaveLength(1);
  });

  it("takes a suggestion's card, else the agency chosen under 'Another agency'", async () => {
    const brief = await makeBrief(t.db);
    const [carded, selected, ignored] = [
      await makeAgency(t.db, { approved: true }),
      await makeAgency(t.db, { approved: true }),
      await makeAgency(t.db, { approved: true }),
    ];
    // A card ticked wins over a value left in the select.
    const card = (await postPage(admin, {
      briefId: brief.id,
      agencyId: carded!.id,
      otherAgencyId: ignored!.id,
    })) as Response;
    expect(await flashed(card)).toMatchObject({ title: "Match created successfully!" });
    // 'Another agency' ticked (its radio sends "") or nothing ticked: the select decides.
    for (const agencyId of ["", undefined]) {
      await t.db.delete(matches);
      const fields: Record<string, unknown> = { briefId: brief.id, otherAgencyId: selected!.id };
      if (agencyId !== undefined) fields.agencyId = agencyId;
      const other = (await postPage(admin, fields)) as Response;
      expect(await flashed(other)).toMatchObject({ title: "Match created successfully!" });
      const rows = await t.db.select().from(matches);
      expect(rows.map((row) => row.agencyId)).toEqual([selected!.id]);
    }
    const none = (await postPage(admin, {
      briefId: brief.id,
      agencyId: "",
      otherAgencyId: "",
    })) as Response;
    expect(await flashed(none)).toMatchObject({ title: "Please select an agency first" });
  });
});

describe("POST /api/matches", () => {
  it("answers 201 with the match and queues both e-mails", async () => {
    const brief = await makeBrief(t.db);
    const agency = await makeAgency(t.db, { approved: true });
    const answer = await postApi(admin, { briefId: brief.id, agencyId: String(agency.id) });
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(matches);
    expect(answer.body).toEqual({
      id: row!.id,
      briefId: brief.id,
      agencyId: agency.id,
      matchedAt: row!.matchedAt.toISOString(),
    });
    const mail = await t.db.select().from(emailOutbox);
    expect(mail.map((m) => m.toAddress).sort()).toEqual([agency.email, brief.email].sort());
  });

  it("answers 400 for bad input, with a message per field", async () => {
    expect(await postApi(admin, { briefId: "x" })).toEqual({
      status: 400,
      body: {
        error: "Please correct the highlighted fields.",
        fields: { briefId: ["Invalid brief"], agencyId: ["Please select an agency first"] },
      },
    });
    expect((await postApi(admin, "{")).status).toBe(400);
    expect((await postApi(admin, [1, 2])).status).toBe(400);
  });

  it("answers 404 for an unknown brief or agency, 409 with the reason for a conflict", async () => {
    const brief = await makeBrief(t.db);
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => makeAgency(t.db, { approved: true })),
    );
    const pending = await makeAgency(t.db, { approved: false });
    expect(await postApi(admin, { briefId: brief.id + 100, agencyId: a!.id })).toEqual({
      status: 404,
      body: { error: "Brief not found" },
    });
    expect(await postApi(admin, { briefId: brief.id, agencyId: pending.id + 100 })).toEqual({
      status: 404,
      body: { error: "Agency not found" },
    });
    expect(await postApi(admin, { briefId: brief.id, agencyId: pending.id })).toEqual({
      status: 409,
      body: { error: "This agency is not approved" },
    });
    for (const agency of [a, b, c]) {
      expect((await postApi(admin, { briefId: brief.id, agencyId: agency!.id })).status).toBe(201);
    }
    expect(await postApi(admin, { briefId: brief.id, agencyId: a!.id })).toEqual({
      status: 409,
      body: { error: "This agency is already matched to this brief" },
    });
    expect(await postApi(admin, { briefId: brief.id, agencyId: d!.id })).toEqual({
      status: 409,
      body: { error: "This brief already has 3 agencies" },
    });
    expect(await t.db.select().from(emailOutbox)).toHaveLength(6);
  });

  it("answers 415 to a body that is not JSON and 405 to a GET", async () => {
    const answer = await postApi(admin, "briefId=1", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(answer.status).toBe(415);
    const get = (await settle(async () => apiLoader())) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});
