import "#tests/production-react";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, rateLimits, savedSearches } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { savedSearchFormClientLimits, savedSearchMailLimits } from "~/domain/rate-limits";
import { MAX_SAVED_SEARCHES_PER_ADDRESS, type SavedFilters } from "~/domain/saved-searches";
import { issueFormToken } from "~/services/form-guard.server";
import { addressToken, confirmToken, manageToken } from "~/services/saved-search-links.server";
import { saveSearch } from "~/services/saved-search-opt-in.server";
import * as address from "./address";
import {
  config,
  confirmedSearch,
  DAY,
  load,
  mails,
  none,
  post,
  searches,
  seoDubai,
  useAlertsDatabase,
} from "./alerts-test-setup";
import * as confirm from "./confirm";
import * as saveForm from "./new";
import * as listLink from "./alerts";

/**
 * Saving a search and confirming it (docs/decisions/015-saved-searches.md), the pages' loaders and
 * actions called as the server calls them: what "Alert me" stores or refuses, with its status;
 * the confirmation link; and the mail budget that keeps a stranger from locking an inbox out.
 */
const t = useAlertsDatabase();

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
