import { Column, eq, getTableColumns, inArray, is, Param, SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { agencies } from "~/db/schema";
import { selectRows } from "~/db/select-rows";
import { noFilters } from "~/domain/directory";
import {
  FACET_GROUPS,
  facetBit,
  facetBitsFromBigEndian,
  facetValues,
  tallyFacets,
} from "~/domain/directory-facets";
import { searchWords } from "~/domain/directory-search";
import { averageRating, bayesianScore } from "~/domain/reviews";
import { emirates, industries, services } from "~/domain/value-sets";
import { loadFacets, publicAgencyColumns } from "~/services/directory.server";
import {
  HIDDEN_LEXEME_START,
  locationLexeme,
  serviceLexeme,
} from "~/services/saved-search-query.server";
import {
  allValues,
  facetFields,
  generatedAgency,
  ids,
  insertAgencies,
  rolledBack,
  words,
} from "./rules-agree-generators";

/**
 * Issue 29, "rules written once": each rule written both in TypeScript and in SQL is checked
 * against its other half, on generated inputs where it has any, so that changing one side alone
 * fails a test. Here the directory's search text, ranking, facets and shown columns:
 *
 * - the lexemes saved_search_document adds (migration 0018) and those of search words and
 *   agency texts, which never start with '<';
 * - the rating prior (bayesianScore) and agency_rating_rank (migration 0011);
 * - a card's average rating (averageRating) and publicAgencyColumns.ratingAverage (SQL);
 * - the facet layout and value sets (directory-facets.ts, value-sets.ts) and directory_facet_bits
 *   (migration 0017); the kept facet counters (directory_facet_keys, migration 0004) and the
 *   tallies counted in this process (tallyFacets);
 * - what public pages read (publicAgencyColumns) and agency_shown_columns (migration 0017).
 *
 * Two more pairs have their test beside their code: the bit of each filter value
 * (services/directory-facets.db.test.ts) and the Arabic fold (db/arabic-fold.db.test.ts).
 */
const t = useTestDatabase();

describe("the lexemes saved_search_document adds (migration 0018) and those of any text", () => {
  it("are spelled alike on both sides, one per location and service, each starting with '<'", async () => {
    for (const emirate of emirates.values) {
      const [row] = await selectRows<{ lexemes: string[] }>(
        t.db,
        sql`select tsvector_to_array(saved_search_document(''::tsvector, ${emirate},
              ${new Param(services.values)}::text[])) as lexemes`,
      );
      const expected = [locationLexeme(emirate), ...services.values.map(serviceLexeme)];
      expect(row!.lexemes.sort()).toEqual(expected.sort());
      expect(expected.every((l) => l.startsWith(HIDDEN_LEXEME_START))).toBe(true);
    }
  });

  it("never start with '<' for any other text: no search word, no agency's texts", async () => {
    // Texts rich in what the parser reads as more than words: URLs, hosts, e-mail addresses,
    // file paths, numbers, signs, and '<' in every place.
    const piece = fc.constantFrom(
      ...words,
      "<",
      ">",
      "<loc>",
      "<svc>SEO",
      "loc:",
      "~",
      "/",
      "-",
      ".",
      "@",
      "http://souk.ae/",
      "souk.ae",
      "layla@souk.ae",
      "~/a",
      "/usr/",
      "1.5",
      "-2",
      "+3e5",
      " ",
    );
    const anyText = fc
      .oneof(
        fc.array(piece, { maxLength: 12 }).map((p) => p.join("")),
        fc.string({ maxLength: 20 }),
        fc.string({ unit: "binary", maxLength: 20 }),
      )
      .map((text) => text.replaceAll("\0", "")); // a text column holds no NUL
    await fc.assert(
      fc.asyncProperty(fc.array(anyText, { minLength: 1, maxLength: 20 }), async (texts) => {
        const searchWordsOf = texts.flatMap(searchWords);
        // The search side: a word holds no '<'; the lexemes to_tsquery makes of it (as
        // savedSearchQuery and the directory call it) start with none.
        expect(searchWordsOf.filter((w) => w.includes(HIDDEN_LEXEME_START))).toEqual([]);
        const fromWords = await selectRows<{ query: string }>(
          t.db,
          sql`select to_tsquery('english', w || ':*')::text as query
              from unnest(${new Param(searchWordsOf)}::text[]) as w`,
        );
        expect(fromWords.filter((row) => row.query.includes(`'${HIDDEN_LEXEME_START}`))).toEqual(
          [],
        );
        // The agency side: no lexeme of its search column (the same expression) holds '<'.
        const fromTexts = await selectRows<{ lexeme: string }>(
          t.db,
          sql`select l as lexeme
              from unnest(${new Param(texts)}::text[]) as x,
                unnest(tsvector_to_array(to_tsvector('english', arabic_fold(x)))) as l
              where strpos(l, ${HIDDEN_LEXEME_START}) > 0`,
        );
        expect(fromTexts).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe("the rating prior (bayesianScore, domain/reviews.ts) and agency_rating_rank (migration 0011)", () => {
  const ratings = fc
    .integer({ min: 1, max: 100_000 })
    .chain((count) =>
      fc.record({ count: fc.constant(count), sum: fc.integer({ min: count, max: 5 * count }) }),
    );

  async function ranks(list: readonly { sum: number; count: number }[]) {
    const rows = await selectRows<{ rank: number | null }>(
      t.db,
      sql`select agency_rating_rank(s, c) as rank
          from unnest(${new Param(list.map((r) => r.sum))}::integer[],
                      ${new Param(list.map((r) => r.count))}::integer[]) with ordinality as u(s, c, n)
          order by n`,
    );
    return rows.map((row) => row.rank);
  }

  it("give the same score, to the last bit, for any sum and count of reviews", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ratings, { minLength: 1, maxLength: 100 }), async (list) => {
        expect(await ranks(list)).toEqual(list.map((r) => bayesianScore(r.sum, r.count)));
      }),
      { numRuns: 50 },
    );
    const few = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((count) =>
      Array.from({ length: 4 * count + 1 }, (_, i) => ({ sum: count + i, count })),
    );
    expect(await ranks(few)).toEqual(few.map((r) => bayesianScore(r.sum, r.count)));
  });

  it("leave an agency without reviews unranked (null: last in the rating order)", async () => {
    expect(await ranks([{ sum: 0, count: 0 }])).toEqual([null]);
  });
});

describe("a card's average rating (averageRating, domain/reviews.ts) and its SQL (publicAgencyColumns.ratingAverage)", () => {
  /** The SQL of the card's column over these stored sums and counts. */
  async function averages(list: readonly { sum: number; count: number }[]) {
    const rows = await selectRows<{ average: number | null }>(
      t.db,
      sql`select ${publicAgencyColumns.ratingAverage} as average
          from unnest(${new Param(list.map((r) => r.sum))}::integer[],
                      ${new Param(list.map((r) => r.count))}::integer[])
            with ordinality as ${agencies}(rating_sum, rating_count, n)
          order by n`,
    );
    return rows.map((row) => (row.average === null ? null : Number(row.average)));
  }

  it("round every possible mean of up to 200 reviews alike, and any larger one", async () => {
    const every = Array.from({ length: 200 }, (_, i) => i + 1).flatMap((count) =>
      Array.from({ length: 4 * count + 1 }, (_, i) => ({ sum: count + i, count })),
    );
    every.push({ sum: 0, count: 0 });
    const inDatabase = await averages(every);
    const differing = every
      .map((r, i) => ({ ...r, sql: inDatabase[i], ts: averageRating(r.sum, r.count) }))
      .filter((r) => r.sql !== r.ts);
    expect(differing.slice(0, 5)).toEqual([]);

    const large = fc
      .integer({ min: 201, max: 400_000 })
      .chain((count) =>
        fc.record({ count: fc.constant(count), sum: fc.integer({ min: count, max: 5 * count }) }),
      );
    await fc.assert(
      fc.asyncProperty(fc.array(large, { minLength: 1, maxLength: 200 }), async (list) => {
        expect(await averages(list)).toEqual(list.map((r) => averageRating(r.sum, r.count)));
      }),
      { numRuns: 30 },
    );
  });
});

describe("the facet layout (domain/directory-facets.ts) and directory_facet_bits (migration 0017)", () => {
  it("give every agency the same bits, whatever its values (repeats and unknown ones included)", async () => {
    const agency = fc.record({ isPro: fc.boolean(), facets: facetFields(allValues) });
    const known = (set: readonly string[], value: string) => set.includes(value);
    const bitsHere = ({
      isPro,
      facets,
    }: {
      isPro: boolean;
      facets: { location: string | null; services: string[]; industries: string[] };
    }) => {
      const bits = new Set<number>(isPro ? [facetBit("pro")] : []);
      if (facets.location && known(emirates.values, facets.location)) {
        bits.add(facetBit("locations", facets.location));
      }
      for (const s of facets.services.filter((v) => known(services.values, v))) {
        bits.add(facetBit("services", s));
      }
      for (const i of facets.industries.filter((v) => known(industries.values, v))) {
        bits.add(facetBit("industries", i));
      }
      return [...bits].reduce((sum, bit) => sum + bit, 0);
    };
    await fc.assert(
      fc.asyncProperty(fc.array(agency, { minLength: 1, maxLength: 50 }), async (list) => {
        const rows = await selectRows<{ bits: string }>(
          t.db,
          sql`select directory_facet_bits((a->>'isPro')::boolean, a->'facets'->>'location',
                array(select jsonb_array_elements_text(a->'facets'->'services')),
                array(select jsonb_array_elements_text(a->'facets'->'industries')))::text as bits
              from jsonb_array_elements(${JSON.stringify(list)}::jsonb) with ordinality as u(a, n)
              order by n`,
        );
        expect(rows.map((row) => Number(row.bits))).toEqual(list.map(bitsHere));
      }),
      { numRuns: 60 },
    );
  });

  it("list the same values of each set, in the same order (no value the other side lacks)", async () => {
    const [row] = await selectRows<{ definition: string }>(
      t.db,
      sql`select pg_get_functiondef('directory_facet_bits'::regproc) as definition`,
    );
    const arrays = [...row!.definition.matchAll(/ARRAY\[([^\]]*)\]/g)].map((m) =>
      [...m[1]!.matchAll(/'((?:[^']|'')*)'/g)].map((v) => v[1]!.replaceAll("''", "'")),
    );
    expect(arrays).toEqual([emirates.values, services.values, industries.values]);
  });
});

describe("the kept facet counters (directory_facet_keys, migration 0004) and the in-process tallies (tallyFacets)", () => {
  it("count every value alike, after inserts, approvals, edits and removals", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generatedAgency(allValues), { maxLength: 10 }), async (list) => {
        await rolledBack(t.db, async (tx) => {
          await tx.delete(agencies);
          const made = await insertAgencies(tx, list);
          const approved = ids(made.filter((_, i) => list[i]!.approved));
          if (approved.length > 0) {
            await tx.update(agencies).set({ approved: true }).where(inArray(agencies.id, approved));
          }
          for (const [i, agency] of list.entries()) {
            if (agency.edit) {
              await tx.update(agencies).set(agency.edit).where(eq(agencies.id, made[i]!.id));
            }
          }
          const removed = ids(made.filter((_, i) => list[i]!.removed));
          if (removed.length > 0) await tx.delete(agencies).where(inArray(agencies.id, removed));

          // What the plain directory shows (the counters the triggers keep)...
          const kept = await loadFacets(tx);
          // ...and what a filtered one counts in this process from the approved facet_bits.
          const [row] = await selectRows<{ bits: string | null }>(
            tx,
            sql`select encode(string_agg(int8send(${agencies.facetBits}), ''::bytea), 'hex') as bits
                from ${agencies} where ${agencies.approved}`,
          );
          const column = facetBitsFromBigEndian(Buffer.from(row?.bits ?? "", "hex"));
          const tally = tallyFacets(column, noFilters, FACET_GROUPS);
          expect(kept.total).toBe(tally.matching);
          expect(kept.pro).toBe(tally.counts.get("pro")!.get(""));
          for (const group of ["services", "locations", "industries"] as const) {
            const counters = new Map(kept[group].map((c) => [c.value, c.count]));
            for (const { value } of facetValues(group)) {
              expect({ group, value, count: counters.get(value) ?? 0 }).toEqual({
                group,
                value,
                count: tally.counts.get(group)!.get(value),
              });
            }
          }
        });
      }),
      { numRuns: 60 },
    );
  });
});

describe("what a public page shows (publicAgencyColumns) and agency_shown_columns (migration 0017)", () => {
  /** The agencies columns an expression reads, through nested SQL. */
  const columnsOf = (value: unknown): string[] =>
    is(value, Column) ? [value.name] : is(value, SQL) ? value.queryChunks.flatMap(columnsOf) : [];

  it("raise a profile's page version for every column a public page reads", async () => {
    const all = Object.values(getTableColumns(agencies)).map((c) => c.name);
    const [row] = await selectRows<{ shown: Record<string, unknown> }>(
      t.db,
      sql`select agency_shown_columns(jsonb_object_agg(c, true)) as shown
          from unnest(${new Param(all)}::text[]) as c`,
    );
    const shown = new Set(Object.keys(row!.shown));
    const read = [
      ...new Set([...Object.values(publicAgencyColumns), agencies.approved].flatMap(columnsOf)),
    ];
    expect(read.length).toBeGreaterThan(20);
    expect(read.filter((name) => !shown.has(name))).toEqual([]);
  });
});
