/**
 * PostgreSQL's English stop words: the words its `english` text-search configuration drops
 * (tsearch_data/english.stop, read by the `english_stem` dictionary), in the file's order. A
 * search word that is one of them finds nothing by itself: `to_tsquery('english', 'in:*')` is
 * empty, and an empty query matches no agency. So the search leaves them out of its plain words
 * (directory-search.ts, plainSearchWords). app/db/stop-words-agree.db.test.ts fails when this list
 * and the database's disagree.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  `
  i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she
  her hers herself it its itself they them their theirs themselves what which who whom this that
  these those am is are was were be been being have has had having do does did doing a an the and
  but if or because as until while of at by for with about against between into through during
  before after above below to from up down in out on off over under again further then once here
  there when where why how all any both each few more most other some such no nor not only own
  same so than too very s t can will just don should now
`
    .trim()
    .split(/\s+/),
);

/** True when PostgreSQL's `english` configuration drops the word (lower-case, as searchWords). */
export function isEnglishStopWord(word: string): boolean {
  return ENGLISH_STOP_WORDS.has(word);
}
