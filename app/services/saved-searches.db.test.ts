import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { agencies, emailOutbox, rateLimits, savedSearches, savedSearchMatches } from "~/db/schema";
import {
  MAX_SAVED_SEARCHES_PER_ADDRESS,
  SAVED_SEARCH_CONFIRM_DAYS,
  type AlertFrequency,
  type SavedFilters,
} from "~/domain/saved-searches";
import { testConfig } from "../../tests/context";
import { useTestDatabase } from "../../tests/db";
import { makeAgency } from "../../tests/factories";
import { confirmToken, manageToken } from "./saved-search-links.server";
import { mailAddressLink } from "./saved-search-address-links.server";
import {
  deleteSearch,
  findManagedSearch,
  searchesOf,
  setSearchPaused,
  updateSearch,
} from "./saved-search-management.server";
import {
  confirmPendingSearch,
  confirmSearch,
  purgeUnconfirmedSearches,
  saveSearch,
} from "./saved-search-opt-in.server";

const t = useTestDatabase();
const config = testConfig();
const DAY_MS = 24 * 60 * 60_000;

const none: SavedFilters = { pro: false, services: [], locations: [], industries: [], q: "" };
const dubaiWeb: SavedFilters = {
  ...none,
  services: ["Website Development"],
  locations: ["Dubai"],
};

const save = (
  filters: SavedFilters,
  extra: Partial<Parameters<typeof saveSearch>[2]> = {},
  now = new Date(),
) =>
  saveSearch(
    t.db,
    config,
    { email: "Layla@Example.ae", frequency: "instant", filters, locale: "en", ...extra },
    now,
  );

const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);

/** Confirms the last saved search of the address, as its page's button does. */
async function confirmLast(frequency: AlertFrequency = "instant", now = new Date()) {
  const [row] = await t.db
    .select()
    .from(savedSearches)
    .orderBy(desc(savedSearches.updatedAt), desc(savedSearches.id))
    .limit(1);
  return confirmPendingSearch(t.db, { email: row!.email, id: row!.id, frequency }, now);
}

describe("saving a search", () => {
  beforeEach(async () => {
    await t.db.delete(savedSearches);
    await t.db.delete(emailOutbox);
    await t.db.delete(rateLimits);
    await t.db.delete(agencies);
  });

  it("stores it unconfirmed, lower-cases the address and mails the link to the address's page", async () => {
    const result = await save(dubaiWeb);
    expect(result).toMatchObject({ status: "saved", mailed: true });
    const [row] = await t.db.select().from(savedSearches);
    expect(row).toMatchObject({
      email: "layla@example.ae",
      frequency: "instant",
      confirmedAt: null,
      services: ["Website Development"],
      locations: ["Dubai"],
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({ toAddress: "layla@example.ae", savedSearchId: row!.id });
    expect(mail!.text).toContain("Website Development · Dubai");
    expect(mail!.text).toContain(`${config.siteUrl}/alerts/address/`);
    expect(mail!.secretUntil).not.toBeNull();
  });

  it("writes the mail and its link in Arabic for a search saved from an Arabic page", async () => {
    await save(dubaiWeb, { locale: "ar" });
    const [mail] = await mails();
    expect(mail!.text).toContain(`${config.siteUrl}/ar/alerts/address/`);
    expect(mail!.subject).toBe("أكّد تنبيه الوكالات");
    expect(mail!.text).toContain("دبي");
  });

  it("finds the one search when the same filters are saved again, in any order", async () => {
    const twoServices = { ...none, services: ["SEO Services", "Website Development"] } as const;
    await save({ ...twoServices, services: [...twoServices.services] }, { frequency: "daily" });
    await save(
      { ...none, services: ["Website Development", "SEO Services"] },
      { frequency: "weekly", email: " layla@example.AE " },
    );
    const rows = await t.db.select().from(savedSearches);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.frequency).toBe("weekly");
  });

  it("leaves a confirmed search as it is when its filters are saved again (its page changes it)", async () => {
    await save(dubaiWeb, { frequency: "instant" });
    expect((await confirmLast("daily")).status).toBe("confirmed");
    await save(dubaiWeb, { frequency: "weekly", locale: "ar" });
    const [row] = await t.db.select().from(savedSearches);
    expect(row).toMatchObject({ frequency: "daily", locale: "en" });
    expect(row!.confirmedAt).not.toBeNull();
    expect((await confirmLast("weekly")).status).toBe("gone");
  });

  it(`caps an address at ${MAX_SAVED_SEARCHES_PER_ADDRESS} confirmed searches, when confirming; unconfirmed ones are stored`, async () => {
    const emirates = [
      "Abu Dhabi",
      "Dubai",
      "Sharjah",
      "Ajman",
      "Umm Al Quwain",
      "Ras Al Khaimah",
      "Fujairah",
    ] as const;
    const filters = [
      ...emirates.map((e) => ({ ...none, locations: [e] })),
      { ...none, q: "one" },
      { ...none, q: "two" },
      { ...none, q: "three" },
    ];
    for (const f of filters) {
      await save(f);
      expect((await confirmLast()).status).toBe("confirmed");
    }
    expect(await save({ ...none, q: "four" })).toMatchObject({ status: "saved" });
    expect((await confirmLast()).status).toBe("too-many");
    // Saving one it has again finds that one.
    await save(filters[0]!);
    const rows = await t.db.select().from(savedSearches);
    expect(rows).toHaveLength(MAX_SAVED_SEARCHES_PER_ADDRESS + 1);
    expect(rows.filter((row) => row.confirmedAt)).toHaveLength(MAX_SAVED_SEARCHES_PER_ADDRESS);
  });

  it("over the address's mail budget stores the search and mails nothing; the last mail's page confirms it", async () => {
    for (const q of ["one", "two", "three"]) {
      expect(await save({ ...none, q })).toMatchObject({ mailed: true });
    }
    const quiet = await save({ ...none, q: "four" });
    expect(quiet).toMatchObject({ status: "saved", mailed: false });
    expect(await t.db.select().from(savedSearches)).toHaveLength(4);
    expect(await mails()).toHaveLength(3);
    await mailAddressLink(t.db, config, { email: "layla@example.ae", locale: "en" });
    expect(await mails()).toHaveLength(3);
    expect((await confirmLast()).status).toBe("confirmed");
  });

  it("confirms only an unconfirmed search of the address the page is for", async () => {
    const { id } = await save(dubaiWeb);
    const asOther = { email: "other@example.ae", id, frequency: "daily" as const };
    expect((await confirmPendingSearch(t.db, asOther)).status).toBe("gone");
    const own = { email: "LAYLA@example.ae", id, frequency: "daily" as const };
    expect((await confirmPendingSearch(t.db, own)).status).toBe("confirmed");
    expect((await confirmPendingSearch(t.db, own)).status).toBe("gone");
  });
});

describe("confirming, managing and purging", () => {
  beforeEach(async () => {
    await t.db.delete(savedSearches);
    await t.db.delete(emailOutbox);
    await t.db.delete(rateLimits);
    await t.db.delete(agencies);
  });

  it("refuses a wrong, forged or expired confirmation link (mailed before the address page), and one of a deleted search", async () => {
    await save(dubaiWeb);
    const [row] = await t.db.select().from(savedSearches);
    const mailed = confirmToken(config, row!.id, "instant", new Date(Date.now() + DAY_MS));
    expect((await confirmSearch(t.db, config, "nonsense")).status).toBe("wrong");
    const later = new Date(Date.now() + (SAVED_SEARCH_CONFIRM_DAYS + 1) * DAY_MS);
    expect((await confirmSearch(t.db, config, mailed, later)).status).toBe("expired");
    const other = testConfig({ SESSION_SECRET: "another-secret-".padEnd(40, "y") });
    const forged = confirmToken(other, row!.id, "instant", new Date(Date.now() + DAY_MS));
    expect((await confirmSearch(t.db, config, forged)).status).toBe("wrong");
    await deleteSearch(t.db, row!.id);
    expect((await confirmSearch(t.db, config, mailed)).status).toBe("wrong");
  });

  it("opens a search by its manage link only while it exists", async () => {
    await save(dubaiWeb);
    const [row] = await t.db.select().from(savedSearches);
    const token = manageToken(config, row!.id);
    expect((await findManagedSearch(t.db, config, token))?.id).toBe(row!.id);
    expect(await findManagedSearch(t.db, config, `${row!.id}.forged-signature-xxxxxx`)).toBeNull();
    // Deleting it deletes its mails too (privacy).
    expect(await deleteSearch(t.db, row!.id)).toBe(true);
    expect(await findManagedSearch(t.db, config, token)).toBeNull();
    expect(await mails()).toEqual([]);
  });

  it("changes filters and frequency, refusing filters another search of the address holds", async () => {
    await save(dubaiWeb);
    await save({ ...none, locations: ["Sharjah"] });
    const [first, second] = await searchesOf(t.db, "layla@example.ae");
    expect(await updateSearch(t.db, second!.id, { filters: dubaiWeb, frequency: "daily" })).toEqual(
      { status: "duplicate" },
    );
    expect(
      await updateSearch(t.db, first!.id, {
        filters: { ...none, q: "Abu Dhabi branding" },
        frequency: "daily",
      }),
    ).toEqual({ status: "updated" });
    const [changed] = await t.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, first!.id));
    expect(changed).toMatchObject({ q: "Abu Dhabi branding", services: [], frequency: "daily" });
    expect(changed!.qQuery).toContain("'<loc>Abu Dhabi'");
  });

  it("new filters drop what was queued for the old ones; a new frequency alone keeps it", async () => {
    await save({ ...none, locations: ["Dubai"] });
    const [row] = await t.db.select().from(savedSearches);
    await confirmLast();
    const agency = await makeAgency(t.db, { location: "Dubai" });
    await t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, agency.id));
    expect(await t.db.select().from(savedSearchMatches)).toHaveLength(1);

    const dubai = { ...none, locations: ["Dubai" as const] };
    await updateSearch(t.db, row!.id, { filters: dubai, frequency: "weekly" });
    expect(await t.db.select().from(savedSearchMatches)).toHaveLength(1);
    await updateSearch(t.db, row!.id, {
      filters: { ...none, locations: ["Sharjah"] },
      frequency: "weekly",
    });
    expect(await t.db.select().from(savedSearchMatches)).toEqual([]);
  });

  it("a paused search queues nothing, and pausing drops what was queued", async () => {
    await save({ ...none, locations: ["Dubai"] });
    const [row] = await t.db.select().from(savedSearches);
    await confirmLast();
    const first = await makeAgency(t.db, { location: "Dubai" });
    await t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, first.id));
    expect(await t.db.select().from(savedSearchMatches)).toHaveLength(1);

    await setSearchPaused(t.db, row!.id, true);
    expect(await t.db.select().from(savedSearchMatches)).toEqual([]);
    const second = await makeAgency(t.db, { location: "Dubai" });
    await t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, second.id));
    expect(await t.db.select().from(savedSearchMatches)).toEqual([]);

    await setSearchPaused(t.db, row!.id, false);
    const third = await makeAgency(t.db, { location: "Dubai" });
    await t.db.update(agencies).set({ approved: true }).where(eq(agencies.id, third.id));
    const queued = await t.db.select().from(savedSearchMatches);
    expect(queued.map((r) => r.agencyId)).toEqual([third.id]);
  });

  it(`purges searches left unconfirmed ${SAVED_SEARCH_CONFIRM_DAYS} days, with their mails`, async () => {
    const start = new Date();
    await save(dubaiWeb, {}, start);
    await save({ ...none, q: "kept" }, {}, start);
    await confirmLast("instant", start);
    const justBefore = new Date(start.getTime() + SAVED_SEARCH_CONFIRM_DAYS * DAY_MS - 1000);
    expect(await purgeUnconfirmedSearches(t.db, justBefore)).toBe(0);
    const after = new Date(start.getTime() + SAVED_SEARCH_CONFIRM_DAYS * DAY_MS + 1000);
    expect(await purgeUnconfirmedSearches(t.db, after)).toBe(1);
    const left = await t.db.select().from(savedSearches);
    expect(left.map((r) => r.q)).toEqual(["kept"]);
    expect((await mails()).map((m) => m.savedSearchId)).toEqual([left[0]!.id]);
  });

  it("mails an address its list link only when it has saved searches", async () => {
    await mailAddressLink(t.db, config, { email: "nobody@example.ae", locale: "en" });
    expect(await mails()).toEqual([]);
    await save(dubaiWeb);
    await mailAddressLink(t.db, config, { email: "LAYLA@example.ae", locale: "ar" });
    const last = (await mails()).at(-1)!;
    expect(last.toAddress).toBe("layla@example.ae");
    expect(last.text).toContain(`${config.siteUrl}/ar/alerts/address/`);
  });
});
