import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "#tests/db";
import { selectRows } from "~/db/select-rows";
import { searchWords } from "~/domain/directory-search";
import { ENGLISH_STOP_WORDS, isEnglishStopWord } from "~/domain/english-stop-words";

/**
 * The search's English stop words (app/domain/english-stop-words.ts) against the database's: the
 * words the `english` configuration drops. The search leaves them out of its plain words
 * (plainSearchWords); a word missing from the list would again empty a query ("seo services in
 * dubai" listing nothing), and a word listed wrongly would be ignored where PostgreSQL finds it.
 */
const t = useTestDatabase();
const listed = [...ENGLISH_STOP_WORDS];

/** `words` as one text[] of the query (one parameter each). */
const textArray = (words: readonly string[]) =>
  sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;

/** Of `words`, those PostgreSQL drops from a search: the prefix query the search makes is empty. */
async function dropped(words: readonly string[]): Promise<string[]> {
  const rows = await selectRows<{ word: string }>(
    t.db,
    sql`select w as word from unnest(${textArray(words)}) as w
      where numnode(to_tsquery('english', w || ':*')) = 0`,
  );
  return rows.map((row) => row.word);
}

const letters = (from: string) => fc.constantFrom(...from);
const ascii = letters("abcdefghijklmnopqrstuvwxyz");
/** A listed word changed by one letter: added, removed or replaced ("thee", "th", "tha"). */
const nearListed = fc
  .tuple(fc.constantFrom(...listed), ascii, fc.nat(), fc.constantFrom("add", "remove", "replace"))
  .map(([word, letter, at, change]) => {
    const i = at % (word.length + 1);
    if (change === "add") return word.slice(0, i) + letter + word.slice(i);
    const j = Math.min(i, word.length - 1);
    return word.slice(0, j) + (change === "replace" ? letter : "") + word.slice(j + 1);
  });
/** Words as searchWords makes them: any case, Latin letters with accents, Arabic, digits. */
const written = fc
  .array(fc.oneof(ascii, letters("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), letters("éèüößçñÉÀ0123456789")), {
    minLength: 1,
    maxLength: 9,
  })
  .map((chars) => chars.join(""));
const arabic = fc
  .array(letters("ابتثجحخدذرزسشصضطظعغفقكلمنهوي"), { minLength: 1, maxLength: 6 })
  .map((chars) => chars.join(""));
const generatedWord = fc
  .oneof(fc.constantFrom(...listed), nearListed, written, arabic)
  .chain((raw) => fc.constant(searchWords(raw)))
  .filter((words) => words.length === 1)
  .map(([word]) => word!);

describe("the search's English stop words (english-stop-words.ts) and PostgreSQL's", () => {
  it("each listed word is one PostgreSQL drops: as a word, as a prefix, and by its dictionary", async () => {
    const rows = await selectRows<{
      word: string;
      query: string;
      prefix: string;
      lexemes: string[];
    }>(
      t.db,
      sql`select w as word, to_tsquery('english', w)::text as query,
          to_tsquery('english', w || ':*')::text as prefix, ts_lexize('english_stem', w) as lexemes
        from unnest(${textArray(listed)}) as w`,
    );
    expect(
      rows.filter((row) => row.query !== "" || row.prefix !== "" || row.lexemes.length > 0),
    ).toEqual([]);
    expect(rows).toHaveLength(listed.length);
    expect(listed.length).toBeGreaterThan(100);
  });

  it("every word of up to four letters that PostgreSQL drops is listed", async () => {
    // 475,254 words, all in the database (about a second).
    const rows = await selectRows<{ word: string }>(
      t.db,
      sql`with l as (select chr(97 + i) as c from generate_series(0, 25) as i),
        w as (
          select c as w from l
          union all select a.c || b.c from l a, l b
          union all select a.c || b.c || c.c from l a, l b, l c
          union all select a.c || b.c || c.c || d.c from l a, l b, l c, l d)
        select w as word from w where numnode(to_tsquery('english', w || ':*')) = 0 order by w`,
    );
    const short = listed.filter((word) => word.length <= 4).sort();
    expect(rows.map((row) => row.word)).toEqual(short);
  });

  it("longer English function words are dropped exactly when listed", async () => {
    // Other stop lists' words (NLTK's, SMART's), which a new list of PostgreSQL's could take up.
    const candidates = [
      ...["about", "above", "after", "again", "against", "ain", "aren", "because", "before"],
      ...["being", "below", "between", "both", "could", "couldn", "didn", "doesn", "doing"],
      ...["during", "each", "further", "hadn", "hasn", "haven", "having", "herself", "himself"],
      ...["itself", "mightn", "mustn", "myself", "needn", "other", "ourselves", "shan", "should"],
      ...["shouldn", "their", "theirs", "themselves", "there", "these", "those", "through"],
      ...["under", "until", "wasn", "weren", "where", "which", "while", "whom", "would"],
      ...["wouldn", "yours", "yourself", "yourselves", "might", "shall", "must", "upon", "also"],
      ...["every", "since", "though", "although", "whether", "either", "neither", "among"],
      ...["within", "without", "across", "along", "around", "behind", "beside", "beyond"],
      ...["toward", "towards", "another", "anything", "everything", "nothing", "something"],
    ];
    expect((await dropped(candidates)).sort()).toEqual(candidates.filter(isEnglishStopWord).sort());
  });

  it("a generated word is dropped exactly when listed", async () => {
    let unlisted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(generatedWord, { minLength: 10, maxLength: 40 }),
        async (words) => {
          expect((await dropped(words)).sort()).toEqual(words.filter(isEnglishStopWord).sort());
          unlisted += words.filter((word) => !isEnglishStopWord(word)).length;
        },
      ),
      { numRuns: 100 },
    );
    expect(unlisted).toBeGreaterThan(500);
  });

  it("leaving the listed words out of a search's words changes nothing PostgreSQL reads", async () => {
    // to_tsquery drops stop words beside others: the query is the same with or without them.
    await fc.assert(
      fc.asyncProperty(fc.array(generatedWord, { minLength: 1, maxLength: 6 }), async (words) => {
        const kept = words.filter((word) => !isEnglishStopWord(word));
        fc.pre(kept.length > 0);
        const prefixes = (list: string[]) => list.map((word) => `${word}:*`).join(" & ");
        const [row] = await selectRows<{ all: string; kept: string }>(
          t.db,
          sql`select to_tsquery('english', ${prefixes(words)})::text as all,
            to_tsquery('english', ${prefixes(kept)})::text as kept`,
        );
        expect(row!.all).toBe(row!.kept);
      }),
      { numRuns: 100 },
    );
  });
});
