import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { agencies, emailOutbox, savedSearches, savedSearchMatches } from "~/db/schema";
import { savedFiltersKey, savedFiltersPath, type SavedFilters } from "~/domain/saved-searches";
import { manageToken } from "./saved-search-links.server";
import { savedSearchQuery } from "./saved-search-query.server";
import { runSavedSearchJob, sendSavedSearchAlerts } from "./saved-search-alerts.server";

const t = useTestDatabase();
const config = testConfig({
  SITE_URL: "https://wakala.ae",
  SAVED_SEARCH_INSTANT_DELAY_SECONDS: "120",
});
const none: SavedFilters = { pro: false, services: [], locations: [], industries: [], q: "" };
const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const utc = (iso: string) => new Date(`${iso}Z`);

/** A confirmed (unless told), active saved search with these filters. */
async function saved(
  filters: Partial<SavedFilters> = {},
  values: Partial<typeof savedSearches.$inferInsert> = {},
) {
  const all = { ...none, ...filters };
  const query = savedSearchQuery(all.q);
  const [row] = await t.db
    .insert(savedSearches)
    .values({
      email: `c${Math.random().toString(36).slice(2)}@example.ae`,
      frequency: "instant",
      ...all,
      qQuery: query ?? sql`null`,
      filtersKey: savedFiltersKey(all),
      confirmedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** Approves agencies in one statement (the trigger queues them for the searches they match). */
const approve = (ids: number[]) =>
  t.db.update(agencies).set({ approved: true }).where(inArray(agencies.id, ids));

/** New agencies, approved together, queued for a search at `matchedAt`. */
async function newAgencies(
  count: number,
  matchedAt: Date,
  overrides: Partial<typeof agencies.$inferInsert> = {},
) {
  const made = [];
  for (let i = 0; i < count; i++) made.push(await makeAgency(t.db, overrides));
  await approve(made.map((a) => a.id));
  await t.db
    .update(savedSearchMatches)
    .set({ matchedAt })
    .where(
      inArray(
        savedSearchMatches.agencyId,
        made.map((a) => a.id),
      ),
    );
  return made;
}

const mails = () => t.db.select().from(emailOutbox).orderBy(emailOutbox.id);
const queue = (searchId: number) =>
  t.db
    .select()
    .from(savedSearchMatches)
    .where(eq(savedSearchMatches.savedSearchId, searchId))
    .orderBy(savedSearchMatches.agencyId);
const profileLinks = (text: string) =>
  [...text.matchAll(/https:\/\/wakala\.ae(?:\/ar)?\/agencies\/([\w-]+)/g)].map((m) => m[1]!);

beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.delete(savedSearches);
  await t.db.delete(agencies);
});

describe("instant alerts", () => {
  const t0 = utc("2026-03-03T10:00:00");

  it("wait the delay, then mail agencies approved together in one e-mail, once", async () => {
    const search = await saved({ locations: ["Dubai"] });
    const [a, b] = await newAgencies(2, t0, { location: "Dubai" });

    expect(await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + 60 * SECOND))).toEqual(
      { mailed: 0, agencies: 0, dropped: 0 },
    );
    expect(await mails()).toEqual([]);

    const sentAt = new Date(t0.getTime() + 120 * SECOND);
    expect(await sendSavedSearchAlerts(t.db, config, sentAt)).toEqual({
      mailed: 1,
      agencies: 2,
      dropped: 0,
    });
    const [mail] = await mails();
    expect(mail).toMatchObject({
      toAddress: search.email,
      savedSearchId: search.id,
      subject: "2 new agencies match your search",
    });
    expect(profileLinks(mail!.text)).toEqual([a!.slug, b!.slug]);
    expect(mail!.text).toContain(a!.agencyName);
    expect(mail!.text).toContain("Dubai · Website Development");
    expect(mail!.text).toContain("Your search: Dubai");
    expect((await queue(search.id)).map((r) => r.sentAt)).toEqual([sentAt, sentAt]);
    const [after] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(after!.lastSentAt).toEqual(sentAt);

    // Nothing is sent again; a later agency gets a mail of its own, without the first two.
    expect((await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + HOUR))).mailed).toBe(
      0,
    );
    const t1 = new Date(t0.getTime() + 2 * HOUR);
    const [c] = await newAgencies(1, t1, { location: "Dubai" });
    await sendSavedSearchAlerts(t.db, config, new Date(t1.getTime() + 120 * SECOND));
    const all = await mails();
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe("A new agency matches your search");
    expect(profileLinks(all[1]!.text)).toEqual([c!.slug]);
  });

  it("follow SAVED_SEARCH_INSTANT_DELAY_SECONDS=0: at the next run", async () => {
    await saved();
    await newAgencies(1, t0);
    const atOnce = testConfig({ SAVED_SEARCH_INSTANT_DELAY_SECONDS: "0" });
    expect((await sendSavedSearchAlerts(t.db, atOnce, t0)).mailed).toBe(1);
  });

  it("send nothing when nothing matched", async () => {
    const sharjah = await saved({ locations: ["Sharjah"] });
    await saved({ locations: ["Ajman"] }, { frequency: "daily" });
    await newAgencies(2, t0, { location: "Dubai" });
    expect(await queue(sharjah.id)).toEqual([]);
    const later = new Date(t0.getTime() + 48 * HOUR);
    expect((await runSavedSearchJob(t.db, config, later)).mailed).toBe(0);
    expect(await mails()).toEqual([]);
  });

  it("skip paused and unconfirmed searches, whatever is queued for them", async () => {
    const paused = await saved();
    const unconfirmed = await saved({ locations: ["Dubai"] }, { confirmedAt: null });
    const [agency] = await newAgencies(1, t0);
    // Paused after the agency was queued (setSearchPaused would also drop the queue).
    await t.db.update(savedSearches).set({ pausedAt: t0 }).where(eq(savedSearches.id, paused.id));
    await t.db
      .insert(savedSearchMatches)
      .values({ savedSearchId: unconfirmed.id, agencyId: agency!.id, matchedAt: t0 });
    expect((await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + HOUR))).mailed).toBe(
      0,
    );
    expect(await mails()).toEqual([]);
    expect((await queue(paused.id)).map((r) => r.sentAt)).toEqual([null]);
    expect((await queue(unconfirmed.id)).map((r) => r.sentAt)).toEqual([null]);
  });

  it("list 10 agencies and link to the directory for the rest; all are sent, once", async () => {
    const filters = { services: ["SEO Services"], locations: ["Dubai"] } as const;
    const search = await saved({
      services: [...filters.services],
      locations: [...filters.locations],
    });
    const made = await newAgencies(12, t0, { services: ["SEO Services"], location: "Dubai" });
    const run = await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + HOUR));
    expect(run).toEqual({ mailed: 1, agencies: 12, dropped: 0 });
    const [mail] = await mails();
    expect(mail!.subject).toBe("12 new agencies match your search");
    expect(profileLinks(mail!.text)).toEqual(made.slice(0, 10).map((a) => a.slug));
    const directory = `https://wakala.ae${savedFiltersPath({ ...none, ...filters, services: [...filters.services], locations: [...filters.locations] })}`;
    expect(mail!.text).toContain(
      `And 2 more agencies\nSee them all in the directory\n${directory}`,
    );
    expect(mail!.html).toContain(`href="${directory.replace(/&/g, "&#38;")}"`);
    expect((await queue(search.id)).every((r) => r.sentAt !== null)).toBe(true);

    expect(
      (await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + 2 * HOUR))).mailed,
    ).toBe(0);
    expect(await mails()).toHaveLength(1);
  });

  it("drop an agency withdrawn before its alert; it is queued again if approved again", async () => {
    const search = await saved();
    const [kept, withdrawn] = await newAgencies(2, t0);
    await t.db.update(agencies).set({ approved: false }).where(eq(agencies.id, withdrawn!.id));
    expect(await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + HOUR))).toEqual({
      mailed: 1,
      agencies: 1,
      dropped: 1,
    });
    expect(profileLinks((await mails())[0]!.text)).toEqual([kept!.slug]);
    expect((await queue(search.id)).map((r) => r.agencyId)).toEqual([kept!.id]);

    await approve([withdrawn!.id]);
    const back = await queue(search.id);
    expect(back.map((r) => [r.agencyId, r.sentAt === null])).toEqual([
      [kept!.id, false],
      [withdrawn!.id, true],
    ]);
    await sendSavedSearchAlerts(t.db, config, new Date(Date.now() + HOUR));
    const all = await mails();
    expect(all).toHaveLength(2);
    expect(profileLinks(all[1]!.text)).toEqual([withdrawn!.slug]);
  });

  it("send nothing when every queued agency was withdrawn", async () => {
    await saved();
    const [agency] = await newAgencies(1, t0);
    await t.db.update(agencies).set({ approved: false }).where(eq(agencies.id, agency!.id));
    expect((await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + HOUR))).mailed).toBe(
      0,
    );
    expect(await mails()).toEqual([]);
  });

  it("are mailed once when two processes run at the same time", async () => {
    await saved();
    await saved({ locations: ["Dubai"] });
    await newAgencies(3, t0);
    const at = new Date(t0.getTime() + HOUR);
    const runs = await Promise.all([
      sendSavedSearchAlerts(t.db, config, at),
      sendSavedSearchAlerts(t.db, config, at),
    ]);
    expect(runs[0]!.mailed + runs[1]!.mailed).toBe(2);
    expect(await mails()).toHaveLength(2);
  });
});

describe("digests", () => {
  it("daily: at 08:00 UAE with what was queued before it, once per slot", async () => {
    const search = await saved({}, { frequency: "daily" });
    // Tuesday 14:00 in the UAE: after that day's 08:00.
    await newAgencies(1, utc("2026-03-03T10:00:00"));
    for (const now of ["2026-03-03T10:05:00", "2026-03-03T23:59:59", "2026-03-04T03:59:59"]) {
      expect((await sendSavedSearchAlerts(t.db, config, utc(now))).mailed, now).toBe(0);
    }
    expect((await sendSavedSearchAlerts(t.db, config, utc("2026-03-04T04:00:30"))).mailed).toBe(1);

    // One queued after the slot waits for the next day; one that arrives late with a time before
    // the slot (a long transaction) does not make a second digest in the same slot.
    const [late] = await newAgencies(1, utc("2026-03-04T05:00:00"));
    const [early] = await newAgencies(1, utc("2026-03-04T03:00:00"));
    expect((await sendSavedSearchAlerts(t.db, config, utc("2026-03-04T06:00:00"))).mailed).toBe(0);
    expect((await sendSavedSearchAlerts(t.db, config, utc("2026-03-05T04:00:00"))).mailed).toBe(1);
    const all = await mails();
    expect(all).toHaveLength(2);
    expect(profileLinks(all[1]!.text).sort()).toEqual([late!.slug, early!.slug].sort());
    expect((await queue(search.id)).every((r) => r.sentAt !== null)).toBe(true);
    expect((await sendSavedSearchAlerts(t.db, config, utc("2026-03-06T04:00:00"))).mailed).toBe(0);
  });

  it("weekly: on Monday 08:00 UAE", async () => {
    await saved({}, { frequency: "weekly" });
    await newAgencies(2, utc("2026-03-03T10:00:00")); // a Tuesday
    for (const now of [
      "2026-03-04T04:00:00", // Wednesday 08:00 UAE
      "2026-03-08T23:00:00", // Monday 03:00 UAE
      "2026-03-09T03:59:59", // Monday 07:59:59 UAE
    ]) {
      expect((await sendSavedSearchAlerts(t.db, config, utc(now))).mailed, now).toBe(0);
    }
    expect((await sendSavedSearchAlerts(t.db, config, utc("2026-03-09T04:00:00"))).mailed).toBe(1);
    expect((await mails())[0]!.subject).toBe("2 new agencies match your search");
    expect((await sendSavedSearchAlerts(t.db, config, utc("2026-03-10T04:00:00"))).mailed).toBe(0);
  });
});

describe("the alert e-mail", () => {
  const t0 = utc("2026-03-03T10:00:00");

  it("has the manage and one-click unsubscribe links, in its body and its headers", async () => {
    const search = await saved({ services: ["Branding & Design"] });
    await newAgencies(1, t0, { services: ["Branding & Design"] });
    await sendSavedSearchAlerts(t.db, config, new Date(t0.getTime() + HOUR));
    const [mail] = await mails();
    const token = manageToken(config, search.id);
    const manage = `https://wakala.ae/alerts/${token}`;
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${manage}/unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail!.text).toContain(
      `Change or pause this alert: ${manage}\nUnsubscribe: ${manage}/unsubscribe`,
    );
    expect(mail!.html).toContain(`href="${manage}"`);
    expect(mail!.html).toContain(`href="${manage}/unsubscribe"`);
    expect(mail!.text).toContain("How often: As soon as they are listed");
  });

  it("is written in the search's language, with its names and links in Arabic", async () => {
    const search = await saved({}, { locale: "ar", frequency: "daily" });
    const [agency] = await newAgencies(1, t0, {
      agencyName: "Falcon Studio",
      agencyNameAr: "استوديو الصقر",
      location: "Abu Dhabi",
    });
    await sendSavedSearchAlerts(t.db, config, utc("2026-03-04T04:00:00"));
    const [mail] = await mails();
    const token = manageToken(config, search.id);
    expect(mail!.subject).toBe("وكالة جديدة تطابق بحثك");
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html).toContain("استوديو الصقر");
    expect(mail!.html).not.toContain("Falcon Studio");
    expect(mail!.html).toContain(`href="https://wakala.ae/ar/agencies/${agency!.slug}"`);
    expect(mail!.headers!["List-Unsubscribe"]).toBe(
      `<https://wakala.ae/ar/alerts/${token}/unsubscribe>`,
    );
    for (const [, link] of mail!.html.matchAll(/href="([^"]+)"/g)) {
      expect(link).toMatch(/^https:\/\/wakala\.ae\/ar(\/|$)/);
    }
    expect(mail!.text).toContain("أي وكالة جديدة");
  });
});

describe("the saved-search job", () => {
  it("also purges searches never confirmed", async () => {
    const old = await saved(
      { locations: ["Fujairah"] },
      { confirmedAt: null, updatedAt: utc("2026-03-01T00:00:00") },
    );
    const run = await runSavedSearchJob(t.db, config, utc("2026-03-20T00:00:00"));
    expect(run).toEqual({ mailed: 0, agencies: 0, dropped: 0, purged: 1 });
    expect(
      await t.db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, old.id))),
    ).toEqual([]);
  });
});
