import "#tests/production-react";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asRequestTo, routeArgs, testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { startTestApp, type TestApp } from "#tests/http-app";
import { emailOutbox, rateLimits, savedSearches } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { savedSearchFormClientLimits, savedSearchMailLimits } from "~/domain/rate-limits";
import { MAX_SAVED_SEARCHES_PER_ADDRESS, type SavedFilters } from "~/domain/saved-searches";
import { issueFormToken } from "~/services/form-guard.server";
import { addressToken, confirmToken, manageToken } from "~/services/saved-search-links.server";
import { saveSearch } from "~/services/saved-searches.server";
import * as address from "./alerts-address";
import * as confirm from "./alerts-confirm";
import * as manage from "./alerts-manage";
import * as saveForm from "./alerts-new";
import * as unsubscribe from "./alerts-unsubscribe";
import * as listLink from "./alerts";

/**
 * The saved-search pages (docs/decisions/015-saved-searches.md), called as the server calls their
 * loaders and actions: what each stores or refuses, with its status; the one-click unsubscribe
 * also through the whole HTTP app, as a mail provider sends it.
 */

const t = useTestDatabase();
const config = testConfig();
const DAY = 24 * 60 * 60_000;

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

type Answer = Record<string, unknown> & { status: number; headers: Headers };

/** A route's answer: its data and status, whether returned as data() or as a plain object. */
function answer(result: unknown): Answer {
  if (result && typeof result === "object" && "type" in result) {
    const { data, init } = result as unknown as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    return { ...data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
  }
  return { ...(result as object), status: 200, headers: new Headers() };
}

let client = 0;
async function post(
  route: RouteModule,
  path: string,
  fields: [string, string][],
  options: { params?: Record<string, string>; guard?: boolean; from?: string } = {},
) {
  const body = new URLSearchParams(fields);
  if (options.guard) {
    body.set(formGuardFields.startedAt, issueFormToken(config, Date.now() - 60_000));
    body.set(formGuardFields.honeypot, "");
  }
  const args = routeArgs(t.db, path, {
    method: "POST",
    body,
    config,
    params: options.params ?? {},
  });
  args.context.clientAddress = options.from ?? `198.51.100.${++client % 250}`;
  return answer(await asRequestTo(path, () => route.action!(args as never)));
}

async function load(route: RouteModule, path: string, params: Record<string, string> = {}) {
  const args = routeArgs(t.db, path, { config, params });
  return answer(await asRequestTo(path, () => route.loader!(args as never)));
}

const searches = () => t.db.select().from(savedSearches).orderBy(savedSearches.id);
const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);

const none: SavedFilters = { pro: false, services: [], locations: [], industries: [], q: "" };
const seoDubai: SavedFilters = { ...none, services: ["SEO Services"], locations: ["Dubai"] };

/** A confirmed search of `email`, straight through the service. */
async function confirmedSearch(email = "noor@example.ae", filters = seoDubai) {
  const saved = await saveSearch(t.db, config, {
    email,
    frequency: "instant",
    filters,
    locale: "en",
  });
  if (saved.status !== "saved") throw new Error(saved.status);
  await t.db
    .update(savedSearches)
    .set({ confirmedAt: new Date() })
    .where(eq(savedSearches.id, saved.id));
  return saved.id;
}

beforeEach(async () => {
  await t.db.delete(savedSearches);
  await t.db.delete(emailOutbox);
  await t.db.delete(rateLimits);
});

describe("Alert me (/alerts/new)", () => {
  const fields = (extra: [string, string][] = []): [string, string][] => [
    ["service", "SEO Services"],
    ["location", "Dubai"],
    ["email", "Noor@Example.ae"],
    ["frequency", "daily"],
    ...extra,
  ];

  it("shows the directory's filters of its query, canonical, without the order", async () => {
    const page = await load(
      saveForm,
      "/alerts/new?location=Dubai&service=SEO%20Services&service=nope&sort=rating&page=3",
    );
    expect(page.filters).toEqual(seoDubai);
    expect(page.formToken).toEqual(expect.any(String));
  });

  it("saves the filters unconfirmed with the address and frequency, and mails the link", async () => {
    const page = await post(saveForm, "/alerts/new", fields(), { guard: true });
    expect(page).toMatchObject({ kind: "mailed", status: 200, email: "Noor@Example.ae" });
    const [search] = await searches();
    expect(search).toMatchObject({
      email: "noor@example.ae",
      frequency: "daily",
      services: ["SEO Services"],
      locations: ["Dubai"],
      confirmedAt: null,
      locale: "en",
    });
    const [mail] = await mails();
    expect(mail!.text).toContain("/alerts/address/");
  });

  it("saves in Arabic from the Arabic page, with an Arabic link", async () => {
    await post(saveForm, "/ar/alerts/new", fields(), { guard: true });
    expect((await searches())[0]!.locale).toBe("ar");
    expect((await mails())[0]!.text).toContain("/ar/alerts/address/");
  });

  it("updates the one search when the same filters are saved again for the address", async () => {
    await post(saveForm, "/alerts/new", fields(), { guard: true });
    await post(
      saveForm,
      "/alerts/new",
      [
        ["location", "Dubai"],
        ["service", "SEO Services"],
        ["email", "noor@example.ae"],
        ["frequency", "weekly"],
      ],
      { guard: true },
    );
    const rows = await searches();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.frequency).toBe("weekly");
  });

  it.each([
    ["a wrong address", [["email", "noor@"]]],
    ["no address", [["email", ""]]],
    ["an unknown frequency", [["frequency", "hourly"]]],
  ] as [string, [string, string][]][])(
    "refuses %s with the field's message, keeping the filters",
    async (_, change) => {
      const sent = new Map(fields());
      for (const [k, v] of change) sent.set(k, v);
      const page = await post(saveForm, "/alerts/new", [...sent], { guard: true });
      expect(page.status).toBe(400);
      expect(page.kind).toBe("invalid");
      expect(Object.keys(page.fieldErrors as object)).toHaveLength(1);
      expect(page.filters).toEqual(seoDubai);
      expect(await searches()).toHaveLength(0);
      expect(await mails()).toHaveLength(0);
    },
  );

  it("refuses unknown or repeated fields, storing nothing", async () => {
    const unknown = await post(saveForm, "/alerts/new", fields([["admin", "1"]]), {
      guard: true,
    });
    expect(unknown.status).toBe(400);
    const repeated = await post(saveForm, "/alerts/new", fields([["email", "x@example.ae"]]), {
      guard: true,
    });
    expect(repeated.status).toBe(400);
    expect(await searches()).toHaveLength(0);
  });

  it("answers an empty form sent at once with its fields' messages and nothing of the spam guard", async () => {
    const page = await post(saveForm, "/alerts/new", [
      [formGuardFields.startedAt, issueFormToken(config)],
      [formGuardFields.honeypot, ""],
    ]);
    expect(page).toMatchObject({
      status: 400,
      formError: "Please correct the highlighted fields.",
    });
    expect(Object.keys(page.fieldErrors as object).sort()).toEqual(["email", "frequency"]);
    expect(await searches()).toHaveLength(0);
  });

  it("answers a form without the page's token as a person's, storing and sending nothing", async () => {
    const page = await post(saveForm, "/alerts/new", fields());
    expect(page.kind).toBe("mailed");
    expect(await searches()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it("answers a bot (the honeypot filled) as a person, storing and sending nothing", async () => {
    const page = await post(
      saveForm,
      "/alerts/new",
      fields([
        [formGuardFields.startedAt, issueFormToken(config, Date.now() - 60_000)],
        [formGuardFields.honeypot, "Buy now"],
      ]),
    );
    expect(page.kind).toBe("mailed");
    expect(await searches()).toHaveLength(0);
    expect(await mails()).toHaveLength(0);
  });

  it("limits a client's saves (429 with Retry-After)", async () => {
    const limit = savedSearchFormClientLimits[0].limit;
    for (let i = 0; i < limit; i++) {
      const page = await post(
        saveForm,
        "/alerts/new",
        [
          ["q", `word${i}`],
          ["email", `p${i}@example.ae`],
          ["frequency", "instant"],
        ],
        { guard: true, from: "203.0.113.50" },
      );
      expect(page.status).toBe(200);
    }
    const refused = await post(saveForm, "/alerts/new", fields(), {
      guard: true,
      from: "203.0.113.50",
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await searches()).toHaveLength(limit);
  });

  it("confirms an address's search on its page only under the cap (409 past it)", async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES_PER_ADDRESS; i++) {
      await confirmedSearch("noor@example.ae", { ...none, q: `term${i}` });
    }
    const page = await post(saveForm, "/alerts/new", fields(), { guard: true });
    expect(page).toMatchObject({ kind: "mailed", status: 200 });
    const token = addressToken(config, "noor@example.ae", new Date(Date.now() + DAY));
    const path = `/alerts/address/${token}`;
    const [pending] = (await load(address, path, { token })).pending as { id: number }[];
    const refused = await post(
      address,
      path,
      [
        ["intent", "confirm"],
        ["id", String(pending!.id)],
        ["frequency", "daily"],
      ],
      { params: { token } },
    );
    expect(refused).toMatchObject({ tone: "error", status: 409 });
    expect((await searches()).filter((s) => s.confirmedAt)).toHaveLength(
      MAX_SAVED_SEARCHES_PER_ADDRESS,
    );
  });
});

describe("a confirmation link mailed before the address page (/alerts/confirm/:token)", () => {
  it("shows the search without confirming it, and confirms on the button's POST", async () => {
    const saved = await saveSearch(t.db, config, {
      email: "noor@example.ae",
      frequency: "instant",
      filters: seoDubai,
      locale: "en",
    });
    const id = (saved as { id: number }).id;
    const token = confirmToken(config, id, "weekly", new Date(Date.now() + DAY));
    const page = await load(confirm, `/alerts/confirm/${token}`, { token });
    expect(page).toMatchObject({ kind: "open", frequency: "weekly", filters: seoDubai });
    expect((await searches())[0]!.confirmedAt).toBeNull();

    const done = await post(confirm, `/alerts/confirm/${token}`, [], { params: { token } });
    expect(done).toMatchObject({ kind: "confirmed", manage: manageToken(config, id) });
    expect((await searches())[0]).toMatchObject({ frequency: "weekly" });
    expect((await searches())[0]!.confirmedAt).not.toBeNull();
  });

  it("answers 404 to a forged link and 410 to an expired one, confirming nothing", async () => {
    const id = (
      (await saveSearch(t.db, config, {
        email: "noor@example.ae",
        frequency: "instant",
        filters: seoDubai,
        locale: "en",
      })) as { id: number }
    ).id;
    const forged = `${id}.instant.9999999999.${"A".repeat(22)}`;
    const expired = confirmToken(config, id, "instant", new Date(Date.now() - 1000));
    for (const [token, status] of [
      [forged, 404],
      [expired, 410],
      ["", 404],
      ["x".repeat(5000), 404],
    ] as const) {
      expect((await load(confirm, `/alerts/confirm/x`, { token })).status).toBe(status);
      expect((await post(confirm, `/alerts/confirm/x`, [], { params: { token } })).status).toBe(
        status,
      );
    }
    expect((await searches())[0]!.confirmedAt).toBeNull();
  });
});

describe("the manage page (/alerts/:token)", () => {
  it("changes filters and frequency, canonical", async () => {
    const id = await confirmedSearch();
    const token = manageToken(config, id);
    const page = await post(
      manage,
      `/alerts/${token}`,
      [
        ["intent", "update"],
        ["industry", "Retail"],
        ["industry", "Education"],
        ["pro", "1"],
        ["q", "  shop  "],
        ["frequency", "daily"],
      ],
      { params: { token } },
    );
    expect(page).toMatchObject({ kind: "notice", tone: "done", status: 200 });
    expect((await searches())[0]).toMatchObject({
      services: [],
      locations: [],
      industries: ["Education", "Retail"].sort(),
      pro: true,
      q: "shop",
      frequency: "daily",
    });
    const shown = await load(manage, `/alerts/${token}`, { token });
    expect(shown).toMatchObject({ kind: "open", search: { state: "active", frequency: "daily" } });
  });

  it("refuses filters another search of the address holds (409) and a wrong frequency (400)", async () => {
    const id = await confirmedSearch();
    await confirmedSearch("noor@example.ae", { ...none, q: "shop" });
    const token = manageToken(config, id);
    const duplicate = await post(
      manage,
      `/alerts/${token}`,
      [
        ["intent", "update"],
        ["q", "shop"],
        ["frequency", "instant"],
      ],
      { params: { token } },
    );
    expect(duplicate).toMatchObject({ status: 409, tone: "error" });
    const frequency = await post(
      manage,
      `/alerts/${token}`,
      [
        ["intent", "update"],
        ["frequency", "yearly"],
      ],
      { params: { token } },
    );
    expect(frequency.status).toBe(400);
    expect((await searches())[0]).toMatchObject({ services: ["SEO Services"], q: "" });
  });

  it("pauses, resumes and deletes", async () => {
    const id = await confirmedSearch();
    const token = manageToken(config, id);
    const act = (intent: string) =>
      post(manage, `/alerts/${token}`, [["intent", intent]], { params: { token } });
    await act("pause");
    expect((await searches())[0]!.pausedAt).not.toBeNull();
    expect(await load(manage, `/alerts/${token}`, { token })).toMatchObject({
      search: { state: "paused" },
    });
    await act("resume");
    expect((await searches())[0]!.pausedAt).toBeNull();
    expect(await act("delete")).toMatchObject({ kind: "deleted" });
    expect(await searches()).toHaveLength(0);
    expect((await load(manage, `/alerts/${token}`, { token })).status).toBe(404);
    expect((await act("pause")).status).toBe(404);
  });

  it("refuses a forged link, an unknown intent and unknown fields", async () => {
    const id = await confirmedSearch();
    const token = manageToken(config, id);
    const forged = `${id}.${"B".repeat(22)}`;
    expect((await load(manage, `/alerts/${forged}`, { token: forged })).status).toBe(404);
    expect(
      (await post(manage, "/alerts/x", [["intent", "delete"]], { params: { token: forged } }))
        .status,
    ).toBe(404);
    expect(
      (await post(manage, "/alerts/x", [["intent", "explode"]], { params: { token } })).status,
    ).toBe(400);
    expect(
      (
        await post(
          manage,
          "/alerts/x",
          [
            ["intent", "delete"],
            ["email", "other@example.ae"],
          ],
          { params: { token } },
        )
      ).status,
    ).toBe(400);
    expect(await searches()).toHaveLength(1);
  });
});

describe("the unsubscribe link (/alerts/:token/unsubscribe)", () => {
  it("shows one button without deleting; its POST deletes and answers 200, again too", async () => {
    const id = await confirmedSearch();
    const token = manageToken(config, id);
    const path = `/alerts/${token}/unsubscribe`;
    expect(await load(unsubscribe, path, { token })).toMatchObject({ kind: "open", status: 200 });
    expect(await searches()).toHaveLength(1);
    const oneClick = [["List-Unsubscribe", "One-Click"]] as [string, string][];
    expect(await post(unsubscribe, path, oneClick, { params: { token } })).toMatchObject({
      kind: "done",
      status: 200,
    });
    expect(await searches()).toHaveLength(0);
    expect(await post(unsubscribe, path, oneClick, { params: { token } })).toMatchObject({
      kind: "done",
      status: 200,
    });
    expect(await load(unsubscribe, path, { token })).toMatchObject({ kind: "done", status: 200 });
  });

  it("refuses a forged link (404) and a body with other fields (400), deleting nothing", async () => {
    const id = await confirmedSearch();
    const token = manageToken(config, id);
    const forged = `${id}.${"C".repeat(22)}`;
    expect((await load(unsubscribe, "/alerts/x/unsubscribe", { token: forged })).status).toBe(404);
    expect(
      (
        await post(unsubscribe, "/alerts/x/unsubscribe", [["List-Unsubscribe", "One-Click"]], {
          params: { token: forged },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await post(unsubscribe, "/alerts/x/unsubscribe", [["other", "1"]], {
          params: { token },
        })
      ).status,
    ).toBe(400);
    expect(await searches()).toHaveLength(1);
  });
});

describe("an address's list (/alerts and /alerts/address/:token)", () => {
  it("mails the list link to an address with searches, and answers the same without", async () => {
    await confirmedSearch();
    await t.db.delete(emailOutbox);
    const withSearches = await post(listLink, "/alerts", [["email", "Noor@example.ae"]], {
      guard: true,
    });
    const without = await post(listLink, "/alerts", [["email", "nobody@example.ae"]], {
      guard: true,
    });
    expect(withSearches).toMatchObject({ kind: "sent", status: 200 });
    expect(without).toMatchObject({ kind: "sent", status: 200 });
    const sent = await mails();
    expect(sent.map((mail) => mail.toAddress)).toEqual(["noor@example.ae"]);
    expect(sent[0]!.text).toContain("/alerts/address/");
  });

  it("mails the link when the one-field form is sent the instant its page was loaded", async () => {
    await confirmedSearch();
    await t.db.delete(emailOutbox);
    const page = await post(listLink, "/alerts", [
      ["email", "noor@example.ae"],
      [formGuardFields.startedAt, issueFormToken(config)],
      [formGuardFields.honeypot, ""],
    ]);
    expect(page).toMatchObject({ kind: "sent", status: 200 });
    expect(await mails()).toHaveLength(1);
  });

  it("refuses a wrong address (400) and limits a client (429)", async () => {
    expect(
      (await post(listLink, "/alerts", [["email", "not an address"]], { guard: true })).status,
    ).toBe(400);
    const limit = savedSearchFormClientLimits[0].limit;
    for (let i = 0; i < limit; i++) {
      await post(listLink, "/alerts", [["email", `x${i}@example.ae`]], {
        guard: true,
        from: "203.0.113.60",
      });
    }
    const refused = await post(listLink, "/alerts", [["email", "y@example.ae"]], {
      guard: true,
      from: "203.0.113.60",
    });
    expect(refused.status).toBe(429);
  });

  it("lists the address's searches, deletes one, never another address's, then all", async () => {
    const first = await confirmedSearch();
    await confirmedSearch("noor@example.ae", { ...none, q: "shop" });
    await confirmedSearch("noor@example.ae", { ...none, pro: true });
    const other = await confirmedSearch("other@example.ae");
    const token = addressToken(config, "noor@example.ae", new Date(Date.now() + DAY));
    const path = `/alerts/address/${token}`;
    const page = await load(address, path, { token });
    expect(page.searches).toHaveLength(3);
    expect((page.searches as { manage: string }[])[0]!.manage).toBe(manageToken(config, first));

    const act = (fields: [string, string][]) => post(address, path, fields, { params: { token } });
    expect(
      await act([
        ["intent", "delete"],
        ["id", String(first)],
      ]),
    ).toMatchObject({ tone: "done" });
    await act([
      ["intent", "delete"],
      ["id", String(other)],
    ]);
    expect((await searches()).map((s) => s.email).sort()).toEqual([
      "noor@example.ae",
      "noor@example.ae",
      "other@example.ae",
    ]);
    expect((await act([["intent", "nope"]])).status).toBe(400);
    await act([["intent", "delete-all"]]);
    expect((await searches()).map((s) => s.id)).toEqual([other]);
  });

  it("answers 410 to an expired list link and 404 to a forged one, deleting nothing", async () => {
    await confirmedSearch();
    const expired = addressToken(config, "noor@example.ae", new Date(Date.now() - 1000));
    const forged = `${Buffer.from("noor@example.ae").toString("base64url")}.9999999999.${"D".repeat(22)}`;
    expect((await load(address, "/alerts/address/x", { token: expired })).status).toBe(410);
    expect((await load(address, "/alerts/address/x", { token: forged })).status).toBe(404);
    const refused = await post(address, "/alerts/address/x", [["intent", "delete-all"]], {
      params: { token: forged },
    });
    expect(refused.status).toBe(404);
    expect(await searches()).toHaveLength(1);
  });
});

describe("through the HTTP app", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(t.database, config);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("takes RFC 8058's one-click POST (no cookie, no form token) and answers 200", async () => {
    const id = await confirmedSearch();
    const url = `${app.url}/alerts/${manageToken(config, id)}/unsubscribe`;
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await searches()).toHaveLength(0);
    const again = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
    });
    expect(again.status).toBe(200);
  });

  it("serves the pages private and never indexed, in both languages", async () => {
    const id = await confirmedSearch();
    for (const path of [
      "/alerts/new?service=SEO%20Services",
      "/ar/alerts",
      `/alerts/${manageToken(config, id)}`,
      `/ar/alerts/${manageToken(config, id)}/unsubscribe`,
    ]) {
      const response = await fetch(app.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
      expect(await response.text(), path).toContain('content="noindex,nofollow"');
    }
  });
});

describe("a stranger cannot lock an inbox out (decision 015, the mail budget)", () => {
  const owner = "owner@example.ae";
  const ownerMails = async () => (await mails()).filter((mail) => mail.toAddress === owner);
  /** The link of the newest mail to the owner, as its path and token. */
  async function newestLink() {
    const newest = (await ownerMails()).at(-1)!;
    const [path, token] = /(\/alerts\/(?:address|confirm)\/([^\s"<]+))/.exec(newest.text)!.slice(1);
    return { path: path!, token: token! };
  }

  it("the owner confirms their search from the newest mail after a stranger's requests from many clients", async () => {
    for (let i = 0; i < 12; i++) {
      const page = await post(
        saveForm,
        "/alerts/new",
        [
          ["q", `URGENT your plan failed ${i}`],
          ["email", owner],
          ["frequency", "instant"],
        ],
        { guard: true, from: `203.0.113.${100 + i}` },
      );
      expect(page.status).toBe(200);
      await post(listLink, "/alerts", [["email", owner]], {
        guard: true,
        from: `2001:db8:${i}::1`,
      });
    }
    const mine = await post(
      saveForm,
      "/alerts/new",
      [
        ["service", "SEO Services"],
        ["location", "Dubai"],
        ["email", owner],
        ["frequency", "daily"],
      ],
      { guard: true, from: "192.0.2.10" },
    );
    expect(mine).toMatchObject({ kind: "mailed", status: 200 });
    // The inbox got its hour's budget and no more.
    expect(await ownerMails()).toHaveLength(savedSearchMailLimits[0].limit);

    const { path, token } = await newestLink();
    const page = await load(address, path, { token });
    const pending = page.pending as { id: number; filters: SavedFilters }[];
    const search = pending.find((p) => p.filters.locations.includes("Dubai"))!;
    expect(search.filters).toEqual(seoDubai);
    const done = await post(
      address,
      path,
      [
        ["intent", "confirm"],
        ["id", String(search.id)],
        ["frequency", "weekly"],
      ],
      { params: { token } },
    );
    expect(done).toMatchObject({ tone: "done", status: 200 });
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row).toMatchObject({ frequency: "weekly" });
    expect(row!.confirmedAt).not.toBeNull();
    // The stranger's searches stay unconfirmed: a GET of any page confirms nothing.
    expect((await searches()).filter((s) => s.confirmedAt !== null)).toHaveLength(1);
  });

  it(`the owner saves and confirms though a stranger left more than ${MAX_SAVED_SEARCHES_PER_ADDRESS} unconfirmed searches`, async () => {
    for (let i = 0; i < MAX_SAVED_SEARCHES_PER_ADDRESS + 3; i++) {
      await saveSearch(t.db, config, {
        email: owner,
        frequency: "instant",
        filters: { ...none, q: `pay at evil ${i}` },
        locale: "en",
      });
      await t.db.delete(rateLimits);
    }
    const mine = await post(
      saveForm,
      "/alerts/new",
      [
        ["service", "SEO Services"],
        ["location", "Dubai"],
        ["email", owner],
        ["frequency", "daily"],
      ],
      { guard: true },
    );
    expect(mine).toMatchObject({ kind: "mailed", status: 200 });
    const { path, token } = await newestLink();
    const page = await load(address, path, { token });
    const search = (page.pending as { id: number; filters: SavedFilters }[]).find((p) =>
      p.filters.locations.includes("Dubai"),
    )!;
    await post(
      address,
      path,
      [
        ["intent", "confirm"],
        ["id", String(search.id)],
        ["frequency", "daily"],
      ],
      { params: { token } },
    );
    const [row] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.confirmedAt).not.toBeNull();
  });

  it("the owner gets their list from the newest mail after a stranger asked for it from many clients", async () => {
    await confirmedSearch(owner);
    await t.db.delete(emailOutbox);
    await t.db.delete(rateLimits);
    for (let i = 0; i < 8; i++) {
      await post(listLink, "/alerts", [["email", owner]], {
        guard: true,
        from: `2001:db8:${i}::1`,
      });
    }
    const asked = await post(listLink, "/alerts", [["email", owner]], { guard: true });
    expect(asked).toMatchObject({ kind: "sent", status: 200 });
    expect(await ownerMails()).toHaveLength(savedSearchMailLimits[0].limit);
    const { path, token } = await newestLink();
    const page = await load(address, path, { token });
    expect(page.kind).toBe("open");
    expect(page.searches).toHaveLength(1);
  });
});
