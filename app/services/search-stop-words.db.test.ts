import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { makeAgency } from "#tests/factories";
import { migrationsFolder } from "~/db/client.server";
import { agencies, savedSearches, savedSearchMatches } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { noFilters, type DirectoryFilters } from "~/domain/directory";
import { namesPlaceOrService, plainSearchWords, searchTerms } from "~/domain/directory-search";
import { savedFiltersKey, type SavedFilters } from "~/domain/saved-searches";
import type { Emirate, Service } from "~/domain/value-sets";
import { directoryConditions } from "./directory-conditions.server";
import { searchDirectory } from "./directory.server";
import { locationLexeme, savedSearchQuery, serviceLexeme } from "./saved-search-query.server";

/**
 * English stop words in a search text (app/domain/english-stop-words.ts): left out of the plain
 * words, so "seo services in dubai" lists what "seo services dubai" lists (to_tsquery made an
 * empty query of "in" alone, which matched no agency: the directory listed nothing), and a text of
 * stop words alone lists as no text. Saved searches find the same (saved-search-query.server.ts),
 * and migration 0019 takes the old '<none>' off those saved with stop words alone.
 */
const t = useTestDatabase();

const textFilters = (q: string, filters: Partial<DirectoryFilters> = {}): DirectoryFilters => ({
  ...noFilters,
  ...filters,
  q,
});

/** The text as a saved search holds it, with no other filter. */
const savedText = (q: string): SavedFilters => ({
  pro: false,
  services: [],
  locations: [],
  industries: [],
  q,
});

/** The directory's first page for the filters: names in order, the count line and the facets. */
async function page(filters: DirectoryFilters) {
  const found = await searchDirectory(t.db, { filters, page: 1 });
  return {
    names: found.agencies.map((agency) => agency.agencyName),
    matching: found.matching,
    facets: found.facets,
  };
}

/** A confirmed, active saved search of the filters, as saving stores one. */
async function saveSearch(filters: DirectoryFilters) {
  const { sort: _, ...saved } = filters;
  const query = savedSearchQuery(saved.q);
  const [row] = await t.db
    .insert(savedSearches)
    .values({
      email: `s${Math.random().toString(36).slice(2)}@example.ae`,
      frequency: "instant",
      ...saved,
      qQuery: query ?? sql`null`,
      filtersKey: savedFiltersKey(saved),
      confirmedAt: new Date(),
    })
    .returning();
  return row!;
}

const queued = async (searchId: number) =>
  (
    await t.db
      .select({ id: savedSearchMatches.agencyId })
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.savedSearchId, searchId))
      .orderBy(savedSearchMatches.agencyId)
  ).map((row) => row.id);

const listed = async (filters: DirectoryFilters) =>
  (
    await t.db
      .select({ id: agencies.id })
      .from(agencies)
      .where(directoryConditions(filters))
      .orderBy(agencies.id)
  ).map((row) => row.id);

/** Approves the agencies again, so the trigger compares every saved search with each. */
async function approveAll(ids: number[]) {
  await t.db.update(agencies).set({ approved: false }).where(inArray(agencies.id, ids));
  await t.db.update(agencies).set({ approved: true }).where(inArray(agencies.id, ids));
}

let ids: number[] = [];
beforeAll(async () => {
  const made = [
    // Offers SEO in Dubai; its texts name neither.
    {
      agencyName: "Falcon Works",
      description: "Search rankings for retailers.",
      services: ["SEO Services"],
      location: "Dubai",
    },
    {
      agencyName: "Souk Branding Agency",
      description: "A branding agency for family firms.",
      services: ["Branding & Design"],
      location: "Dubai",
    },
    {
      agencyName: "Pixel Sharjah",
      description: "SEO and branding for shops in the north.",
      services: ["SEO Services"],
      location: "Sharjah",
    },
    {
      agencyName: "Marina Code",
      description: "Web development agency by the marina.",
      services: ["Website Development"],
      location: "Dubai",
    },
    {
      agencyName: "Dune Studio",
      description: "Apps and more for the UAE.",
      services: ["Mobile App Development"],
      location: "Abu Dhabi",
    },
  ];
  for (const agency of made) ids.push((await makeAgency(t.db, { ...agency, approved: true })).id);
  ids = ids.sort((a, b) => a - b);
});

describe("English stop words in the directory's search text", () => {
  it("lists for a text with stop words what the text lists without them", async () => {
    const texts: [string, string][] = [
      ["seo services in dubai", "seo services dubai"],
      ["web development in dubai", "web development dubai"],
      ["seo in dubai", "seo dubai"],
      ["branding agency in dubai", "branding agency dubai"],
      ["the agency for the marina", "agency marina"],
    ];
    for (const [withStopWords, without] of texts) {
      const found = await page(textFilters(withStopWords));
      expect({ q: withStopWords, ...found }).toEqual({
        q: withStopWords,
        ...(await page(textFilters(without))),
      });
      expect(found.names, withStopWords).not.toEqual([]);
    }
    // The names find what the plain filters list: an agency offering SEO in Dubai, its texts
    // naming neither, which "in" used to hide (the directory listed nothing).
    const filtered = await page(
      textFilters("", { services: ["SEO Services"], locations: ["Dubai"] }),
    );
    expect(filtered.names).toEqual(["Falcon Works"]);
    const { names, matching } = await page(textFilters("seo services in dubai"));
    expect({ names, matching }).toEqual({ names: filtered.names, matching: filtered.matching });
    expect((await page(textFilters("branding agency in dubai"))).names).toEqual([
      "Souk Branding Agency",
    ]);
  });

  it("lists for a text of stop words alone what it lists with no text, filters and counts included", async () => {
    for (const q of ["the", "in the", "Of, A; AND"]) {
      expect({ q, ...(await page(textFilters(q))) }).toEqual({ q, ...(await page(noFilters)) });
      const dubai = { locations: ["Dubai" as const] };
      expect(await page(textFilters(q, dubai))).toEqual(await page(textFilters("", dubai)));
    }
    expect((await page(textFilters("in the"))).matching).toBe(ids.length);
  });

  it("a saved search of such a text is sent what the directory lists for it", async () => {
    await t.db.delete(savedSearches);
    const texts = ["seo services in dubai", "seo in dubai", "the", "in the", "the web development"];
    const searches = [];
    for (const q of texts) searches.push({ q, id: (await saveSearch(textFilters(q))).id });
    await approveAll(ids);
    for (const { q, id } of searches) {
      const expected = await listed(textFilters(q));
      expect({ q, queued: await queued(id) }).toEqual({ q, queued: expected });
      expect(expected, q).not.toEqual([]);
    }
  });

  it("a saved search finds exactly what the directory lists for generated texts with stop words", async () => {
    const stopWord = fc.constantFrom(
      "in",
      "the",
      "a",
      "of",
      "and",
      "for",
      "by",
      "with",
      "there",
      "s",
      "t",
    );
    const word = fc.oneof(
      stopWord,
      fc.constantFrom("dubai", "دبي", "abu dhabi", "seo services", "web development", "rak"),
      fc.constantFrom("seo", "branding", "agency", "marina", "web", "falcon", "apps", "north"),
      // No stop word, yet to_tsquery drops it (the parser reads a lone accent as space).
      fc.constant("\u0301"),
    );
    // A third of the texts are stop words alone, so the case the old rule emptied is always
    // well covered (mixed texts alone gave it 16 to 40 times in 80 runs).
    const text = fc
      .oneof(
        { arbitrary: fc.array(word, { minLength: 1, maxLength: 4 }), weight: 2 },
        { arbitrary: fc.array(stopWord, { minLength: 1, maxLength: 3 }), weight: 1 },
      )
      .map((words) => words.join(" "));
    const filters = fc.record({
      services: fc.constantFrom<Service[]>([], [], ["SEO Services"]),
      locations: fc.constantFrom<Emirate[]>([], [], ["Dubai"]),
    });
    let listing = 0;
    let onlyStopWords = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(text, filters), {
          minLength: 1,
          maxLength: 4,
          selector: ([q, f]) => JSON.stringify([q, f]),
        }),
        async (generated) => {
          await t.db.delete(savedSearches);
          const searches = [];
          for (const [q, f] of generated) {
            const search = textFilters(q, f);
            searches.push({ search, id: (await saveSearch(search)).id });
          }
          await approveAll(ids);
          for (const { search, id } of searches) {
            const expected = await listed(search);
            expect({ q: search.q, queued: await queued(id) }).toEqual({
              q: search.q,
              queued: expected,
            });
            if (expected.length > 0) listing++;
            // Plain words, all of them stop words: those the old rule emptied.
            const terms = searchTerms(search.q);
            const plain = terms.filter((term) => !namesPlaceOrService(term));
            if (plain.length > 0 && plainSearchWords(terms).length === 0) onlyStopWords++;
          }
        },
      ),
      { numRuns: 80 },
    );
    expect(listing).toBeGreaterThan(40);
    expect(onlyStopWords).toBeGreaterThan(20);
  });
});

describe("migration 0019: searches saved with '<none>' for stop words find what the directory lists", () => {
  beforeEach(async () => {
    await t.db.delete(savedSearches);
  });

  /** The query saving wrote before: plain words with stop words, '<none>' when all dropped. */
  function savedBefore(q: string): SQL | null {
    const terms = searchTerms(q);
    if (terms.length === 0) return null;
    const words = (list: string[]) =>
      sql`to_tsquery('english', ${list.map((w) => `${w}:*`).join(" & ")})`;
    const lexeme = (value: string) => sql`${`'${value}'`}::tsquery`;
    const plain = terms.filter((term) => !namesPlaceOrService(term)).flatMap((term) => term.words);
    const parts: SQL[] = [];
    if (plain.length > 0) {
      parts.push(sql`(select case when numnode(w.q) = 0 then ${lexeme("<none>")} else w.q end
        from ${words(plain)} as w(q))`);
    }
    for (const term of terms.filter(namesPlaceOrService)) {
      const arms = [
        words(term.words),
        ...term.emirates.map((e) => lexeme(locationLexeme(e))),
        ...term.services.map((s) => lexeme(serviceLexeme(s))),
      ];
      parts.push(sql`(${sql.join(arms, sql` || `)})`);
    }
    return sql.join(parts, sql` && `);
  }

  const asText = async (query: SQL | null) =>
    query === null
      ? null
      : (await selectRows<{ query: string }>(t.db, sql`select (${query})::text as query`))[0]!
          .query;

  const storedQueries = async () =>
    (
      await selectRows<{ query: string | null }>(
        t.db,
        sql`select q_query::text as query from saved_searches order by id`,
      )
    ).map((row) => row.query);

  it("rewrites each query stored with '<none>' for stop words to the one saving writes now", async () => {
    const texts = [
      "seo services in dubai",
      "the web development",
      "in abu dhabi the seo services",
      "the",
      "in the",
      "digital in dubai",
      "dubai",
      "falcon",
      "",
      // Plain words that are no stop words, yet give no lexeme: still '<none>', before and now.
      "\u0301 dubai",
      "the \u0301",
    ];
    for (const q of texts) {
      const before = savedBefore(q);
      await t.db.insert(savedSearches).values({
        email: `m${Math.random().toString(36).slice(2)}@example.ae`,
        frequency: "instant",
        ...savedText(q),
        qQuery: before ?? sql`null`,
        filtersKey: savedFiltersKey(savedText(q)),
      });
    }
    const before = await storedQueries();
    expect(before.filter((q) => q?.startsWith("'<none>'"))).toHaveLength(7);
    const now = [];
    for (const q of texts) now.push(await asText(savedSearchQuery(q)));
    expect(before).not.toEqual(now);

    const migration = readFileSync(
      path.join(migrationsFolder, "0019_saved_search_stop_words.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await t.db.execute(sql.raw(statement));
    }
    expect(await storedQueries()).toEqual(now);
    expect(now.filter((q) => q?.startsWith("'<none>'"))).toHaveLength(2);
  });

  it("keeps '<none>' where a separator outside ASCII could hide such a word", async () => {
    const q = "seo services — in dubai";
    const before = await asText(savedBefore(q));
    await t.db.insert(savedSearches).values({
      email: "dash@example.ae",
      frequency: "instant",
      ...savedText(q),
      qQuery: savedBefore(q)!,
      filtersKey: savedFiltersKey(savedText(q)),
    });
    const migration = readFileSync(
      path.join(migrationsFolder, "0019_saved_search_stop_words.sql"),
      "utf8",
    );
    await t.db.execute(sql.raw(migration));
    expect(await storedQueries()).toEqual([before]);
    expect(before).toMatch(/^'<none>' & /);
  });
});
