import "#tests/production-react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#tests/http-app";
import { emailOutbox } from "~/db/schema";
import { formGuardFields } from "~/domain/form-guard";
import { savedSearchFormClientLimits } from "~/domain/rate-limits";
import { issueFormToken } from "~/services/form-guard.server";
import { addressToken, manageToken } from "~/services/saved-search-links.server";
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
  useAlertsDatabase,
} from "./alerts-test-setup";
import * as manage from "./manage";
import * as unsubscribe from "./unsubscribe";
import * as listLink from "./alerts";

/**
 * Managing saved searches (docs/decisions/015-saved-searches.md), the pages' loaders and actions
 * called as the server calls them: a search's manage page, its unsubscribe link and an address's
 * list, with what each changes or refuses; the one-click unsubscribe also through the whole HTTP
 * app, as a mail provider sends it.
 */
const t = useAlertsDatabase();

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
