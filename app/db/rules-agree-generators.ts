import { TransactionRollbackError } from "drizzle-orm";
import fc from "fast-check";
import type { Db, Tx } from "~/db/client.server";
import { agencies } from "~/db/schema";
import type { DirectoryFilters } from "~/domain/directory";
import {
  emirates,
  industries,
  services,
  type Emirate,
  type Industry,
  type Service,
} from "~/domain/value-sets";

/**
 * What the rules-agree test files share (rules-agree-*.db.test.ts: each rule written both in
 * TypeScript and in SQL, checked against its other half): generated agencies, their filter values
 * and texts, and directory filters, with inserting the agencies in a transaction that is always
 * rolled back.
 */

/** Runs `work` in a transaction that is always rolled back: generated rows never stay. */
export async function rolledBack(db: Db, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
}

export const words = [
  "digital",
  "studio",
  "souk",
  "marketing",
  "code",
  "falcon",
  "مواقع",
  "تسويق",
  "صقر",
  "Dubai",
  "دبي",
  "Abu Dhabi",
  "أبوظبي",
  "SEO",
  "سيو",
  "branding",
] as const;
const text = (most: number) =>
  fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: most }).map((w) => w.join(" "));

type Values = {
  emirates: readonly Emirate[];
  services: readonly Service[];
  industries: readonly Industry[];
};
export const allValues: Values = {
  emirates: emirates.values,
  services: services.values,
  industries: industries.values,
};

/**
 * A few values of each set, drawn for one run of a property: agencies and filters drawn from the
 * same few meet often (a new industry that a search asks for), and runs together cover every value.
 */
export const someValues: fc.Arbitrary<Values> = fc.record({
  emirates: fc.shuffledSubarray([...emirates.values], { minLength: 2, maxLength: 3 }),
  services: fc.shuffledSubarray([...services.values], { minLength: 2, maxLength: 3 }),
  industries: fc.shuffledSubarray([...industries.values], { minLength: 2, maxLength: 3 }),
});

/** An agency's filter values: repeats and values outside the sets included (the column allows them). */
export const facetFields = (values: Values) =>
  fc.record({
    location: fc.option(fc.constantFrom(...values.emirates, "Al Ain"), { nil: null }),
    services: fc.array(fc.constantFrom(...values.services, "Podcasts"), { maxLength: 4 }),
    industries: fc.array(fc.constantFrom(...values.industries, "Mining"), { maxLength: 3 }),
  });

/** A later edit of one of an agency's filter values (the trigger looks at each). */
const facetEdit = (values: Values) =>
  fc.oneof(
    facetFields(values).map(({ location }) => ({ location })),
    facetFields(values).map(({ services }) => ({ services })),
    facetFields(values).map(({ industries }) => ({ industries })),
  );

/** An agency, approved or not, and the edit of its filter values made after (if any). */
export const generatedAgency = (values: Values) =>
  fc.record({
    approved: fc.constantFrom(true, true, true, false),
    isPro: fc.boolean(),
    facets: facetFields(values),
    agencyName: text(3),
    description: text(4),
    edit: fc.option(facetEdit(values), { nil: undefined }),
    removed: fc.boolean(),
  });
type GeneratedAgency = ReturnType<typeof generatedAgency> extends fc.Arbitrary<infer A> ? A : never;

/** A group's filter: none most often, so that generated agencies often pass the others. */
const someOf = <V>(values: readonly V[], most: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant<V[]>([]) },
    { weight: 1, arbitrary: fc.subarray([...values], { minLength: 1, maxLength: most }) },
  );

/**
 * Words that meet the edges of the search rules: prefixes of the lexemes saved_search_document
 * adds ("l", "lo", "loc", "sv", "svc", and their spellings with '<', '>' and ':'), of names of
 * emirates and services (a word that is a name makes a term of its own), English stop words
 * (to_tsquery drops them), words of agency texts, and any text at all.
 */
const edgeWord = fc.oneof(
  fc.constantFrom("l", "lo", "loc", "s", "sv", "svc", "<", "<loc>", "<svc", "loc:", "svc:Dubai"),
  fc.constantFrom("Dub", "Dubai", "Abu", "Dhabi", "SEO", "seo services", "web", "UI/UX", "دبي"),
  fc.constantFrom("the", "a", "in", "and", "of", "for"),
  fc.constantFrom(...words),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: "binary", maxLength: 4 }).map((w) => w.replaceAll("\0", "")), // no NUL in text
);
export const edgeText = fc.array(edgeWord, { minLength: 1, maxLength: 4 }).map((w) => w.join(" "));

export const generatedFilters = (values: Values): fc.Arbitrary<DirectoryFilters> =>
  fc.record({
    pro: fc.constantFrom(false, false, true),
    services: someOf(values.services, 2),
    locations: someOf(values.emirates, 2),
    industries: someOf(values.industries, 2),
    q: fc.oneof(
      { weight: 2, arbitrary: fc.constant("") },
      { weight: 4, arbitrary: text(2) },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
      { weight: 2, arbitrary: edgeText },
    ),
    sort: fc.constantFrom("default" as const, "rating" as const),
  });

let inserted = 0;
/** Inserts the generated agencies, all pending; returns their rows in the same order. */
export async function insertAgencies(tx: Tx, list: readonly GeneratedAgency[]) {
  if (list.length === 0) return [];
  return tx
    .insert(agencies)
    .values(
      list.map((agency) => {
        const n = ++inserted;
        return {
          slug: `rules-${n}`,
          agencyName: agency.agencyName,
          contactName: "Layla Haddad",
          email: `rules-${n}@example.ae`,
          experience: "3-5",
          description: agency.description,
          isPro: agency.isPro,
          ...agency.facets,
          approved: false,
        };
      }),
    )
    .returning();
}

export const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
