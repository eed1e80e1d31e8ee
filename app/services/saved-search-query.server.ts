import { sql, type SQL } from "drizzle-orm";
import { namesPlaceOrService, plainSearchWords, searchTerms } from "~/domain/directory-search";
import type { Emirate, Service } from "~/domain/value-sets";

/**
 * The lexemes saved_search_document adds to an agency's search column (migration 0018): one for
 * its location, one per service. They start with '<', which no lexeme of a text can: a search
 * word holds only letters, marks and digits (searchWords), and PostgreSQL's parser puts '<' in no
 * lexeme of an agency's texts either. So a search word, always a prefix ('lo:*'), never reaches
 * them; only the terms below that name an emirate or a service do, each by its whole lexeme.
 */
export const HIDDEN_LEXEME_START = "<";
export const locationLexeme = (emirate: Emirate) => `${HIDDEN_LEXEME_START}loc>${emirate}`;
export const serviceLexeme = (service: Service) => `${HIDDEN_LEXEME_START}svc>${service}`;

/**
 * A saved search's text as the tsquery the matching trigger evaluates (migration 0012), built
 * once when the search is saved. It is the directory's text search (searchConditions in
 * directory-conditions.server.ts) turned inside out: each term's words are prefixes in the
 * agency's search column ('digi:* & mark:*'); a term that names an emirate or a service also
 * matches the lexeme saved_search_document adds for the agency's location ('<loc>Dubai') or
 * service ('<svc>SEO Services'). Terms are ANDed, as in the directory; English stop words among
 * the plain words are left out, as there (plainSearchWords). Null when nothing is left: no text,
 * or a text of stop words alone ("in the"), which the directory reads as no text.
 */
export function savedSearchQuery(q: string): SQL | null {
  const terms = searchTerms(q);
  const plain = plainSearchWords(terms);
  const parts: SQL[] = [];
  if (plain.length > 0) parts.push(plainWordsQuery(plain));
  for (const term of terms.filter(namesPlaceOrService)) {
    const arms = [
      wordsQuery(term.words),
      ...term.emirates.map((e) => lexemeQuery(locationLexeme(e))),
      ...term.services.map((s) => lexemeQuery(serviceLexeme(s))),
    ];
    parts.push(sql`(${sql.join(arms, sql` || `)})`);
  }
  return parts.length === 0 ? null : sql.join(parts, sql` && `);
}

/**
 * The plain words, stop words left out. If to_tsquery still drops them all (a word its parser
 * does not read as one, such as a lone combining accent), its query is empty and the directory's
 * condition on them holds for no agency; but ANDed with a term that names something, an empty
 * query would drop out and the rest find agencies. So it is then '<none>': a lexeme no document
 * holds (only '<loc>' and '<svc>' ones start with '<'). Migration 0019 took it off the searches
 * saved with it for stop words alone.
 */
function plainWordsQuery(words: string[]): SQL {
  return sql`(select case when numnode(w.q) = 0 then ${lexemeQuery(NO_LEXEME)} else w.q end
    from ${wordsQuery(words)} as w(q))`;
}
const NO_LEXEME = `${HIDDEN_LEXEME_START}none>`;

/** Every word as a prefix, stemmed as the search column is ('english'). */
function wordsQuery(words: string[]): SQL {
  return sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" & ")})`;
}

/** One lexeme exactly as written: quoted, so neither parsed nor stemmed. */
function lexemeQuery(lexeme: string): SQL {
  return sql`${`'${lexeme.replaceAll("'", "''")}'`}::tsquery`;
}
