import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "#tests/context";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import type { Tx } from "~/db/client.server";
import { agencies, emailOutbox, savedSearches, savedSearchMatches } from "~/db/schema";
import { noFilters, type DirectoryFilters } from "~/domain/directory";
import { searchTerms, searchWords } from "~/domain/directory-search";
import {
  ALERT_FREQUENCIES,
  digestSlot,
  savedFiltersKey,
  type SavedFilters,
} from "~/domain/saved-searches";
import { directoryConditions } from "~/services/directory-conditions.server";
import { isAlertDue, sendSavedSearchAlerts } from "~/services/saved-search-alerts.server";
import { savedSearchQuery } from "~/services/saved-search-query.server";
import {
  allValues,
  edgeText,
  generatedAgency,
  generatedFilters,
  ids,
  insertAgencies,
  rolledBack,
  someValues,
  words,
} from "./rules-agree-generators";

/**
 * Issue 29, "rules written once": each rule written both in TypeScript and in SQL is checked
 * against its other half, on generated inputs, so that changing one side alone fails a test. Here
 * the saved searches' rules:
 *
 * - the directory's filters (directoryConditions) and the saved-search trigger (migration 0012),
 *   with the lexemes saved_search_document adds for locations and services (migration 0018),
 *   which no word of a text reaches;
 * - when a saved search's alert is due: isAlertDue and its SQL (saved-search-alerts.server.ts).
 *
 * rules-agree-directory.db.test.ts and rules-agree-schema.db.test.ts hold the other pairs.
 */
const t = useTestDatabase();

describe("the directory's filter rule (directoryConditions) and the saved-search trigger (saved_search_finds, migration 0012)", () => {
  /** A confirmed, active saved search of these filters, as saved-search-opt-in.server.ts stores one. */
  async function saveSearch(tx: Tx, { sort: _, ...filters }: DirectoryFilters) {
    const query = savedSearchQuery(filters.q);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        email: "rules@example.ae",
        frequency: "instant",
        ...filters,
        qQuery: query ?? sql`null`,
        filtersKey: savedFiltersKey(filters satisfies SavedFilters),
        confirmedAt: new Date(),
      })
      .returning();
    return row!;
  }

  const listed = async (tx: Tx, filters: DirectoryFilters, among: number[]) =>
    ids(
      await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(and(directoryConditions(filters), inArray(agencies.id, among)))
        .orderBy(agencies.id),
    );

  const queued = async (tx: Tx, searchId: number) =>
    (
      await tx
        .select({ id: savedSearchMatches.agencyId })
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.savedSearchId, searchId))
        .orderBy(savedSearchMatches.agencyId)
    ).map((row) => row.id);

  it("queue for a search exactly the agencies the directory lists for it, on approval and after an edit", async () => {
    // Runs where the directory lists some agency, and where it does by a search text: a
    // generator whose filters matched nothing would compare empty lists only.
    let listing = 0;
    let listingByText = 0;
    let listingAfterEdit = 0;
    await fc.assert(
      fc.asyncProperty(
        someValues.chain((values) =>
          fc.tuple(
            fc.array(generatedAgency(values), { minLength: 3, maxLength: 10 }),
            generatedFilters(values),
          ),
        ),
        async ([list, filters]) => {
          await rolledBack(t.db, async (tx) => {
            const search = await saveSearch(tx, filters);
            const made = await insertAgencies(tx, list);
            const approved = ids(made.filter((_, i) => list[i]!.approved));
            if (approved.length > 0) {
              await tx
                .update(agencies)
                .set({ approved: true })
                .where(inArray(agencies.id, approved));
            }
            const before = await listed(tx, filters, ids(made));
            expect(await queued(tx, search.id)).toEqual(before);
            if (before.length > 0) {
              listing++;
              if (searchTerms(filters.q).length > 0) listingByText++;
            }

            // An edit of an agency's filter values queues it if it is listed now and was not
            // before; nothing is ever taken off the queue.
            for (const [i, agency] of list.entries()) {
              if (agency.edit) {
                await tx.update(agencies).set(agency.edit).where(eq(agencies.id, made[i]!.id));
              }
            }
            const after = await listed(tx, filters, ids(made));
            if (after.some((id) => !before.includes(id))) listingAfterEdit++;
            const either = [...new Set([...before, ...after])].sort((a, b) => a - b);
            expect(await queued(tx, search.id)).toEqual(either);
          });
        },
      ),
      { numRuns: 200 },
    );
    expect(listing).toBeGreaterThan(40);
    expect(listingByText).toBeGreaterThan(10);
    expect(listingAfterEdit).toBeGreaterThan(0);
  });

  // Found by the property above: a word of a search text is a prefix ('lo:*'), and matched the
  // lexemes saved_search_document added as 'loc:Dubai' and 'svc:...', so a saved search whose text
  // had a word "l", "lo", "loc", "sv" or "svc" was sent agencies the directory does not list for
  // it. Migration 0018 spells them '<loc>Dubai' and '<svc>...', which no word can start.
  it("a saved search's text word that starts a location's or a service's lexeme, or that to_tsquery drops, finds what the directory finds", async () => {
    await rolledBack(t.db, async (tx) => {
      const [agency] = await insertAgencies(tx, [
        {
          approved: true,
          isPro: false,
          facets: { location: "Dubai", services: ["Website Development"], industries: [] },
          agencyName: "Falcon Digital",
          description: "Websites",
          edit: undefined,
          removed: false,
        },
      ]);
      const texts = [
        ...["l", "lo", "loc", "sv", "svc", "<loc>", "loc:Dubai", "lo dubai", "svc web"],
      ];
      // The directory lists the agency for these ("<" has no word: no text, every agency; a name
      // with stop words: the stop words are left out, so the name finds it), so a saved search
      // that found nothing fails here.
      const listedFor = ["in dubai", "the web development", "dubai", "web", "falcon", "<"];
      const found: { q: string; queued: number[] }[] = [];
      const expected: { q: string; queued: number[] }[] = [];
      for (const q of [...texts, ...listedFor]) {
        const filters = { ...noFilters, q };
        const search = await saveSearch(tx, filters);
        await tx.update(agencies).set({ approved: false }).where(eq(agencies.id, agency!.id));
        await tx.update(agencies).set({ approved: true }).where(eq(agencies.id, agency!.id));
        found.push({ q, queued: await queued(tx, search.id) });
        expected.push({ q, queued: await listed(tx, filters, [agency!.id]) });
      }
      expect(found).toEqual(expected);
      expect(found.filter((f) => f.queued.length > 0).map((f) => f.q)).toEqual(listedFor);
    });
  });

  it("queue for any search text exactly the agencies the directory lists for it", async () => {
    // Agencies' texts with words that the edge words start ("local", "svelte", "services").
    const agencyText = fc
      .array(fc.constantFrom(...words, "local", "location", "svelte", "services", "lo"), {
        minLength: 1,
        maxLength: 5,
      })
      .map((w) => w.join(" "));
    const agency = fc
      .tuple(generatedAgency(allValues), agencyText)
      .map(([generated, description]) => ({ ...generated, description }));
    const savedKey = (q: string) => savedFiltersKey({ ...noFilters, q });
    const startsHidden = (q: string) =>
      searchWords(q).some((w) => "loc".startsWith(w) || "svc".startsWith(w));
    let listing = 0;
    let nearHidden = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(agency, { minLength: 3, maxLength: 8 }),
        fc.uniqueArray(edgeText, { minLength: 1, maxLength: 5, selector: savedKey }),
        async (list, texts) => {
          await rolledBack(t.db, async (tx) => {
            const searches = [];
            for (const q of texts)
              searches.push({ q, id: (await saveSearch(tx, { ...noFilters, q })).id });
            const made = await insertAgencies(tx, list);
            const approved = ids(made.filter((_, i) => list[i]!.approved));
            if (approved.length > 0) {
              await tx
                .update(agencies)
                .set({ approved: true })
                .where(inArray(agencies.id, approved));
            }
            for (const { q, id } of searches) {
              const expected = await listed(tx, { ...noFilters, q }, ids(made));
              expect({ q, queued: await queued(tx, id) }).toEqual({ q, queued: expected });
              if (expected.length > 0 && searchTerms(q).length > 0) listing++;
              if (startsHidden(q)) nearHidden++;
            }
          });
        },
      ),
      { numRuns: 150 },
    );
    expect(listing).toBeGreaterThan(30);
    expect(nearHidden).toBeGreaterThan(30);
  });
});

describe("when a saved search's alert is due: isAlertDue and its SQL (saved-search-alerts.server.ts)", () => {
  const config = testConfig({
    SITE_URL: "https://wakala.ae",
    SAVED_SEARCH_INSTANT_DELAY_SECONDS: "120",
  });
  const DAY = 24 * 60 * 60 * 1000;
  let agencyId = 0;

  beforeAll(async () => {
    agencyId = (await makeAgency(t.db, { approved: true })).id;
  });

  /** A time near one that the rule compares with: exactly on it, a millisecond off, or hours. */
  const nearTime = fc.record({
    anchor: fc.constantFrom("instant" as const, "daily" as const, "weekly" as const),
    shift: fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -9 * DAY, max: DAY })),
  });
  const search = fc.record({
    frequency: fc.constantFrom(...ALERT_FREQUENCIES),
    oldest: nearTime,
    lastSent: fc.option(nearTime, { nil: null }),
  });

  it("mail exactly the searches isAlertDue finds due (the SQL picks no fewer)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.date({
          min: new Date("2026-01-01Z"),
          max: new Date("2028-01-01Z"),
          noInvalidDate: true,
        }),
        fc.array(search, { minLength: 1, maxLength: 6 }),
        async (now, list) => {
          await t.db.delete(savedSearches);
          const anchors = {
            instant: now.getTime() - config.savedSearchInstantDelaySeconds * 1000,
            daily: digestSlot("daily", now).getTime(),
            weekly: digestSlot("weekly", now).getTime(),
          };
          const at = (time: { anchor: keyof typeof anchors; shift: number }) =>
            new Date(anchors[time.anchor] + time.shift);
          const due: number[] = [];
          for (const [i, s] of list.entries()) {
            const lastSentAt = s.lastSent && at(s.lastSent);
            const [row] = await t.db
              .insert(savedSearches)
              .values({
                email: `due${i}@example.ae`,
                frequency: s.frequency,
                services: [],
                locations: [],
                industries: [],
                filtersKey: "",
                confirmedAt: new Date(0),
                lastSentAt,
              })
              .returning();
            await t.db
              .insert(savedSearchMatches)
              .values({ savedSearchId: row!.id, agencyId, matchedAt: at(s.oldest) });
            if (isAlertDue({ frequency: s.frequency, lastSentAt }, at(s.oldest), config, now)) {
              due.push(row!.id);
            }
          }
          await sendSavedSearchAlerts(t.db, config, now);
          const mailed = await t.db
            .select({ id: emailOutbox.savedSearchId })
            .from(emailOutbox)
            .orderBy(emailOutbox.savedSearchId);
          expect(mailed.map((row) => row.id)).toEqual(due);
        },
      ),
      { numRuns: 60 },
    );
  });
});
